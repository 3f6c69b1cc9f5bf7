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
 * Who answers the visitor's next message. `handedOff`: the conversation waits for a person (handoff-state.ts), so
 * the visitor's words head the inbox again. `person`: a person has answered in it since, so the words go to staff
 * instead of the assistant. Until then the assistant keeps answering what it can, and still takes a request to
 * be called or emailed (the lead flow), so a visitor outside the company's hours is never left with nobody.
 */
export async function nextAnswerer(
  db: Db,
  conversationId: string,
  now: Date,
  idleMs: number,
): Promise<{ handedOff: boolean; person: boolean }> {
  const who = await readAnswerer(db, conversationId, now, idleMs);
  if (who.by !== "person") return { handedOff: false, person: false };
  const answered = await db
    .selectFrom("chat_messages")
    .select("id")
    .where("conversation_id", "=", conversationId)
    .where("author", "is not", null)
    .where("created_at", ">=", who.since)
    .limit(1)
    .executeTakeFirst();
  return { handedOff: true, person: Boolean(answered) };
}
