import type { Db } from "../db/database";

/**
 * Whether the visitor's panel is connected to the conversation's live replies, in any process: each stream marks the
 * conversation seen when it opens and at each heartbeat, a long-poll when it starts; the last stream of this process
 * to close clears the mark. A mark older than `staleMs` (a process that died, a long-poll not renewed) is gone.
 */
export async function markVisitorSeen(db: Db, conversationId: string, now: Date): Promise<void> {
  await db
    .updateTable("chat_conversations")
    .set({ visitor_seen_at: now.toISOString() })
    .where("id", "=", conversationId)
    .execute();
}

export async function clearVisitorSeen(db: Db, conversationId: string): Promise<void> {
  await db.updateTable("chat_conversations").set({ visitor_seen_at: null }).where("id", "=", conversationId).execute();
}

export function visitorConnected(seenAt: string | null | undefined, now: Date, staleMs: number): boolean {
  return Boolean(seenAt) && now.getTime() - Date.parse(seenAt!) <= staleMs;
}

/** How long a long-poll waits for a message before answering with none. */
export const LONG_POLL_MS = 25_000;

/** How old a mark may be and still be a connected panel: two missed heartbeats, or a long-poll's wait and a margin. */
export const presenceStaleMs = (heartbeatMs: number) => Math.max(2 * heartbeatMs, LONG_POLL_MS + 5000);
