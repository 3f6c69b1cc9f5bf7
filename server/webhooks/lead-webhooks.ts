import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { leadNotifications } from "../../content/lead-notifications";
import type { Locale } from "../../domain/i18n/locales";
import { isoNow } from "../db/clock";
import { insertRows } from "../db/insert-rows";
import type { Database } from "../db/schema";
import { unsentState } from "../mail/outbox";

/** What arrived: a contact form message (C-), a completed quote (Q-) or a lead from the chat (L-). */
export type LeadKind = "contact" | "quote" | "chat-lead";

/** A new lead, as the notifications describe it. */
export interface LeadEvent {
  /** Id of the stored row (contact message or quote): the outbox rows reference it, so forget-email finds them. */
  id: string;
  kind: LeadKind;
  reference: string;
  language: Locale;
  name: string;
  company: string | null;
  email: string;
  /** A line about what was asked; see summaryOf. */
  summary: string;
  createdAt: string;
}

/** Which notifications are configured (LEAD_WEBHOOK_URL, SLACK_WEBHOOK_URL); none when unset. */
export interface LeadWebhookTargets {
  lead: boolean;
  slack: boolean;
}

export const NO_WEBHOOKS: LeadWebhookTargets = { lead: false, slack: false };

export function webhookTargets(env: { LEAD_WEBHOOK_URL?: string; SLACK_WEBHOOK_URL?: string }): LeadWebhookTargets {
  return { lead: Boolean(env.LEAD_WEBHOOK_URL), slack: Boolean(env.SLACK_WEBHOOK_URL) };
}

/**
 * Outbox kinds of the two notifications. They end in "-notification" like the emails
 * to the company inbox, so the outbox never gives them up (a dead one is retried
 * every few hours): the company must hear of every lead.
 */
export const LEAD_WEBHOOK_KIND = "lead-webhook-notification";
export const SLACK_WEBHOOK_KIND = "slack-webhook-notification";
export type WebhookKind = typeof LEAD_WEBHOOK_KIND | typeof SLACK_WEBHOOK_KIND;

export function webhookKindOf(kind: string): WebhookKind | null {
  return kind === LEAD_WEBHOOK_KIND || kind === SLACK_WEBHOOK_KIND ? kind : null;
}

const SUMMARY_LENGTH = 200;

/** The first SUMMARY_LENGTH characters of a text, on one line. */
export function summaryOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  const chars = [...line];
  return chars.length > SUMMARY_LENGTH ? `${chars.slice(0, SUMMARY_LENGTH - 1).join("")}…` : line;
}

/** What the signed webhook posts; server/openapi/openapi-webhooks.ts describes exactly this type. */
export interface LeadWebhookPayload {
  id: string;
  type: "lead.created";
  createdAt: string;
  lead: Pick<LeadEvent, "kind" | "reference" | "language" | "name" | "company" | "email" | "summary">;
}

/** What the Slack message posts. */
export interface SlackPayload {
  text: string;
  mrkdwn: false;
}

/**
 * The signed webhook's body (docs/webhooks.md). It goes to the company's own
 * endpoint, so it carries the contact details staff need to act; the phone number
 * and the full message stay in the database.
 */
export function leadWebhookBody(eventId: string, lead: LeadEvent): string {
  return JSON.stringify({
    id: eventId,
    type: "lead.created",
    createdAt: lead.createdAt,
    lead: {
      kind: lead.kind,
      reference: lead.reference,
      language: lead.language,
      name: lead.name,
      company: lead.company,
      email: lead.email,
      summary: lead.summary,
    },
  } satisfies LeadWebhookPayload);
}

/** Slack's escaping for message text: only &, < and > are control characters (and &amp; first). */
export function slackEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The Slack message: a third party's chat service, so it says what arrived and
 * from whom, not how to reach them or what they wrote (no email, no message text);
 * staff open the email or the database for those. mrkdwn off and the escaping
 * keep a visitor's `*`, `<!channel>` or `<https://…|link>` plain text.
 */
export function slackBody(lead: LeadEvent): string {
  const t = leadNotifications.ja;
  const received = new Date(lead.createdAt).toLocaleString("ja-JP", { timeZone: "Asia/Tokyo" });
  const lines = [
    t.heading(t.kinds[lead.kind], lead.reference),
    `${lead.name} / ${lead.company || t.noCompany}`,
    `${t.language}: ${t.languages[lead.language]}  ${t.receivedAt}: ${received}`,
  ];
  return slackMessage(lines);
}

/** Slack's message for these lines: escaped, with mrkdwn off, so a visitor's markup stays plain text. */
export function slackMessage(lines: readonly string[]): string {
  return JSON.stringify({ text: slackEscape(lines.join("\n")), mrkdwn: false } satisfies SlackPayload);
}

/**
 * An outbox row that the worker delivers to a webhook rather than by email (webhook-sender.ts). `target` is not
 * an address but the setting whose URL is read at delivery, for `npm run outbox` readers; a row never stores a URL.
 */
export function webhookOutboxRow(row: {
  id?: string;
  kind: WebhookKind;
  target: string;
  subject: string;
  body: string;
  replyTo: string | null;
  /** The lead's or conversation's id. */
  reference: string;
  createdAt: string;
}) {
  return {
    id: row.id ?? randomUUID(),
    kind: row.kind,
    to_address: row.target,
    to_name: null,
    reply_to_address: row.replyTo,
    reply_to_name: null,
    subject: row.subject,
    text_body: row.body,
    html_body: null,
    ...unsentState(row.createdAt),
    reference: row.reference,
    from_name: null,
  };
}

/**
 * Queues the configured notifications about a new lead in the caller's transaction,
 * like its emails: they exist exactly when the lead does, and the outbox worker
 * delivers each once (webhook-sender.ts). The URLs and the secret are read
 * at delivery, so a row never stores them. Returns the rows' ids (the event ids).
 */
export async function enqueueLeadWebhooks(
  trx: Kysely<Database>,
  lead: LeadEvent,
  targets: LeadWebhookTargets,
  now: number = Date.now(),
): Promise<string[]> {
  const rows = [];
  const createdAt = isoNow(now);
  // The visitor's address and the lead's id: forget-email and retention find these rows like the emails about the lead.
  const row = (kind: WebhookKind, target: string, body: string, id?: string) =>
    webhookOutboxRow({
      id,
      kind,
      target,
      subject: `${kind} ${lead.reference}`,
      body,
      replyTo: lead.email,
      reference: lead.id,
      createdAt,
    });
  if (targets.lead) {
    const id = randomUUID();
    rows.push(row(LEAD_WEBHOOK_KIND, "LEAD_WEBHOOK_URL", leadWebhookBody(id, lead), id));
  }
  if (targets.slack) rows.push(row(SLACK_WEBHOOK_KIND, "SLACK_WEBHOOK_URL", slackBody(lead)));
  if (rows.length) await insertRows(trx, "email_outbox", rows);
  return rows.map((r) => r.id);
}
