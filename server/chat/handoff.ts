import type { Transaction } from "kysely";
import { chatHandoff } from "../../content/chat-handoff";
import { leadNotifications } from "../../content/lead-notifications";
import type { Locale } from "../../domain/i18n/locales";
import type { Database } from "../db/schema";
import { detailTable, emailDocument, paragraph, senderName } from "../mail/email-layout";
import { html } from "../mail/html";
import { parseMailbox } from "../mail/header-safety";
import { officeLinkParts } from "../mail/office-link";
import { enqueueEmail } from "../mail/outbox";
import type { Handoff } from "./chat-types";
import { insertRows } from "../db/insert-rows";
import { officeLeadUrl } from "../mail/office-link";
import { SLACK_WEBHOOK_KIND, slackMessage, webhookOutboxRow } from "../webhooks/lead-webhooks";

/** The visitor's words quoted in the company's email, at most this long: the office shows the whole transcript. */
const MAX_QUOTED = 500;

/**
 * Tells the company a chat needs a person (decision 028): once per conversation, through the outbox, with a link
 * to the question's lead. Only the company's own inbox is emailed, never an address a visitor typed.
 * Resolves to whether an email was queued.
 */
export async function notifyHandoff(
  trx: Transaction<Database>,
  handoff: Handoff,
  at: { leadId: string; conversationId: string; question: string; language: Locale; now: Date },
  company: { inbox: string; siteUrl: string; slack?: boolean },
): Promise<boolean> {
  const told = await trx
    .selectFrom("email_outbox")
    .select("id")
    .where("kind", "=", "chat-handoff-notification")
    .where("reference", "=", at.conversationId)
    .executeTakeFirst();
  if (told) return false;
  const t = chatHandoff.ja;
  const language = leadNotifications.ja.languages[at.language];
  const question = [...(handoff.parts.join(" / ") || at.question)].slice(0, MAX_QUOTED).join("");
  const rows: [string, string][] = [
    [t.reason, t.reasons[handoff.reason]],
    [t.question, question],
    [t.language, language],
  ];
  const link = officeLinkParts(company.siteUrl, at.leadId);
  const subject = t.subject(language);
  await enqueueEmail(
    trx,
    {
      kind: "chat-handoff-notification",
      to: parseMailbox(company.inbox) ?? { address: company.inbox },
      fromName: senderName("ja"),
      subject,
      text: [t.intro, "", ...rows.map(([k, v]) => `${k}: ${v}`), "", ...link.text].join("\n"),
      html: emailDocument("ja", subject, html`${paragraph(t.intro)}${detailTable(rows)}${link.html}`),
      reference: at.conversationId,
    },
    at.now.getTime(),
  );
  if (company.slack) await enqueueSlackHandoff(trx, { ...at, reason: handoff.reason }, company.siteUrl);
  return true;
}

/**
 * The Slack message (SLACK_WEBHOOK_URL), through the outbox like the email, so it is retried and never delays the
 * visitor's answer. A third party's service: it says a chat needs a person, why, the language and the link to the
 * lead, never the visitor's words (as the new-lead message carries no message text).
 */
async function enqueueSlackHandoff(
  trx: Transaction<Database>,
  at: { leadId: string; conversationId: string; language: Locale; now: Date; reason: Handoff["reason"] },
  siteUrl: string,
) {
  const t = chatHandoff.ja;
  const language = leadNotifications.ja.languages[at.language];
  const text = [t.subject(language), `${t.reason}: ${t.reasons[at.reason]}`, officeLeadUrl(siteUrl, at.leadId)];
  await insertRows(trx, "email_outbox", [
    webhookOutboxRow({
      kind: SLACK_WEBHOOK_KIND,
      target: "SLACK_WEBHOOK_URL",
      subject: `${SLACK_WEBHOOK_KIND} chat-handoff`,
      body: slackMessage(text),
      replyTo: null,
      reference: at.conversationId,
      createdAt: at.now.toISOString(),
    }),
  ]);
}
