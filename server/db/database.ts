import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, sql } from "kysely";
import type { Transaction } from "kysely";
import pg from "pg";
import type { Env } from "../env";
import { logger } from "../logger";
import { createGroupCommit, type GroupCommit } from "./group-commit";
import { walSync } from "./sqlite-wal-sync";
import { SERVING_AUTOCHECKPOINT_PAGES, startWalCheckpointer, type WalCheckpointer } from "./wal-checkpointer";
import type { Database } from "./schema";
import { BUSY_TIMEOUT_MS, cachedStatements, ImmediateSqliteDialect } from "./sqlite-dialect";

export type Db = Kysely<Database>;
export type DbSettings = Pick<Env, "DATA_DIR" | "DATABASE_URL">;
export type DialectName = "sqlite" | "postgres";

/** The group commit of each SQLite handle (writeTransaction); membership also tells relaxedWrite it is SQLite. */
const sqliteHandles = new WeakMap<Kysely<Database>, { groupCommit: GroupCommit }>();

/**
 * The only place that chooses the dialect: PostgreSQL when DATABASE_URL is set,
 * otherwise an SQLite file in DATA_DIR. Everything else is dialect-neutral Kysely.
 * Call it once per process: a second SQLite handle in the same process contends
 * for the write lock with the first as another process would (each waits without
 * blocking the event loop, but only up to LOCK_WAIT_MS). Other processes (CLI, a
 * second server) are fine.
 */
export function createDatabase(env: DbSettings, options: DatabaseOptions = {}): Db {
  return env.DATABASE_URL ? createPostgres(env.DATABASE_URL) : createSqlite(env.DATA_DIR, options);
}

export interface DatabaseOptions {
  /**
   * SQLite: run WAL checkpoints on a worker thread started from this bundled entry
   * (wal-checkpointer.ts; the production server does). Without it the serving
   * connection checkpoints by itself, as SQLite does by default.
   */
  walCheckpointer?: URL;
}

function createSqlite(dataDir: string, options: DatabaseOptions): Db {
  mkdirSync(resolve(dataDir), { recursive: true });
  const path = join(resolve(dataDir), "site.db");
  const sqlite = new BetterSqlite3(path);
  // busy_timeout first, so even these pragmas wait briefly for another process's
  // lock; it is short because better-sqlite3 waits synchronously, and the dialect
  // retries asynchronously up to LOCK_WAIT_MS (sqlite-dialect.ts).
  // WAL lets readers run beside the writer; FULL syncs each commit, so an
  // acknowledged write survives power loss (writeTransaction gets the same
  // guarantee from an fsync of its own, off the event loop: group-commit.ts).
  // https://sqlite.org/pragma.html
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  const wal = walSync(path);
  let checkpointer: WalCheckpointer | undefined;
  if (options.walCheckpointer) {
    sqlite.pragma(`wal_autocheckpoint = ${SERVING_AUTOCHECKPOINT_PAGES}`);
    checkpointer = startWalCheckpointer(path, options.walCheckpointer);
  }
  const onClose = () => {
    checkpointer?.close();
    wal.close();
  };
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: cachedStatements(sqlite, onClose) }),
  });
  sqliteHandles.set(db, {
    groupCommit: createGroupCommit(db, { inTransaction: () => sqlite.inTransaction, syncWal: wal.sync }),
  });
  return db;
}

function createPostgres(url: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    // count(*) and other bigint results come back as numbers, as on SQLite.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === pg.types.builtins.INT8
          ? Number
          : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection (PostgreSQL restarted) emits 'error'
  // on the pool; unhandled, that would crash the process. The pool reconnects itself.
  pool.on("error", (error) => logger.warn("db_pool_error", { error: error.message }));
  // A client checked out (inside a transaction) when the connection drops emits
  // 'error' on itself, where the pool does not listen: unhandled, that crashed the
  // process. Its query in progress, or its next one, fails instead (the API answers
  // 503) and the pool discards the client on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Which dialect a handle (or a transaction from it) talks to, for the few dialect-specific queries. */
export function dialectOf(db: Kysely<Database>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * Runs `fn` in a write transaction and resolves once it is durably committed.
 * On SQLite every transaction from createDatabase begins IMMEDIATE
 * (sqlite-dialect.ts), so it holds the write lock from the start and cannot
 * fail with SQLITE_BUSY midway, and transactions arriving together share one
 * commit whose fsync runs off the event loop (group-commit.ts); on
 * PostgreSQL it is an ordinary READ COMMITTED transaction. Do not nest, and do not use the root handle inside `fn`:
 * on SQLite both wait for the transaction that is waiting for them.
 */
export function writeTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const sqliteHandle = sqliteHandles.get(db);
  return sqliteHandle ? sqliteHandle.groupCommit(fn) : db.transaction().execute(fn);
}

/**
 * For bookkeeping whose loss after a power cut is harmless (the outbox worker's
 * claims and "sent" marks: at worst an email goes out twice, which the
 * at-least-once contract allows): on SQLite `fn` runs with synchronous=NORMAL,
 * so its commits skip the fsync. In WAL mode such a commit still survives a crash
 * of the process, only not of the machine (https://sqlite.org/pragma.html#pragma_synchronous).
 * `fn` gets a handle bound to the one connection, held for its duration, so no
 * visitor's transaction can commit under the relaxed setting; FULL is restored
 * before the connection is released. On PostgreSQL `fn` simply gets `db`.
 */
export function relaxedWrite<T>(db: Db, fn: (conn: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!sqliteHandles.has(db)) return fn(db);
  return db.connection().execute(async (conn) => {
    await sql`pragma synchronous = NORMAL`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`pragma synchronous = FULL`.execute(conn);
    }
  });
}
