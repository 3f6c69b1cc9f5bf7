import { randomUUID } from "node:crypto";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { markCustomerMessage } from "../leads/customer-message";
import type { InboundMessage } from "./inbound-message";
import type { MatchedBy } from "./reply-matching";

/**
 * Stores an email on its lead once: `key` (its Message-ID, or UIDVALIDITY+UID when it has
 * none) is unique, so the same email read twice, after a restart or by another process
 * adds nothing. A new one marks the lead answered by the visitor: `last_inbound_at` (what
 * unread compares) and `needs_reply`. Resolves to whether it was new.
 */
export async function storeInbound(
  db: Db,
  match: { leadId: string; by: MatchedBy },
  message: InboundMessage,
  key: string,
  now: number = Date.now(),
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
      })
      .onConflict((oc) => oc.column("mailbox_key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (const file of message.attachments)
      await trx
        .insertInto("lead_message_attachments")
        .values({
          id: randomUUID(),
          message_id: id,
          lead_id: match.leadId,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.size,
          content_base64: file.content.toString("base64"),
        })
        .execute();
    await markCustomerMessage(trx, match.leadId, at);
    return true;
  });
}
