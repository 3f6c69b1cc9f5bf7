import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { createFormTokens, loadFormSecret } from "../../server/http/form-token.server";

const valid = { name: "山田 太郎", email: "taro@example.jp", phone: "044-000-0000", company: "山田商店", message: "ホームページのリニューアルについて相談したいです。", language: "ja" };
afterAll(() => stopTestPostgres());

async function rows(t: TestServer) {
  const messages = await t.running.services.db.selectFrom("contact_messages").selectAll().execute();
  const outbox = await t.running.services.db.selectFrom("email_outbox").selectAll().execute();
  return { messages, outbox };
}

describeEachDialect("POST /api/contact", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, { SMTP_URL: smtp.url, RATE_LIMIT_WRITES_PER_MINUTE: "0", MAIL_TO: "inbox@tamagawa-digital.jp" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("stores the message, answers 201 with its id and reference and delivers both emails in UTF-8", async () => {
    const before = smtp.received.length;
    const res = await postJson(`${t.url}/api/contact`, { ...valid, extra: "ignored", isAdmin: true });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ ok: true, id: expect.any(String), reference: expect.stringMatching(/^C-\d{4}-\d{4}$/) });
    const { messages } = await rows(t);
    const stored = messages.find((m) => m.id === body.id)!;
    expect(stored).toMatchObject({ name: "山田 太郎", email: "taro@example.jp", phone: "044-000-0000", company: "山田商店", language: "ja", source: "form", reference: body.reference });
    expect(Object.keys(stored)).not.toContain("extra");

    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const notification = mails.find((m) => m.envelope.to.includes("inbox@tamagawa-digital.jp"))!;
    const reply = mails.find((m) => m.envelope.to.includes("taro@example.jp"))!;
    expect(notification.parsed.header("reply-to")).toContain("taro@example.jp");
    // What arrived and from whom, with the reference.
    expect(notification.parsed.header("subject")).toBe(`[お問い合わせ ${body.reference}] 山田 太郎 様（山田商店）`);
    expect(notification.parsed.text).toContain("ホームページのリニューアルについて相談したいです。");
    expect(notification.parsed.text).toContain(`受付番号: ${body.reference}`);
    expect(reply.parsed.header("subject")).toBe(`【多摩川デジタルワークス】お問い合わせを受け付けました（受付番号 ${body.reference}）`);
    expect(reply.parsed.text).toContain(`受付番号: ${body.reference}`);
    expect(reply.parsed.text).toContain("24時間以内");
    expect(reply.parsed.text).not.toContain(body.id);
    // Japanese emails come from the company's Japanese name at MAIL_FROM's address.
    for (const mail of [notification, reply]) expect(mail.parsed.header("from")).toBe("多摩川デジタルワークス <no-reply@tamagawa-digital.jp>");
    expect(reply.raw).toMatch(/charset=utf-8/i);
  });

  it("writes the auto-reply in English for an English visitor, from MAIL_FROM's own name", async () => {
    const before = smtp.received.length;
    const res = await postJson(`${t.url}/api/contact`, { ...valid, name: "Jane Doe", email: "jane@example.com", language: "en" });
    expect(res.status).toBe(201);
    const { reference } = await res.json();
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const reply = mails.find((m) => m.envelope.to.includes("jane@example.com"))!;
    expect(reply.parsed.header("subject")).toBe(`[Tamagawa Digital Works] We have received your message (ref. ${reference})`);
    expect(reply.parsed.header("from")).toBe("Tamagawa Digital Works <no-reply@tamagawa-digital.jp>");
    expect(reply.parsed.text).toContain("Thank you for contacting us.");
    expect(reply.parsed.text).toContain("within 24 hours");
  });

  it("the auto-reply repeats nothing the visitor typed and addresses the mailbox without a display name", async () => {
    const typed = {
      name: "Visit https://spam.example now",
      company: "Cheap pills https://pills.example",
      phone: "+1 555 0100 spam",
      message: "Claim your prize at https://prize.example/win?x=1 <a href=\"https://prize.example\">here</a>",
    };
    for (const language of ["ja", "en"] as const) {
      const before = smtp.received.length;
      const email = `victim-${language}@example.org`;
      const res = await postJson(`${t.url}/api/contact`, { ...valid, ...typed, email, language });
      expect(res.status).toBe(201);
      const mails = (await smtp.waitFor(before + 2)).slice(before);
      const reply = mails.find((m) => m.envelope.to.includes(email))!;
      expect(reply.parsed.header("to")).toBe(email);
      const everything = [reply.parsed.header("subject"), reply.parsed.text, reply.parsed.html, ...reply.parsed.rawHeaders.map((h) => h.value)].join("\n");
      for (const part of ["spam.example", "pills.example", "prize.example", "Visit", "Cheap", "555", "Claim"]) expect(everything).not.toContain(part);
      expect(reply.parsed.html).toContain(language === "ja" ? "お問い合わせいただき、誠にありがとうございます。" : "Thank you for contacting us.");
      // The company's copy keeps all of it (it goes to MAIL_TO only).
      const notification = mails.find((m) => m.envelope.to.includes("inbox@tamagawa-digital.jp"))!;
      for (const part of Object.values(typed)) expect(notification.parsed.text).toContain(part);
    }
  });

  it("embeds the logo in the HTML email as an inline image, keeping a plain-text part", async () => {
    const before = smtp.received.length;
    expect((await postJson(`${t.url}/api/contact`, valid)).status).toBe(201);
    for (const mail of (await smtp.waitFor(before + 2)).slice(before)) {
      expect(mail.parsed.text).toBeTruthy();
      expect(mail.parsed.html).toContain('src="cid:logo@tamagawa-digital.jp"');
      expect(mail.raw).toMatch(/Content-Type: multipart\/related/i);
      expect(mail.raw).toMatch(/Content-ID: <logo@tamagawa-digital\.jp>/i);
      expect(mail.raw).toMatch(/Content-Type: image\/png/i);
    }
  });

  const messages = {
    en: ["Name is required", "Invalid email address", "Phone number must be less than 50 characters", "Company name must be less than 200 characters", "Message is required"],
    ja: ["お名前を入力してください", "有効なメールアドレスを入力してください", "電話番号は50文字以内で入力してください", "会社名は200文字以内で入力してください", "お問い合わせ内容を入力してください"],
  };
  const bad = [{ name: " " }, { email: "nope" }, { phone: "1".repeat(51) }, { company: "c".repeat(201) }, { message: "" }];
  const fields = ["name", "email", "phone", "company", "message"];
  for (const language of ["en", "ja"] as const) {
    bad.forEach((change, i) => {
      it(`answers 400 naming ${fields[i]} with the ${language} message and stores nothing`, async () => {
        const before = await rows(t);
        const res = await postJson(`${t.url}/api/contact`, { ...valid, ...change, language });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ ok: false, error: { code: "validation", field: fields[i], message: messages[language][i] } });
        const after = await rows(t);
        expect(after.messages.length).toBe(before.messages.length);
        expect(after.outbox.length).toBe(before.outbox.length);
      });
    });
  }

  it("checks the boundaries: 100 characters pass, 101 fail", async () => {
    expect((await postJson(`${t.url}/api/contact`, { ...valid, name: "名".repeat(100) })).status).toBe(201);
    const res = await postJson(`${t.url}/api/contact`, { ...valid, name: "名".repeat(101), language: "en" });
    expect((await res.json()).error.message).toBe("Name must be less than 100 characters");
    expect((await postJson(`${t.url}/api/contact`, { ...valid, message: "あ".repeat(5000) })).status).toBe(201);
    expect((await postJson(`${t.url}/api/contact`, { ...valid, message: "あ".repeat(5001) })).status).toBe(400);
  });

  it("falls back to Japanese for an unknown or missing language", async () => {
    const res = await postJson(`${t.url}/api/contact`, { ...valid, name: "", language: "fr" });
    expect((await res.json()).error.message).toBe("お名前を入力してください");
    const { language: _drop, ...noLanguage } = valid;
    const res2 = await postJson(`${t.url}/api/contact`, { ...noLanguage, name: "" });
    expect((await res2.json()).error.message).toBe("お名前を入力してください");
  });

  it("refuses cross-site requests with 403", async () => {
    const evil = await postJson(`${t.url}/api/contact`, valid, { origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    expect((await evil.json()).error.code).toBe("crossSite");
    const fetchSite = await postJson(`${t.url}/api/contact`, valid, { "sec-fetch-site": "cross-site" });
    expect(fetchSite.status).toBe(403);
    const own = await postJson(`${t.url}/api/contact`, valid, { origin: "http://localhost:3000" });
    expect(own.status).toBe(201);
  });

  it("refuses a body over 64 KB with 413 and other content types with 415", async () => {
    const big = await postJson(`${t.url}/api/contact`, { ...valid, message: "x".repeat(70_000) });
    expect(big.status).toBe(413);
    const text = await fetch(`${t.url}/api/contact`, { method: "POST", headers: { "content-type": "text/plain" }, body: "hi" });
    expect(text.status).toBe(415);
    const broken = await fetch(`${t.url}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"name": "a",' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.field).toBe("body");
  });

  it("returns the first response for a repeated Idempotency-Key and creates nothing new", async () => {
    const key = `key-${Date.now()}`;
    const first = await postJson(`${t.url}/api/contact`, valid, { "idempotency-key": key });
    const before = await rows(t);
    const second = await postJson(`${t.url}/api/contact`, valid, { "idempotency-key": key });
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    const after = await rows(t);
    expect(after.messages.length).toBe(before.messages.length);
    expect(after.outbox.length).toBe(before.outbox.length);
  });

  it("drops a filled honeypot or a bad form token silently, exactly as if accepted", async () => {
    const tokens = createFormTokens(loadFormSecret(t.env.FORM_SECRET, t.env.DATA_DIR));
    const before = await rows(t);
    const attempts = [
      { ...valid, website: "http://spam.example", formToken: tokens.issue(Date.now() - 10_000) },
      { ...valid, website: "", formToken: "v1.forged.token.signature" },
      { ...valid, website: "", formToken: tokens.issue() }, // sent faster than a person can type
      { ...valid, website: "", formToken: tokens.issue(Date.now() - 2 * 24 * 3600_000) }, // expired
      { ...valid, website: "" }, // the form's fields without a token
    ];
    for (const body of attempts) {
      const res = await postJson(`${t.url}/api/contact`, body);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true, id: expect.any(String), reference: expect.stringMatching(/^C-\d{4}-\d{4}$/) });
    }
    const after = await rows(t);
    expect(after.messages.length).toBe(before.messages.length);
    expect(after.outbox.length).toBe(before.outbox.length);
    const human = await postJson(`${t.url}/api/contact`, { ...valid, website: "", formToken: tokens.issue(Date.now() - 10_000) });
    expect(human.status).toBe(201);
    expect((await rows(t)).messages.length).toBe(before.messages.length + 1);
  });

  it("accepts a plain HTML form post and redirects back to the page; a refused one is answered in place", async () => {
    const tokens = createFormTokens(loadFormSecret(t.env.FORM_SECRET, t.env.DATA_DIR));
    const form = new URLSearchParams({ ...valid, language: "en", website: "", formToken: tokens.issue(Date.now() - 5000) });
    const res = await fetch(`${t.url}/api/contact`, { method: "POST", body: form, redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/contact?sent=1#contact-form");
    const invalid = new URLSearchParams({ ...valid, email: "nope", language: "ja", website: "", formToken: tokens.issue(Date.now() - 5000) });
    const res2 = await fetch(`${t.url}/api/contact`, { method: "POST", body: invalid, redirect: "manual" });
    // Refused, the page itself answers (rendered in the e2e tests, which have the build): no redirect, nothing typed in a URL.
    expect(res2.status).toBe(400);
    expect(res2.headers.get("location")).toBeNull();
    expect(res2.headers.get("cache-control")).toBe("no-store");
  });
});

describe("rate limits", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("sqlite", { RATE_LIMIT_WRITES_PER_MINUTE: "3" });
  });
  afterAll(() => t.close());

  it("answers 429 with Retry-After and a translated message past the per-IP limit", async () => {
    for (let i = 0; i < 3; i++) expect((await postJson(`${t.url}/api/contact`, valid)).status).toBe(201);
    const res = await postJson(`${t.url}/api/contact?language=en`, valid);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error.message).toMatch(/Too many submissions/);
    const ja = await postJson(`${t.url}/api/contact`, valid);
    expect((await ja.json()).error.message).toMatch(/送信が集中/);
  });

  it("answers a form post past the limit with the page (429, Retry-After) instead of raw JSON", async () => {
    const form = new URLSearchParams({ ...valid, language: "en" });
    const res = await fetch(`${t.url}/api/contact?language=en`, { method: "POST", body: form, redirect: "manual" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("content-type")).not.toMatch(/json/);
  });

  it("ignores a spoofed X-Forwarded-For when no proxy is trusted", async () => {
    const res = await postJson(`${t.url}/api/contact`, valid, { "x-forwarded-for": "203.0.113.9" });
    expect(res.status).toBe(429);
  });
});
