import type { Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { HandoffReason } from "./chat-types";

/**
 * Who answers a conversation: the assistant, or a person after a handoff. A handoff lasts until
 * staff close it or nobody wrote for `idleMs` (then the assistant answers again, and a new handoff
 * can start). The clock is passed in, so the rule is testable and the same in every process.
 */
export type Answerer = { by: "assistant" } | { by: "person"; reason: HandoffReason; since: string };

export interface HandoffColumns {
  handoff_reason?: string | null;
  handed_off_at?: string | null;
  handoff_closed_at?: string | null;
  updated_at: string;
}

const reasons: readonly string[] = ["cannot_answer", "asked_for_person", "after_failed_answer"];

export function answerer(row: HandoffColumns, now: Date, idleMs: number): Answerer {
  const since = row.handed_off_at;
  if (!since || !row.handoff_reason || !reasons.includes(row.handoff_reason)) return { by: "assistant" };
  if (row.handoff_closed_at && row.handoff_closed_at >= since) return { by: "assistant" };
  if (now.getTime() - Date.parse(row.updated_at) > idleMs) return { by: "assistant" };
  return { by: "person", reason: row.handoff_reason as HandoffReason, since };
}

/** Hands the conversation to a person; a handoff already open keeps its first reason and time. */
export async function markHandedOff(
  trx: Transaction<Database>,
  conversationId: string,
  reason: HandoffReason,
  at: string,
): Promise<void> {
  const row = await trx
    .selectFrom("chat_conversations")
    .select(["handoff_reason", "handed_off_at", "handoff_closed_at", "updated_at"])
    .where("id", "=", conversationId)
    .executeTakeFirstOrThrow();
  // Idle does not matter here: a handoff being raised now is fresh activity.
  if (answerer(row, new Date(at), Number.POSITIVE_INFINITY).by === "person") return;
  await trx
    .updateTable("chat_conversations")
    .set({ handoff_reason: reason, handed_off_at: at, handoff_closed_at: null })
    .where("id", "=", conversationId)
    .execute();
}

/**
 * Staff close the handed-off conversation: the assistant answers the visitor's next message. Returns whether it
 * was open (closing a closed one, or one never handed off, changes nothing).
 */
export async function closeHandoff(db: Db, conversationId: string, at: string): Promise<boolean> {
  const closed = await db
    .updateTable("chat_conversations")
    .set({ handoff_closed_at: at })
    .where("id", "=", conversationId)
    .where("handed_off_at", "is not", null)
    .where((eb) => eb.or([eb("handoff_closed_at", "is", null), eb("handoff_closed_at", "<", eb.ref("handed_off_at"))]))
    .executeTakeFirst();
  return closed.numUpdatedRows > 0n;
}

/** When staff closed the conversation's handoff, if they did after `after` (an ISO time; any time when null). */
export async function closedSince(db: Db, conversationId: string, after: string | null): Promise<string | null> {
  const row = await db
    .selectFrom("chat_conversations")
    .select(["handed_off_at", "handoff_closed_at"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
  const closedAt = row?.handoff_closed_at;
  if (!closedAt || !row.handed_off_at || closedAt < row.handed_off_at) return null;
  return !after || closedAt > after ? closedAt : null;
}

export async function readAnswerer(db: Db, conversationId: string, now: Date, idleMs: number): Promise<Answerer> {
  const row = await db
    .selectFrom("chat_conversations")
    .select(["handoff_reason", "handed_off_at", "handoff_closed_at", "updated_at"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
  return row ? answerer(row, now, idleMs) : { by: "assistant" };
}
