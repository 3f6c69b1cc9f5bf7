import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect } from "kysely";
import type { Transaction } from "kysely";
import pg from "pg";
import type { Env } from "../env.server";
import { logger } from "../logger.server";
import type { Database } from "./schema.server";
import { ImmediateSqliteDialect } from "./sqlite-dialect.server";

export type Db = Kysely<Database>;
export type DbSettings = Pick<Env, "DATA_DIR" | "DATABASE_URL">;
export type DialectName = "sqlite" | "postgres";

/**
 * The only place that chooses the dialect: PostgreSQL when DATABASE_URL is set,
 * otherwise an SQLite file in DATA_DIR. Everything else is dialect-neutral Kysely.
 * Call it once per process: better-sqlite3 is synchronous, so a second SQLite handle
 * in the same process would block the event loop waiting for a lock the first
 * handle can then never release. Other processes (CLI, a second server) are fine.
 */
export function createDatabase(env: DbSettings): Db {
  return env.DATABASE_URL ? createPostgres(env.DATABASE_URL) : createSqlite(env.DATA_DIR);
}

function createSqlite(dataDir: string): Db {
  mkdirSync(resolve(dataDir), { recursive: true });
  const sqlite = new BetterSqlite3(join(resolve(dataDir), "site.db"));
  // WAL lets readers run beside the writer; FULL syncs each commit, so an
  // acknowledged write survives power loss; busy_timeout makes another process's
  // lock a wait, not an error. https://sqlite.org/pragma.html
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}

function createPostgres(url: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    // count(*) and other bigint results come back as numbers, as on SQLite.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection (PostgreSQL restarted) emits 'error'
  // on the pool; unhandled, that would crash the process. The pool reconnects itself.
  pool.on("error", (error) => logger.warn("db_pool_error", { error: error.message }));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Which dialect a handle (or a transaction from it) talks to, for the few dialect-specific queries. */
export function dialectOf(db: Kysely<Database>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * Runs `fn` in a write transaction. On SQLite every transaction from createDatabase
 * begins IMMEDIATE (sqlite-dialect.server.ts), so it holds the write lock from the
 * start and cannot fail with SQLITE_BUSY midway; on PostgreSQL it is an ordinary
 * READ COMMITTED transaction. Do not nest: call it with the root handle.
 */
export function writeTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}
