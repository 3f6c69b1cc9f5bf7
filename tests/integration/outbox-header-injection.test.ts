import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { writeTransaction } from "../../server/db/database";
import { escapeHtml, html } from "../../server/mail/html";
import { createMailer } from "../../server/mail/mailer";
import type { Mailer } from "../../server/mail/mailer";
import { startOutboxWorker } from "../../server/mail/outbox-worker";
import { enqueueEmail } from "../../server/mail/outbox";
import { eventually, fastWorker, statusCounts, TEST_FROM } from "../support/outbox-helpers";
import { startSmtpServer } from "../support/smtp-server";
import type { TestSmtpServer } from "../support/smtp-server";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

vi.stubEnv("LOG_LEVEL", "error");

const injected = ["bcc", "cc", "x-injected"];

describeEachDialect("email header injection", (dialect) => {
  const t = useTestDatabase(dialect);
  let smtp: TestSmtpServer;
  let mailer: Mailer;

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
  });

  async function deliverAll() {
    const worker = startOutboxWorker({ db: t.db, mailer, ...fastWorker, maxAttempts: 1 });
    await eventually(
      async () => {
        const counts = await statusCounts(t.db);
        return !counts.pending && !counts.sending;
      },
      5000,
      "outbox to settle",
    );
    await worker.stop();
  }

  it("an address carrying CR/LF is refused at enqueue and nothing is stored", async () => {
    for (const address of [
      "taro@example.jp\r\nBcc: victim@example.org",
      "taro@example.jp\nX-Injected: 1",
      "a@example.jp, b@example.org",
      "Evil <a@example.jp>",
    ]) {
      await expect(
        writeTransaction(t.db, (trx) =>
          enqueueEmail(trx, {
            kind: "t",
            to: { address: "info@tamagawa-digital.jp" },
            replyTo: { address },
            subject: "s",
            text: "x",
          }),
        ),
      ).rejects.toThrow(/not a plain email address/);
    }
    expect(await statusCounts(t.db)).toEqual({});
  });

  it("CR/LF in the subject and display names cannot add headers or recipients", async () => {
    await writeTransaction(t.db, (trx) =>
      enqueueEmail(trx, {
        kind: "t",
        to: { address: "info@tamagawa-digital.jp", name: "Inbox\r\nBcc: victim@example.org" },
        fromName: "Sender\r\nBcc: victim@example.org",
        replyTo: { address: "taro@example.jp" },
        subject: "Hello\r\nBcc: victim@example.org\r\nX-Injected: 1\r\n\r\n<b>body</b>",
        text: "plain",
      }),
    );
    await deliverAll();
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to).toEqual(["info@tamagawa-digital.jp"]);
    for (const name of injected) expect(mail.parsed.count(name)).toBe(0);
    expect(mail.parsed.count("subject")).toBe(1);
    expect(mail.parsed.header("subject")).not.toMatch(/[\r\n]/);
    expect(mail.parsed.count("from")).toBe(1);
    expect(mail.parsed.header("from")).toMatch(/<no-reply@/);
    expect(mail.parsed.text?.trim()).toBe("plain");
  });

  it("a display name with an encoded word or an address never reaches an address header, and Reply-To has none", async () => {
    const encoded = "Bob =?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=";
    const { id } = await writeTransaction(t.db, (trx) =>
      enqueueEmail(trx, {
        kind: "t",
        to: { address: "taro@example.jp", name: encoded },
        replyTo: { address: "reply@example.jp" },
        subject: "s",
        text: "x",
      }),
    );
    const row = await t.db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect([row.to_name, row.reply_to_name]).toEqual([null, null]);
    // As a row from an older version could hold them.
    await t.db
      .updateTable("email_outbox")
      .set({ to_name: "Bob <attacker@evil.example>", reply_to_name: encoded })
      .where("id", "=", id)
      .execute();
    await deliverAll();
    const [mail] = await smtp.waitFor(1);
    expect(mail.parsed.header("to")).toBe("taro@example.jp");
    expect(mail.parsed.header("reply-to")).toBe("reply@example.jp");
    const headers = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    expect(headers).not.toContain("PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4");
    expect(headers).not.toContain("attacker");
  });

  it("values tampered with in the stored row are still cleaned or refused when sending", async () => {
    const { id } = await writeTransaction(t.db, (trx) =>
      enqueueEmail(trx, { kind: "t", to: { address: "info@tamagawa-digital.jp" }, subject: "ok", text: "x" }),
    );
    const { id: badAddress } = await writeTransaction(t.db, (trx) =>
      enqueueEmail(trx, { kind: "t", to: { address: "info@tamagawa-digital.jp" }, subject: "ok", text: "x" }),
    );
    await t.db
      .updateTable("email_outbox")
      .set({
        subject: "a\r\nX-Injected: 1",
        to_name: "n\nBcc: v@example.org",
        reply_to_address: "r@example.jp",
        reply_to_name: "Taro\r\nX-Injected: yes\r\nCc: other@example.org",
      })
      .where("id", "=", id)
      .execute();
    await t.db
      .updateTable("email_outbox")
      .set({ reply_to_address: "r@example.jp\r\nBcc: v@example.org" })
      .where("id", "=", badAddress)
      .execute();
    await deliverAll();
    const received = await smtp.waitFor(1);
    expect(received).toHaveLength(1);
    for (const name of injected) expect(received[0].parsed.count(name)).toBe(0);
    expect(received[0].parsed.header("reply-to")).toBe("r@example.jp");
    const refused = await t.db
      .selectFrom("email_outbox")
      .select(["status", "last_error"])
      .where("id", "=", badAddress)
      .executeTakeFirstOrThrow();
    expect(refused.status).toBe("dead");
    expect(refused.last_error).toMatch(/not a plain email address/);
  });

  it("the html template tag escapes every interpolated value", () => {
    const evil = `<script>alert("x")</script><img src=x onerror='alert(1)'>&`;
    expect(String(html`<p>${evil}</p>`)).toBe(`<p>${escapeHtml(evil)}</p>`);
    expect(escapeHtml(evil)).not.toMatch(/[<>"']/);
    expect(String(html`<ul>${["<a>", "b"].map((x) => html`<li>${x}</li>`)}</ul>`)).toBe(
      "<ul><li>&lt;a&gt;</li><li>b</li></ul>",
    );
  });
});
