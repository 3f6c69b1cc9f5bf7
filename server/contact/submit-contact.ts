import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ContactInput } from "../../domain/forms/contact-schema";
import type { Locale } from "../../domain/i18n/locales";
import { isoNow } from "../db/clock";
import { insertRows } from "../db/insert-rows";
import { indexLead } from "../db/lead-index";
import { markIfKnownPerson } from "../leads/customer-message";
import { nextReference } from "../db/references";
import type { ContactSource, Database } from "../db/schema";
import { mayAutoReply, type AutoReplyPolicy } from "../mail/auto-reply-cap";
import { enqueueEmail } from "../mail/outbox";
import { enqueueLeadWebhooks, NO_WEBHOOKS, summaryOf, type LeadWebhookTargets } from "../webhooks/lead-webhooks";
import type { ChatLeadContext } from "./chat-lead-section";
import { contactAutoReply, contactNotification } from "./contact-emails";

export interface NewContact extends ContactInput {
  language: Locale;
  source: ContactSource;
  /** A chat lead's conversation and summary, stored with it and shown to the company. */
  chat?: ChatLeadContext;
  /**
   * A chat lead the idle sweep stored without the visitor's confirmation, marked for the
   * staff. Its email may be "" when the visitor left only a phone number.
   */
  unconfirmed?: { nameMissing: boolean };
}

/**
 * Stores a contact message and queues its emails in the caller's transaction:
 * the message and its emails exist together or not at all. Returns its id and the
 * short reference the visitor is told (C-… from the form, L-… from the chat). The visitor's
 * confirmation is skipped when the address or the client has had its share this hour;
 * the configured lead notifications (webhook, Slack) are queued with the emails.
 */
export async function insertContact(
  trx: Transaction<Database>,
  contact: NewContact,
  companyInbox: string,
  /** Null sends the visitor no confirmation (an unconfirmed chat lead). */
  autoReply: AutoReplyPolicy | null,
  webhooks: LeadWebhookTargets = NO_WEBHOOKS,
  /** SITE_URL: the company's notification links to the lead in the staff office. */
  siteUrl?: string,
): Promise<{ id: string; reference: string }> {
  const id = randomUUID();
  const reference = await nextReference(trx, contact.source === "chat" ? "L" : "C");
  const createdAt = isoNow();
  await insertRows(trx, "contact_messages", [
    {
      id,
      name: contact.name,
      email: contact.email,
      phone: contact.phone || null,
      company: contact.company || null,
      message: contact.message,
      language: contact.language,
      source: contact.source,
      created_at: createdAt,
      reference,
      ...(contact.chat ? { chat_transcript: contact.chat.transcript, chat_summary: contact.chat.summary } : {}),
      ...(contact.unconfirmed ? { unconfirmed: 1 } : {}),
    },
  ]);
  await indexLead(trx, id);
  // Someone writing again goes to the top of the inbox as 要返信 (decision 028).
  await markIfKnownPerson(trx, id, createdAt);
  const email = { ...contact, id, reference };
  await enqueueEmail(trx, contactNotification(email, companyInbox, siteUrl));
  if (autoReply && contact.email && (await mayAutoReply(trx, "contact-auto-reply", contact.email, autoReply)))
    await enqueueEmail(trx, contactAutoReply(email, companyInbox));
  await enqueueLeadWebhooks(
    trx,
    {
      id,
      kind: contact.source === "chat" ? "chat-lead" : "contact",
      reference,
      language: contact.language,
      name: contact.name,
      company: contact.company || null,
      email: contact.email,
      summary: summaryOf(contact.chat?.summary ?? contact.message),
      createdAt,
    },
    webhooks,
  );
  return { id, reference };
}
