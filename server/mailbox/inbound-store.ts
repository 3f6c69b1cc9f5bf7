import { createHash, randomUUID } from "node:crypto";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { markCustomerMessage } from "../leads/customer-message";
import { allotAttachments, DEFAULT_ATTACHMENT_ALLOWANCE, type AttachmentAllowance } from "./attachment-allowance";
import type { InboundMessage } from "./inbound-message";
import type { MatchedBy } from "./reply-matching";

/**
 * The key an email is stored under once: its Message-ID, or for one without, a digest of what it
 * says. Not its UID: a mailbox whose UIDVALIDITY changes numbers every email anew, and the same
 * email would be stored twice.
 */
export function mailboxKey(message: InboundMessage): string {
  if (message.messageId) return `mid:${message.messageId}`;
  const { from, date, subject, text, attachments } = message;
  const files = attachments.map((a) => [a.fileName, a.size]);
  const digest = createHash("sha256").update(JSON.stringify([from?.address, date, subject, text, files]));
  return `sha256:${digest.digest("base64url")}`;
}

/**
 * Stores an email on its lead once: `key` (mailboxKey) is unique, so the same email read twice, after a restart or by another process
 * adds nothing. A new one marks the lead answered by the visitor: `last_inbound_at` (what
 * unread compares) and `needs_reply`. Its attachments are kept within the lead's and the sender's
 * allowance; the rest are listed with the reason. Resolves to whether it was new.
 */
export async function storeInbound(
  db: Db,
  match: { leadId: string; by: MatchedBy },
  message: InboundMessage,
  key: string,
  now: number = Date.now(),
  allowance: AttachmentAllowance = DEFAULT_ATTACHMENT_ALLOWANCE,
): Promise<boolean> {
  const at = isoNow(now);
  return writeTransaction(db, async (trx) => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto("lead_messages")
      .values({
        id,
        lead_id: match.leadId,
        mailbox_key: key,
        matched_by: match.by,
        from_address: message.from?.address ?? "",
        from_name: message.from?.name ?? null,
        subject: message.subject,
        body: message.text,
        sent_at: message.date,
        created_at: at,
        authentication: message.authentication,
      })
      .onConflict((oc) => oc.column("mailbox_key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const withheld = await allotAttachments(trx, match.leadId, message, allowance, now);
    for (const [index, file] of message.attachments.entries())
      await trx
        .insertInto("lead_message_attachments")
        .values({
          id: randomUUID(),
          message_id: id,
          lead_id: match.leadId,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.size,
          content_base64: withheld[index] ? null : file.content.toString("base64"),
          withheld: withheld[index] ?? null,
        })
        .execute();
    await markCustomerMessage(trx, match.leadId, at);
    return true;
  });
}
