import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { writeTransaction } from "../../server/db/database";
import { parseEnv } from "../../server/env";
import { createMailer } from "../../server/mail/mailer";
import type { Mailer } from "../../server/mail/mailer";
import { startOutboxWorker } from "../../server/mail/outbox-worker";
import { enqueueEmail } from "../../server/mail/outbox";
import { parseMail } from "../support/parse-mail";
import { eventually, fastWorker, statusCounts } from "../support/outbox-helpers";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

vi.stubEnv("LOG_LEVEL", "error");

describeEachDialect("outbox without SMTP_URL", (dialect) => {
  const t = useTestDatabase(dialect);
  let mailer: Mailer;

  beforeAll(() => {
    // The defaults a fresh install runs with: no SMTP_URL, MAIL_FROM and MAIL_TO from the env schema.
    const env = parseEnv({ DATA_DIR: t.settings.DATA_DIR });
    expect(env.SMTP_URL).toBeUndefined();
    mailer = createMailer(env);
  });
  afterAll(() => mailer?.close());

  it("writes each message as an .eml file in DATA_DIR/mail, named by its Message-ID", async () => {
    expect(mailer.transport).toBe("file");
    const env = parseEnv({ DATA_DIR: t.settings.DATA_DIR });
    const { messageId } = await writeTransaction(t.db, (trx) =>
      enqueueEmail(trx, {
        kind: "contact-auto-reply",
        to: { address: "taro@example.jp", name: "山田 太郎" },
        replyTo: { address: env.MAIL_TO },
        subject: "お問い合わせありがとうございます",
        text: "24時間以内にご連絡いたします。",
      }),
    );
    const worker = startOutboxWorker({ db: t.db, mailer, ...fastWorker });
    await eventually(async () => (await statusCounts(t.db)).sent === 1, 5000, "sent");
    await worker.stop();

    const dir = join(t.settings.DATA_DIR, "mail");
    const file = join(dir, `${messageId}.eml`);
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(dir)).toEqual([`${messageId}.eml`]); // no temp files left behind
    const mail = parseMail(readFileSync(file, "utf8"));
    expect(mail.header("from")).toBe("Tamagawa Digital Works <no-reply@tamagawa-digital.jp>");
    expect(mail.header("to")).toBe("山田 太郎 <taro@example.jp>");
    expect(mail.header("reply-to")).toBe("info@tamagawa-digital.jp");
    expect(mail.header("subject")).toBe("お問い合わせありがとうございます");
    expect(mail.header("message-id")).toBe(`<${messageId}@tamagawa-digital.jp>`);
    expect(mail.text).toBe("24時間以内にご連絡いたします。");
  });

  it("delivering the same row again overwrites its file instead of adding a second one", async () => {
    const row = await t.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
    await mailer.send({
      messageId: row.message_id,
      to: { address: row.to_address },
      subject: row.subject,
      text: row.text_body,
    });
    expect(readdirSync(join(t.settings.DATA_DIR, "mail"))).toEqual([`${row.message_id}.eml`]);
  });

  it("writes the same message with blocking writes, as on the mail thread", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "blocking-mailer-"));
    const blocking = createMailer(parseEnv({ DATA_DIR: dataDir }), { blockingWrites: true });
    try {
      await blocking.send({
        messageId: "blocking-1",
        to: { address: "hanako@example.jp", name: "佐藤 花子" },
        subject: "件名",
        text: "本文です。",
      });
      const dir = join(dataDir, "mail");
      expect(readdirSync(dir)).toEqual(["blocking-1.eml"]);
      const mail = parseMail(readFileSync(join(dir, "blocking-1.eml"), "utf8"));
      expect(mail.header("to")).toBe("佐藤 花子 <hanako@example.jp>");
      expect(mail.header("subject")).toBe("件名");
      expect(mail.text).toBe("本文です。");
    } finally {
      blocking.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
