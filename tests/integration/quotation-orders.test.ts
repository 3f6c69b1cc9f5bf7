import { completeQuote } from "../support/completed-quote";
import { withToken } from "../support/form-tokens";
import { afterAll, beforeAll, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { simpleParser } from "mailparser";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server";
import { eventually, outboxDelivered } from "../support/outbox-helpers";
import { newStaff, StaffClient } from "../support/staff-client";

afterAll(() => stopTestPostgres());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sameOrigin = { origin: "http://localhost:3000" };
const formPost = { ...sameOrigin, "content-type": "application/x-www-form-urlencoded" };

const pdfText = async (bytes: Uint8Array) =>
  ((await extractText(await getDocumentProxy(bytes), { mergePages: true })).text as string).replace(/\s+/g, " ");

/** The PDFs a received mail carries, read from the wire by mailparser. */
async function pdfsOf(mail: ReceivedMail): Promise<Uint8Array[]> {
  const parsed = await simpleParser(mail.raw);
  return parsed.attachments.filter((a) => a.contentType === "application/pdf").map((a) => new Uint8Array(a.content));
}

/** Everything a mail carries that a reader sees: subject, both bodies, and the text of any PDF attached. */
async function visibleText(mail: ReceivedMail): Promise<string> {
  const pdfs = await Promise.all((await pdfsOf(mail)).map(pdfText));
  return [mail.parsed.header("subject"), mail.parsed.text, mail.parsed.html || "", ...pdfs].join("\n");
}

describeEachDialect("quotations as order requests", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  const db = () => t.running.services.db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      MAIL_TO: "inbox@tamagawa-digital.jp",
      QUOTE_VALID_DAYS: "30",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** POST /api/quotes/:id/accept with a view token, as the online copy's order form sends it (JSON when a body is given). */
  const acceptByApi = (id: string, token: string, body?: object) =>
    fetch(`${t.url}/api/quotes/${id}/accept`, {
      method: "POST",
      headers: { ...auth(token), ...sameOrigin, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  const completedQuote = (language: "ja" | "en", email: string, who: { name?: string; company?: string } = {}) =>
    completeQuote(t, smtp, { email, language, ...who });

  it("refuses an incomplete order request with each field's message in the quote's language, on the page and in JSON", async () => {
    const q = await completedQuote("ja", "order-refused@example.jp");
    const page = await fetch(`${t.url}${q.viewPath}/accept`, {
      method: "POST",
      headers: formPost,
      body: new URLSearchParams({ ordererName: "  ", purchaseOrder: "PO 12;DROP", confirm: "" }).toString(),
      redirect: "manual",
    });
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain("ご発注者のお名前を入力してください");
    expect(html).toContain("注文書番号は英数字と「-」「_」「/」「#」「.」で40文字以内で入力してください");
    expect(html).toContain("内容をご確認のうえ、チェックを入れてください");
    // What was typed comes back, escaped, so nothing is lost.
    expect(html).toContain('value="PO 12;DROP"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain("<script");

    const en = await completedQuote("en", "order-refused-en@example.jp");
    const api = await acceptByApi(en.id, en.viewToken, { ordererName: "Jane Doe", confirm: false });
    expect(api.status).toBe(422);
    expect((await api.json()).error).toMatchObject({
      field: "confirm",
      message: "Please check the box to confirm the order",
    });
    const linkName = await acceptByApi(en.id, en.viewToken, { ordererName: "Pay at evil．com", confirm: true });
    expect((await linkName.json()).error).toMatchObject({
      field: "ordererName",
      message: "The orderer's name must not contain a web address",
    });
    for (const id of [q.id, en.id]) {
      const row = await db().selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.accepted_at).toBeNull();
    }
  });

  it("records the order with its orderer and PO number, marks the lead won with a history entry, and emails the assignee, the company and the visitor", async () => {
    const q = await completedQuote("ja", "order@example.jp", { company: "株式会社川崎商事" });
    // The office assigns the lead to a staff member before the visitor accepts.
    const assignee = await newStaff(db(), "佐藤 一郎");
    const staff = new StaffClient(t.url);
    expect((await staff.login(assignee.email)).status).toBe(303);
    const assigned = await staff.post(`/staff/leads/${q.id}/assignee`, {
      assignee: assignee.id,
      csrf: await staff.csrf(),
    });
    expect(assigned.status).toBe(303);

    // Opening the online copy is recorded once, for the office's "viewed".
    expect((await fetch(`${t.url}${q.viewPath}`)).status).toBe(200);
    const viewed = await db().selectFrom("quotes").select("viewed_at").where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(viewed.viewed_at).not.toBeNull();
    expect(await (await staff.get(`/staff/leads/${q.id}`)).text()).toContain('data-quotation-status="viewed"');

    const accepted = await fetch(`${t.url}${q.viewPath}/accept`, {
      method: "POST",
      headers: formPost,
      body: new URLSearchParams({
        ordererName: "川崎 花子",
        purchaseOrder: "ＰＯ－２６１１－０４２",
        confirm: "on",
      }).toString(),
      redirect: "manual",
    });
    expect(accepted.status).toBe(303);
    const row = await db().selectFrom("quotes").selectAll().where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ orderer_name: "川崎 花子", purchase_order: "PO-2611-042", accepted_version: 1 });
    expect(row.accepted_at).not.toBeNull();
    expect(row.viewed_at).toBe(viewed.viewed_at);

    const state = await db()
      .selectFrom("lead_states")
      .selectAll()
      .where("lead_id", "=", q.id)
      .executeTakeFirstOrThrow();
    expect(state).toMatchObject({ status: "won", assignee_id: assignee.id });
    const history = await db()
      .selectFrom("lead_activity")
      .select(["action", "detail", "staff_id"])
      .where("lead_id", "=", q.id)
      .orderBy("created_at")
      .execute();
    expect(history.slice(-2)).toEqual([
      { action: "ordered", detail: q.reference, staff_id: "visitor" },
      { action: "status", detail: "new→won", staff_id: "visitor" },
    ]);

    // The online copy now shows the order.
    const online = await (await fetch(`${t.url}${q.viewPath}`)).text();
    expect(online).toContain("ご発注者: 川崎 花子");
    expect(online).toContain("注文書番号: PO-2611-042");
    expect(online).not.toContain("<form");

    // The assignee hears of it directly, with the office's link.
    const toAssignee = await eventually(async () => smtp.received.find((m) => m.envelope.to.includes(assignee.email)));
    expect(toAssignee.parsed.header("subject")).toBe(`[発注 ${q.reference}] 山田 太郎 様（ご担当の案件）`);
    expect(toAssignee.parsed.text).toContain("ご発注者: 川崎 花子");
    expect(toAssignee.parsed.text).toContain("注文書番号: PO-2611-042");
    expect(toAssignee.parsed.text).toContain("合計（税込）: ￥38,500");
    expect(toAssignee.parsed.text).toContain(`http://localhost:3000/staff/leads/${q.id}`);
    const toInbox = await eventually(async () =>
      smtp.received.find((m) => m.parsed.header("subject") === `[見積承諾 ${q.reference}] 山田 太郎 様`),
    );
    expect(toInbox.parsed.text).toContain("小計（税抜）: ￥35,000");
    expect(toInbox.parsed.text).toContain("ご発注者: 川崎 花子");

    // The visitor's confirmation: the amount with tax, the link, and now (the address has answered) the PDF.
    const confirmation = await eventually(async () =>
      smtp.received.find(
        (m) => m.envelope.to.includes("order@example.jp") && /お申し込みを承りました/.test(m.parsed.header("subject")!),
      ),
    );
    expect(confirmation.parsed.text).toContain("お見積金額（税込）: ￥38,500");
    expect(confirmation.parsed.text).toContain(q.link);
    expect(confirmation.parsed.text).not.toContain("川崎 花子");
    const [pdf] = await pdfsOf(confirmation);
    expect(await pdfText(pdf!)).toContain(`見積番号: ${q.reference}`);

    // The office shows the quote as the visitor saw it.
    const lead = await (await staff.get(`/staff/leads/${q.id}`)).text();
    expect(lead).toContain("data-ordered");
    expect(lead).toContain('data-quotation-status="accepted"');
    expect(lead).toContain("株式会社川崎商事");
    expect(lead).toContain("ベーシックWebサイト");
    expect(lead).not.toContain(">web-basic<");
    expect(lead).toContain("￥35,000");
    expect(lead).toContain("￥38,500");
    expect(lead).toContain("有効期限");
    expect(lead).toContain("川崎 花子");
    expect(lead).toContain("PO-2611-042");
    expect(lead).toContain("見積書を承諾し、発注を申し込みました");
    expect(lead).toContain(`href="/staff/leads/${q.id}/quotation/1/pdf"`);
    const staffPdf = await staff.get(`/staff/leads/${q.id}/quotation.pdf`);
    expect(staffPdf.status).toBe(200);
    expect(staffPdf.headers.get("content-type")).toBe("application/pdf");
    expect(await pdfText(new Uint8Array(await staffPdf.arrayBuffer()))).toContain("株式会社川崎商事 山田 太郎 様");
    // Staff only.
    const anonymous = await fetch(`${t.url}/staff/leads/${q.id}/quotation.pdf`, { redirect: "manual" });
    expect(anonymous.status).toBe(303);

    // A second acceptance changes nothing and sends nothing.
    await outboxDelivered(db());
    const before = smtp.received.length;
    const again = await acceptByApi(q.id, q.viewToken);
    expect(await again.json()).toMatchObject({ ordererName: "川崎 花子", purchaseOrder: "PO-2611-042" });
    await outboxDelivered(db());
    expect(smtp.received.length).toBe(before);
  });

  it("a quote started with someone else's address and a hostile name and company sends that address none of the text", async () => {
    const victim = "victim-of-quote@example.jp";
    const hostile = {
      name: "経理部より至急のお願い",
      company: "Pay the overdue invoice to account 1234567 today",
    };
    const q = await completedQuote("en", victim, hostile);
    await outboxDelivered(db());
    const toVictim = smtp.received.filter((m) => m.envelope.to.includes(victim));
    expect(toVictim).toHaveLength(1);
    const seen = await visibleText(toVictim[0]!);
    expect(seen).not.toContain("overdue invoice");
    expect(seen).not.toContain("1234567");
    expect(seen).not.toContain(hostile.name);
    // The quotation is a link, never an attachment, until the address's holder acts on it.
    expect(await pdfsOf(toVictim[0]!)).toHaveLength(0);
    expect(seen).toContain(q.viewPath);
    // Only the company's own inbox reads what was typed.
    const toInbox = smtp.received.filter((m) => m.parsed.header("subject")?.includes(q.reference));
    expect(toInbox.map((m) => m.envelope.to)).toEqual(expect.arrayContaining([["inbox@tamagawa-digital.jp"]]));
    for (const mail of toInbox.filter((m) => !m.envelope.to.includes("inbox@tamagawa-digital.jp")))
      expect(await visibleText(mail)).not.toContain("overdue invoice");
  });

  it("an order placed with the completing browser's link for someone else's address is held: that address gets no document and none of the text", async () => {
    const victim = "victim-of-order@example.jp";
    const hostile = { name: "請求先口座変更のお知らせ", company: "振込先 三菱UFJ 普通 7654321" };
    const q = await completedQuote("ja", victim, hostile);
    // The browser's link and the emailed one are different capabilities over the same online copy.
    expect(q.browserPath).toMatch(new RegExp(`^/quotation/${q.id}/[A-Za-z0-9_-]{43}$`));
    expect(q.browserPath).not.toBe(q.viewPath);
    expect((await fetch(`${t.url}${q.browserPath}`)).status).toBe(200);
    await outboxDelivered(db());
    const before = smtp.received.length;

    const accepted = await fetch(`${t.url}${q.browserPath}/accept`, {
      method: "POST",
      headers: formPost,
      body: new URLSearchParams({ ordererName: "経理部 至急お振込みください", confirm: "on" }).toString(),
      redirect: "manual",
    });
    expect(accepted.status).toBe(303);
    await outboxDelivered(db());
    const after = smtp.received.slice(before);

    // Recorded, but held for the office: not won, 要返信, a held entry in the history.
    const row = await db().selectFrom("quotes").selectAll().where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(row.accepted_at).not.toBeNull();
    expect(row.address_confirmed_at).toBeNull();
    const state = await db()
      .selectFrom("lead_states")
      .selectAll()
      .where("lead_id", "=", q.id)
      .executeTakeFirstOrThrow();
    expect(state.status).not.toBe("won");
    expect(state.needs_reply).toBe(1);
    const history = await db().selectFrom("lead_activity").select("action").where("lead_id", "=", q.id).execute();
    expect(history.map((h) => h.action)).toContain("order_held");
    expect(history.map((h) => h.action)).not.toContain("ordered");

    // The address gets at most a plain acknowledgement: no PDF, no link, nothing anyone typed.
    const toVictim = after.filter((m) => m.envelope.to.includes(victim));
    expect(toVictim.length).toBeLessThanOrEqual(1);
    for (const mail of toVictim) {
      expect(await pdfsOf(mail)).toHaveLength(0);
      const seen = await visibleText(mail);
      for (const typed of [hostile.name, hostile.company, "7654321", "経理部", "お振込み"])
        expect(seen).not.toContain(typed);
      expect(seen).not.toContain("/quotation/");
      expect(mail.parsed.header("subject")).not.toContain("承りました");
    }
    // The company is told plainly that the address is unconfirmed.
    const toInbox = after.filter((m) => m.envelope.to.includes("inbox@tamagawa-digital.jp"));
    expect(toInbox).toHaveLength(1);
    expect(toInbox[0]!.parsed.header("subject")).toBe(
      `[要確認 見積承諾 ${q.reference}] ${hostile.name} 様（メールアドレス未確認）`,
    );
    expect(toInbox[0]!.parsed.text).toContain("メールアドレスがお客様ご本人のものか確認できていません");

    // The same through the JSON API with the browser's token: still no confirmation (a repeat sends nothing).
    const again = await acceptByApi(q.id, q.browserToken);
    expect(again.status).toBe(200);
    await outboxDelivered(db());
    expect(smtp.received.length).toBe(before + after.length);
  });

  it("a held order is confirmed by a staff member: then it is won and the customer gets the PDF through a fresh emailed link", async () => {
    const q = await completedQuote("ja", "held-then-confirmed@example.jp");
    const accepted = await acceptByApi(q.id, q.browserToken, { ordererName: "山田 太郎", confirm: true });
    expect(accepted.status).toBe(200);
    const staffMember = await newStaff(db(), "確認 担当");
    const staff = new StaffClient(t.url);
    expect((await staff.login(staffMember.email)).status).toBe(303);
    const page = await (await staff.get(`/staff/leads/${q.id}`)).text();
    expect(page).toContain("data-order-held");
    expect(page).toContain("要確認");
    expect(page).not.toContain("data-ordered");

    const confirmed = await staff.post(`/staff/leads/${q.id}/quotation/confirm-order`, { csrf: await staff.csrf() });
    expect(confirmed.status).toBe(303);
    const mail = await eventually(async () =>
      smtp.received.find(
        (m) =>
          m.envelope.to.includes("held-then-confirmed@example.jp") &&
          /お申し込みを承りました/.test(m.parsed.header("subject")!),
      ),
    );
    expect(await pdfsOf(mail)).toHaveLength(1);
    const link = /http:\/\/localhost:3000(\/quotation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43})/.exec(mail.parsed.text!);
    expect(link).not.toBeNull();
    expect((await fetch(`${t.url}${link![1]}`)).status).toBe(200);
    const state = await db()
      .selectFrom("lead_states")
      .selectAll()
      .where("lead_id", "=", q.id)
      .executeTakeFirstOrThrow();
    expect(state.status).toBe("won");
    const after = await (await staff.get(`/staff/leads/${q.id}`)).text();
    expect(after).toContain("data-ordered");
    expect(after).not.toContain("data-order-held");
    // Confirming twice sends nothing more.
    await outboxDelivered(db());
    const count = smtp.received.length;
    await staff.post(`/staff/leads/${q.id}/quotation/confirm-order`, { csrf: await staff.csrf() });
    await outboxDelivered(db());
    expect(smtp.received.length).toBe(count);
  });

  it("an order through the emailed link after the browser's own view confirms the address and sends the PDF", async () => {
    const q = await completedQuote("en", "through-email@example.jp");
    const accepted = await acceptByApi(q.id, q.viewToken, { ordererName: "Jane Doe", confirm: true });
    expect(accepted.status).toBe(200);
    const confirmation = await eventually(async () =>
      smtp.received.find(
        (m) => m.envelope.to.includes("through-email@example.jp") && /acceptance/.test(m.parsed.header("subject")!),
      ),
    );
    expect(await pdfsOf(confirmation)).toHaveLength(1);
    const row = await db().selectFrom("quotes").selectAll().where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(row.address_confirmed_at).toBe(row.accepted_at);
    const state = await db()
      .selectFrom("lead_states")
      .selectAll()
      .where("lead_id", "=", q.id)
      .executeTakeFirstOrThrow();
    expect(state.status).toBe("won");
  });

  it("refuses a full-width URL, full-width dots and IP literals as a company, and accepts Amazon.com, Inc.", async () => {
    const start = (company: string, language: "ja" | "en") =>
      postJson(
        `${t.url}/api/quotes`,
        withToken({ name: "Jane Doe", email: "company-rule@example.jp", company, language }, "quote"),
      );
    for (const [company, language, message] of [
      ["ｈｔｔｐ：／／ｅｖｉｌ．ｅｘａｍｐｌｅ／ｐａｙ", "ja", "会社名にURLやドメイン名は入力できません"],
      ["お支払いは evil．com へ", "ja", "会社名にURLやドメイン名は入力できません"],
      ["192.168.0.1", "en", "Company name must not contain a web address"],
      ["Acme [2001:db8::1]", "en", "Company name must not contain a web address"],
      ["Billing at pay-now.zip", "en", "Company name must not contain a web address"],
    ] as const) {
      const refused = await start(company, language);
      expect(refused.status, company).toBe(400);
      expect((await refused.json()).error, company).toMatchObject({ field: "company", message });
    }
    for (const company of ["Amazon.com, Inc.", "Example.jp株式会社"]) {
      const accepted = await start(company, "en");
      expect(accepted.status, company).toBe(201);
      const { id } = (await accepted.json()) as { id: string };
      const row = await db().selectFrom("quotes").select("company").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.company).toBe(company);
    }
  });
});
