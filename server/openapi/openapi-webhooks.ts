import { z } from "zod";
import { locales } from "../../domain/i18n/locales";
import type { LeadKind, LeadWebhookPayload, SlackPayload } from "../webhooks/lead-webhooks";
import { inlineSchema } from "./json-schemas";

/**
 * The lead notifications this site sends (server/webhooks), as OpenAPI 3.1
 * `webhooks`: what a receiver gets, and must answer with a 2xx. They are outgoing,
 * so no route defines them; their bodies are zod schemas held to the types the
 * sender builds. docs/webhooks.md has the signature check in code.
 */

type Meta = { id?: string; description?: string; format?: string; examples?: string[] };
const webhookRegistry = z.registry<Meta>();

function described<T extends z.core.$ZodType>(schema: T, meta: Meta): T {
  webhookRegistry.add(schema, meta);
  return schema;
}

/** Proves at compile time that a schema's output is exactly the sender's type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const leadKinds = ["contact", "quote", "chat-lead"] as const satisfies readonly LeadKind[];

const leadCreatedSchema = z.object({
  id: described(z.uuid(), { description: "The event id; the same on every retry (also X-Lead-Event-Id)." }),
  type: z.literal("lead.created"),
  createdAt: described(z.iso.datetime(), { description: "When the lead was stored (UTC)." }),
  lead: z.object({
    kind: described(z.enum(leadKinds), {
      description: "contact: the form (C-…); quote: a completed quote (Q-…); chat-lead: from the chat (L-…).",
    }),
    reference: described(z.string(), { examples: ["C-2611-0001"] }),
    language: z.enum(locales),
    name: z.string(),
    company: z.string().nullable(),
    // The address as the contact rules accepted it; zod's own e-mail pattern is stricter than those rules.
    // Empty for a chat lead stored unconfirmed with only a phone number (server/chat/unconfirmed-leads.ts).
    email: z.union([described(z.string(), { format: "email" }), z.literal("")]),
    summary: described(z.string().max(200), {
      description:
        "The message's first 200 characters on one line (a chat lead: the chat's summary; a quote: plan id and price). No phone number, no full message.",
    }),
  }),
});
const leadCreatedMatches: Same<z.output<typeof leadCreatedSchema>, LeadWebhookPayload> = true;
void leadCreatedMatches;

const slackMessageSchema = z.object({ text: z.string(), mrkdwn: z.literal(false) });
const slackMessageMatches: Same<z.output<typeof slackMessageSchema>, SlackPayload> = true;
void slackMessageMatches;

const retried =
  "Sent by the outbox after the lead's transaction commits; any answer but 2xx (or no answer within 10 s, or a redirect) is retried with the outbox backoff (30 s doubling, at most an hour apart) and, after OUTBOX_MAX_ATTEMPTS, every 6 hours. Delivered at least once: drop repeats by the event id.";

export const webhooks = {
  leadCreated: {
    post: {
      summary: "A new lead, to LEAD_WEBHOOK_URL (signed)",
      description: `${retried} Verify \`X-Lead-Signature\` (\`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with LEAD_WEBHOOK_SECRET>\`) and refuse a timestamp older than 5 minutes.`,
      parameters: [
        {
          name: "X-Lead-Signature",
          in: "header",
          required: true,
          schema: { type: "string", pattern: "^t=\\d+,v1=[0-9a-f]{64}$" },
        },
        { name: "X-Lead-Event-Id", in: "header", required: true, schema: { type: "string", format: "uuid" } },
      ],
      requestBody: {
        required: true,
        content: { "application/json": { schema: inlineSchema(leadCreatedSchema, webhookRegistry) } },
      },
      responses: { "200": { description: "Any 2xx marks the notification delivered." } },
    },
  },
  slackLeadMessage: {
    post: {
      summary: "A new lead, to SLACK_WEBHOOK_URL (a Slack incoming webhook)",
      description: `${retried} Plain text in Japanese: kind, reference, name, company, language and time; no email and no message text. &, < and > are escaped as Slack requires, and mrkdwn is off.`,
      requestBody: {
        required: true,
        content: { "application/json": { schema: inlineSchema(slackMessageSchema, webhookRegistry) } },
      },
      responses: { "200": { description: "Any 2xx marks the message delivered." } },
    },
  },
};
