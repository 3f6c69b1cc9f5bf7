import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { writeTransaction } from "../../server/db/database";
import { createMailer, type Mailer } from "../../server/mail/mailer";
import { outboxBacklog } from "../../server/mail/outbox-admin";
import { startOutboxWorker, type OutboxWorker } from "../../server/mail/outbox-worker";
import { enqueueEmail } from "../../server/mail/outbox";
import { eventually, fastWorker, queueEmails, statusCounts, TEST_FROM } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";
import { startTestServer, stopTestPostgres } from "../support/test-server";

afterAll(() => stopTestPostgres());

const HOUR = 3_600_000;
const INBOX = "inbox@tamagawa-digital.jp";

// The worker runs with its default schedule (attempts, backoff, cap) on a simulated
// clock: each step moves the clock to the next email that is due and lets the worker
// deliver everything due, against a real SMTP server that refuses with 451 meanwhile.
describeEachDialect("outbox through a long SMTP outage (simulated clock)", (dialect) => {
  const t = useTestDatabase(dialect);
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let worker: OutboxWorker | undefined;
  let now = 0;
  let stderr: { mock: { calls: unknown[][] } };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: TEST_FROM, DATA_DIR: t.settings.DATA_DIR });
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("email_outbox").execute();
    smtp.received.length = 0;
    smtp.rejectWith(451);
    now = Date.parse("2026-03-02T09:00:00.000Z");
    vi.stubEnv("LOG_LEVEL", "warn");
    stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    // Polls and background counts never fire on their own: the test drives every step.
    worker = startOutboxWorker({ db: t.db, mailer, now: () => now, pollMs: 24 * HOUR, backlogEveryMs: 24 * HOUR });
    await new Promise((r) => setTimeout(r, 100)); // its first (empty) look at the outbox is over
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  /** Three messages' worth of emails: the company notification and the visitor's copy of each. */
  async function queueMessages(count = 3) {
    for (let i = 0; i < count; i++) {
      await writeTransaction(t.db, async (trx) => {
        await enqueueEmail(
          trx,
          {
            kind: "contact-notification",
            to: { address: INBOX, name: "" },
            subject: `Lead ${i}`,
            text: `Lead ${i}`,
            reference: `m${i}`,
          },
          now,
        );
        await enqueueEmail(
          trx,
          {
            kind: "contact-auto-reply",
            to: { address: `visitor${i}@example.jp`, name: "" },
            subject: `Thanks ${i}`,
            text: `Thanks ${i}`,
            reference: `m${i}`,
          },
          now,
        );
      });
      now += 1000;
    }
  }

  /** Moves the clock to the next due email (if it is due before `until`) and runs the worker; false if none is. */
  async function step(until: number): Promise<boolean> {
    const next = await t.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.min("next_attempt_at").as("at"))
      // What the worker would claim: pending emails and the company's dead notifications.
      .where((eb) =>
        eb.or([
          eb("status", "=", "pending"),
          eb.and([eb("status", "=", "dead"), eb("kind", "like", "%-notification")]),
        ]),
      )
      .executeTakeFirst();
    const due = next?.at ? Date.parse(String(next.at)) : Infinity;
    if (due > until) return false;
    now = Math.max(now, due);
    if ((await worker!.drain()) === 0)
      throw new Error(`an email due at ${new Date(due).toISOString()} was not claimed`);
    return true;
  }

  async function runUntil(until: number) {
    while (await step(until));
    now = Math.max(now, until);
  }

  const warnings = (event: string) =>
    stderr.mock.calls.map(([line]) => String(line)).filter((line: string) => line.includes(`"event":"${event}"`));

  it("keeps every email through two hours of 451 and delivers each exactly once when the server accepts again", async () => {
    const start = now;
    await queueMessages();
    await runUntil(start + 2 * HOUR);
    expect(await statusCounts(t.db)).toEqual({ pending: 6 });
    expect(smtp.received).toHaveLength(0);
    const attempts = await t.db.selectFrom("email_outbox").select("attempts").execute();
    expect(Math.min(...attempts.map((r) => r.attempts))).toBeGreaterThanOrEqual(7);
    expect(warnings("outbox_email_dead")).toEqual([]);

    smtp.rejectWith(null);
    await runUntil(start + 4 * HOUR);
    expect(await statusCounts(t.db)).toEqual({ sent: 6 });
    expect(smtp.received).toHaveLength(6);
    const messageIds = smtp.received.map((m) => m.parsed.header("message-id"));
    expect(new Set(messageIds).size).toBe(6);
    expect(smtp.received.filter((m) => m.envelope.to.includes(INBOX))).toHaveLength(3);
    // Nothing was sent during the outage, and the server was back within the hour cap.
    const sent = await t.db.selectFrom("email_outbox").select("sent_at").execute();
    for (const { sent_at } of sent) expect(Date.parse(sent_at!)).toBeGreaterThan(start + 2 * HOUR);
    expect(Math.max(...sent.map((r) => Date.parse(r.sent_at!)))).toBeLessThanOrEqual(start + 3 * HOUR);
  });

  it("gives up on a visitor's email only after more than a day, with one warning naming no address, and keeps trying the company's", async () => {
    const start = now;
    await queueMessages(1);
    await runUntil(start + 24 * HOUR);
    expect(await statusCounts(t.db)).toEqual({ pending: 2 });

    await runUntil(start + 40 * HOUR);
    expect(await statusCounts(t.db)).toEqual({ dead: 2 });
    const dead = warnings("outbox_email_dead");
    expect(dead).toHaveLength(2);
    expect(dead.join("")).not.toContain("@");
    expect(dead.map((line: string) => JSON.parse(line).kind).sort()).toEqual([
      "contact-auto-reply",
      "contact-notification",
    ]);
    expect(await outboxBacklog(t.db)).toEqual({ pending: 0, dead: 2 });

    // The notification is tried again every 6 hours (still refused: no second warning), and arrives once accepted.
    const retriedAt = now + 6 * HOUR;
    await runUntil(retriedAt);
    const notification = await t.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "contact-notification")
      .executeTakeFirstOrThrow();
    expect(notification.status).toBe("dead");
    expect(Date.parse(notification.next_attempt_at)).toBeGreaterThan(retriedAt);
    expect(warnings("outbox_email_dead")).toHaveLength(2);

    smtp.rejectWith(null);
    await runUntil(now + 6 * HOUR);
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([[INBOX]]);
    expect(await statusCounts(t.db)).toEqual({ sent: 1, dead: 1 });
    // The visitor's copy stays given up: only `npm run outbox -- --retry-dead` sends it.
    await runUntil(now + 24 * HOUR);
    expect(smtp.received).toHaveLength(1);
  });
});

describe("/healthz?details", () => {
  it("adds the pending and dead counts the worker last read; plain /healthz stays as it was", async () => {
    const t = await startTestServer("sqlite", {}, { ...fastWorker, backlogEveryMs: 20 });
    try {
      const db = t.running.services.db;
      // Not due for an hour, so the worker leaves both alone; then one is given up on.
      const [, given] = await queueEmails(db, 2, {}, Date.now() + HOUR);
      await db.updateTable("email_outbox").set({ status: "dead", attempts: 40 }).where("id", "=", given.id).execute();

      const plain = await fetch(`${t.url}/healthz`);
      expect(plain.status).toBe(200);
      expect(await plain.json()).toEqual({ status: "ok" });
      const details = await eventually(
        async () => {
          const body = (await (await fetch(`${t.url}/healthz?details`)).json()) as {
            outbox?: { pending: number; dead: number };
          };
          return body.outbox?.dead === 1 && body;
        },
        5000,
        "the dead email counted",
      );
      expect(details).toEqual({
        status: "ok",
        outbox: { pending: 1, dead: 1, checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      });
    } finally {
      await t.close();
    }
  });
});
