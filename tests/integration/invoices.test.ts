import { completeQuote } from "../support/completed-quote";
import { createHash } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_PAYMENT_TERMS } from "../../domain/invoices/payment-terms";
import { InvoiceRefused, issueInvoice } from "../../server/quotes/invoices";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server";
import { StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, testPostgresUrl, type TestServer } from "../support/test-server";

// A 請求書 issued from an accepted quotation: qualified-invoice contents, frozen bytes, emailed, marked paid.
afterAll(() => stopTestPostgres());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sameOrigin = { origin: "http://localhost:3000" };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const yen = (n: number) => `￥${n.toLocaleString("en-US")}`;
const BANK = "川崎信用金庫 溝口支店 普通 1234567 カ）タマガワデジタルワークス";

function pdfAttachment(mail: ReceivedMail): Uint8Array | null {
  const part = mail.raw
    .split(/\r?\n--/)
    .find((p) => /Content-Type: application\/pdf/i.test(p) && /Content-Disposition: attachment/i.test(p));
  if (!part) return null;
  const [, ...body] = part.split(/\r?\n\r?\n/);
  return new Uint8Array(Buffer.from(body.join("").replace(/\s+/g, ""), "base64"));
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

const completedQuote = (t: TestServer, smtp: TestSmtpServer, email: string) =>
  completeQuote(t, smtp, { email, company: "株式会社川崎商事" });

describeEachDialect("invoices", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const databaseUrl = dialect === "postgres" ? await testPostgresUrl() : undefined;
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      MAIL_TO: "inbox@tamagawa-digital.jp",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      INVOICE_REGISTRATION_NUMBER: "T9234567890123",
      BANK_TRANSFER_DETAILS: BANK,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("issues a qualified invoice once after acceptance, emails the frozen PDF, and records the payment", async () => {
    const db = t.running.services.db;
    const { id: staffId, email: staffEmail } = await newStaff(db, "佐藤 花子");
    const staff = new StaffClient(t.url);
    expect((await staff.login(staffEmail)).status).toBe(303);
    const csrf = await staff.csrf();
    const email = `invoice-${dialect}@example.jp`;
    const q = await completedQuote(t, smtp, email);

    // Before acceptance: refused, with the reason in the staff member's language; nothing stored.
    const early = await staff.post(`/staff/leads/${q.id}/invoice`, { csrf });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("お申し込みのない見積もりには請求書を発行できません。");
    // Without the CSRF token nothing happens either.
    expect((await staff.post(`/staff/leads/${q.id}/invoice`, {})).status).toBe(403);
    expect(await db.selectFrom("invoices").select("id").where("quote_id", "=", q.id).execute()).toEqual([]);

    const ordered = await postJson(
      `${t.url}/api/quotes/${q.id}/accept`,
      { ordererName: "川崎 花子", purchaseOrder: null, confirm: true },
      { ...sameOrigin, ...auth(q.viewToken) },
    );
    expect(ordered.status).toBe(200);
    const { accepted_at: acceptedAt } = await db
      .selectFrom("quotes")
      .select("accepted_at")
      .where("id", "=", q.id)
      .executeTakeFirstOrThrow();
    const version = await db
      .selectFrom("quotation_versions")
      .select(["subtotal", "tax", "total"])
      .where("quote_id", "=", q.id)
      .where("version", "=", 1)
      .executeTakeFirstOrThrow();
    expect(version.tax).toBe(Math.floor(version.subtotal / 10));

    // The lead page offers the invoice form once the quote is accepted.
    expect(await (await staff.get(`/staff/leads/${q.id}`)).text()).toContain(`action="/staff/leads/${q.id}/invoice"`);
    const issued = await staff.post(`/staff/leads/${q.id}/invoice`, { csrf });
    expect(issued.status).toBe(303);
    const location = issued.headers.get("location")!;
    const number = /number=(INV-\d{4}-\d{4})$/.exec(location)?.[1];
    expect(number).toBeDefined();
    const flashed = await (await staff.get(location)).text();
    expect(flashed).toContain(`請求書 ${number} を発行し`);
    expect(flashed).toContain(`/staff/leads/${q.id}/invoices/${number}.pdf`);
    expect(flashed).toContain("未入金");

    const stored = await db.selectFrom("invoices").selectAll().where("quote_id", "=", q.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ number, version: 1, total: version.total, issued_by: staffId, paid_at: null });
    // Due by the default payment terms, the quotation's own: the end of the month after the issue month (翌月末),
    // to the end of that Japan-time day.
    const due = new Date(Date.parse(stored.due_date) + 9 * 3_600_000);
    const issuedDay = new Date(Date.parse(stored.issued_at) + 9 * 3_600_000);
    const monthEnd = new Date(Date.UTC(issuedDay.getUTCFullYear(), issuedDay.getUTCMonth() + 2, 0));
    expect([due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate()]).toEqual([
      monthEnd.getUTCFullYear(),
      monthEnd.getUTCMonth(),
      monthEnd.getUTCDate(),
    ]);
    expect(due.getUTCHours()).toBe(23);
    const dueText = `${due.getUTCFullYear()}年${due.getUTCMonth() + 1}月${due.getUTCDate()}日`;
    // No 取引年月日 entered: today, the issue day.
    const issuedText = `${issuedDay.getUTCFullYear()}年${issuedDay.getUTCMonth() + 1}月${issuedDay.getUTCDate()}日`;
    expect(acceptedAt).toBeTruthy();

    // The visitor's email carries the invoice's PDF; the office serves the same bytes every time.
    const mail = await eventually(async () =>
      smtp.received.find((m) => m.envelope.to.includes(email) && m.parsed.header("subject")?.includes(number!)),
    );
    expect(mail.parsed.text).toContain(BANK);
    const attached = pdfAttachment(mail)!;
    expect(attached).not.toBeNull();
    const first = await staff.get(`/staff/leads/${q.id}/invoice.pdf`);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    // Its ASCII fallback name says what it is, for a mail client or a download folder without UTF-8 names.
    expect(first.headers.get("content-disposition")).toMatch(/filename="invoice_INV-\d{4}-\d{4}\.pdf"/);
    expect(first.headers.get("etag")).toBe(`"${sha256(attached)}"`);
    const one = await bytesOf(first);
    const two = await bytesOf(await staff.get(`/staff/leads/${q.id}/invoice.pdf`));
    expect(sha256(one)).toBe(sha256(attached));
    expect(sha256(two)).toBe(sha256(attached));
    const { pdf_sha256: storedHash } = await db
      .selectFrom("invoices")
      .select("pdf_sha256")
      .where("quote_id", "=", q.id)
      .executeTakeFirstOrThrow();
    expect(storedHash).toBe(sha256(attached));
    // Only staff can download it.
    expect((await fetch(`${t.url}/staff/leads/${q.id}/invoice.pdf`, { redirect: "manual" })).status).not.toBe(200);

    // What a qualified invoice must show.
    const text = await pdfText(one);
    expect(text).toContain("請求書");
    expect(text).toContain(`請求番号: ${number}`);
    expect(text).toContain("登録番号: T9234567890123");
    expect(text).toContain("株式会社川崎商事");
    expect(text).toContain("山田 太郎 様");
    expect(text).toContain(`取引年月日 ${issuedText}`);
    expect(text).toContain(`見積番号 ${q.reference}`);
    expect(text).toContain(`10%対象（税抜）: ${yen(version.subtotal)}`);
    expect(text).toContain(`消費税（10%）: ${yen(version.tax)}`);
    expect(text).toContain(`合計（税込） ${yen(version.total)}`);
    expect(text).toContain(`ご請求金額（税込） ${yen(version.total)}`);
    expect(text).toContain(BANK);
    expect(text).toContain(`お支払期限: ${dueText}`);
    expect(text).toContain(`${dueText}までに上記口座へお振り込みください。`);

    // A second invoice for the same quote is refused.
    const twice = await staff.post(`/staff/leads/${q.id}/invoice`, { csrf });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("この見積もりには有効な請求書がすでにあります。");
    expect(await db.selectFrom("invoices").select("id").where("quote_id", "=", q.id).execute()).toHaveLength(1);

    // Without a registration number it would not be a qualified invoice: refused before anything else.
    const row = await db.selectFrom("quotes").selectAll().where("id", "=", q.id).executeTakeFirstOrThrow();
    const settings = {
      registrationNumber: undefined,
      bankDetails: BANK,
      paymentTerms: DEFAULT_PAYMENT_TERMS,
      companyInbox: "inbox@example.jp",
    };
    const supplyDate = { year: 2026, month: 11, day: 29 };
    await expect(issueInvoice(db, row, staffId, settings, { supplyDate })).rejects.toEqual(
      new InvoiceRefused("noRegistration"),
    );

    // Marked paid: who and when, a history entry, and the page says so (a repeat changes nothing).
    const paid = await staff.post(`/staff/leads/${q.id}/invoice/paid`, { csrf });
    expect(paid.status).toBe(303);
    expect((await staff.post(`/staff/leads/${q.id}/invoice/paid`, { csrf })).status).toBe(303);
    const after = await db.selectFrom("invoices").selectAll().where("quote_id", "=", q.id).executeTakeFirstOrThrow();
    expect(after.paid_by).toBe(staffId);
    expect(after.paid_at).toBeTruthy();
    const history = await db
      .selectFrom("lead_activity")
      .select(["action", "detail", "staff_id"])
      .where("lead_id", "=", q.id)
      .where("action", "in", ["invoice_issued", "invoice_paid"])
      .orderBy("created_at")
      .execute();
    expect(history).toEqual([
      { action: "invoice_issued", detail: number, staff_id: staffId },
      { action: "invoice_paid", detail: number, staff_id: staffId },
    ]);
    const page = await (await staff.get(`/staff/leads/${q.id}`)).text();
    expect(page).toContain("入金済み（");
    expect(page).toContain("請求書を入金済みに変更");
    expect(page).not.toContain(`action="/staff/leads/${q.id}/invoice/paid"`);
    // The bytes stay the same after the payment.
    expect(sha256(await bytesOf(await staff.get(`/staff/leads/${q.id}/invoice.pdf`)))).toBe(sha256(attached));
  });
});
