/**
 * The lead notifications this site sends (server/webhooks), as OpenAPI 3.1
 * `webhooks`: what a receiver gets, and must answer with a 2xx. docs/webhooks.md
 * has the signature check in code.
 */
const leadKinds = ["contact", "quote", "chat-lead"];

const leadCreated = {
  type: "object",
  required: ["id", "type", "createdAt", "lead"],
  additionalProperties: false,
  properties: {
    id: {
      type: "string",
      format: "uuid",
      description: "The event id; the same on every retry (also X-Lead-Event-Id).",
    },
    type: { const: "lead.created" },
    createdAt: { type: "string", format: "date-time", description: "When the lead was stored (UTC)." },
    lead: {
      type: "object",
      required: ["kind", "reference", "language", "name", "company", "email", "summary"],
      additionalProperties: false,
      properties: {
        kind: {
          enum: leadKinds,
          description: "contact: the form (C-…); quote: a completed quote (Q-…); chat-lead: from the chat (L-…).",
        },
        reference: { type: "string", examples: ["C-2611-0001"] },
        language: { enum: ["ja", "en"] },
        name: { type: "string" },
        company: { type: ["string", "null"] },
        email: { type: "string", format: "email" },
        summary: {
          type: "string",
          maxLength: 200,
          description:
            "The message's first 200 characters on one line (a chat lead: the chat's summary; a quote: plan id and price). No phone number, no full message.",
        },
      },
    },
  },
} as const;

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
      requestBody: { required: true, content: { "application/json": { schema: leadCreated } } },
      responses: { "200": { description: "Any 2xx marks the notification delivered." } },
    },
  },
  slackLeadMessage: {
    post: {
      summary: "A new lead, to SLACK_WEBHOOK_URL (a Slack incoming webhook)",
      description: `${retried} Plain text in Japanese: kind, reference, name, company, language and time; no email and no message text. &, < and > are escaped as Slack requires, and mrkdwn is off.`,
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["text", "mrkdwn"],
              properties: { text: { type: "string" }, mrkdwn: { const: false } },
            },
          },
        },
      },
      responses: { "200": { description: "Any 2xx marks the message delivered." } },
    },
  },
};
