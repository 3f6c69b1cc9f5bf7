import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVING_AUTOCHECKPOINT_PAGES } from "../../server/db/wal-checkpointer";
import { submitContacts } from "../support/contact-burst";
import { builtServerAvailable, builtServerDir, spawnServer, type SpawnedServer } from "../support/spawn-server";

// The production server copies SQLite's WAL into the database file on
// a worker thread (server/db/wal-checkpointer.ts) instead of stalling its event
// loop for it. Observable from outside: the database file takes in committed pages while
// the WAL stays far below the serving connection's own backstop checkpoint.
const CONTACTS = 20;
// A burst of 20 contacts (each with its emails and its search-index rows, about 200 KB of WAL) may all commit
// before the thread's first pass; a quarter of the backstop still leaves the request thread's checkpoint unused.
const WAL_PAGES_BOUND = SERVING_AUTOCHECKPOINT_PAGES / 4;

if (!builtServerAvailable)
  console.warn(`No production build at ${builtServerDir}: WAL checkpointer tests SKIPPED (run \`npm run build\`).`);

describe.skipIf(!builtServerAvailable)("WAL checkpoints on a thread (built server, SQLite)", () => {
  let dataDir: string;
  let server: SpawnedServer;
  const file = (name: string) => join(dataDir, name);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "wal-checkpointer-"));
    server = await spawnServer({ env: { DATA_DIR: dataDir, RATE_LIMIT_WRITES_PER_MINUTE: "0" } });
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies committed writes into the database file in the background, and stops with the server", async () => {
    const before = statSync(file("site.db")).size;
    const outcomes = await submitContacts([server.url], CONTACTS, { run: "checkpointer" });
    expect(outcomes.map((o) => o.status)).toEqual(Array(CONTACTS).fill(201));
    const walPages = statSync(file("site.db-wal")).size / 4096;
    expect(walPages).toBeLessThan(WAL_PAGES_BOUND);

    // Each message with its two emails takes several pages; the thread passes every 250 ms.
    const deadline = Date.now() + 30_000;
    while (statSync(file("site.db")).size < before + CONTACTS * 4096 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(statSync(file("site.db")).size).toBeGreaterThanOrEqual(before + CONTACTS * 4096);

    // What was copied is the committed data itself (read from the file by another connection).
    const reader = new Database(file("site.db"), { readonly: true });
    try {
      expect(reader.prepare("select count(*) as n from contact_messages").get()).toEqual({ n: CONTACTS });
    } finally {
      reader.close();
    }

    // The thread neither holds up a graceful shutdown nor complains on the way out.
    const started = Date.now();
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.events().filter((e) => e.event.startsWith("wal_checkpoint"))).toEqual([]);
  });
});
