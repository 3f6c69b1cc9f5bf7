import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { isoIn } from "../../server/db/clock";
import { writeTransaction } from "../../server/db/database";
import { html } from "../../server/mail/html";
import { createMailer } from "../../server/mail/mailer";
import type { Mailer } from "../../server/mail/mailer";
import { outboxOverview, retryDeadEmails } from "../../server/mail/outbox-admin";
import { BATCH_GATHER_MS, startOutboxWorker } from "../../server/mail/outbox-worker";
import type { OutboxWorker, OutboxWorkerOptions } from "../../server/mail/outbox-worker";
import { enqueueEmail } from "../../server/mail/outbox";
import { eventually, fastWorker, queueEmails, statusCounts, TEST_FROM } from "../support/outbox-helpers";
import { startSmtpServer } from "../support/smtp-server";
import type { TestSmtpServer } from "../support/smtp-server";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

vi.stubEnv("LOG_LEVEL", "error"); // retries log a warning each; keep the output readable

describeEachDialect("outbox delivery over SMTP", (dialect) => {
  const t = useTestDatabase(dialect);
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let worker: OutboxWorker | undefined;
  const start = (options: Partial<OutboxWorkerOptions> = {}) =>
    (worker = startOutboxWorker({ db: t.db, mailer, ...fastWorker, ...options }));

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
    smtp.rejectWith(null);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it("delivers a queued email with From, To, Reply-To, a UTF-8 Japanese subject and a stable Message-ID", async () => {
    const { id, messageId } = await writeTransaction(t.db, (trx) =>
      enqueueEmail(trx, {
        kind: "contact-notification",
        to: { address: "info@tamagawa-digital.jp", name: "多摩川デジタルワークス" },
        replyTo: { address: "taro@example.jp" },
        subject: "【お問い合わせ】山田 太郎 様よりホームページ制作のご相談",
        text: "お問い合わせ内容：\n見積もりをお願いします。",
        html: html`<p>${"見積もり <お願い> します & よろしく"}</p>`,
        reference: "contact-1",
      }),
    );
    start().nudge();
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope).toEqual({ from: "no-reply@tamagawa-digital.jp", to: ["info@tamagawa-digital.jp"] });
    const h = mail.parsed;
    expect(h.header("from")).toBe("Tamagawa Digital Works <no-reply@tamagawa-digital.jp>");
    expect(h.header("to")).toBe("多摩川デジタルワークス <info@tamagawa-digital.jp>");
    expect(h.header("reply-to")).toBe("taro@example.jp");
    expect(h.header("subject")).toBe("【お問い合わせ】山田 太郎 様よりホームページ制作のご相談");
    expect(h.header("message-id")).toBe(`<${messageId}@tamagawa-digital.jp>`);
    // On the wire every header is 7-bit: the Japanese is RFC 2047 encoded.
    expect(mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"))).toMatch(/^\p{ASCII}*$/u);
    expect(h.rawHeaders.find((x) => x.name.toLowerCase() === "subject")?.value).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(h.text).toContain("見積もりをお願いします。");
    expect(h.html).toBe("<p>見積もり &lt;お願い&gt; します &amp; よろしく</p>");

    const row = await eventually(
      () =>
        t.db
          .selectFrom("email_outbox")
          .selectAll()
          .where("id", "=", id)
          .where("status", "=", "sent")
          .executeTakeFirst(),
      5000,
      "row marked sent",
    );
    expect(row).toMatchObject({ attempts: 1, last_error: null, locked_until: null, reference: "contact-1" });
    expect(row.sent_at).not.toBeNull();
  });

  it("keeps emails pending while SMTP is down and delivers each exactly once after it returns", async () => {
    await smtp.stop();
    const queued = await queueEmails(t.db, 20);
    start({ maxAttempts: 100 }).nudge();
    await eventually(
      async () => {
        const row = await t.db
          .selectFrom("email_outbox")
          .select(["attempts", "last_error"])
          .where("attempts", ">=", 2)
          .executeTakeFirst();
        return row?.last_error ? row : false;
      },
      5000,
      "failed attempts to be recorded",
    );
    expect(await statusCounts(t.db)).not.toHaveProperty("sent");
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await eventually(async () => (await statusCounts(t.db)).sent === 20, 8000, "all 20 sent");
    // Stopped, the worker has finished its batch: a duplicate would have been sent (and recorded) by now.
    await worker!.stop();
    const ids = smtp.received.map((m) => m.parsed.header("message-id"));
    expect(ids).toHaveLength(20);
    expect(new Set(ids)).toEqual(new Set(queued.map((q) => `<${q.messageId}@tamagawa-digital.jp>`)));
  });

  it("parks a message as dead after the maximum attempts, and retrying dead ones delivers it", async () => {
    smtp.rejectWith(550);
    await queueEmails(t.db, 2);
    start({ maxAttempts: 3 }).nudge();
    await eventually(async () => (await statusCounts(t.db)).dead === 2, 5000, "both dead");
    const overview = await outboxOverview(t.db);
    expect(overview.counts).toEqual({ pending: 0, sending: 0, sent: 0, dead: 2 });
    for (const row of overview.undelivered) {
      expect(row.attempts).toBe(3);
      expect(row.last_error).toMatch(/550|rejected/);
      // The CLI listing carries no addresses or content.
      expect(Object.keys(row).sort()).toEqual(["attempts", "created_at", "id", "kind", "last_error", "status"]);
    }

    smtp.rejectWith(null);
    expect(await retryDeadEmails(t.db)).toBe(2);
    worker!.nudge();
    await eventually(async () => (await statusCounts(t.db)).sent === 2, 5000, "both sent after retry");
    expect(smtp.received).toHaveLength(2);
  });

  it("delivers a 'sending' row whose lease expired, but not one whose lease is still held", async () => {
    const [stale, held] = await queueEmails(t.db, 2);
    const lease = (id: string, until: string) =>
      t.db
        .updateTable("email_outbox")
        .set({ status: "sending", attempts: 1, locked_until: until, locked_by: randomUUID() })
        .where("id", "=", id)
        .execute();
    await lease(stale.id, isoIn(-1000));
    await lease(held.id, isoIn(60_000));
    const w = start();
    w.nudge();
    await smtp.waitFor(1);
    // One more claim of everything due, then the worker stopped with its batches finished: a held row taken by
    // either would have been sent by now.
    await w.drain();
    await w.stop();
    expect(smtp.received.map((m) => m.parsed.header("message-id"))).toEqual([
      `<${stale.messageId}@tamagawa-digital.jp>`,
    ]);
    const held_ = await t.db
      .selectFrom("email_outbox")
      .select("status")
      .where("id", "=", held.id)
      .executeTakeFirstOrThrow();
    expect(held_.status).toBe("sending");
  });

  it("under a stream of nudges, claims the emails of several requests together, and never waits for the stream to end", async () => {
    // Which claim each email went out under: rows claimed together share the claim's token.
    const tokens: string[] = [];
    const recording: Mailer = {
      transport: "file",
      close() {},
      async send(message) {
        const row = await t.db
          .selectFrom("email_outbox")
          .select("locked_by")
          .where("message_id", "=", message.messageId)
          .executeTakeFirstOrThrow();
        tokens.push(row.locked_by!);
      },
    };
    const w = (worker = startOutboxWorker({ db: t.db, mailer: recording, ...fastWorker, pollMs: 60_000 }));
    // As under load: a request commits its email and nudges the worker every few milliseconds.
    let sentDuringStream = 0;
    const started = Date.now();
    for (let i = 0; i < 40; i++) {
      await queueEmails(t.db, 1, { subject: `Stream ${i}` });
      w.nudge();
      await new Promise((r) => setTimeout(r, 3));
      if (i === 39) sentDuringStream = tokens.length;
    }
    await eventually(async () => (await statusCounts(t.db)).sent === 40, 5000, "all 40 sent");
    const elapsed = Date.now() - started;
    expect(sentDuringStream).toBeGreaterThan(0);
    // One claim per nudge would be 40; gathering makes it at most one per BATCH_GATHER_MS of the stream, whose
    // length this machine decides (about 6 when quiet).
    expect(new Set(tokens).size).toBeLessThanOrEqual(Math.min(40, Math.ceil(elapsed / BATCH_GATHER_MS) + 1));
  });

  it("stop() lets the batch in progress finish, then delivers nothing more", async () => {
    await queueEmails(t.db, 5);
    const w = start();
    w.nudge();
    await smtp.waitFor(1);
    await w.stop();
    const afterStop = await statusCounts(t.db);
    expect(afterStop.sending ?? 0).toBe(0); // nothing left half-claimed
    const seen = smtp.received.length;
    await queueEmails(t.db, 1);
    w.nudge();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBe(seen);
  });
});
