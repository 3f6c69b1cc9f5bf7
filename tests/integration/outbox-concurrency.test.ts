import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { createMailer } from "../../server/mail/mailer";
import type { Mailer } from "../../server/mail/mailer";
import { claimDueEmails } from "../../server/mail/outbox-claim";
import { startOutboxWorker } from "../../server/mail/outbox-worker";
import { eventually, fastWorker, queueEmails, statusCounts, TEST_FROM } from "../support/outbox-helpers";
import { startSmtpServer } from "../support/smtp-server";
import type { TestSmtpServer } from "../support/smtp-server";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

vi.stubEnv("LOG_LEVEL", "error");

describeEachDialect("two outbox workers on one database", (dialect) => {
  const t = useTestDatabase(dialect);
  let smtp: TestSmtpServer;
  const mailers: Mailer[] = [];
  // PostgreSQL: a second pool, as a second server process would have. SQLite: one
  // handle per process (createDatabase), so both workers share it.
  const secondHandle = () => (dialect === "postgres" ? t.open() : t.db);

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    for (const m of mailers) m.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("email_outbox").execute();
    smtp.received.length = 0;
  });

  it("concurrent claims never hand the same row to two workers", async () => {
    await queueEmails(t.db, 100);
    const other = secondHandle();
    const opts = { batchSize: 7, leaseMs: 60_000, maxAttempts: 8 };
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimDueEmails(i % 2 ? other : t.db, opts)));
    const ids = claims.flatMap((c) => c.rows.map((r) => r.id));
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
  });

  it("100 emails delivered by two workers arrive exactly once each", async () => {
    const queued = await queueEmails(t.db, 100);
    const delivered = [0, 0];
    const workers = [t.db, secondHandle()].map((db, i) => {
      const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: TEST_FROM, DATA_DIR: t.settings.DATA_DIR });
      mailers.push(mailer);
      const counting: Mailer = { ...mailer, send: async (m) => (await mailer.send(m), void delivered[i]++) };
      return startOutboxWorker({ db, mailer: counting, ...fastWorker, batchSize: 5 });
    });
    await eventually(async () => (await statusCounts(t.db)).sent === 100, 15_000, "all 100 sent");
    // Stopped, each worker has finished its batch: every send is over, and the test server records a message
    // before it accepts it, so a duplicate would be in smtp.received now.
    await Promise.all(workers.map((w) => w.stop()));

    const ids = smtp.received.map((m) => m.parsed.header("message-id"));
    expect(ids).toHaveLength(100);
    expect(new Set(ids)).toEqual(new Set(queued.map((q) => `<${q.messageId}@tamagawa-digital.jp>`)));
    expect(delivered[0] + delivered[1]).toBe(100);
    expect(delivered.every((n) => n > 0)).toBe(true); // both really took part
    const attempts = await t.db.selectFrom("email_outbox").select("attempts").distinct().execute();
    expect(attempts).toEqual([{ attempts: 1 }]);
  });
});
