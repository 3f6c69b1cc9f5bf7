import { sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import { PostgresAdapter } from "kysely";

/**
 * Shared rate-limit counters for several server processes on one PostgreSQL
 * (server/http/rate-limit-store.ts). The columns are the ones
 * rate-limiter-flexible's RateLimiterPostgres reads and upserts, in its order.
 *
 * Made here rather than by the library at start-up: migrations run under the
 * migrator's advisory lock, so processes starting together cannot race on the
 * DDL, and a server needs no CREATE right at run time.
 *
 * UNLOGGED: each write request upserts a row, and counters that live a minute
 * are not worth a WAL record each; after a PostgreSQL crash they simply restart
 * from zero. No index on expire: the library's sweep every five minutes scans a
 * table of one row per active client and minute.
 *
 * SQLite serves one process, whose counters stay in memory: nothing to create.
 */
export const rateLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`
      CREATE UNLOGGED TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`DROP TABLE IF EXISTS rate_limits`.execute(db);
  },
};
