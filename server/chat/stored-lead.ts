import type { Transaction } from "kysely";
import type { Locale } from "../../domain/i18n/locales";
import { contactAutoReply } from "../contact/contact-emails";
import { insertContact, type NewContact } from "../contact/submit-contact";
import { indexLead } from "../db/lead-index";
import type { Database } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { mayAutoReply, type AutoReplyPolicy } from "../mail/auto-reply-cap";
import type { LeadWebhookTargets } from "../webhooks/lead-webhooks";
import type { ChatTurn } from "./chat-types";
import type { LeadState } from "./conversation-state";
import { unconfirmedContact } from "./unconfirmed-leads";

/**
 * A lead is stored the moment the details are read back, marked unconfirmed, so a visitor who leaves without
 * typing "yes" is never lost; the "yes" then confirms that same row (and sends the visitor's confirmation),
 * and a correction updates it.
 */
export type StoredLead = NonNullable<LeadState["stored"]>;

interface Context {
  language: Locale;
  history: ChatTurn[];
  companyInbox: string;
  webhooks: LeadWebhookTargets;
  /** SITE_URL, for the notification's link into the staff office. */
  siteUrl?: string;
}

/** Stores the read-back lead unconfirmed; null when it holds no email or phone to reply to. */
export async function storeReadBack(trx: Transaction<Database>, state: LeadState, c: Context) {
  const contact = unconfirmedContact(state, c.language, c.history);
  if (!contact) return null;
  return insertContact(trx, contact, c.companyInbox, null, c.webhooks, c.siteUrl);
}

const fieldsOf = (contact: NewContact) => ({
  name: contact.name,
  email: contact.email,
  phone: contact.phone || null,
  company: contact.company || null,
  message: contact.message,
  ...(contact.chat ? { chat_transcript: contact.chat.transcript, chat_summary: contact.chat.summary } : {}),
});

/** A correction at the read-back: the stored row takes the details as they now stand. */
export async function updateReadBack(trx: Transaction<Database>, stored: StoredLead, state: LeadState, c: Context) {
  const contact = unconfirmedContact(state, c.language, c.history);
  if (!contact) return;
  await trx.updateTable("contact_messages").set(fieldsOf(contact)).where("id", "=", stored.id).execute();
  await indexLead(trx, stored.id);
}

/** The visitor's "yes": the stored row is confirmed with the final details and the visitor gets the confirmation. */
export async function confirmReadBack(
  trx: Transaction<Database>,
  stored: StoredLead,
  contact: NewContact,
  companyInbox: string,
  autoReply: AutoReplyPolicy,
) {
  await trx
    .updateTable("contact_messages")
    .set({ ...fieldsOf(contact), unconfirmed: 0 })
    .where("id", "=", stored.id)
    .execute();
  await indexLead(trx, stored.id);
  if (contact.email && (await mayAutoReply(trx, "contact-auto-reply", contact.email, autoReply)))
    await enqueueEmail(trx, contactAutoReply({ ...contact, ...stored }, companyInbox));
}
