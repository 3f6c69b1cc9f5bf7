import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server";
import { spawnServer, type SpawnedServer } from "../support/spawn-server";
import { staffSignedIn } from "../support/staff-e2e";
import { expect, test } from "./fixtures";

/**
 * A server of the journey's own with a real SMTP server, for journeys that read the emailed quotations and invoices:
 * started before the file's journeys, stopped after them. The company's invoice settings are filled in.
 */
export function documentServer(name: string) {
  let smtp: TestSmtpServer;
  let server: SpawnedServer;
  let dataDir: string;
  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(join(tmpdir(), `e2e-${name}-`));
    server = await spawnServer({
      env: {
        SMTP_URL: smtp.url,
        DATA_DIR: dataDir,
        MAIL_TO: "inbox@tamagawa-digital.jp",
        RATE_LIMIT_WRITES_PER_MINUTE: "0",
        INVOICE_REGISTRATION_NUMBER: "T9234567890123",
        BANK_TRANSFER_DETAILS: "川崎信用金庫 溝口支店 普通 1234567",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  const find = (email: string, subject: RegExp) =>
    smtp.received.find((m) => m.envelope.to.includes(email) && subject.test(m.parsed.header("subject")!));
  return {
    get url() {
      return server.url;
    },
    received: () => smtp.received,
    /** The first email to `email` whose subject matches, once it has arrived. */
    mailTo: (email: string, subject: RegExp) =>
      expect
        .poll(() => find(email, subject), { timeout: 30_000 })
        .toBeTruthy()
        .then(() => find(email, subject)!),
    /** A staff account made with the CLI (as the README says), signed in on `page`; resolves with its email. */
    signIn: (page: Page, staffName: string) => staffSignedIn(page, staffName, { baseUrl: server.url, dataDir }),
  };
}

/** A PDF's text, with runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return ((await extractText(await getDocumentProxy(bytes), { mergePages: true })).text as string).replace(/\s+/g, " ");
}

/** The text of the PDF attached to an email. */
export function attachedPdfText(mail: ReceivedMail): Promise<string> {
  const part = mail.raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!;
  const base64 = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("")
    .replace(/\s+/g, "");
  return pdfText(new Uint8Array(Buffer.from(base64, "base64")));
}
