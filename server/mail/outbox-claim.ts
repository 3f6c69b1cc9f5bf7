import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { isoIn, isoNow } from "../db/clock";
import { dialectOf, relaxedWrite } from "../db/database";
import type { Db } from "../db/database";
import type { EmailOutboxTable } from "../db/schema";
import { logger } from "../logger";
import { redactAddresses } from "../privacy/redact";
import {
  backoffMs,
  COMPANY_NOTIFICATION_KIND_PATTERN,
  DEAD_NOTIFICATION_RETRY_MS,
  isCompanyNotification,
} from "./retry-schedule";

// SMTP errors often quote the recipient; addresses must not reach logs or the CLI.
export { redactAddresses };
export { backoffMs };

export type OutboxRow = Selectable<EmailOutboxTable>;

/**
 * Claims up to `batchSize` due rows for one worker: status "sending", attempts + 1,
 * a lease until `leaseUntil` and a random token. On PostgreSQL the SELECTs use
 * FOR UPDATE SKIP LOCKED, so concurrent workers in other processes take disjoint
 * rows without waiting, and hold them until the claim commits (FOR UPDATE re-checks
 * the WHERE on the newest version of a row, so one claimed meanwhile is not taken).
 * On SQLite the BEGIN IMMEDIATE transaction serialises claimers. The UPDATE goes
 * by id alone: repeating the due test there made SQLite's planner scan every due
 * row through the status indexes instead of the primary key. Lease times come from
 * each process's clock: hosts sharing one PostgreSQL need synchronised clocks (NTP).
 *
 * This and the marks below are relaxedWrite: on SQLite they skip the fsync, as
 * losing one to a power cut only means an email is sent again.
 */
export async function claimDueEmails(
  db: Db,
  opts: { batchSize: number; leaseMs: number; maxAttempts: number; deadRetryMs?: number; now?: () => number },
) {
  const started = (opts.now ?? Date.now)();
  const now = isoNow(started);
  const token = randomUUID();
  const leaseUntil = isoIn(opts.leaseMs, started);
  const { rows, parked } = await relaxedWrite(db, (conn) =>
    conn.transaction().execute(async (trx) => {
      // A row whose final attempt was interrupted is parked rather than sent again forever
      // (a company notification is tried again after deadRetryMs, like any dead one).
      const parked = await trx
        .updateTable("email_outbox")
        .set({
          status: "dead",
          last_error: "interrupted during the final attempt",
          next_attempt_at: isoIn(opts.deadRetryMs ?? DEAD_NOTIFICATION_RETRY_MS, started),
          locked_until: null,
          locked_by: null,
        })
        .where("status", "=", "sending")
        .where("locked_until", "<=", now)
        .where("attempts", ">=", opts.maxAttempts)
        .returning(["id", "kind"])
        .execute();
      // Ordered index range scans that stop after the rows still wanted: one query with
      // the OR of them would read (and sort) every due row, and a backlog would make each
      // claim slower the longer it grows.
      const dueIds = async (status: OutboxRow["status"], column: "next_attempt_at" | "locked_until", limit: number) => {
        if (limit <= 0) return [];
        let due = trx
          .selectFrom("email_outbox")
          .select("id")
          .where("status", "=", status)
          .where(column, "<=", now)
          .orderBy(column)
          .limit(limit);
        if (status === "dead") due = due.where("kind", "like", COMPANY_NOTIFICATION_KIND_PATTERN);
        if (dialectOf(db) === "postgres") due = due.forUpdate().skipLocked();
        return (await due.execute()).map((r) => r.id);
      };
      // Expired leases first: their process died and they have waited longest.
      const ids = await dueIds("sending", "locked_until", opts.batchSize);
      ids.push(...(await dueIds("pending", "next_attempt_at", opts.batchSize - ids.length)));
      // The company's own notifications are never given up: a dead one is tried again on a slow schedule.
      ids.push(...(await dueIds("dead", "next_attempt_at", opts.batchSize - ids.length)));
      if (!ids.length) return { rows: [], parked };
      const claimed = await trx
        .updateTable("email_outbox")
        .set((eb) => ({
          status: "sending",
          attempts: eb("attempts", "+", 1),
          locked_until: leaseUntil,
          locked_by: token,
        }))
        .where("id", "in", ids)
        .returningAll()
        .execute();
      return { rows: claimed, parked };
    }),
  );
  for (const row of parked)
    logger.warn("outbox_email_dead", { id: row.id, kind: row.kind, reason: "interrupted during the final attempt" });
  return { token, leaseUntil: started + opts.leaseMs, rows };
}

/**
 * Marks delivered rows, in one statement however many; returns the ids this
 * claim still held the lease on (the others were taken over and are not marked).
 */
export async function markSent(
  db: Db,
  ids: readonly string[],
  token: string,
  now: number = Date.now(),
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const marked = await relaxedWrite(db, (conn) =>
    conn
      .updateTable("email_outbox")
      .set({ status: "sent", sent_at: isoNow(now), locked_until: null, locked_by: null, last_error: null })
      .where("id", "in", ids)
      .where("locked_by", "=", token)
      .returning("id")
      .execute(),
  );
  return new Set(marked.map((r) => r.id));
}

/**
 * Schedules the next try with capped exponential backoff and jitter, or parks the
 * row as dead; a dead company notification is claimed again after deadRetryMs.
 */
export async function markFailed(
  db: Db,
  row: OutboxRow,
  token: string,
  error: string,
  opts: { maxAttempts: number; backoffBaseMs: number; backoffCapMs: number; deadRetryMs?: number; now?: () => number },
): Promise<"pending" | "dead"> {
  const dead = row.attempts >= opts.maxAttempts;
  const wait = dead
    ? isCompanyNotification(row.kind)
      ? (opts.deadRetryMs ?? DEAD_NOTIFICATION_RETRY_MS)
      : 0
    : backoffMs(row.attempts, opts.backoffBaseMs, opts.backoffCapMs);
  await relaxedWrite(db, (conn) =>
    conn
      .updateTable("email_outbox")
      .set({
        status: dead ? "dead" : "pending",
        next_attempt_at: isoIn(wait, (opts.now ?? Date.now)()),
        last_error: redactAddresses(error).slice(0, 500),
        locked_until: null,
        locked_by: null,
      })
      .where("id", "=", row.id)
      .where("locked_by", "=", token)
      .execute(),
  );
  return dead ? "dead" : "pending";
}

/** Gives a claimed row back untried (its lease would not cover a full send). */
export async function releaseClaim(db: Db, row: OutboxRow, token: string): Promise<void> {
  await relaxedWrite(db, (conn) =>
    conn
      .updateTable("email_outbox")
      .set((eb) => ({ status: "pending", attempts: eb("attempts", "-", 1), locked_until: null, locked_by: null }))
      .where("id", "=", row.id)
      .where("locked_by", "=", token)
      .execute(),
  );
}
