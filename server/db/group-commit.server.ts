import type { Kysely, Transaction } from "kysely";
import { isDatabaseUnavailable } from "./db-errors.server";
import type { Database } from "./schema.server";

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export type GroupCommit = <T>(work: Work<T>) => Promise<T>;

/**
 * Group commit for SQLite (issue 7 "Load"). A synced commit costs one fsync
 * (~3 ms here), and better-sqlite3 waits for it on the event loop, so one commit
 * per request caps the server near 300 writes/s with nothing left for anything
 * else. Instead, the write transactions that arrive in the same turn of the event
 * loop run one after another inside ONE `BEGIN IMMEDIATE ... COMMIT`, each in its
 * own savepoint, and share its fsync:
 *
 * - each unit behaves as its own transaction: if it throws, only its savepoint is
 *   rolled back and only its caller sees the error;
 * - no caller hears "done" before the shared COMMIT returned, so every
 *   acknowledged write is exactly as durable as with a commit of its own
 *   (synchronous=FULL, database.server.ts);
 * - if the COMMIT itself fails, every unit of the group fails.
 *
 * Under light load a group holds one unit and this is a plain transaction; under
 * heavy load the groups grow by themselves (while one commits, the next fills up).
 * `inTransaction` is the driver's own flag: a unit whose error made SQLite roll
 * back the whole transaction (SQLITE_FULL, I/O errors) must fail the group, not
 * let the next savepoint silently open a fresh one.
 */
export function createGroupCommit(db: Kysely<Database>, inTransaction: () => boolean): GroupCommit {
  let queue: Pending[] = [];
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // setImmediate runs after the current I/O phase: every request parsed in it joins this group.
    setImmediate(() => void flush().finally(() => ((scheduled = false), queue.length && schedule())));
  }

  async function flush() {
    const group = queue;
    queue = [];
    let trx: Awaited<ReturnType<ReturnType<Kysely<Database>["startTransaction"]>["execute"]>>;
    try {
      trx = await db.startTransaction().execute();
    } catch (error) {
      // No write lock within LOCK_WAIT_MS (another process holds it): those who queued
      // meanwhile would wait as long again behind this group, so they hear "try again" now too.
      const waiting = isDatabaseUnavailable(error) ? queue.splice(0) : [];
      for (const unit of [...group, ...waiting]) unit.reject(error);
      return;
    }
    const done: { unit: Pending; value: unknown }[] = [];
    /** The whole transaction is lost: everyone who ran in it fails, those who did not run wait for the next group. */
    async function abandon(error: unknown, failed: Pending, rest: Pending[]) {
      if (inTransaction()) await trx.rollback().execute().catch(() => {});
      failed.reject(error);
      for (const { unit } of done) unit.reject(error);
      queue.unshift(...rest);
    }

    if (group.length === 1) {
      const unit = group[0]!;
      try {
        done.push({ unit, value: await unit.work(trx) });
      } catch (error) {
        return abandon(error, unit, []);
      }
    } else {
      for (let i = 0; i < group.length; i++) {
        const unit = group[i]!;
        const name = `unit${i}`;
        let savepoint;
        try {
          savepoint = await trx.savepoint(name).execute();
        } catch (error) {
          return abandon(error, unit, group.slice(i + 1));
        }
        try {
          done.push({ unit, value: await unit.work(savepoint) });
          await savepoint.releaseSavepoint(name).execute();
        } catch (error) {
          if (done.at(-1)?.unit === unit) done.pop();
          if (!inTransaction()) return abandon(error, unit, group.slice(i + 1));
          try {
            const back = await savepoint.rollbackToSavepoint(name).execute();
            await back.releaseSavepoint(name).execute();
          } catch (rollbackError) {
            return abandon(rollbackError, unit, group.slice(i + 1));
          }
          unit.reject(error);
        }
      }
    }
    try {
      await trx.commit().execute();
    } catch (error) {
      if (inTransaction()) await trx.rollback().execute().catch(() => {});
      for (const { unit } of done) unit.reject(error);
      return;
    }
    for (const { unit, value } of done) unit.resolve(value);
  }

  return <T>(work: Work<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work: work as Work<unknown>, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}
