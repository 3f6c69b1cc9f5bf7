import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase } from "../../server/db/database";
import type { DialectName } from "../../server/db/database";
import { submitContacts, type SubmitOutcome } from "../support/contact-burst";
import { builtServerAvailable, builtServerDir, spawnServer, type SpawnedServer } from "../support/spawn-server";
import { describeEachDialect } from "../support/test-databases";
import { stopTestPostgres, testPostgresUrl } from "../support/test-server";

// `kill -9` of the server during a burst of submissions loses
// no acknowledged message. The built server runs as its own process so the kill
// is real: no shutdown code, no flush, whatever was in flight is cut off.
const BURST = 400;
const KILL_AFTER_ACKS = 100;

if (!builtServerAvailable)
  console.warn(`No production build at ${builtServerDir}: contact crash tests SKIPPED (run \`npm run build\`).`);
afterAll(() => stopTestPostgres());

describeEachDialect("kill -9 during a burst of contact submissions", (dialect) => {
  let settings: { DATA_DIR: string; DATABASE_URL?: string };
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    settings = { DATA_DIR: mkdtempSync(join(tmpdir(), `crash-${dialect}-`)) };
    if (dialect === "postgres" && builtServerAvailable) settings.DATABASE_URL = await testPostgresUrl();
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(settings.DATA_DIR, { recursive: true, force: true });
  });

  const start = () => spawnServer({ env: { ...settings, RATE_LIMIT_WRITES_PER_MINUTE: "0", LOG_LEVEL: "warn" } });

  it.skipIf(!builtServerAvailable)(
    "keeps every acknowledged message and its two emails across kill -9 and restart",
    async () => {
      const victim = (server = await start());
      let acks = 0;
      const outcomes = await submitContacts([victim.url], BURST, {
        concurrency: 32,
        run: `crash-${dialect}`,
        onAnswer: (o) => {
          if (o.status === 201 && ++acks === KILL_AFTER_ACKS) void victim.kill();
        },
      });
      expect(await victim.exited).toEqual({ code: null, signal: "SIGKILL" });
      // The kill really landed mid-burst: some were answered, the rest were cut off. On a busy machine 32 at once can
      // also wait out the pool's connection timeout: a 503 with Retry-After tells that visitor nothing was kept.
      expect(outcomes.filter((o) => o.status !== 201 && o.status !== 0 && o.status !== 503)).toEqual([]);
      expect(outcomes.filter((o) => o.status === 0).length).toBeGreaterThan(0);
      const acknowledged = outcomes.filter((o) => o.status === 201);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(acknowledged.every((o) => o.id)).toBe(true);

      // Restarted on the same data, the server comes up (migrations, outbox) and takes new work.
      server = await start();
      const after = await submitContacts([server.url], 1, { run: `crash-${dialect}-after` });
      expect(after[0].status).toBe(201);
      expect(await server.stop()).toEqual({ code: 0, signal: null });

      await verifyStorage(dialect, settings, [...acknowledged, ...after]);
    },
    120_000,
  );
});

async function verifyStorage(
  dialect: DialectName,
  settings: { DATA_DIR: string; DATABASE_URL?: string },
  acknowledged: SubmitOutcome[],
) {
  const db = createDatabase(settings);
  try {
    const stored = new Set((await db.selectFrom("contact_messages").select("id").execute()).map((r) => r.id));
    const missing = acknowledged.filter((o) => !stored.has(o.id!));
    expect(missing, "acknowledged messages missing after the crash").toEqual([]);

    // Every stored message (acknowledged or committed just before the kill) has exactly
    // its notification and its auto-reply; no email exists without its message.
    const outbox = await db.selectFrom("email_outbox").select(["reference", "kind"]).execute();
    const kinds = new Map<string, string[]>();
    for (const row of outbox) kinds.set(row.reference!, [...(kinds.get(row.reference!) ?? []), row.kind].sort());
    expect([...kinds.keys()].filter((ref) => !stored.has(ref))).toEqual([]);
    for (const id of stored)
      expect(kinds.get(id), `emails of ${id}`).toEqual(["contact-auto-reply", "contact-notification"]);

    if (dialect === "sqlite") {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(check.rows).toEqual([{ integrity_check: "ok" }]);
    }
  } finally {
    await db.destroy();
  }
}
