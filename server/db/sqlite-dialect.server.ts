import { CompiledQuery, SqliteAdapter, SqliteDialect, SqliteDriver } from "kysely";
import type { DatabaseConnection, DialectAdapter, Driver } from "kysely";

/**
 * Kysely's SQLite dialect with two changes that make concurrent writers safe:
 *
 * - Every transaction starts with BEGIN IMMEDIATE. A plain (deferred) BEGIN takes
 *   the write lock only at the first write; if another process (the outbox CLI, a
 *   second server) holds it then, SQLite returns SQLITE_BUSY midway without waiting
 *   for busy_timeout. IMMEDIATE waits for the lock up front, so a transaction either
 *   starts with the lock or never starts. https://sqlite.org/lang_transaction.html
 * - The adapter reports transactional DDL (SQLite has it), so the Migrator runs
 *   inside such a transaction and two processes starting at once cannot both apply
 *   a migration.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
