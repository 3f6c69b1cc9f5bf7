import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ContactInput } from "../../domain/forms/contact-schema";
import type { Locale } from "../../domain/i18n/locales";
import { isoNow } from "../db/clock";
import { insertRows } from "../db/insert-rows";
import { nextReference } from "../db/references";
import type { ContactSource, Database } from "../db/schema";
import { mayAutoReply, type AutoReplyPolicy } from "../mail/auto-reply-cap";
import { enqueueEmail } from "../mail/outbox";
import type { ChatLeadContext } from "./chat-lead-section";
import { contactAutoReply, contactNotification } from "./contact-emails";

export interface NewContact extends ContactInput {
  language: Locale;
  source: ContactSource;
  /** A chat lead's conversation and summary, stored with it and shown to the company. */
  chat?: ChatLeadContext;
}

/**
 * Stores a contact message and queues its emails in the caller's transaction:
 * the message and its emails exist together or not at all. Returns its id and the
 * short reference the visitor is told (C-… from the form, L-… from the chat). The visitor's
 * confirmation is skipped when the address or the client has had its share this hour.
 */
export async function insertContact(
  trx: Transaction<Database>,
  contact: NewContact,
  companyInbox: string,
  autoReply: AutoReplyPolicy,
): Promise<{ id: string; reference: string }> {
  const id = randomUUID();
  const reference = await nextReference(trx, contact.source === "chat" ? "L" : "C");
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
      created_at: isoNow(),
      reference,
      ...(contact.chat ? { chat_transcript: contact.chat.transcript, chat_summary: contact.chat.summary } : {}),
    },
  ]);
  const email = { ...contact, id, reference };
  await enqueueEmail(trx, contactNotification(email, companyInbox));
  if (await mayAutoReply(trx, "contact-auto-reply", contact.email, autoReply))
    await enqueueEmail(trx, contactAutoReply(email, companyInbox));
  return { id, reference };
}
