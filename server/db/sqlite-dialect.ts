import type BetterSqlite3 from "better-sqlite3";
import { CompiledQuery, SelectQueryNode, SqliteAdapter, SqliteDialect } from "kysely";
import type { DatabaseConnection, DialectAdapter, Driver, QueryResult } from "kysely";

/**
 * How long one database use (a transaction, or a statement outside one) may wait
 * in total for another process's write lock, and for this process's own queue,
 * before SQLITE_BUSY reaches the caller (the API answers 503 with Retry-After).
 * Locks are normally held for milliseconds; a visitor should not wait much longer
 * than this for a lock that is not coming back.
 */
export const LOCK_WAIT_MS = 3000;

/**
 * SQLite's own busy wait (PRAGMA busy_timeout) for each attempt. better-sqlite3 is
 * synchronous, so that wait blocks the event loop: every visitor and /healthz
 * would stall behind one locked write. Keep it short and wait between attempts
 * asynchronously instead.
 */
export const BUSY_TIMEOUT_MS = 20;

/**
 * Kysely's SQLite dialect with changes that make concurrent writers safe and a
 * locked database harmless to everything else:
 *
 * - Every transaction starts with BEGIN IMMEDIATE. A plain (deferred) BEGIN takes
 *   the write lock only at the first write; if another process (the outbox CLI, a
 *   second server) holds it then, SQLite returns SQLITE_BUSY midway without waiting
 *   for busy_timeout. IMMEDIATE waits for the lock up front, so a transaction either
 *   starts with the lock or never starts. https://sqlite.org/lang_transaction.html
 * - SQLITE_BUSY outside a transaction (a BEGIN IMMEDIATE or a single statement that
 *   did not get the lock) changed nothing, so it is retried after an asynchronous
 *   pause until LOCK_WAIT_MS has passed since the connection was requested.
 * - The adapter reports transactional DDL (SQLite has it), so the Migrator runs
 *   inside such a transaction and two processes starting at once cannot both apply
 *   a migration.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;

  constructor(config: { database: BetterSqlite3.Database }) {
    super(config);
    this.#database = config.database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#database);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

function busyError(waitedMs: number): Error {
  return Object.assign(new Error(`database is locked (waited ${waitedMs} ms)`), { code: "SQLITE_BUSY" });
}

function isBusy(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  return code === "SQLITE_BUSY" || code.startsWith("SQLITE_BUSY_");
}

/** A FIFO lock on the single connection whose waiters give up at their deadline. */
class ConnectionQueue {
  #held = false;
  #waiters: (() => void)[] = [];

  async lock(deadline: number): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    const started = Date.now();
    await new Promise<void>((resolve, reject) => {
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        reject(busyError(Date.now() - started));
      }, deadline - started);
      this.#waiters.push(waiter);
    });
  }

  unlock() {
    const next = this.#waiters.shift();
    // Ownership passes straight to the next waiter, so nobody can jump the queue.
    if (next) next();
    else this.#held = false;
  }
}

class ImmediateSqliteDriver implements Driver {
  readonly #queue = new ConnectionQueue();

  constructor(readonly database: BetterSqlite3.Database) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    await this.#queue.lock(deadline);
    return new RetryingConnection(this.database, deadline);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  async releaseConnection(): Promise<void> {
    this.#queue.unlock();
  }

  async destroy(): Promise<void> {
    this.database.close();
  }
}

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The one better-sqlite3 handle, as lent to one user until `deadline`. */
class RetryingConnection implements DatabaseConnection {
  constructor(
    readonly database: BetterSqlite3.Database,
    readonly deadline: number,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return this.run<R>(compiledQuery);
      } catch (error) {
        // Inside a transaction a retry could break its atomicity; the caller rolls back instead.
        const left = this.deadline - Date.now();
        if (!isBusy(error) || this.database.inTransaction || left <= 0) throw error;
        await new Promise((r) => setTimeout(r, Math.min(left, 10 * 2 ** Math.min(attempt, 3))));
      }
    }
  }

  private run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.database.prepare(sql);
    const values = parameters as unknown[];
    if (statement.reader) return { rows: statement.all(values) as R[] };
    const { changes, lastInsertRowid } = statement.run(values);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  async *streamQuery<R>({ sql, parameters, query }: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query)) throw new Error("Sqlite driver only supports streaming of select queries");
    for (const row of this.database.prepare(sql).iterate(parameters as unknown[])) yield { rows: [row as R] };
  }
}

/** Prepared statements kept per SQL text; dynamic SQL (IN lists of varying length) just refills the cache. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The handle with prepared statements reused: the driver asks for `prepare(sql)`
 * on every query, and preparing costs about as much as running a small insert.
 * A better-sqlite3 statement is safe to reuse once its
 * synchronous run() or all() has returned. Only streamQuery leaves one running
 * (iterate()); nothing here streams, and a second use of the same statement
 * while one iterates would throw, never return wrong rows. `onClose` runs when
 * the driver closes the database.
 */
export function cachedStatements(database: BetterSqlite3.Database, onClose?: () => void): BetterSqlite3.Database {
  const cache = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sqlText: string) => {
    let statement = cache.get(sqlText);
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
      statement = database.prepare(sqlText);
      cache.set(sqlText, statement);
    }
    return statement;
  };
  return new Proxy(database, {
    get(target, property) {
      if (property === "prepare") return prepare;
      if (property === "close" && onClose) {
        return () => {
          onClose();
          return target.close();
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
