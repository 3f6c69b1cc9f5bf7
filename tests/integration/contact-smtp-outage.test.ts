import { afterAll, beforeAll, expect, it } from "vitest";
import { submitContacts } from "../support/contact-burst";
import { eventually, statusCounts } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { describeEachDialect } from "../support/test-databases";
import { startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

// With the SMTP server down, 200 submissions are all answered
// 201, and all 400 emails arrive exactly once after it comes back.
const SUBMISSIONS = 200;
const INBOX = "inbox@tamagawa-digital.jp";
afterAll(() => stopTestPostgres());

describeEachDialect("contact form during an SMTP outage", (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    await smtp.stop(); // the mail server is down before the first visitor arrives
    // Backoff of about a second: the catch-up takes seconds, yet 400 rows retrying
    // do not flood the database with failure records (each one a synced commit on
    // SQLite) while the visitors' submissions arrive. Attempts high enough that no
    // row is parked as dead while the test holds the server down.
    t = await startTestServer(
      dialect,
      { SMTP_URL: smtp.url, RATE_LIMIT_WRITES_PER_MINUTE: "0", MAIL_TO: INBOX },
      { pollMs: 50, backoffBaseMs: 500, backoffCapMs: 1500, maxAttempts: 1000, batchSize: 25, concurrency: 3 },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("acknowledges all 200 submissions while SMTP is down, then delivers all 400 emails exactly once", async () => {
    const outcomes = await submitContacts([t.url], SUBMISSIONS, { concurrency: 20, run: `outage-${dialect}` });
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
    const ids = new Set(outcomes.map((o) => o.id));
    expect(ids.size).toBe(SUBMISSIONS);

    const db = t.running.services.db;
    // The worker really tried (and failed) while the server was down: nothing sent, nothing parked.
    await eventually(
      async () => {
        const rows = await db.selectFrom("email_outbox").select(["attempts"]).execute();
        return rows.length === 2 * SUBMISSIONS && rows.every((r) => r.attempts >= 1);
      },
      60_000,
      "every email tried at least once during the outage",
    );
    expect(await statusCounts(db)).not.toHaveProperty("sent");
    expect(await statusCounts(db)).not.toHaveProperty("dead");
    const failing = await db
      .selectFrom("email_outbox")
      .select("last_error")
      .where("last_error", "is not", null)
      .execute();
    expect(failing.length).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await eventually(
      async () => (await statusCounts(db)).sent === 2 * SUBMISSIONS,
      60_000,
      "all 400 emails marked sent",
    );
    // Stopped, the worker has finished its batch: a duplicate, if there were one, would have arrived by now.
    await t.running.worker.stop();

    const counts = await statusCounts(db);
    expect(counts).toEqual({ sent: 2 * SUBMISSIONS });
    expect(smtp.received).toHaveLength(2 * SUBMISSIONS);
    const messageIds = smtp.received.map((m) => m.parsed.header("message-id"));
    expect(new Set(messageIds).size).toBe(2 * SUBMISSIONS);
    const stored = await db.selectFrom("email_outbox").select(["message_id", "reference"]).execute();
    expect(new Set(messageIds)).toEqual(new Set(stored.map((r) => `<${r.message_id}@tamagawa-digital.jp>`)));
    // Each acknowledged message produced its notification and its auto-reply, no more.
    expect(new Set(stored.map((r) => r.reference))).toEqual(ids);
    expect(smtp.received.filter((m) => m.envelope.to.includes(INBOX))).toHaveLength(SUBMISSIONS);
    const visitors = smtp.received.flatMap((m) => m.envelope.to).filter((to) => to !== INBOX);
    expect(new Set(visitors).size).toBe(SUBMISSIONS);
    expect(visitors).toHaveLength(SUBMISSIONS);
  }, 120_000);
});
