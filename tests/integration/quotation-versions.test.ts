import { completeQuote } from "../support/completed-quote";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server";
import { StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, testPostgresUrl, type TestServer } from "../support/test-server";

// Issued quotations are frozen (rendered once, stored with their hash) and revised from the office.
afterAll(() => stopTestPostgres());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sameOrigin = { origin: "http://localhost:3000" };

/** The PDF part of a received email, decoded from its base64 body; null when it has none. */
function pdfAttachmentOrNull(mail: ReceivedMail): Uint8Array | null {
  const part = mail.raw
    .split(/\r?\n--/)
    .find((p) => /Content-Type: application\/pdf/i.test(p) && /Content-Disposition: attachment/i.test(p));
  if (!part) return null;
  const [, ...body] = part.split(/\r?\n\r?\n/);
  return new Uint8Array(Buffer.from(body.join("").replace(/\s+/g, ""), "base64"));
}

function pdfAttachment(mail: ReceivedMail): Uint8Array {
  const pdf = pdfAttachmentOrNull(mail);
  if (!pdf) throw new Error("no PDF attached");
  return pdf;
}

const pdfText = async (bytes: Uint8Array) =>
  ((await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text as string).replace(
    /\s+/g,
    " ",
  );
const bytesOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};
/** An order request as the online copy's form sends it. */
const ORDER = { ordererName: "川崎 花子", purchaseOrder: null, confirm: true };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const completedQuote = (t: TestServer, smtp: TestSmtpServer, email: string, company?: string) =>
  completeQuote(t, smtp, { email, company });

describeEachDialect("issued quotations", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  let dataDir: string;
  let databaseUrl: string | undefined;
  const db = () => t.running.services.db;
  const start = (registration: string) =>
    startTestServer(dialect, {
      SMTP_URL: smtp.url,
      MAIL_TO: "inbox@tamagawa-digital.jp",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      INVOICE_REGISTRATION_NUMBER: registration,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(join(tmpdir(), `quotation-versions-${dialect}-`));
    databaseUrl = dialect === "postgres" ? await testPostgresUrl() : undefined;
    t = await start("T9111111111111");
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the same stored bytes on every download and in the email, and still after a settings change", async () => {
    const q = await completedQuote(t, smtp, `frozen-${dialect}@example.jp`, "株式会社川崎商事");
    // The estimate email only links the quotation (nothing typed reaches an unconfirmed address).
    expect(pdfAttachmentOrNull(q.mail)).toBeNull();
    const first = await fetch(`${t.url}${q.viewPath}/pdf`);
    const etag = first.headers.get("etag");
    const online = await bytesOf(first);
    const again = await bytesOf(await fetch(`${t.url}${q.viewPath}/pdf`));
    const editing = await bytesOf(await fetch(`${t.url}/api/quotes/${q.id}/pdf`, { headers: auth(q.token) }));
    expect(sha256(again)).toBe(sha256(online));
    expect(sha256(editing)).toBe(sha256(online));
    const stored = await db()
      .selectFrom("quotation_versions")
      .select(["version", "number", "pdf_sha256"])
      .where("quote_id", "=", q.id)
      .execute();
    expect(stored).toEqual([{ version: 1, number: q.reference, pdf_sha256: sha256(online) }]);
    expect(etag).toBe(`"${sha256(online)}"`);
    expect(await pdfText(online)).toContain("登録番号: T9111111111111");

    // The company registers a different number and restarts: the issued quotation does not change.
    await t.close().catch(() => undefined);
    t = await start("T9222222222222");
    const after = await bytesOf(await fetch(`${t.url}${q.viewPath}/pdf`));
    expect(sha256(after)).toBe(sha256(online));
    const page = await (await fetch(`${t.url}${q.viewPath}`)).text();
    expect(page).toContain("T9111111111111");
    expect(page).not.toContain("T9222222222222");
    // A quotation issued now carries the new setting.
    const fresh = await completedQuote(t, smtp, `fresh-${dialect}@example.jp`);
    expect(await pdfText(await bytesOf(await fetch(`${t.url}${fresh.viewPath}/pdf`)))).toContain(
      "登録番号: T9222222222222",
    );

    // The order confirmation attaches the same stored bytes.
    const ordered = await postJson(`${t.url}/api/quotes/${q.id}/accept`, ORDER, {
      ...sameOrigin,
      ...auth(q.viewPath.split("/").pop()!),
    });
    expect(ordered.status).toBe(200);
    const confirmation = await eventually(async () =>
      smtp.received.find((m) => m.envelope.to.includes(`frozen-${dialect}@example.jp`) && pdfAttachmentOrNull(m)),
    );
    expect(sha256(pdfAttachment(confirmation))).toBe(sha256(online));
  });

  it("issues a 改訂版 from the office that supersedes version 1, reaches the visitor, and is the one that can be accepted", async () => {
    const { id: staffId, email: staffEmail } = await newStaff(db(), "佐藤 花子");
    const staff = new StaffClient(t.url);
    expect((await staff.login(staffEmail)).status).toBe(303);
    const email = `revised-${dialect}@example.jp`;
    const q = await completedQuote(t, smtp, email, "株式会社川崎商事");
    const csrf = await staff.csrf();
    expect((await staff.post(`/staff/leads/${q.id}/assignee`, { csrf, assignee: staffId })).status).toBe(303);

    // The lead page lists version 1 with its PDF and offers the form, prefilled with its lines.
    const lead = await (await staff.get(`/staff/leads/${q.id}`)).text();
    expect(lead).toContain(`/staff/leads/${q.id}/quotation/1/pdf`);
    expect(lead).toContain('aria-label="1行目 項目" maxLength="120" name="line-0-label" value="ページ制作"');
    expect(lead).toContain('name="line-0-quantity" value="3"');

    // A discount larger than its line is refused with the reason, in the staff member's language.
    const bad = await staff.post(`/staff/leads/${q.id}/quotation/revise`, {
      csrf,
      "line-0-label": "ページ制作",
      "line-0-quantity": "1",
      "line-0-unitPrice": "10000",
      "line-0-discount": "20000",
    });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("値引きはその行の金額以下にしてください。");

    const revised = await staff.post(`/staff/leads/${q.id}/quotation/revise`, {
      csrf,
      // Pages 3 → 5, the extra revisions removed, a new line with a discount.
      "line-0-label": "ページ制作",
      "line-0-unit": "page",
      "line-0-quantity": "5",
      "line-0-unitPrice": "10000",
      "line-1-label": "追加修正（3回目以降）",
      "line-1-quantity": "1",
      "line-1-unitPrice": "5000",
      "line-1-remove": "on",
      "line-2-label": "ロゴ制作",
      "line-2-quantity": "1",
      "line-2-unitPrice": "30000",
      "line-2-discount": "5000",
      delivery: "ご発注後3週間",
      notes: "お電話でのご相談内容を反映しました。",
    });
    expect(revised.status).toBe(303);
    const number = `${q.reference}-2`;
    expect(revised.headers.get("location")).toBe(`/staff/leads/${q.id}?done=revision&number=${number}`);
    const flashed = await (await staff.get(revised.headers.get("location")!)).text();
    expect(flashed).toContain(`改訂版 ${number} を発行し`);

    // Version 1 is marked superseded; version 2 is stored with its amounts: 50,000 + 25,000 = 75,000, tax 7,500.
    const versions = await db()
      .selectFrom("quotation_versions")
      .select(["version", "number", "subtotal", "tax", "total", "superseded_at", "issued_by"])
      .where("quote_id", "=", q.id)
      .orderBy("version")
      .execute();
    expect(versions.map((v) => [v.version, v.number, Boolean(v.superseded_at)])).toEqual([
      [1, q.reference, true],
      [2, number, false],
    ]);
    expect(versions[1]).toMatchObject({ subtotal: 75_000, tax: 7_500, total: 82_500, issued_by: staffId });

    // The visitor gets the revision by email, with its own link and the stored PDF attached.
    const mail = await eventually(async () =>
      smtp.received.find((m) => m.envelope.to.includes(email) && m.parsed.header("subject")?.includes(number)),
    );
    const text = await pdfText(pdfAttachment(mail));
    expect(text).toContain("【改訂版】");
    expect(text).toContain(`見積番号: ${number}`);
    expect(text).toContain(`本書は見積番号 ${q.reference} に代わるものです。`);
    expect(text).toContain("担当者: 佐藤 花子");
    expect(text).toContain("納期 ご発注後3週間");
    expect(text).toContain("ページ制作 5ページ ￥10,000 ￥50,000");
    // The discount is a minus line of its own, not folded into the item's name.
    expect(text).toContain("ロゴ制作 1式 ￥30,000 ￥30,000 値引き（ロゴ制作） 1式 -￥5,000 -￥5,000");
    expect(text).not.toContain("追加修正");
    expect(text).toContain("合計（税込） ￥82,500");
    expect(text).toContain("お電話でのご相談内容を反映しました。");
    const link = /http:\/\/localhost:3000(\/quotation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43})/.exec(mail.parsed.text!)!;
    const v2Path = link[1]!;
    expect(v2Path).not.toBe(q.viewPath);
    expect(sha256(await bytesOf(await fetch(`${t.url}${v2Path}/pdf`)))).toBe(sha256(pdfAttachment(mail)));

    // Version 1's link shows it superseded and refuses acceptance, on the page and through the API.
    const old = await (await fetch(`${t.url}${q.viewPath}`)).text();
    expect(old).toContain(`この見積書は改訂されました。最新の見積書（${number}）`);
    expect(old).not.toContain('action="/quotation/');
    const refusedForm = await fetch(`${t.url}${q.viewPath}/accept`, {
      method: "POST",
      headers: { ...sameOrigin, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(refusedForm.status).toBe(409);
    const token = q.viewPath.split("/").pop()!;
    const refused = await postJson(`${t.url}/api/quotes/${q.id}/accept`, {}, { ...sameOrigin, ...auth(token) });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain("改訂されたため");

    // The office keeps both versions' PDFs.
    const v1 = await bytesOf(await staff.get(`/staff/leads/${q.id}/quotation/1/pdf`));
    const v2 = await bytesOf(await staff.get(`/staff/leads/${q.id}/quotation/2/pdf`));
    expect(await pdfText(v1)).toContain(`見積番号: ${q.reference}`);
    expect(sha256(v2)).toBe(sha256(pdfAttachment(mail)));
    expect((await fetch(`${t.url}/staff/leads/${q.id}/quotation/2/pdf`, { redirect: "manual" })).status).not.toBe(200);

    // The revision is the one that can be accepted; after that it cannot be revised again.
    const sentBefore = smtp.received.length;
    const accepted = await postJson(`${t.url}/api/quotes/${q.id}/accept`, ORDER, {
      ...sameOrigin,
      ...auth(v2Path.split("/").pop()!),
    });
    expect(accepted.status).toBe(200);

    // Every email about the order (company inbox, assignee, customer) quotes the version ordered: its number,
    // its total and its PDF, never version 1's.
    const first = await db()
      .selectFrom("quotation_versions")
      .select("total")
      .where("quote_id", "=", q.id)
      .where("version", "=", 1)
      .executeTakeFirstOrThrow();
    const yen = (n: number) => `￥${n.toLocaleString("en-US")}`;
    expect(first.total).not.toBe(82_500);
    const recipients = ["inbox@tamagawa-digital.jp", staffEmail, email];
    const orderMails = await eventually(async () => {
      const after = smtp.received.slice(sentBefore).filter((m) => m.parsed.header("subject")?.includes(number));
      return recipients.every((to) => after.some((m) => m.envelope.to.includes(to))) ? after : undefined;
    });
    for (const mail of orderMails) {
      const body = `${mail.parsed.text}`;
      expect(body).toContain(number);
      expect(body).toContain(yen(82_500));
      expect(body).not.toContain(yen(first.total));
      const attached = pdfAttachmentOrNull(mail);
      if (attached) expect(sha256(attached)).toBe(sha256(v2));
    }
    const confirmation = orderMails.find((m) => m.envelope.to.includes(email))!;
    expect(sha256(pdfAttachment(confirmation))).toBe(sha256(v2));
    const again = await staff.post(`/staff/leads/${q.id}/quotation/revise`, {
      csrf,
      "line-0-label": "ページ制作",
      "line-0-quantity": "1",
      "line-0-unitPrice": "10000",
    });
    expect(again.status).toBe(409);
  });
});

describe("quotation downloads per IP", () => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer("sqlite", {
      SMTP_URL: smtp.url,
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      RATE_LIMIT_DOWNLOADS_PER_MINUTE: "5",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("lets a person download a few times, then answers a loop with a translated 429 and Retry-After", async () => {
    const q = await completedQuote(t, smtp, "limited@example.jp");
    for (let n = 0; n < 5; n++) expect((await fetch(`${t.url}${q.viewPath}/pdf`)).status).toBe(200);
    const limited = await fetch(`${t.url}${q.viewPath}/pdf`, { headers: { "accept-language": "ja" } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("しばらくしてからお試しください");
    const api = await fetch(`${t.url}/api/quotes/${q.id}/pdf`, {
      headers: { ...auth(q.token), "accept-language": "en" },
    });
    expect(api.status).toBe(429);
  });
});
