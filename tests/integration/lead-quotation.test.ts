import { createHash } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, expect, it } from "vitest";
import { inboxPage } from "../../server/staff/inbox-query";
import { withToken } from "../support/form-tokens";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server";
import { bearer } from "../support/completed-quote";
import { signedInStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

// A quotation staff make from a contact lead with lines of their own: issued, emailed, ordered from the
// emailed link and invoiced on the same path as a calculator quote's, a reduced-rate line taxed apart.
afterAll(() => stopTestPostgres());

const sameOrigin = { origin: "http://localhost:3000" };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const yen = (n: number) => `￥${n.toLocaleString("en-US")}`;
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
const today = () => {
  const d = new Date(Date.now() + JST);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}`;
};

/** Four lines: a lot, pages with a discount, a reduced-rate (8%) item count, and a monthly fee. */
const LINES = {
  "line-0-label": "要件定義・設計",
  "line-0-quantity": "1",
  "line-0-unitPrice": "120000",
  "line-1-label": "ページ制作",
  "line-1-quantity": "6",
  "line-1-unit": "page",
  "line-1-unitPrice": "15000",
  "line-1-discount": "10000",
  "line-2-label": "打ち合わせ用の弁当",
  "line-2-quantity": "4",
  "line-2-unit": "item",
  "line-2-unitPrice": "1000",
  "line-2-taxRate": "8",
  "line-3-label": "保守・運用",
  "line-3-quantity": "1",
  "line-3-unit": "month",
  "line-3-unitPrice": "8000",
  "line-3-monthly": "on",
  subject: "コーポレートサイト制作のお見積り",
  delivery: "ご発注から6週間",
};
// One-off: 10% on 120,000 + 90,000 − 10,000 = 200,000 (tax 20,000); 8% on 4,000 (tax 320). Monthly 8,000 (tax 800).
const ONE_OFF = { subtotal: 204_000, total: 224_320 };
const MONTHLY = { subtotal: 8_000, total: 8_800 };

describeEachDialect("a quotation made from a contact lead", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  const db = () => t.running.services.db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      MAIL_TO: INBOX,
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      INVOICE_REGISTRATION_NUMBER: "T9234567890123",
      BANK_TRANSFER_DETAILS: "川崎信用金庫 溝口支店 普通 1234567",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function contactLead(email: string) {
    const response = await postJson(
      `${t.url}/api/contact`,
      withToken(
        {
          name: "山田 太郎",
          email,
          company: "山田商店",
          message: "お見積もりをお願いできますか。",
          language: "ja",
        },
        "contact",
      ),
    );
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string };
  }

  const mailsAbout = (subjectPart: string, to: string) =>
    smtp.received.filter((m) => m.envelope.to.includes(to) && m.parsed.header("subject")?.includes(subjectPart));

  const signedIn = (name: string) => signedInStaff(db(), t.url, name);

  it("refuses a bad form with the reason, shows it again, and adds rows without issuing anything", async () => {
    const { staff, csrf } = await signedIn("鈴木 一郎");
    const lead = await contactLead(`refused-${dialect}@example.jp`);
    const action = `/staff/leads/${lead.id}/quotation/new`;
    expect(await (await staff.get(`/staff/leads/${lead.id}`)).text()).toContain(`action="${action}"`);

    const more = await staff.post(action, { csrf, rows: "5", more: "1", "line-0-label": "要件定義" });
    expect(more.status).toBe(200);
    const longer = await more.text();
    expect(longer).toContain('name="line-9-label"');
    expect(longer).not.toContain('name="line-10-label"');
    expect(longer).toContain('value="要件定義"');

    for (const [form, message] of [
      [{ "line-0-label": "設計", "line-0-quantity": "-2", "line-0-unitPrice": "1000" }, "数量は1〜10,000の整数"],
      [{ "line-0-label": "設計", "line-0-quantity": "1.5", "line-0-unitPrice": "1000" }, "数量は1〜10,000の整数"],
      [
        { "line-0-label": "設計", "line-0-unitPrice": "1000", "line-0-taxRate": "5" },
        "税率は10%か8%を選んでください。",
      ],
      [
        { "line-0-label": "設計", "line-0-unitPrice": "1000", "line-0-unit": "parsec" },
        "単位を一覧から選んでください。",
      ],
      [{ "line-0-label": "設計", "line-0-unitPrice": "abc" }, "単価は円単位の整数"],
      [{ "line-0-label": "設計", "line-0-unitPrice": "1000", "line-0-discount": "2000" }, "値引きはその行の金額以下"],
      [{ "line-0-label": "x".repeat(121), "line-0-unitPrice": "1000" }, "項目名を1〜120文字"],
      [{ "line-0-label": "設計", "line-0-unitPrice": "1000", "line-99-label": "余分" }, "明細は40行までです。"],
      [{ subject: "件名だけ" }, "合計が0円を超える明細"],
    ] as const) {
      const refused = await staff.post(action, { csrf, rows: "5", ...form });
      expect(refused.status, message).toBe(422);
      const page = await refused.text();
      expect(page, message).toContain(message);
      expect(page).toContain('role="alert"');
    }
    const made = await db().selectFrom("quotes").select("id").where("source_lead_id", "=", lead.id).execute();
    expect(made).toEqual([]);
  });

  it("issues it with free lines, and the visitor's order and the invoice follow the calculator's path", async () => {
    const { email: staffEmail, staff, csrf } = await signedIn("佐藤 花子");
    const email = `free-${dialect}@example.jp`;
    const lead = await contactLead(email);

    const issued = await staff.post(`/staff/leads/${lead.id}/quotation/new`, { csrf, rows: "5", ...LINES });
    expect(issued.status).toBe(303);
    const location = issued.headers.get("location")!;
    const [, quoteId, number] = /^\/staff\/leads\/([0-9a-f-]{36})\?done=quotation&number=(Q-\d{4}-\d{4,})$/.exec(
      location,
    )!;
    const row = await db().selectFrom("quotes").selectAll().where("id", "=", quoteId!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source_lead_id: lead.id, service_type: "custom", reference: number, email });
    expect(await (await staff.get(location)).text()).toContain(`見積書 ${number} を発行し`);
    // The enquiry lists what was made from it.
    expect(await (await staff.get(`/staff/leads/${lead.id}`)).text()).toContain(`href="/staff/leads/${quoteId}"`);
    // The inbox names it for what it is, not by its stored kind.
    const inbox = await (await staff.get(`/staff?q=${encodeURIComponent(email)}`)).text();
    expect(inbox).toContain("個別お見積り");
    expect(inbox).not.toContain(">custom");
    // And quotes the お見積金額 its documents print: the one-off part, each tax rate rounded on its own.
    const listed = (await inboxPage(db(), { q: email })).rows.find((r) => r.id === quoteId);
    expect(listed?.total_with_tax).toBe(ONE_OFF.total);
    // Its own page offers the revision form with the lines as issued, the reduced rate kept.
    const quotationPage = await (await staff.get(`/staff/leads/${quoteId}`)).text();
    expect(quotationPage).toContain(`action="/staff/leads/${quoteId}/quotation/revise"`);
    expect(quotationPage).toMatch(/name="line-2-taxRate"[^>]*>(?:(?!<\/select>).)*<option value="8" selected=""/s);

    const issuedMail = await eventually(async () => mailsAbout(number!, email)[0]);
    expect(issuedMail.parsed.header("subject")).toContain(`お見積書 ${number} をお送りします`);
    expect(issuedMail.parsed.text).toContain(`初期費用 合計（税込）: ${yen(ONE_OFF.total)}`);
    expect(issuedMail.parsed.text).toContain(`月額 合計（税込）: ${yen(MONTHLY.total)}`);
    const issuedPdf = pdfAttachment(issuedMail)!;
    const quotationText = await pdfText(issuedPdf);
    for (const expected of [
      `見積番号: ${number}`,
      "山田商店",
      "件名 コーポレートサイト制作のお見積り",
      "納期 ご発注から6週間",
      `お見積金額（税込） ${yen(ONE_OFF.total)}`,
      "要件定義・設計 1式 ￥120,000 ￥120,000",
      "ページ制作 6ページ ￥15,000 ￥90,000",
      "値引き（ページ制作） 1式 -￥10,000 -￥10,000",
      "打ち合わせ用の弁当 ※ 4件 ￥1,000 ￥4,000",
      "保守・運用（月額） 1か月 ￥8,000 ￥8,000",
      `初期費用 小計（税抜） ${yen(ONE_OFF.subtotal)} 初期費用 消費税（10%） ￥20,000 初期費用 消費税（8%） ￥320 初期費用 合計（税込） ${yen(ONE_OFF.total)}`,
      `月額 小計（税抜） ${yen(MONTHLY.subtotal)} 月額 消費税（10%） ￥800 月額 合計（税込） ${yen(MONTHLY.total)}`,
      "※は軽減税率（8%）対象です。",
      "担当者: 佐藤 花子",
    ])
      expect(quotationText).toContain(expected);
    expect(quotationText).not.toContain("料金シミュレーター");

    // The order, through the emailed link: the company, and the visitor with the same PDF.
    const link = /\/quotation\/[0-9a-f-]{36}\/([A-Za-z0-9_-]{43})/.exec(issuedMail.parsed.text!)!;
    const online = await (await fetch(`${t.url}${link[0]}`)).text();
    expect(online).toContain("打ち合わせ用の弁当 ※");
    expect(online).toContain(`月額料金（税込）</span><strong>${yen(MONTHLY.total)}`);
    const sentBefore = smtp.received.length;
    const ordered = await postJson(
      `${t.url}/api/quotes/${quoteId}/accept`,
      { ordererName: "山田 太郎", purchaseOrder: "PO-77", confirm: true },
      { ...sameOrigin, ...bearer(link[1]!) },
    );
    expect(ordered.status).toBe(200);
    const orderMails = await eventually(async () => {
      const after = smtp.received.slice(sentBefore).filter((m) => m.parsed.header("subject")?.includes(number!));
      return [INBOX, email].every((to) => after.some((m) => m.envelope.to.includes(to))) ? after : undefined;
    });
    for (const mail of orderMails) {
      expect(mail.parsed.text, mail.envelope.to.join()).toContain(yen(ONE_OFF.total));
      expect(mail.parsed.text, mail.envelope.to.join()).toContain(yen(MONTHLY.total));
      const attached = pdfAttachment(mail);
      if (attached) expect(sha256(attached)).toBe(sha256(issuedPdf));
    }
    const orderedRow = await db().selectFrom("quotes").selectAll().where("id", "=", quoteId!).executeTakeFirstOrThrow();
    expect(orderedRow.accepted_version).toBe(1);
    expect(orderedRow.address_confirmed_at).not.toBeNull();

    // The invoice: the one-off lines and one month, the tax rounded once per rate.
    const invoiced = await staff.post(`/staff/leads/${quoteId}/invoice`, { csrf, supplyDate: today() });
    expect(invoiced.status).toBe(303);
    const invoiceNumber = /number=(INV-\d{4}-\d{4})$/.exec(invoiced.headers.get("location")!)![1]!;
    const stored = await db()
      .selectFrom("invoices")
      .selectAll()
      .where("number", "=", invoiceNumber)
      .executeTakeFirstOrThrow();
    // 10%: 208,000 → 20,800; 8%: 4,000 → 320.
    expect(stored).toMatchObject({ version: 1, subtotal: 212_000, tax: 21_120, total: 233_120 });
    const invoiceMail = await eventually(async () => mailsAbout(invoiceNumber, email)[0]);
    expect(invoiceMail.parsed.text).toContain(`ご請求金額（税込）: ${yen(233_120)}`);
    const invoiceText = await pdfText(pdfAttachment(invoiceMail)!);
    for (const expected of [
      `請求番号: ${invoiceNumber}`,
      "件名 コーポレートサイト制作のご請求",
      `見積番号 ${number}`,
      "打ち合わせ用の弁当 ※ 4件 ￥1,000 ￥4,000",
      "10%対象（税抜）: ￥208,000",
      "消費税（10%）: ￥20,800",
      "8%対象（税抜）: ￥4,000",
      "消費税（8%）: ￥320",
      "※は軽減税率（8%）対象です。それ以外は標準税率10%の対象です。",
      `ご請求金額（税込） ${yen(233_120)}`,
      "登録番号: T9234567890123",
    ])
      expect(invoiceText).toContain(expected);
    expect(staffEmail).toContain("@");
  });
});
