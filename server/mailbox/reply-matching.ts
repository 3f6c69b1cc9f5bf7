import type { Db } from "../db/database";
import type { InboundMessage } from "./inbound-message";

/** How an email was tied to its lead, strongest first (docs/decisions/024-mailbox-replies.md). */
export type MatchedBy = "thread" | "address" | "reference" | "sender";

export interface MailboxIdentity {
  /** The domain of MAIL_FROM: every Message-ID the outbox sends ends in it (mailer.ts). */
  messageIdDomain: string;
  /** MAIL_TO's address, whose +<lead> variant staff replies carry as Reply-To. */
  companyAddress: string;
}

const REFERENCE_IN_TEXT = /\b([CLQ]-\d{4}-\d{4,})\b/g;

/** The per-lead reply address for staff replies: info@example.jp → info+<lead id without dashes>@example.jp. */
export function plusAddress(companyAddress: string, leadId: string): string {
  const at = companyAddress.lastIndexOf("@");
  return `${companyAddress.slice(0, at)}+${leadId.replaceAll("-", "")}${companyAddress.slice(at)}`;
}

function leadIdOfPlusAddress(recipient: string, companyAddress: string): string | null {
  const at = companyAddress.lastIndexOf("@");
  const local = companyAddress.slice(0, at).toLowerCase();
  const domain = companyAddress.slice(at).toLowerCase();
  const found = recipient.match(/^(.+)\+([0-9a-f]{32})(@.+)$/);
  if (!found || found[1] !== local || found[3] !== domain) return null;
  const hex = found[2]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The lead a row id belongs to: a contact message or quote is its own lead; an unanswered
 * chat question's emails carry its conversation id, whose newest question is the lead.
 */
export async function leadOfReference(db: Db, id: string): Promise<string | null> {
  const contact = await db.selectFrom("contact_messages").select("id").where("id", "=", id).executeTakeFirst();
  if (contact) return contact.id;
  const quote = await db.selectFrom("quotes").select("id").where("id", "=", id).executeTakeFirst();
  if (quote) return quote.id;
  const question = await db
    .selectFrom("chat_unanswered")
    .select("id")
    .where((eb) => eb.or([eb("id", "=", id), eb("conversation_id", "=", id)]))
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return question?.id ?? null;
}

/** True for an email the site itself sent (a staff reply's Cc copy, a notification): never an answer. */
export async function isOwnEmail(db: Db, message: InboundMessage, identity: MailboxIdentity): Promise<boolean> {
  const suffix = `@${identity.messageIdDomain.toLowerCase()}`;
  if (!message.messageId?.toLowerCase().endsWith(suffix)) return false;
  const local = message.messageId.slice(0, -suffix.length);
  const row = await db.selectFrom("email_outbox").select("id").where("message_id", "=", local).executeTakeFirst();
  return row !== undefined;
}

/**
 * The lead an incoming email answers: by the Message-ID of an email the outbox sent
 * (In-Reply-To, References), by a staff reply's per-lead Reply-To address, by a lead
 * reference in the subject, and last by the sender's address (their newest lead). Null:
 * the office leaves the email alone.
 */
export async function matchLead(
  db: Db,
  message: InboundMessage,
  identity: MailboxIdentity,
): Promise<{ leadId: string; by: MatchedBy } | null> {
  const suffix = `@${identity.messageIdDomain.toLowerCase()}`;
  const ours = message.threadIds
    .filter((id) => id.toLowerCase().endsWith(suffix))
    .map((id) => id.slice(0, -suffix.length))
    .slice(0, 50);
  if (ours.length) {
    const sent = await db
      .selectFrom("email_outbox")
      .select(["message_id", "reference"])
      .where("message_id", "in", ours)
      .where("reference", "is not", null)
      .execute();
    // The newest id in the thread that the outbox knows wins.
    for (const id of ours) {
      const row = sent.find((r) => r.message_id === id);
      const leadId = row?.reference ? await leadOfReference(db, row.reference) : null;
      if (leadId) return { leadId, by: "thread" };
    }
  }

  for (const recipient of message.recipients) {
    const candidate = leadIdOfPlusAddress(recipient, identity.companyAddress);
    const leadId = candidate ? await leadOfReference(db, candidate) : null;
    if (leadId) return { leadId, by: "address" };
  }

  for (const [, reference] of message.subject.matchAll(REFERENCE_IN_TEXT)) {
    const contact = await db
      .selectFrom("contact_messages")
      .select("id")
      .where("reference", "=", reference!)
      .executeTakeFirst();
    if (contact) return { leadId: contact.id, by: "reference" };
    const quote = await db.selectFrom("quotes").select("id").where("reference", "=", reference!).executeTakeFirst();
    if (quote) return { leadId: quote.id, by: "reference" };
  }

  // The indexed, generated email_key (migration 038): one index probe per table, whatever the table's size.
  const sender = message.from?.address.trim().toLowerCase();
  if (sender) {
    const [contact, quote] = await Promise.all([
      db
        .selectFrom("contact_messages")
        .select(["id", "created_at"])
        .where("email_key", "=", sender)
        .orderBy("created_at", "desc")
        .executeTakeFirst(),
      db
        .selectFrom("quotes")
        .select(["id", "created_at"])
        .where("email_key", "=", sender)
        .where("status", "=", "complete")
        .orderBy("created_at", "desc")
        .executeTakeFirst(),
    ]);
    const newest = [contact, quote]
      .filter((row) => row !== undefined)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    if (newest) return { leadId: newest.id, by: "sender" };
  }
  return null;
}
