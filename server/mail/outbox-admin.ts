import { isoNow } from "../db/clock";
import type { Db } from "../db/database";
import type { OutboxStatus } from "../db/schema";

export interface OutboxOverview {
  counts: Record<OutboxStatus, number>;
  /** Rows not yet delivered. Deliberately without addresses, subjects or bodies (APPI). */
  undelivered: {
    id: string;
    kind: string;
    status: OutboxStatus;
    attempts: number;
    last_error: string | null;
    created_at: string;
  }[];
}

/** What `npm run outbox` shows: counts by status and the pending, sending and dead rows. */
export async function outboxOverview(db: Db, limit = 100): Promise<OutboxOverview> {
  const grouped = await db
    .selectFrom("email_outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, dead: 0 };
  for (const row of grouped) counts[row.status] = Number(row.count);
  const undelivered = await db
    .selectFrom("email_outbox")
    .select(["id", "kind", "status", "attempts", "last_error", "created_at"])
    .where("status", "in", ["pending", "sending", "dead"])
    .orderBy("created_at")
    .limit(limit)
    .execute();
  return { counts, undelivered };
}

/** Gives every dead row a fresh set of attempts, due now. Returns how many. */
export async function retryDeadEmails(db: Db): Promise<number> {
  const result = await db
    .updateTable("email_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: isoNow(), locked_until: null, locked_by: null })
    .where("status", "=", "dead")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface OutboxBacklog {
  /** Emails waiting to be sent or being sent now. */
  pending: number;
  /** Emails given up on (company notifications among them are still retried every few hours). */
  dead: number;
}

/** How many emails wait and how many were given up on: for /healthz?details and a staff office. */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const grouped = await db
    .selectFrom("email_outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .where("status", "in", ["pending", "sending", "dead"])
    .groupBy("status")
    .execute();
  const count = (status: OutboxStatus) => Number(grouped.find((r) => r.status === status)?.count ?? 0);
  return { pending: count("pending") + count("sending"), dead: count("dead") };
}
