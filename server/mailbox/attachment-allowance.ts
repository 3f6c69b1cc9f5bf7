import { sql } from "kysely";
import { isoNow } from "../db/clock";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { InboundMessage } from "./inbound-message";

/** Bytes of attachments the office keeps: in all for one lead, and per sender over a rolling day. */
export interface AttachmentAllowance {
  perLeadBytes: number;
  perSenderPerDayBytes: number;
}

export const DEFAULT_ATTACHMENT_ALLOWANCE: AttachmentAllowance = {
  perLeadBytes: 25_000_000,
  perSenderPerDayBytes: 25_000_000,
};

export type Withheld = "message" | "lead" | "sender";

const DAY_MS = 24 * 60 * 60 * 1000;

async function keptBytes(trx: Transaction<Database>, leadId: string, sender: string, now: number) {
  const kept = sql<number>`coalesce(sum(case when a.content_base64 is not null then a.size else 0 end), 0)`;
  const [lead, bySender] = await Promise.all([
    trx
      .selectFrom("lead_message_attachments as a")
      .select(kept.as("bytes"))
      .where("a.lead_id", "=", leadId)
      .executeTakeFirst(),
    trx
      .selectFrom("lead_message_attachments as a")
      .innerJoin("lead_messages as m", "m.id", "a.message_id")
      .select(kept.as("bytes"))
      .where("m.from_address", "=", sender)
      .where("m.created_at", ">", isoNow(now - DAY_MS))
      .executeTakeFirst(),
  ]);
  return { lead: Number(lead?.bytes ?? 0), sender: Number(bySender?.bytes ?? 0) };
}

/**
 * Which of an email's attachments the office keeps, in order: each one that still fits its lead's
 * allowance and its sender's for the day. The others are listed with the reason and not stored, so
 * twenty emails quoting a reference cannot fill the database, and staff see what to fetch from the
 * mailbox instead.
 */
export async function allotAttachments(
  trx: Transaction<Database>,
  leadId: string,
  message: InboundMessage,
  allowance: AttachmentAllowance,
  now: number,
): Promise<(Withheld | null)[]> {
  const used = await keptBytes(trx, leadId, message.from?.address ?? "", now);
  return message.attachments.map((file) => {
    if (!file.kept) return "message";
    if (used.lead + file.size > allowance.perLeadBytes) return "lead";
    if (used.sender + file.size > allowance.perSenderPerDayBytes) return "sender";
    used.lead += file.size;
    used.sender += file.size;
    return null;
  });
}
