import { completeQuote } from "../support/completed-quote";
import { withToken } from "../support/form-tokens";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server";
import { eventually, outboxDelivered } from "../support/outbox-helpers";
import { forgetEmail } from "../../server/privacy/forget-email";
import { queueDueReminders } from "../../server/quotes/quotation-reminders";

afterAll(() => stopTestPostgres());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sameOrigin = { origin: "http://localhost:3000" };
/** A complete order request, as the JSON API and the page's form take it. */
const order = { ordererName: "山田 太郎", purchaseOrder: "PO-2611-7", confirm: true };
const json = { "content-type": "application/json" };
const formPost = { "content-type": "application/x-www-form-urlencoded" };
const orderForm = new URLSearchParams({ ordererName: "山田 太郎", purchaseOrder: "", confirm: "on" }).toString();

/** The PDF part of a received email, decoded from its base64 body. */
function pdfAttachment(mail: ReceivedMail): { fileName: string; bytes: Uint8Array } | null {
  const part = mail.raw
    .split(/\r?\n--/)
    .find((p) => /Content-Type: application\/pdf/i.test(p) && /Content-Disposition: attachment/i.test(p));
  if (!part) return null;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const fileName = /filename="?([^";\r\n]+)/i.exec(head!.replace(/\r?\n\s+/g, " "))?.[1] ?? "";
  return { fileName, bytes: new Uint8Array(Buffer.from(body.join("").replace(/\s+/g, ""), "base64")) };
}

const pdfText = async (bytes: Uint8Array) =>
  ((await extractText(await getDocumentProxy(bytes), { mergePages: true })).text as string).replace(/\s+/g, " ");

describeEachDialect("quotation API", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  const db = () => t.running.services.db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      MAIL_TO: "inbox@tamagawa-digital.jp",
      INVOICE_REGISTRATION_NUMBER: "T9234567890123",
      QUOTE_VALID_DAYS: "30",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const completedQuote = (language: "ja" | "en", email: string, company?: string) =>
    completeQuote(t, smtp, { email, language, company });

  it("numbers and dates the quotation on completion and emails a link to its online copy, whose PDF is the quotation", async () => {
    const q = await completedQuote("ja", "pdf@example.jp", "株式会社川崎商事");
    const row = await db().selectFrom("quotes").selectAll().where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(row.reference).toBe(q.reference);
    // Valid to the end of the Japan-time day 30 days after the Japan-time day of completion.
    const issuedJst = new Date(Date.parse(row.completed_at!) + 9 * 3_600_000);
    const expected =
      Date.UTC(issuedJst.getUTCFullYear(), issuedJst.getUTCMonth(), issuedJst.getUTCDate() + 31) - 9 * 3_600_000 - 1;
    expect(row.valid_until).toBe(new Date(expected).toISOString());
    // Only the emailed link's token's hash is stored; it is neither the editing token's nor the browser's view token's.
    expect(row.mailed_token_hash).toBe(createHash("sha256").update(q.viewToken).digest("base64url"));
    expect(row.mailed_token_hash).not.toBe(row.token_hash);
    expect(row.mailed_token_hash).not.toBe(row.view_token_hash);

    // The first email to the address carries nothing typed into the calculator: the quotation is a link, not an attachment.
    expect(pdfAttachment(q.mail)).toBeNull();
    const download = await fetch(`${t.url}${q.viewPath}/pdf`);
    const text = await pdfText(new Uint8Array(await download.arrayBuffer()));
    expect(text).toContain("御見積書");
    expect(text).toContain(`見積番号: ${q.reference}`);
    // A person named at a company: the company, then the person with 様 (never 御中 as well).
    expect(text).toContain("株式会社川崎商事 山田 太郎 様");
    expect(text).not.toContain("御中");
    expect(text).toContain("ページ制作 3ページ ￥10,000 ￥30,000");
    expect(text).toContain("合計（税込） ￥38,500");
    expect(text).toContain("登録番号: T9234567890123");
    const outbox = await db().selectFrom("email_outbox").selectAll().where("reference", "=", q.id).execute();
    expect(outbox.find((r) => r.kind === "quote-to-visitor")?.attachment ?? null).toBeNull();
    expect(JSON.stringify(outbox)).not.toContain("%PDF");
  });

  it("serves the PDF to the editing token's holder: 404 for a wrong or missing token, 409 before completion", async () => {
    const q = await completedQuote("en", "get-pdf@example.jp");
    const res = await fetch(`${t.url}/api/quotes/${q.id}/pdf`, { headers: auth(q.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toContain(`attachment; filename="Quotation_${q.reference}.pdf"`);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(`Quotation No.: ${q.reference}`);

    for (const headers of [{}, auth("x".repeat(43)), auth(q.viewToken)]) {
      const refused = await fetch(`${t.url}/api/quotes/${q.id}/pdf`, { headers });
      expect(refused.status).toBe(404);
    }
    const started = await postJson(
      `${t.url}/api/quotes`,
      withToken({ name: "Jane", email: "jane@example.jp", language: "en" }, "quote"),
    );
    const incomplete = (await started.json()) as { id: string; token: string };
    const conflict = await fetch(`${t.url}/api/quotes/${incomplete.id}/pdf`, { headers: auth(incomplete.token) });
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).error.message).toContain("not been finalised");
  });

  it("shows the online copy with private headers and no script, and its PDF, to the view token only", async () => {
    const q = await completedQuote("ja", "online@example.jp");
    const page = await fetch(`${t.url}${q.viewPath}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(page.headers.get("content-security-policy")).not.toContain("unsafe-inline");
    const html = await page.text();
    expect(html).not.toContain("<script");
    expect(html).toContain(q.reference);
    expect(html).toContain("この見積書で発注を申し込む");
    const pdf = await fetch(`${t.url}${q.viewPath}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await fetch(`${t.url}/quotation/${q.id}/${"A".repeat(43)}`)).status).toBe(404);
    expect((await fetch(`${t.url}/quotation/${q.id}/${q.token}`)).status).toBe(404);
    // The view token cannot read or edit the quote.
    expect((await fetch(`${t.url}/api/quotes/${q.id}`, { headers: auth(q.viewToken) })).status).toBe(404);
    const edit = await fetch(`${t.url}/api/quotes/${q.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...auth(q.viewToken) },
      body: JSON.stringify({ serviceType: "seo", specifications: {} }),
    });
    expect(edit.status).toBe(404);
  });

  it("accepts once with the view token, notifies the company and confirms to the visitor; the editing token cannot", async () => {
    const q = await completedQuote("en", "accept@example.jp");
    const accept = (token: string) =>
      fetch(`${t.url}/api/quotes/${q.id}/accept`, {
        method: "POST",
        headers: { ...auth(token), ...sameOrigin, ...json },
        body: JSON.stringify(order),
      });
    expect((await accept(q.token)).status).toBe(404);
    const first = await accept(q.viewToken);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { status: string; acceptedAt: string };
    expect(body).toEqual({
      status: "accepted",
      acceptedAt: expect.any(String),
      ordererName: "山田 太郎",
      purchaseOrder: "PO-2611-7",
    });
    const again = await accept(q.viewToken);
    expect(await again.json()).toEqual(body);

    const toInbox = await eventually(async () =>
      smtp.received.find((m) => m.parsed.header("subject") === `[見積承諾 ${q.reference}] 山田 太郎 様`),
    );
    expect(toInbox.parsed.text).toContain("合計（税込）: ￥38,500");
    const confirmations = () =>
      smtp.received.filter(
        (m) =>
          m.envelope.to.includes("accept@example.jp") &&
          m.parsed.header("subject")!.includes("received your acceptance"),
      );
    await eventually(async () => confirmations().length > 0);
    // Everything queued so far delivered: a second confirmation or notification (from the second accept) has arrived.
    await outboxDelivered(db());
    expect(confirmations()).toHaveLength(1);
    expect(smtp.received.filter((m) => m.parsed.header("subject")?.includes(`[見積承諾 ${q.reference}]`))).toHaveLength(
      1,
    );

    const page = await (await fetch(`${t.url}${q.viewPath}`)).text();
    expect(page).toContain("You accepted this quotation on");
    expect(page).not.toContain("<form");
  });

  it("answers 410 after the validity end, with a link that starts a new quote with the same choices", async () => {
    const q = await completedQuote("en", "expired@example.jp");
    await db().updateTable("quotes").set({ valid_until: "2020-01-01T14:59:59.999Z" }).where("id", "=", q.id).execute();
    const res = await fetch(`${t.url}/api/quotes/${q.id}/accept`, {
      method: "POST",
      headers: { ...auth(q.viewToken), ...sameOrigin, ...json },
      body: JSON.stringify(order),
    });
    expect(res.status).toBe(410);
    const body = (await res.json()) as { error: { message: string }; restartUrl: string };
    expect(body.error.message).toBe("This quotation has expired. You can start a new quote with the same choices.");
    expect(body.restartUrl).toBe("http://localhost:3000/en/pricing-calculator?plan=web-basic&pages=3&revisions=3");
    const form = await fetch(`${t.url}${q.viewPath}/accept`, {
      method: "POST",
      headers: { ...sameOrigin, ...formPost },
      body: orderForm,
      redirect: "manual",
    });
    expect(form.status).toBe(410);
    expect(await form.text()).toContain('href="/en/pricing-calculator?plan=web-basic&amp;pages=3&amp;revisions=3"');
    const row = await db().selectFrom("quotes").select("accepted_at").where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(row.accepted_at).toBeNull();
  });

  it("accepts through the page's form post without script and refuses a cross-site post", async () => {
    const q = await completedQuote("ja", "form@example.jp");
    const crossSite = await fetch(`${t.url}${q.viewPath}/accept`, {
      method: "POST",
      headers: { origin: "https://evil.example", ...formPost },
      body: orderForm,
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    // Under the page's no-referrer policy a browser posts with Origin: null; only Sec-Fetch-Site: same-origin passes then.
    for (const site of ["cross-site", "same-site", undefined]) {
      const refused = await fetch(`${t.url}${q.viewPath}/accept`, {
        method: "POST",
        headers: { origin: "null", ...formPost, ...(site ? { "sec-fetch-site": site } : {}) },
        body: orderForm,
        redirect: "manual",
      });
      expect(refused.status, String(site)).toBe(403);
    }
    const res = await fetch(`${t.url}${q.viewPath}/accept`, {
      method: "POST",
      headers: { ...sameOrigin, ...formPost },
      body: orderForm,
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(q.viewPath);
    const row = await db().selectFrom("quotes").select("accepted_at").where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(row.accepted_at).not.toBeNull();
  });

  it("queues exactly one reminder for a quotation neither accepted nor expired after QUOTE_REMINDER_DAYS", async () => {
    const q = await completedQuote("ja", "remind@example.jp");
    const accepted = await completedQuote("ja", "remind-accepted@example.jp");
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await db()
      .updateTable("quotes")
      .set({ completed_at: eightDaysAgo })
      .where("id", "in", [q.id, accepted.id])
      .execute();
    await db().updateTable("quotes").set({ accepted_at: eightDaysAgo }).where("id", "=", accepted.id).execute();
    const settings = { days: 7, companyInbox: "inbox@tamagawa-digital.jp" };
    // Several sweeps at once (as several processes would run them): one reminder in all.
    const counts = await Promise.all([
      queueDueReminders(db(), settings),
      queueDueReminders(db(), settings),
      t.running.reminders.runNow(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await queueDueReminders(db(), settings)).toBe(0);
    const reminders = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "quotation-reminder-notification")
      .execute();
    expect(reminders.map((r) => r.reference)).toEqual([q.id]);
    expect(reminders[0]!.subject).toBe(`[見積フォロー ${q.reference}] 山田 太郎 様（未承諾）`);
    expect(reminders[0]!.text_body).toContain("合計（税込）: ￥38,500");
  });

  it("a deletion request removes the quotation's personal data and every email about it, and keeps the issued document", async () => {
    const q = await completedQuote("en", "forget-quotation@example.jp");
    await fetch(`${t.url}/api/quotes/${q.id}/accept`, {
      method: "POST",
      headers: { ...auth(q.viewToken), ...sameOrigin, ...json },
      body: JSON.stringify(order),
    });
    await forgetEmail(db(), "forget-quotation@example.jp", { dryRun: false });
    // The issued quotation stays for the tax laws' period (decision 039): its row holds it, without the person.
    const kept = await db().selectFrom("quotes").selectAll().where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(kept)).not.toContain("forget-quotation@example.jp");
    expect(
      await db().selectFrom("quotation_versions").select("number").where("quote_id", "=", q.id).execute(),
    ).toHaveLength(1);
    expect(await db().selectFrom("email_outbox").select("id").where("reference", "=", q.id).execute()).toEqual([]);
    expect((await fetch(`${t.url}${q.viewPath}`)).status).toBe(404);
  });

  it("takes the recipient's company with the contact form's rules, and none is fine", async () => {
    const refused = await postJson(
      `${t.url}/api/quotes`,
      withToken(
        { name: "Jane", email: "jane@example.jp", company: "Visit https://spam.example", language: "en" },
        "quote",
      ),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.field).toBe("company");
    const q = await completedQuote("en", "no-company@example.jp");
    const row = await db().selectFrom("quotes").select("company").where("id", "=", q.id).executeTakeFirstOrThrow();
    expect(row.company ?? null).toBeNull();
  });
});
