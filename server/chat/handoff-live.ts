import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { LiveMessage } from "./handoff-bus";

/** At most this many messages per read: the panel keeps the rest of a long conversation itself. */
export const MESSAGES_PAGE = 100;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The conversation's token, made once (the answer that starts the conversation carries it) and stored as its
 * hash: only the visitor's panel can open the conversation's live replies, and a leaked database does not open them.
 * Null when the conversation has one already.
 */
export async function issueVisitorToken(trx: Transaction<Database>, conversationId: string): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const set = await trx
    .updateTable("chat_conversations")
    .set({ visitor_token_hash: hashOf(token) })
    .where("id", "=", conversationId)
    .where("visitor_token_hash", "is", null)
    .executeTakeFirst();
  return set.numUpdatedRows > 0n ? token : null;
}

/** Whether `token` is this conversation's (the same answer for an unknown conversation and a wrong token). */
export async function verifyVisitorToken(db: Db, conversationId: string, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const row = await db
    .selectFrom("chat_conversations")
    .select("visitor_token_hash")
    .where("id", "=", conversationId)
    .executeTakeFirst();
  if (!row?.visitor_token_hash) return false;
  const expected = Buffer.from(row.visitor_token_hash, "hex");
  const given = Buffer.from(hashOf(token), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The conversation's messages written after `after` (an ISO time; all when null), oldest first. */
export async function messagesAfter(db: Db, conversationId: string, after: string | null): Promise<LiveMessage[]> {
  let query = db
    .selectFrom("chat_messages")
    .select(["id", "role", "content", "author", "created_at"])
    .where("conversation_id", "=", conversationId);
  if (after) query = query.where("created_at", ">", after);
  const rows = await query.orderBy("created_at").limit(MESSAGES_PAGE).execute();
  return rows.map((row) => ({
    id: row.id,
    conversationId,
    role: row.role,
    content: row.content,
    author: row.author ?? null,
    createdAt: row.created_at,
  }));
}

/**
 * A staff member's answer, stored as a message of the conversation from a person (their display name kept with it),
 * after its newest message so every reader sorts it last. Does not touch the conversation's `updated_at`: that is
 * the visitor's turn lock, and a reply must not make the visitor's message in flight fail.
 */
export async function storePersonReply(
  trx: Transaction<Database>,
  reply: { conversationId: string; author: string; content: string; now: Date },
): Promise<LiveMessage> {
  const newest = await trx
    .selectFrom("chat_messages")
    .select("created_at")
    .where("conversation_id", "=", reply.conversationId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const after = newest ? Date.parse(newest.created_at) + 1 : 0;
  const createdAt = new Date(Math.max(reply.now.getTime(), after)).toISOString();
  const message: LiveMessage = {
    id: randomUUID(),
    conversationId: reply.conversationId,
    role: "assistant",
    content: reply.content,
    author: reply.author,
    createdAt,
  };
  await trx
    .insertInto("chat_messages")
    .values({
      id: message.id,
      conversation_id: reply.conversationId,
      role: "assistant",
      content: reply.content,
      type: null,
      created_at: createdAt,
      author: reply.author,
    })
    .execute();
  return message;
}
