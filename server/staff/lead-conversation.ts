import { isoNow } from "../db/clock";
import type { Db } from "../db/database";

/**
 * A composing mark not renewed for this long is a person who stopped writing: the reply form
 * renews it every HEARTBEAT_MS while it is typed in or focused (lead-compose-script.ts), and
 * releases it at once when the writer cancels, closes the form or leaves the page.
 */
export const COMPOSING_HEARTBEAT_MS = 20_000;
export const COMPOSING_FRESH_MS = 3 * COMPOSING_HEARTBEAT_MS;

/** The visitor's emails on a lead, with their attachments listed (never their content). */
export async function leadMessages(db: Db, leadId: string) {
  const messages = await db
    .selectFrom("lead_messages")
    .select([
      "id",
      "from_address",
      "from_name",
      "subject",
      "body",
      "sent_at",
      "created_at",
      "matched_by",
      "authentication",
    ])
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .limit(500)
    .execute();
  const files = messages.length
    ? await db
        .selectFrom("lead_message_attachments")
        .select(["id", "message_id", "file_name", "content_type", "size", "withheld"])
        // Whether it was kept, without reading the content itself.
        .select((eb) => eb("content_base64", "is not", null).as("stored"))
        .where("lead_id", "=", leadId)
        .execute()
    : [];
  return messages.map((m) => ({
    ...m,
    attachments: files
      .filter((f) => f.message_id === m.id)
      .map((f) => ({
        id: f.id,
        fileName: f.file_name,
        size: f.size,
        stored: Boolean(f.stored),
        // A file not kept before the reason was recorded was over the size bound.
        withheld: f.withheld ?? ("size" as const),
      })),
  }));
}

/** Who else is writing a reply on the lead right now (a fresh composing mark, no reply sent since). */
export async function othersComposing(db: Db, leadId: string, staffId: string, now: number = Date.now()) {
  return db
    .selectFrom("lead_composing")
    .innerJoin("staff_users", "staff_users.id", "lead_composing.staff_id")
    .select(["staff_users.name", "lead_composing.started_at"])
    .where("lead_composing.lead_id", "=", leadId)
    .where("lead_composing.staff_id", "!=", staffId)
    .where("lead_composing.seen_at", ">", isoNow(now - COMPOSING_FRESH_MS))
    .orderBy("lead_composing.started_at")
    .execute();
}

export type ReplyConflict = { kind: "replied" | "composing"; name: string; at: string };

/**
 * Why a reply should not go out unconfirmed: another staff member replied on the lead after
 * `openedAt` (when the sender's page was rendered), or is writing one now.
 */
export async function replyConflicts(
  db: Db,
  leadId: string,
  staffId: string,
  openedAt: string,
  now: number = Date.now(),
): Promise<ReplyConflict[]> {
  const replied = await db
    .selectFrom("lead_replies")
    .innerJoin("staff_users", "staff_users.id", "lead_replies.staff_id")
    .select(["staff_users.name", "lead_replies.created_at"])
    .where("lead_replies.lead_id", "=", leadId)
    .where("lead_replies.staff_id", "!=", staffId)
    .where("lead_replies.created_at", ">", openedAt)
    .orderBy("lead_replies.created_at")
    .execute();
  const composing = await othersComposing(db, leadId, staffId, now);
  return [
    ...replied.map((r) => ({ kind: "replied" as const, name: r.name, at: r.created_at })),
    ...composing.map((c) => ({ kind: "composing" as const, name: c.name, at: c.started_at })),
  ];
}

/**
 * Why a chat reply should not go out unconfirmed: what stops an email reply, and another staff member's answer in
 * the chat (recorded on the lead as chat_reply) after `openedAt`.
 */
export async function chatReplyConflicts(
  db: Db,
  leadId: string,
  staffId: string,
  openedAt: string,
  now: number = Date.now(),
): Promise<ReplyConflict[]> {
  const answered = await db
    .selectFrom("lead_activity")
    .innerJoin("staff_users", "staff_users.id", "lead_activity.staff_id")
    .select(["staff_users.name", "lead_activity.created_at"])
    .where("lead_activity.lead_id", "=", leadId)
    .where("lead_activity.action", "=", "chat_reply")
    .where("lead_activity.staff_id", "!=", staffId)
    .where("lead_activity.created_at", ">", openedAt)
    .orderBy("lead_activity.created_at")
    .execute();
  return [
    ...answered.map((r) => ({ kind: "replied" as const, name: r.name, at: r.created_at })),
    ...(await replyConflicts(db, leadId, staffId, openedAt, now)),
  ];
}

/** The reply form's heartbeat: the first one of a sitting sets `started_at`, later ones keep it fresh. */
export async function markComposing(db: Db, leadId: string, staffId: string, now: number = Date.now()) {
  const at = isoNow(now);
  const stale = isoNow(now - COMPOSING_FRESH_MS);
  const current = await db
    .selectFrom("lead_composing")
    .select("seen_at")
    .where("lead_id", "=", leadId)
    .where("staff_id", "=", staffId)
    .executeTakeFirst();
  await db
    .insertInto("lead_composing")
    .values({ lead_id: leadId, staff_id: staffId, started_at: at, seen_at: at })
    .onConflict((oc) =>
      oc
        .columns(["lead_id", "staff_id"])
        .doUpdateSet(current && current.seen_at > stale ? { seen_at: at } : { started_at: at, seen_at: at }),
    )
    .execute();
}

/** The writer stopped (cancelled a held reply, closed the reply form, left the page): the mark goes now. */
export async function releaseComposing(db: Db, leadId: string, staffId: string) {
  await db.deleteFrom("lead_composing").where("lead_id", "=", leadId).where("staff_id", "=", staffId).execute();
}

/** One stored attachment of a lead, for download by staff. */
export async function leadAttachment(db: Db, leadId: string, attachmentId: string) {
  return db
    .selectFrom("lead_message_attachments")
    .select(["file_name", "content_base64"])
    .where("id", "=", attachmentId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
}
