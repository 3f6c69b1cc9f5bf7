import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase, relaxedWrite, writeTransaction, type Db } from "../../server/db/database";
import { createGroupCommit } from "../../server/db/group-commit";
import { migrateToLatest } from "../../server/db/migrate";
import type { Database } from "../../server/db/schema";
import { ImmediateSqliteDialect } from "../../server/db/sqlite-dialect";

// SQLite group commit (server/db/group-commit.ts): write transactions that
// arrive together share one synced COMMIT, and each still succeeds or fails alone.
describe("SQLite write transactions arriving together", () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "group-commit-"));
    db = createDatabase({ DATA_DIR: dir });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (trx: Parameters<Parameters<typeof writeTransaction>[1]>[0], id: string, message = "x") =>
    trx
      .insertInto("contact_messages")
      .values({
        id,
        name: "n",
        email: "e@example.jp",
        phone: null,
        company: null,
        message,
        language: "ja",
        source: "form",
        created_at: new Date().toISOString(),
      })
      .execute();
  const stored = async (ids: string[]) =>
    new Set((await db.selectFrom("contact_messages").select("id").where("id", "in", ids).execute()).map((r) => r.id));

  it("commit each other's successes and roll back only the unit that failed", async () => {
    const ids = Array.from({ length: 60 }, () => randomUUID());
    const outcomes = await Promise.allSettled(
      ids.map((id, i) =>
        writeTransaction(db, async (trx) => {
          await insert(trx, id);
          // Every third unit fails after writing: its row must vanish, nobody else's.
          if (i % 3 === 0) throw new Error(`refused ${i}`);
          // Every fifth fails inside SQLite (duplicate primary key) after writing a row of its own.
          if (i % 5 === 1) await insert(trx, id);
          return i;
        }),
      ),
    );
    const kept = await stored(ids);
    outcomes.forEach((outcome, i) => {
      if (i % 3 === 0) {
        expect(outcome).toEqual({ status: "rejected", reason: new Error(`refused ${i}`) });
        expect(kept.has(ids[i]!)).toBe(false);
      } else if (i % 5 === 1) {
        expect(outcome.status).toBe("rejected");
        expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
        expect(kept.has(ids[i]!)).toBe(false);
      } else {
        expect(outcome).toEqual({ status: "fulfilled", value: i });
        expect(kept.has(ids[i]!)).toBe(true);
      }
    });
  });

  it("resolve only once the data is committed, so a later read sees it", async () => {
    const ids = Array.from({ length: 20 }, () => randomUUID());
    await Promise.all(
      ids.map(async (id) => {
        await writeTransaction(db, (trx) => insert(trx, id));
        expect((await stored([id])).has(id)).toBe(true);
      }),
    );
  });

  it("share one commit: the WAL holds each changed page once, not once per transaction", async () => {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const ids = Array.from({ length: 40 }, () => randomUUID());
    await Promise.all(ids.map((id) => writeTransaction(db, (trx) => insert(trx, id))));
    const { log } = (
      await sql<{ busy: number; log: number; checkpointed: number }>`pragma wal_checkpoint(PASSIVE)`.execute(db)
    ).rows[0]!;
    // One commit of 40 rows touches a handful of pages (table and index leaves); 40 commits write them 40 times.
    expect(log).toBeGreaterThan(0);
    expect(log).toBeLessThan(40);
  });

  it("keep working after a unit failed, whether alone or in a group", async () => {
    await expect(writeTransaction(db, async () => Promise.reject(new Error("alone")))).rejects.toThrow("alone");
    const id = randomUUID();
    await writeTransaction(db, (trx) => insert(trx, id));
    expect((await stored([id])).has(id)).toBe(true);
  });

  it("relaxedWrite commits with synchronous=NORMAL and leaves FULL behind for visitors' writes", async () => {
    const during = await relaxedWrite(
      db,
      async (conn) => (await sql<{ synchronous: number }>`pragma synchronous`.execute(conn)).rows[0]!.synchronous,
    );
    const after = (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous;
    expect({ during, after }).toEqual({ during: 1, after: 2 });
    // Also after the relaxed work threw.
    await expect(relaxedWrite(db, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous).toBe(2);
  });
});

describe("a group commit's acknowledgement", () => {
  it("waits for the WAL fsync, fails with it, and leaves synchronous=FULL behind", async () => {
    const dir = mkdtempSync(join(tmpdir(), "group-sync-"));
    const sqlite = new BetterSqlite3(join(dir, "site.db"));
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
    await migrateToLatest(db);
    const committed = () => (sqlite.prepare("select count(*) as n from idempotency_keys").get() as { n: number }).n;
    // Each fsync request with what it found: the synchronous setting and the rows committed by then.
    const syncs: { resolve: () => void; reject: (e: Error) => void; synchronous: number; committed: number }[] = [];
    const commit = createGroupCommit(db, {
      inTransaction: () => sqlite.inTransaction,
      syncWal: () =>
        new Promise((resolve, reject) =>
          syncs.push({
            resolve,
            reject,
            synchronous: sqlite.pragma("synchronous", { simple: true }) as number,
            committed: committed(),
          }),
        ),
    });
    const insert = (id: string) => (trx: Parameters<Parameters<typeof commit>[0]>[0]) =>
      trx
        .insertInto("idempotency_keys")
        .values({ scope: "t", key: id, request_hash: "h", response_status: 200, response_body: "{}", created_at: "x" })
        .execute();
    try {
      let settled = 0;
      const first = [commit(insert("a")), commit(insert("b"))].map((p) => p.then(() => settled++));
      await vi.waitFor(() => expect(syncs).toHaveLength(1), { timeout: 30_000 });
      // Committed (another reader sees it) but not acknowledged: the fsync has not returned.
      expect(sqlite.prepare("select count(*) as n from idempotency_keys").get()).toEqual({ n: 2 });
      expect(settled).toBe(0);
      // One fsync for the group, requested after the relaxed commit of both, with FULL already back.
      expect(syncs.map((s) => [s.synchronous, s.committed])).toEqual([[2, 2]]);
      syncs[0]!.resolve();
      await Promise.all(first);
      expect(settled).toBe(2);

      const failing = commit(insert("c"));
      await vi.waitFor(() => expect(syncs).toHaveLength(2), { timeout: 30_000 });
      syncs[1]!.reject(new Error("EIO"));
      await expect(failing).rejects.toThrow("EIO");
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
