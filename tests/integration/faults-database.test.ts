import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "../../content/api-errors";
import { createDatabase, writeTransaction, type DbSettings } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { LOCK_WAIT_MS } from "../../server/db/sqlite-dialect";
import { builtServerAvailable, builtServerDir, spawnServer, type SpawnedServer } from "../support/spawn-server";
import { postgresAvailable, startTestPostgres, type TestPostgres } from "../support/test-postgres";
import { writeOnce, type WriteKind, type WriteOutcome } from "../support/write-requests";

// While the database is locked or unreachable, writes answer
// 503 with Retry-After (never a 500, never a crash), nothing acknowledged is
// lost, and once the database is back the same process serves writes again.
// The built server runs as its own process; the lock and the outage are real.
const LOCK_HELD_MS = 7000; // longer than the server's lock wait (LOCK_WAIT_MS)
const OUTAGE_MS = 3000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!builtServerAvailable)
  console.warn(`No production build at ${builtServerDir}: database fault tests SKIPPED (run \`npm run build\`).`);
if (!postgresAvailable) console.warn("PostgreSQL unavailable: the PostgreSQL outage test is SKIPPED.");

/** One of each write endpoint, in both languages, at once. */
function writeWave(url: string, run: string, from: number): Promise<WriteOutcome[]> {
  const kinds: WriteKind[] = ["contact", "contact", "quote", "chat"];
  return Promise.all(kinds.map((kind, k) => writeOnce(url, kind, from + k, { run, language: k % 2 ? "en" : "ja" })));
}

/** A refusal as the contract says: 503, Retry-After, the JSON error in the visitor's language. */
function expectUnavailable(outcomes: WriteOutcome[]) {
  for (const o of outcomes) {
    expect(o.status, `${o.kind} ${JSON.stringify(o.error)}`).toBe(503);
    expect(Number(o.retryAfter)).toBeGreaterThan(0);
    expect(o.error?.code).toBe("unavailable");
    expect(o.error?.field).toBe("request");
    expect([apiErrors.ja.unavailable, apiErrors.en.unavailable]).toContain(o.error?.message);
  }
}

/** Polls /healthz (liveness) and a prerendered page while a fault lasts; records the slowest answer. */
function watchLiveness(url: string) {
  const seen: { path: string; status: number; ms: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const path of ["/healthz", "/en/contact"]) {
        const started = Date.now();
        const status = await fetch(`${url}${path}`).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 0,
        );
        seen.push({ path, status, ms: Date.now() - started });
      }
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return {
        statuses: [...new Set(seen.map((s) => s.status))],
        slowestMs: Math.max(...seen.map((s) => s.ms)),
        count: seen.length,
      };
    },
  };
}

async function storedContactIds(settings: DbSettings): Promise<Set<string>> {
  const db = createDatabase(settings);
  try {
    return new Set((await db.selectFrom("contact_messages").select("id").execute()).map((r) => r.id));
  } finally {
    await db.destroy();
  }
}

function expectNoCrash(server: SpawnedServer) {
  expect(server.child.exitCode).toBeNull();
  expect(server.child.signalCode).toBeNull();
  const events = server.events();
  expect(events.filter((e) => e.event === "unhandled_error")).toEqual([]);
  expect(events.some((e) => e.event === "database_unavailable")).toBe(true);
}

describe("SQLite write lock held by another process (sqlite)", () => {
  let settings: DbSettings;
  let server: SpawnedServer | undefined;
  beforeAll(() => {
    settings = { DATA_DIR: mkdtempSync(join(tmpdir(), "faults-sqlite-")) };
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(settings.DATA_DIR, { recursive: true, force: true });
  });

  it.skipIf(!builtServerAvailable)(
    "answers writes 503 with Retry-After while the lock is held, keeps serving pages, and writes again once it is released",
    async () => {
      // Held longer than the server waits for a lock, so a 503 (not a slow 201) is the right answer.
      expect(LOCK_HELD_MS).toBeGreaterThan(LOCK_WAIT_MS + 2000);
      server = await spawnServer({
        env: { DATA_DIR: settings.DATA_DIR, RATE_LIMIT_WRITES_PER_MINUTE: "10000", LOG_LEVEL: "warn" },
      });
      const { url } = server;
      const all: WriteOutcome[] = [];
      const before = await writeWave(url, "sqlite-before", 0);
      all.push(...before);
      expect(before.map((o) => o.status)).toEqual([201, 201, 201, 200]);

      // Another process (a maintenance script, say) takes the write lock and keeps it. It waits for
      // the lock like any well-behaved script: the server may still be writing (the outbox marking
      // the wave's emails sent), and a locker with no busy timeout failed on CI when it collided.
      const locker = new BetterSqlite3(join(settings.DATA_DIR, "site.db"), { timeout: 10_000 });
      locker.exec("BEGIN EXCLUSIVE");
      const lockedAt = Date.now();
      const liveness = watchLiveness(url);
      try {
        const during = await writeWave(url, "sqlite-during", 100);
        all.push(...during);
        expectUnavailable(during);
        // Visitors hear "try again" after the server's bounded lock wait, not after the whole lock.
        // The property: a visitor is told "try again" while the lock is still held, instead of
        // waiting for its holder (timing margins on a shared CI machine are wide on purpose).
        for (const o of during) expect(o.ms, o.kind).toBeLessThan(LOCK_HELD_MS);
        // A visitor who retries with the same Idempotency-Key later must end up with one message.
        const keyed = await writeOnce(url, "contact", 200, {
          run: "sqlite-keyed",
          headers: { "idempotency-key": "faults-sqlite-retry-1" },
        });
        all.push(keyed);
        expectUnavailable([keyed]);
        await sleep(lockedAt + LOCK_HELD_MS - Date.now());
      } finally {
        locker.exec("COMMIT");
        locker.close();
      }
      const live = await liveness.stop();
      // The lock never stalled the event loop: liveness and pages answered throughout, none of them waiting for
      // the lock's holder (half the lock's length leaves a busy machine its slack).
      expect(live.statuses).toEqual([200]);
      expect(live.slowestMs).toBeLessThan(LOCK_HELD_MS / 2);

      // Released: the same process takes writes again, the retry included (once).
      const after = await writeWave(url, "sqlite-after", 300);
      all.push(...after);
      expect(after.map((o) => o.status)).toEqual([201, 201, 201, 200]);
      const retry = await writeOnce(url, "contact", 200, {
        run: "sqlite-keyed",
        headers: { "idempotency-key": "faults-sqlite-retry-1" },
      });
      const repeat = await writeOnce(url, "contact", 200, {
        run: "sqlite-keyed",
        headers: { "idempotency-key": "faults-sqlite-retry-1" },
      });
      all.push(retry);
      expect([retry.status, repeat.status]).toEqual([201, 201]);
      expect(repeat.id).toBe(retry.id);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      expectNoCrash(server);
      expect(await server.stop()).toEqual({ code: 0, signal: null });

      // Every acknowledged contact message is stored; a refused one never is.
      const stored = await storedContactIds(settings);
      const acknowledged = all.filter((o) => o.kind === "contact" && o.status === 201).map((o) => o.id!);
      expect([...stored].sort()).toEqual([...acknowledged].sort());
    },
    60_000,
  );
});

describe("SQLite writes queued behind a lock wait (sqlite)", () => {
  it("fails the writes that queued during a group's lock wait together with it, not one lock wait later", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "faults-queue-"));
    const db = createDatabase({ DATA_DIR: dataDir });
    try {
      await migrateToLatest(db);
      const locker = new BetterSqlite3(join(dataDir, "site.db"), { timeout: 0 });
      locker.exec("BEGIN EXCLUSIVE");
      const started = Date.now();
      const write = () =>
        writeTransaction(db, (trx) => trx.selectFrom("contact_messages").select("id").execute()).then(
          () => ({ ok: true, code: undefined as string | undefined, ms: Date.now() - started }),
          (error: { code?: string }) => ({ ok: false, code: error.code, ms: Date.now() - started }),
        );
      const first = write();
      await sleep(200); // the first group is waiting for the lock now
      const second = await write();
      locker.exec("COMMIT");
      locker.close();
      const firstOutcome = await first;
      expect([firstOutcome.ok, second.ok, second.code]).toEqual([false, false, "SQLITE_BUSY"]);
      expect(second.ms - firstOutcome.ms).toBeLessThan(LOCK_WAIT_MS / 2);
      // The lock gone, writes go through at once.
      expect((await write()).ok).toBe(true);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe.skipIf(!postgresAvailable)("PostgreSQL stopped and restarted (postgres)", () => {
  let settings: DbSettings;
  let pg: TestPostgres | null = null;
  let server: SpawnedServer | undefined;
  beforeAll(async () => {
    pg = await startTestPostgres();
    settings = { DATA_DIR: mkdtempSync(join(tmpdir(), "faults-postgres-")), DATABASE_URL: pg!.url };
  });
  afterAll(async () => {
    await server?.kill();
    await pg?.stop();
    rmSync(settings.DATA_DIR, { recursive: true, force: true });
  });

  it.skipIf(!builtServerAvailable)(
    "answers writes 503 with Retry-After while PostgreSQL is down and reconnects by itself when it is back",
    async () => {
      server = await spawnServer({
        env: {
          ...settings,
          RATE_LIMIT_WRITES_PER_MINUTE: "100000",
          RATE_LIMIT_CHAT_PER_MINUTE: "100000",
          OUTBOX_POLL_MS: "200",
          LOG_LEVEL: "warn",
        },
      });
      const { url } = server;
      const before = await writeWave(url, "pg-before", 0);
      expect(before.map((o) => o.status)).toEqual([201, 201, 201, 200]);

      // Visitors keep writing through the whole outage, four at a time.
      const load: WriteOutcome[] = [];
      let loading = true;
      let n = 1000;
      const lanes = Array.from({ length: 4 }, async () => {
        while (loading) {
          const outcome = await writeOnce(url, "contact", n++, { run: "pg-load" });
          load.push(outcome);
          if (outcome.status !== 201) await sleep(50);
        }
      });
      await sleep(300);

      await pg!.pause();
      const downAt = Date.now();
      const liveness = watchLiveness(url);
      await sleep(300);
      const during = await writeWave(url, "pg-during", 100);
      expectUnavailable(during);
      // Told to try again while PostgreSQL is still down, not kept waiting for it.
      for (const o of during) expect(o.ms, o.kind).toBeLessThan(OUTAGE_MS);
      const ready = await fetch(`${url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([503, { status: "unavailable" }]);
      await sleep(downAt + OUTAGE_MS - Date.now());

      await pg!.resume();
      const upAt = Date.now();
      let first: WriteOutcome | undefined;
      while (!first && Date.now() - upAt < 30_000) {
        const attempt = await writeOnce(url, "contact", 500, { run: "pg-after" });
        if (attempt.status === 201) first = attempt;
        else await sleep(100);
      }
      expect(first, "a write succeeds after PostgreSQL is back").toBeDefined();
      await sleep(300);
      loading = false;
      await Promise.all(lanes);
      const live = await liveness.stop();
      expect(live.statuses).toEqual([200]);

      const after = await writeWave(url, "pg-after", 600);
      expect(after.map((o) => o.status)).toEqual([201, 201, 201, 200]);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      // Through the outage every answer was a success or a 503, never a 500 or a dropped connection.
      const statuses = new Set(load.map((o) => o.status));
      expect([...statuses].filter((s) => s !== 201 && s !== 503)).toEqual([]);
      expect(load.filter((o) => o.status === 503).length).toBeGreaterThan(0);
      expectUnavailable(load.filter((o) => o.status === 503));
      expect(load.filter((o) => o.status === 201).length).toBeGreaterThan(0);

      expectNoCrash(server);
      expect(await server.stop()).toEqual({ code: 0, signal: null });

      // Every acknowledged contact message is stored (a 503 may still have committed: no harm, it was not promised).
      const stored = await storedContactIds(settings);
      const acknowledged = [...before, ...load, ...during, first!, ...after].filter(
        (o) => o.kind === "contact" && o.status === 201,
      );
      expect(acknowledged.filter((o) => !stored.has(o.id!))).toEqual([]);
    },
    90_000,
  );
});
