import type { Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { readAnswerer } from "./handoff-state";
import { markCustomerMessage } from "../leads/customer-message";

/**
 * The visitor wrote again in a conversation a person has: its newest question in the inbox is 要返信 again, at
 * the top, with this moment as its last message (decision 028's one rule).
 */
export async function markWaitingQuestions(trx: Transaction<Database>, conversationId: string, at: string) {
  const newest = await trx
    .selectFrom("chat_unanswered")
    .select("id")
    .where("conversation_id", "=", conversationId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (newest) await markCustomerMessage(trx, newest.id, at);
}

/**
 * Whether the visitor's next message goes to a person instead of the assistant: while the conversation is handed
 * off (handoff-state.ts) and either the visitor asked for a person (or asked again after a failed answer) or a
 * person has already answered in it. A single question the assistant could not answer goes to the inbox, and the
 * assistant keeps answering what it can until a person takes the conversation up.
 */
export async function personAnswers(db: Db, conversationId: string, now: Date, idleMs: number): Promise<boolean> {
  const who = await readAnswerer(db, conversationId, now, idleMs);
  if (who.by !== "person") return false;
  if (who.reason !== "cannot_answer") return true;
  const answered = await db
    .selectFrom("chat_messages")
    .select("id")
    .where("conversation_id", "=", conversationId)
    .where("author", "is not", null)
    .where("created_at", ">=", who.since)
    .limit(1)
    .executeTakeFirst();
  return Boolean(answered);
}
