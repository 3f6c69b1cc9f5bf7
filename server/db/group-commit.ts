import { sql, type ControlledTransaction, type Kysely, type Transaction } from "kysely";
import { isDatabaseUnavailable } from "./db-errors";
import type { Database } from "./schema";

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export type GroupCommit = <T>(work: Work<T>) => Promise<T>;

export interface GroupCommitOptions {
  /** The driver's own flag (better-sqlite3 `inTransaction`). */
  inTransaction: () => boolean;
  /** Makes everything committed so far durable: fsync of the WAL file (sqlite-wal-sync.ts). */
  syncWal: () => Promise<void>;
}

/**
 * Group commit for SQLite with the fsync off the event loop.
 *
 * A synced commit costs an fsync (milliseconds on a busy disk), and better-sqlite3
 * waits for it on the event loop: one per request left no time for anything else.
 * Instead, the write transactions that arrive in the same turn of the event loop
 * run one after another inside ONE `BEGIN IMMEDIATE ... COMMIT`, each in its own
 * savepoint, and that COMMIT is made with synchronous=NORMAL: in WAL mode it only
 * appends to the WAL (no fsync). Then `syncWal` fsyncs the WAL file on libuv's
 * thread pool, and only once it returns does any caller hear "done":
 *
 * - every acknowledged write is on disk before it is acknowledged, exactly as with
 *   synchronous=FULL (which is that same fsync, done inside COMMIT); if the fsync
 *   fails, every unit of the group fails;
 * - each unit behaves as its own transaction: if it throws, only its savepoint is
 *   rolled back and only its caller sees the error; if the COMMIT fails, all fail;
 * - the next group runs while the previous one's fsync is in flight.
 *
 * The relaxed setting lives only inside the group's hold on the one connection
 * (FULL is restored before it is released), so any other statement still commits
 * with FULL. `inTransaction`: a unit whose error made SQLite roll back the whole
 * transaction (SQLITE_FULL, I/O errors) must fail the group, not let the next
 * savepoint silently open a fresh one.
 */
export function createGroupCommit(db: Kysely<Database>, { inTransaction, syncWal }: GroupCommitOptions): GroupCommit {
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
    let done: { unit: Pending; value: unknown }[];
    try {
      done = await db.connection().execute(async (conn) => {
        await sql`pragma synchronous = NORMAL`.execute(conn);
        try {
          return await runGroup(conn, group);
        } finally {
          await sql`pragma synchronous = FULL`.execute(conn);
        }
      });
    } catch (error) {
      // BEGIN or the pragmas failed (database locked or unreachable): nobody ran. After
      // a lock wait of LOCK_WAIT_MS, those who queued meanwhile would wait as long again
      // behind this group, so they hear "try again" (503) now too.
      const waiting = isDatabaseUnavailable(error) ? queue.splice(0) : [];
      for (const unit of [...group, ...waiting]) unit.reject(error);
      return;
    }
    if (!done.length) return;
    syncWal().then(
      () => done.forEach(({ unit, value }) => unit.resolve(value)),
      (error: unknown) => done.forEach(({ unit }) => unit.reject(error)),
    );
  }

  /** Runs the units in one transaction; returns those that committed. Rejects only if nobody ran. */
  async function runGroup(conn: Kysely<Database>, group: Pending[]): Promise<{ unit: Pending; value: unknown }[]> {
    const trx = await conn.startTransaction().execute();
    const done: { unit: Pending; value: unknown }[] = [];
    /** The whole transaction is lost: everyone who ran in it fails, those who did not run wait for the next group. */
    const abandon = async (error: unknown, failed: Pending, rest: Pending[]) => {
      if (inTransaction())
        await trx
          .rollback()
          .execute()
          .catch(() => {});
      failed.reject(error);
      for (const { unit } of done) unit.reject(error);
      queue.unshift(...rest);
      return [];
    };

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
        let savepoint: ControlledTransaction<Database, [string]>;
        try {
          savepoint = await trx.savepoint(name).execute();
        } catch (error) {
          return abandon(error, unit, group.slice(i + 1));
        }
        try {
          const value = await unit.work(savepoint);
          await savepoint.releaseSavepoint(name).execute();
          done.push({ unit, value });
        } catch (error) {
          if (!inTransaction()) return abandon(error, unit, group.slice(i + 1));
          try {
            await (await savepoint.rollbackToSavepoint(name).execute()).releaseSavepoint(name).execute();
          } catch {
            return abandon(error, unit, group.slice(i + 1));
          }
          unit.reject(error);
        }
      }
    }
    try {
      await trx.commit().execute();
    } catch (error) {
      if (inTransaction())
        await trx
          .rollback()
          .execute()
          .catch(() => {});
      for (const { unit } of done) unit.reject(error);
      return [];
    }
    return done;
  }

  return <T>(work: Work<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work: work as Work<unknown>, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}
