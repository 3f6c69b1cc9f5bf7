import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Locale } from "../../domain/i18n/locales";
import type { Db } from "../db/database";
import { insertRows } from "../db/insert-rows";
import { indexLead } from "../db/lead-index";
import type { Database } from "../db/schema";
import type { ChatTurn, ConversationState } from "./chat-types";
import { readFlowState } from "./conversation-state";

/** A stored conversation as the chat API needs it. */
export interface StoredConversation {
  id: string;
  state: ConversationState | null;
  /** Read before the engine runs; the write succeeds only if nobody changed the row since (optimistic lock). */
  updatedAt: string;
  /** The newest messages, oldest first (at most HISTORY_LIMIT). */
  history: ChatTurn[];
  /** created_at of the newest message, so new ones sort after it. */
  lastMessageAt: string | null;
}

/** How much of a long conversation the engine sees; its state carries what a flow has collected. */
export const HISTORY_LIMIT = 50;

function parseState(text: string | null): ConversationState | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as ConversationState) : null;
  } catch {
    return null;
  }
}

/**
 * The conversation with this id if it belongs to this session, else null: a
 * conversation id alone (seen in a shared screenshot, say) does not open it.
 */
export async function findConversation(db: Db, id: string, sessionId: string): Promise<StoredConversation | null> {
  const row = await db
    .selectFrom("chat_conversations")
    .select(["id", "session_id", "state", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || row.session_id !== sessionId) return null;
  const newest = await db
    .selectFrom("chat_messages")
    .select(["role", "content", "type", "created_at"])
    .where("conversation_id", "=", id)
    .orderBy("created_at", "desc")
    .limit(HISTORY_LIMIT)
    .execute();
  const history = newest.reverse();
  return {
    id: row.id,
    state: parseState(row.state),
    updatedAt: row.updated_at,
    history: history.map(({ role, content, type }) => ({ role, content, type })),
    lastMessageAt: history.at(-1)?.created_at ?? null,
  };
}

/**
 * `count` timestamps, strictly increasing and later than `after`: messages of one
 * turn are written in one statement batch, and ordering by created_at must still
 * give the order they were said in.
 */
export function messageTimes(now: Date, after: string | null, count: number): string[] {
  const start = Math.max(now.getTime(), after ? Date.parse(after) + 1 : 0);
  return Array.from({ length: count }, (_, i) => new Date(start + i).toISOString());
}

export interface TurnToSave {
  /** Null starts a new conversation with the `opening` messages (the greetings the visitor saw). */
  existing: StoredConversation | null;
  sessionId: string;
  language: Locale;
  opening: ChatTurn[];
  visitor: ChatTurn;
  reply: ChatTurn;
  state: ConversationState | null;
  /** The email a completed lead gave, kept on the conversation so a deletion request finds it. */
  leadEmail?: string;
  now: Date;
}

export class ConversationChangedError extends Error {}

/**
 * 1 while the lead flow holds a way to reach the visitor (an email or a phone number): if no
 * confirmation comes, the idle sweep stores the lead anyway (server/chat/unconfirmed-leads.ts).
 */
export function leadPendingOf(state: ConversationState | null): number {
  const flow = readFlowState(state);
  return flow?.flow === "lead" && Boolean(flow.email || flow.phone) ? 1 : 0;
}

/** Writes one turn in the caller's transaction; returns the conversation id. */
export async function saveTurn(trx: Transaction<Database>, turn: TurnToSave): Promise<string> {
  const stamp = turn.now.toISOString();
  const state = turn.state ? JSON.stringify(turn.state) : null;
  let id: string;
  let messages: ChatTurn[];
  if (turn.existing) {
    id = turn.existing.id;
    const update = await trx
      .updateTable("chat_conversations")
      .set({
        state,
        lead_pending: leadPendingOf(turn.state),
        language: turn.language,
        updated_at: stamp,
        ...(turn.leadEmail ? { email: turn.leadEmail } : {}),
      })
      .where("id", "=", id)
      .where("updated_at", "=", turn.existing.updatedAt)
      .executeTakeFirst();
    // Another request of this conversation finished first: its turn would be lost or doubled.
    if (update.numUpdatedRows === 0n) throw new ConversationChangedError();
    // An address given later reaches the office's index of this conversation's unanswered questions.
    if (turn.leadEmail) {
      const questions = await trx
        .selectFrom("chat_unanswered")
        .select("id")
        .where("conversation_id", "=", id)
        .execute();
      for (const question of questions) await indexLead(trx, question.id);
    }
    messages = [turn.visitor, turn.reply];
  } else {
    id = randomUUID();
    await insertRows(trx, "chat_conversations", [
      {
        id,
        session_id: turn.sessionId,
        language: turn.language,
        email: turn.leadEmail ?? null,
        state,
        created_at: stamp,
        updated_at: stamp,
        lead_pending: leadPendingOf(turn.state),
      },
    ]);
    messages = [...turn.opening, turn.visitor, turn.reply];
  }
  const times = messageTimes(turn.now, turn.existing?.lastMessageAt ?? null, messages.length);
  await insertRows(
    trx,
    "chat_messages",
    messages.map((m, i) => ({
      id: randomUUID(),
      conversation_id: id,
      role: m.role,
      content: m.content,
      type: m.type ?? null,
      created_at: times[i]!,
    })),
  );
  return id;
}
