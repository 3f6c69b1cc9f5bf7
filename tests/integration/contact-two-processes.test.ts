import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../server/db/database";
import { submitContacts } from "../support/contact-burst";
import { eventually, statusCounts } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { builtServerAvailable, builtServerDir, spawnServer, type SpawnedServer } from "../support/spawn-server";
import { postgresAvailable } from "../support/test-postgres";
import { stopTestPostgres, testPostgresUrl } from "../support/test-server";

// Two server processes on one
// PostgreSQL database share one outbox, and every email leaves exactly once.
const SUBMISSIONS = 150;
const INBOX = "inbox@tamagawa-digital.jp";

const skip = !postgresAvailable || !builtServerAvailable;
if (!postgresAvailable)
  console.warn(
    'PostgreSQL unavailable (no /usr/lib/postgresql/*/bin, or TEST_SKIP_POSTGRES=1): "two server processes on one PostgreSQL" SKIPPED.',
  );
if (!builtServerAvailable)
  console.warn(
    `No production build at ${builtServerDir}: "two server processes on one PostgreSQL" SKIPPED (run \`npm run build\`).`,
  );

describe.skipIf(skip)("two server processes on one PostgreSQL", () => {
  let smtp: TestSmtpServer;
  let servers: SpawnedServer[] = [];
  let db: Db;
  let dataDir = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "two-processes-"));
    smtp = await startSmtpServer();
    const DATABASE_URL = await testPostgresUrl();
    db = createDatabase({ DATA_DIR: dataDir, DATABASE_URL });
    const env = {
      DATABASE_URL,
      SMTP_URL: smtp.url,
      MAIL_TO: INBOX,
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      // Both workers poll often, so they really compete for the same rows.
      OUTBOX_POLL_MS: "50",
      // FORM_SECRET: the test default, the same for both processes, as docs/deployment prescribes for several instances.
    };
    // Started together: both run the migrations at once against the empty database.
    servers = await Promise.all([spawnServer({ env }), spawnServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await db?.destroy();
    await smtp?.stop();
    await stopTestPostgres();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers every email exactly once when submissions are spread over both processes", async () => {
    const outcomes = await submitContacts(
      servers.map((s) => s.url),
      SUBMISSIONS,
      { concurrency: 20, run: "two-processes" },
    );
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);

    await eventually(async () => (await statusCounts(db)).sent === 2 * SUBMISSIONS, 60_000, "all emails marked sent");
    // Both processes shut down gracefully (each worker finishes its batch) and their output read to the end: a
    // duplicate, if there were one, has arrived, and every delivery is in the logs below.
    for (const s of servers) expect(await s.stop()).toEqual({ code: 0, signal: null });
    expect(await statusCounts(db)).toEqual({ sent: 2 * SUBMISSIONS });

    const messageIds = smtp.received.map((m) => m.parsed.header("message-id"));
    expect(messageIds).toHaveLength(2 * SUBMISSIONS);
    expect(new Set(messageIds).size).toBe(2 * SUBMISSIONS);
    const stored = await db.selectFrom("email_outbox").select(["message_id", "attempts"]).execute();
    expect(new Set(messageIds)).toEqual(new Set(stored.map((r) => `<${r.message_id}@tamagawa-digital.jp>`)));
    expect(new Set(stored.map((r) => r.attempts))).toEqual(new Set([1]));

    // Each process logs the rows it delivered: both took part, and no row appears in both logs.
    const sentBy = servers.map((s) =>
      s
        .events()
        .filter((e) => e.event === "outbox_sent")
        .map((e) => e.id as string),
    );
    expect(sentBy.every((ids) => ids.length > 0)).toBe(true);
    expect(sentBy[0].length + sentBy[1].length).toBe(2 * SUBMISSIONS);
    expect(new Set([...sentBy[0], ...sentBy[1]]).size).toBe(2 * SUBMISSIONS);

    for (const s of servers)
      expect(s.events().filter((e) => e.event === "unhandled_error" || e.level === "error")).toEqual([]);
  }, 120_000);
});
