import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { createDatabase } from "../../server/db/database";
import type { Db, DbSettings, DialectName } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { postgresAvailable, startTestPostgres } from "./test-postgres";
import type { TestPostgres } from "./test-postgres";

export const testDialects: { name: DialectName; skip: boolean }[] = [
  { name: "sqlite", skip: false },
  { name: "postgres", skip: !postgresAvailable },
];

/**
 * describe() once per dialect: SQLite always; PostgreSQL when /usr/lib/postgresql/<v>/bin
 * exists, otherwise that block is skipped with a clear warning.
 *
 *   describeEachDialect("outbox", (dialect) => {
 *     const t = useTestDatabase(dialect);
 *     it("...", async () => { await t.db.selectFrom(...) });
 *   });
 */
export function describeEachDialect(title: string, fn: (dialect: DialectName) => void) {
  for (const { name, skip } of testDialects) {
    if (skip)
      console.warn(
        `PostgreSQL unavailable (no /usr/lib/postgresql/*/bin, or TEST_SKIP_POSTGRES=1): "${title}" SKIPPED on PostgreSQL.`,
      );
    describe.skipIf(skip)(`${title} (${name})`, () => fn(name));
  }
}

export interface TestDatabase {
  dialect: DialectName;
  /** Settings for createDatabase / the server: a fresh temp DATA_DIR, and DATABASE_URL on PostgreSQL. */
  settings: DbSettings;
  /** A migrated handle, closed after the block. */
  db: Db;
  /** Another handle on the same database (as a second process would have); closed after the block. */
  open(): Db;
}

// One cluster per test file (vitest isolates modules per file); each block gets its own database.
let cluster: Promise<TestPostgres | null> | undefined;
let clusterUsers = 0;
let firstDatabaseTaken = false;

/** Registers beforeAll/afterAll that create a fresh, migrated database for the enclosing describe. */
export function useTestDatabase(dialect: DialectName): TestDatabase {
  const t = { dialect } as TestDatabase;
  const handles: Db[] = [];
  let dataDir = "";
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `test-data-${dialect}-`));
    let url: string | undefined;
    if (dialect === "postgres") {
      clusterUsers++;
      cluster ??= startTestPostgres();
      const pg = await cluster;
      if (!pg) throw new Error("PostgreSQL binaries vanished during the run");
      // The cluster's own first database serves the first block; later blocks get new ones.
      url = clusterUsers === 1 && !firstDatabaseTaken ? pg.url : await pg.createDatabase();
      firstDatabaseTaken = true;
    }
    t.settings = { DATA_DIR: dataDir, DATABASE_URL: url };
    t.open = () => {
      const db = createDatabase(t.settings);
      handles.push(db);
      return db;
    };
    t.db = t.open();
    await migrateToLatest(t.db);
  });
  afterAll(async () => {
    await Promise.all(handles.splice(0).map((db) => db.destroy()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (dialect === "postgres" && --clusterUsers === 0 && cluster) {
      const pg = await cluster;
      cluster = undefined;
      firstDatabaseTaken = false;
      await pg?.stop();
    }
  });
  return t;
}
