import { completeQuote } from "../support/completed-quote";
import { createHash } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server";
import { StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, testPostgresUrl, type TestServer } from "../support/test-server";

// The whole life of a document: a revision with a monthly line and a discount, the order from it, the
// invoice with a supply date, its 取消 and the re-issue; every email and PDF checked against the accepted version.
afterAll(() => stopTestPostgres());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sameOrigin = { origin: "http://localhost:3000" };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const yen = (n: number) => `￥${n.toLocaleString("en-US")}`;
const BANK = "川崎信用金庫 溝口支店 普通 1234567 カ）タマガワデジタルワークス";
const INBOX = "inbox@tamagawa-digital.jp";
const JST = 9 * 3_600_000;

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
/** A Japan-time calendar day as the PDF prints it, and as a form's date value. */
const japanDay = (ms: number) => {
  const d = new Date(ms + JST);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
};
const printed = (day: { y: number; m: number; d: number }) => `${day.y}年${day.m}月${day.d}日`;
const formValue = (day: { y: number; m: number; d: number }) =>
  `${day.y}-${String(day.m).padStart(2, "0")}-${String(day.d).padStart(2, "0")}`;

describeEachDialect("an invoice's life", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  const db = () => t.running.services.db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const databaseUrl = dialect === "postgres" ? await testPostgresUrl() : undefined;
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      MAIL_TO: INBOX,
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

  const completedQuote = (email: string) => completeQuote(t, smtp, { email, company: "株式会社川崎商事" });

  const mailsAbout = (subjectPart: string, to: string) =>
    smtp.received.filter((m) => m.envelope.to.includes(to) && m.parsed.header("subject")?.includes(subjectPart));

  it("bills the revision ordered, one-off and monthly apart, then voids and re-issues the invoice", async () => {
    const { id: staffId, email: staffEmail } = await newStaff(db(), "佐藤 花子");
    const staff = new StaffClient(t.url);
    expect((await staff.login(staffEmail)).status).toBe(303);
    const csrf = await staff.csrf();
    const email = `life-${dialect}@example.jp`;
    const q = await completedQuote(email);
    expect((await staff.post(`/staff/leads/${q.id}/assignee`, { csrf, assignee: staffId })).status).toBe(303);

    // A revision: 5 pages, a logo with a discount, and a monthly maintenance line.
    const revised = await staff.post(`/staff/leads/${q.id}/quotation/revise`, {
      csrf,
      "line-0-label": "ページ制作",
      "line-0-unit": "page",
      "line-0-quantity": "5",
      "line-0-unitPrice": "10000",
      "line-1-label": "ロゴ制作",
      "line-1-quantity": "1",
      "line-1-unitPrice": "30000",
      "line-1-discount": "5000",
      "line-2-label": "保守サポート",
      "line-2-quantity": "1",
      "line-2-unitPrice": "5000",
      "line-2-monthly": "on",
      subject: "コーポレートサイト制作（5ページ）のお見積り",
    });
    expect(revised.status).toBe(303);
    const number = `${q.reference}-2`;
    // One-off 50,000 + 30,000 − 5,000 = 75,000 (tax 7,500); monthly 5,000 (tax 500), never added into it.
    const oneOff = { subtotal: 75_000, tax: 7_500, total: 82_500 };
    const monthly = { subtotal: 5_000, tax: 500, total: 5_500 };

    const revisionMail = await eventually(async () => mailsAbout(number, email)[0]);
    expect(revisionMail.parsed.text).toContain(`初期費用 合計（税込）: ${yen(oneOff.total)}`);
    expect(revisionMail.parsed.text).toContain(`月額 合計（税込）: ${yen(monthly.total)}`);
    const v2 = pdfAttachment(revisionMail)!;
    const quotationText = await pdfText(v2);
    for (const expected of [
      `お見積金額（税込） ${yen(oneOff.total)}`,
      `月額料金（税込） ${yen(monthly.total)}`,
      "ロゴ制作 1式 ￥30,000 ￥30,000",
      "値引き（ロゴ制作） 1式 -￥5,000 -￥5,000",
      "保守サポート（月額） 1式 ￥5,000 ￥5,000",
      `初期費用 小計（税抜） ${yen(oneOff.subtotal)} 初期費用 消費税（10%） ${yen(oneOff.tax)} 初期費用 合計（税込） ${yen(oneOff.total)}`,
      `月額 小計（税抜） ${yen(monthly.subtotal)} 月額 消費税（10%） ${yen(monthly.tax)} 月額 合計（税込） ${yen(monthly.total)}`,
      "件名 コーポレートサイト制作（5ページ）のお見積り",
      // The printed payment terms are the rule the invoice's due date follows (翌月末 by default).
      "請求書発行月の翌月末日までに",
    ])
      expect(quotationText).toContain(expected);
    expect(quotationText).not.toContain("値引き ￥");
    const link = /\/quotation\/[0-9a-f-]{36}\/([A-Za-z0-9_-]{43})/.exec(revisionMail.parsed.text!)!;
    // The online copy shows the monthly fee beside the one-off total, and the order confirms both.
    const online = await (await fetch(`${t.url}${link[0]}`)).text();
    expect(online).toContain(`月額料金（税込）</span><strong>${yen(monthly.total)}`);
    expect(online).toContain(`初期費用 ${yen(oneOff.total)}（税込）、月額 ${yen(monthly.total)}（税込）を確認のうえ`);

    // The order, through the revision's emailed link: every email quotes version 2, never version 1.
    const sentBefore = smtp.received.length;
    const ordered = await postJson(
      `${t.url}/api/quotes/${q.id}/accept`,
      { ordererName: "川崎 花子", purchaseOrder: null, confirm: true },
      { ...sameOrigin, ...auth(link[1]!) },
    );
    expect(ordered.status).toBe(200);
    const v1 = await db()
      .selectFrom("quotation_versions")
      .select(["total", "number"])
      .where("quote_id", "=", q.id)
      .where("version", "=", 1)
      .executeTakeFirstOrThrow();
    expect(v1.total).not.toBe(oneOff.total);
    const orderMails = await eventually(async () => {
      const after = smtp.received.slice(sentBefore).filter((m) => m.parsed.header("subject")?.includes(number));
      return [INBOX, staffEmail, email].every((to) => after.some((m) => m.envelope.to.includes(to)))
        ? after
        : undefined;
    });
    for (const mail of orderMails) {
      const body = `${mail.parsed.text}`;
      expect(body, mail.envelope.to.join()).toContain(yen(oneOff.total));
      expect(body, mail.envelope.to.join()).toContain(yen(monthly.total));
      expect(body).not.toContain(yen(v1.total));
      const attached = pdfAttachment(mail);
      if (attached) expect(sha256(attached)).toBe(sha256(v2));
    }
    expect(pdfAttachment(orderMails.find((m) => m.envelope.to.includes(email))!)).not.toBeNull();

    // A date that is not one is refused with the reason; nothing is issued.
    const badDate = await staff.post(`/staff/leads/${q.id}/invoice`, { csrf, supplyDate: "2026-02-30" });
    expect(badDate.status).toBe(422);
    expect(await badDate.text()).toContain("日付を正しく入力してください");
    expect(await db().selectFrom("invoices").select("id").where("quote_id", "=", q.id).execute()).toEqual([]);

    // The invoice, with the 取引年月日 staff set: the first day of this month (Japan time).
    const today = japanDay(Date.now());
    const supply = { ...today, d: 1 };
    const issued = await staff.post(`/staff/leads/${q.id}/invoice`, { csrf, supplyDate: formValue(supply) });
    expect(issued.status).toBe(303);
    const first = /number=(INV-\d{4}-\d{4})$/.exec(issued.headers.get("location")!)![1]!;
    const stored = await db().selectFrom("invoices").selectAll().where("number", "=", first).executeTakeFirstOrThrow();
    // One-off 75,000 and one month 5,000: 80,000, the tax rounded once: 8,000.
    expect(stored).toMatchObject({ version: 2, subtotal: 80_000, tax: 8_000, total: oneOff.total + monthly.total });
    const issueDay = japanDay(Date.parse(stored.issued_at));
    const dueEnd = new Date(Date.UTC(issueDay.y, issueDay.m + 1, 0));
    const due = { y: dueEnd.getUTCFullYear(), m: dueEnd.getUTCMonth() + 1, d: dueEnd.getUTCDate() };
    expect(japanDay(Date.parse(stored.due_date))).toEqual(due);

    const invoiceMail = await eventually(async () => mailsAbout(first, email)[0]);
    expect(invoiceMail.parsed.text).toContain(`ご請求金額（税込）: ${yen(oneOff.total + monthly.total)}`);
    expect(invoiceMail.parsed.text).toContain(`お支払期限: ${printed(due)}`);
    const invoicePdf = pdfAttachment(invoiceMail)!;
    const period = `${supply.y}年${supply.m}月分`;
    const invoiceText = await pdfText(invoicePdf);
    for (const expected of [
      `請求番号: ${first}`,
      `お支払期限: ${printed(due)}`,
      "件名 コーポレートサイト制作（5ページ）のご請求",
      `取引年月日 ${printed(supply)} 対象期間 ${period} 見積番号 ${number}`,
      `保守サポート（月額・対象期間 ${period}） 1式 ￥5,000 ￥5,000`,
      "値引き（ロゴ制作） 1式 -￥5,000 -￥5,000",
      `初期費用 小計（税抜） ${yen(oneOff.subtotal)} 初期費用 消費税（10%） ${yen(oneOff.tax)} 初期費用 合計（税込） ${yen(oneOff.total)}`,
      `月額 小計（税抜・${period}） ${yen(monthly.subtotal)} 月額 消費税（10%） ${yen(monthly.tax)} 月額 合計（税込） ${yen(monthly.total)}`,
      `ご請求金額（税込） ${yen(oneOff.total + monthly.total)}`,
      "10%対象（税抜）: ￥80,000",
      "担当者: 佐藤 花子",
    ])
      expect(invoiceText).toContain(expected);
    const issuedBytes = await bytesOf(await staff.get(`/staff/leads/${q.id}/invoices/${first}.pdf`));
    expect(sha256(issuedBytes)).toBe(sha256(invoicePdf));

    // 取消: a reason is required; a second invoice is refused while this one is in force.
    expect((await staff.post(`/staff/leads/${q.id}/invoice/void`, { csrf, reason: "  " })).status).toBe(422);
    expect((await staff.post(`/staff/leads/${q.id}/invoice`, { csrf })).status).toBe(409);
    const voided = await staff.post(`/staff/leads/${q.id}/invoice/void`, { csrf, reason: "宛名の部署名の誤り" });
    expect(voided.status).toBe(303);
    const afterVoid = await db()
      .selectFrom("invoices")
      .selectAll()
      .where("number", "=", first)
      .executeTakeFirstOrThrow();
    expect(afterVoid).toMatchObject({ voided_by: staffId, void_reason: "宛名の部署名の誤り" });
    // The issued document and its PDF are unchanged; the marked copy is a download of its own.
    expect(afterVoid.document).toBe(stored.document);
    expect(afterVoid.pdf_sha256).toBe(sha256(invoicePdf));
    const voidedBytes = await bytesOf(await staff.get(`/staff/leads/${q.id}/invoices/${first}.pdf`));
    expect(sha256(voidedBytes)).not.toBe(sha256(invoicePdf));
    const voidedText = await pdfText(voidedBytes);
    expect(voidedText).toContain("【取消】");
    expect(voidedText).toContain(`請求番号: ${first}`);
    expect(voidedText).toContain(`に取り消しました。取消理由: 宛名の部署名の誤り`);
    expect(sha256(await bytesOf(await staff.get(`/staff/leads/${q.id}/invoices/${first}.pdf`)))).toBe(
      sha256(voidedBytes),
    );
    // No invoice in force: nothing to pay.
    expect((await staff.post(`/staff/leads/${q.id}/invoice/paid`, { csrf })).status).toBe(409);

    // The re-issue: a new number that names the voided one, in the PDF and the email.
    const reissued = await staff.post(`/staff/leads/${q.id}/invoice`, { csrf, supplyDate: formValue(supply) });
    expect(reissued.status).toBe(303);
    const second = /number=(INV-\d{4}-\d{4})$/.exec(reissued.headers.get("location")!)![1]!;
    expect(second).not.toBe(first);
    expect(
      await db().selectFrom("invoices").select("replaces").where("number", "=", second).executeTakeFirstOrThrow(),
    ).toEqual({ replaces: first });
    const reissueMail = await eventually(async () => mailsAbout(second, email)[0]);
    expect(reissueMail.parsed.text).toContain(`取り消した請求書 ${first} に代わるものです。`);
    expect(reissueMail.parsed.text).toContain(`ご請求金額（税込）: ${yen(oneOff.total + monthly.total)}`);
    const reissueText = await pdfText(pdfAttachment(reissueMail)!);
    expect(reissueText).toContain("【再発行】");
    expect(reissueText).toContain(`取消した請求書 ${first}`);
    expect(reissueText).toContain(`本書は取消した請求番号 ${first} の請求書に代わるものです。`);
    expect(reissueText).toContain(`対象期間 ${period}`);
    expect(reissueText).not.toContain("取消理由");

    // Both stay listed and downloadable in the office.
    const page = await (await staff.get(`/staff/leads/${q.id}`)).text();
    expect(page).toContain(`href="/staff/leads/${q.id}/invoices/${first}.pdf"`);
    expect(page).toContain(`href="/staff/leads/${q.id}/invoices/${second}.pdf"`);
    expect(page).toContain("宛名の部署名の誤り");
    expect(page).toContain(`${first} の再発行`);
    expect(sha256(await bytesOf(await staff.get(`/staff/leads/${q.id}/invoice.pdf`)))).toBe(
      sha256(pdfAttachment(reissueMail)!),
    );

    // The payment date is the one entered (not the click), never in the future; a paid invoice is not voided.
    const tomorrow = japanDay(Date.now() + 86_400_000);
    expect((await staff.post(`/staff/leads/${q.id}/invoice/paid`, { csrf, paidOn: formValue(tomorrow) })).status).toBe(
      422,
    );
    const paidOn = japanDay(Date.now() - 2 * 86_400_000);
    expect((await staff.post(`/staff/leads/${q.id}/invoice/paid`, { csrf, paidOn: formValue(paidOn) })).status).toBe(
      303,
    );
    const paid = await db().selectFrom("invoices").selectAll().where("number", "=", second).executeTakeFirstOrThrow();
    expect(japanDay(Date.parse(paid.paid_at!))).toEqual(paidOn);
    expect(paid.paid_by).toBe(staffId);
    expect((await staff.post(`/staff/leads/${q.id}/invoice/void`, { csrf, reason: "誤り" })).status).toBe(409);
  });

  it("issues no invoice for an order held for confirmation (要確認)", async () => {
    const { email: staffEmail } = await newStaff(db(), "鈴木 一郎");
    const staff = new StaffClient(t.url);
    expect((await staff.login(staffEmail)).status).toBe(303);
    const csrf = await staff.csrf();
    const q = await completedQuote(`held-${dialect}@example.jp`);
    // Ordered with the completing browser's own link: the address is not shown to be the customer's.
    const ordered = await postJson(
      `${t.url}/api/quotes/${q.id}/accept`,
      { ordererName: "川崎 花子", purchaseOrder: null, confirm: true },
      { ...sameOrigin, ...auth(q.browserToken) },
    );
    expect(ordered.status).toBe(200);
    const row = await db().selectFrom("quotes").selectAll().where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(row.accepted_at).not.toBeNull();
    expect(row.address_confirmed_at).toBeNull();
    expect(await (await staff.get(`/staff/leads/${q.id}`)).text()).not.toContain(
      `action="/staff/leads/${q.id}/invoice"`,
    );
    const refused = await staff.post(`/staff/leads/${q.id}/invoice`, { csrf });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("要確認のご注文です。");
    expect(await db().selectFrom("invoices").select("id").where("quote_id", "=", q.id).execute()).toEqual([]);
  });

  it("gives a quotation a subject that reads as one, and names the issuing staff member as 担当者 without an assignee", async () => {
    const { email: staffEmail } = await newStaff(db(), "高橋 美咲");
    const staff = new StaffClient(t.url);
    expect((await staff.login(staffEmail)).status).toBe(303);
    const csrf = await staff.csrf();
    const email = `subject-${dialect}@example.jp`;
    const q = await completedQuote(email);
    // Version 1's default 件名: the plan and its main figure, as a subject.
    const v1 = await pdfText(await bytesOf(await staff.get(`/staff/leads/${q.id}/quotation/1/pdf`)));
    expect(v1).toContain("件名 ベーシックWebサイト（3ページ）のお見積り");
    expect(v1).toContain("担当者: 株式会社多摩川デジタルワークス");
    // The revision form offers it for editing; a revision without an assignee names who issued it.
    expect(await (await staff.get(`/staff/leads/${q.id}`)).text()).toContain(
      'name="subject" value="ベーシックWebサイト（3ページ）のお見積り"',
    );
    const long = await staff.post(`/staff/leads/${q.id}/quotation/revise`, {
      csrf,
      "line-0-label": "ページ制作",
      "line-0-quantity": "1",
      "line-0-unitPrice": "10000",
      subject: "あ".repeat(121),
    });
    expect(long.status).toBe(422);
    expect(await long.text()).toContain("件名は120文字");
    const revised = await staff.post(`/staff/leads/${q.id}/quotation/revise`, {
      csrf,
      "line-0-label": "ページ制作",
      "line-0-quantity": "1",
      "line-0-unitPrice": "10000",
      subject: "  採用ページ追加のお見積り ",
    });
    expect(revised.status).toBe(303);
    const mail = await eventually(async () => mailsAbout(`${q.reference}-2`, email)[0]);
    const v2 = await pdfText(pdfAttachment(mail)!);
    expect(v2).toContain("件名 採用ページ追加のお見積り");
    expect(v2).toContain("担当者: 高橋 美咲");
  });
});
