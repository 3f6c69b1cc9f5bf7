import { formToken, withToken } from "../support/form-tokens";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

const valid = {
  name: "山田 太郎",
  email: "taro@example.jp",
  phone: "044-000-0000",
  company: "山田商店",
  message: "ホームページのリニューアルについて相談したいです。",
  language: "ja",
};
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
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      MAIL_TO: "inbox@tamagawa-digital.jp",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("stores the message, answers 201 with its id and reference and delivers both emails in UTF-8", async () => {
    const before = smtp.received.length;
    const res = await postJson(
      `${t.url}/api/contact`,
      withToken({ ...valid, extra: "ignored", isAdmin: true }, "contact"),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ ok: true, id: expect.any(String), reference: expect.stringMatching(/^C-\d{4}-\d{4}$/) });
    const { messages } = await rows(t);
    const stored = messages.find((m) => m.id === body.id)!;
    expect(stored).toMatchObject({
      name: "山田 太郎",
      email: "taro@example.jp",
      phone: "044-000-0000",
      company: "山田商店",
      language: "ja",
      source: "form",
      reference: body.reference,
    });
    expect(Object.keys(stored)).not.toContain("extra");

    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const notification = mails.find((m) => m.envelope.to.includes("inbox@tamagawa-digital.jp"))!;
    const reply = mails.find((m) => m.envelope.to.includes("taro@example.jp"))!;
    expect(notification.parsed.header("reply-to")).toContain("taro@example.jp");
    // What arrived and from whom, with the reference.
    expect(notification.parsed.header("subject")).toBe(`[お問い合わせ ${body.reference}] 山田 太郎 様（山田商店）`);
    expect(notification.parsed.text).toContain("ホームページのリニューアルについて相談したいです。");
    expect(notification.parsed.text).toContain(`受付番号: ${body.reference}`);
    expect(reply.parsed.header("subject")).toBe(
      `【多摩川デジタルワークス】お問い合わせを受け付けました（受付番号 ${body.reference}）`,
    );
    expect(reply.parsed.text).toContain(`受付番号: ${body.reference}`);
    expect(reply.parsed.text).toContain("24時間以内");
    expect(reply.parsed.text).not.toContain(body.id);
    // Japanese emails come from the company's Japanese name at MAIL_FROM's address.
    for (const mail of [notification, reply])
      expect(mail.parsed.header("from")).toBe("多摩川デジタルワークス <no-reply@tamagawa-digital.jp>");
    expect(reply.raw).toMatch(/charset=utf-8/i);
  });

  it("writes the auto-reply in English for an English visitor, from MAIL_FROM's own name", async () => {
    const before = smtp.received.length;
    const res = await postJson(
      `${t.url}/api/contact`,
      withToken({ ...valid, name: "Jane Doe", email: "jane@example.com", language: "en" }, "contact"),
    );
    expect(res.status).toBe(201);
    const { reference } = await res.json();
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const reply = mails.find((m) => m.envelope.to.includes("jane@example.com"))!;
    expect(reply.parsed.header("subject")).toBe(
      `[Tamagawa Digital Works] We have received your message (ref. ${reference})`,
    );
    expect(reply.parsed.header("from")).toBe("Tamagawa Digital Works <no-reply@tamagawa-digital.jp>");
    expect(reply.parsed.text).toContain("Thank you for contacting us.");
    expect(reply.parsed.text).toContain("within 24 hours");
  });

  it("the auto-reply repeats nothing the visitor typed and addresses the mailbox without a display name", async () => {
    // Names and companies with links are refused (a 400 of their own); the message may carry them.
    const typed = {
      name: "Visit Spammer",
      company: "Cheap Pills Trading",
      phone: "+1 555 0100",
      message: 'Claim your prize at https://prize.example/win?x=1 <a href="https://prize.example">here</a>',
    };
    for (const language of ["ja", "en"] as const) {
      const before = smtp.received.length;
      const email = `victim-${language}@example.org`;
      const res = await postJson(`${t.url}/api/contact`, withToken({ ...valid, ...typed, email, language }, "contact"));
      expect(res.status).toBe(201);
      const mails = (await smtp.waitFor(before + 2)).slice(before);
      const reply = mails.find((m) => m.envelope.to.includes(email))!;
      expect(reply.parsed.header("to")).toBe(email);
      const everything = [
        reply.parsed.header("subject"),
        reply.parsed.text,
        reply.parsed.html,
        ...reply.parsed.rawHeaders.map((h) => h.value),
      ].join("\n");
      // "555 0100" with its space: a MIME boundary's random hex may hold "555" by chance.
      for (const part of ["Spammer", "Pills", "prize.example", "Visit", "Cheap", "555 0100", "Claim"])
        expect(everything).not.toContain(part);
      expect(reply.parsed.html).toContain(
        language === "ja" ? "お問い合わせいただき、誠にありがとうございます。" : "Thank you for contacting us.",
      );
      // The company's copy keeps all of it (it goes to MAIL_TO only).
      const notification = mails.find((m) => m.envelope.to.includes("inbox@tamagawa-digital.jp"))!;
      for (const part of Object.values(typed)) expect(notification.parsed.text).toContain(part);
    }
  });

  it("embeds the logo in the HTML email as an inline image, keeping a plain-text part", async () => {
    const before = smtp.received.length;
    expect((await postJson(`${t.url}/api/contact`, withToken(valid, "contact"))).status).toBe(201);
    for (const mail of (await smtp.waitFor(before + 2)).slice(before)) {
      expect(mail.parsed.text).toBeTruthy();
      expect(mail.parsed.html).toContain('src="cid:logo@tamagawa-digital.jp"');
      expect(mail.raw).toMatch(/Content-Type: multipart\/related/i);
      expect(mail.raw).toMatch(/Content-ID: <logo@tamagawa-digital\.jp>/i);
      expect(mail.raw).toMatch(/Content-Type: image\/png/i);
    }
  });

  const messages = {
    en: [
      "Name is required",
      "Invalid email address",
      "Phone number must be less than 50 characters",
      "Company name must be less than 200 characters",
      "Message is required",
    ],
    ja: [
      "お名前を入力してください",
      "有効なメールアドレスを入力してください",
      "電話番号は50文字以内で入力してください",
      "会社名は200文字以内で入力してください",
      "お問い合わせ内容を入力してください",
    ],
  };
  const bad = [
    { name: " " },
    { email: "nope" },
    { phone: "1".repeat(51) },
    { company: "c".repeat(201) },
    { message: "" },
  ];
  const fields = ["name", "email", "phone", "company", "message"];
  for (const language of ["en", "ja"] as const) {
    bad.forEach((change, i) => {
      it(`answers 400 naming ${fields[i]} with the ${language} message and stores nothing`, async () => {
        const before = await rows(t);
        const res = await postJson(`${t.url}/api/contact`, withToken({ ...valid, ...change, language }, "contact"));
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          ok: false,
          error: { code: "validation", field: fields[i], message: messages[language][i] },
        });
        const after = await rows(t);
        expect(after.messages.length).toBe(before.messages.length);
        expect(after.outbox.length).toBe(before.outbox.length);
      });
    });
  }

  it("checks the boundaries: 100 characters pass, 101 fail", async () => {
    expect(
      (await postJson(`${t.url}/api/contact`, withToken({ ...valid, name: "名".repeat(100) }, "contact"))).status,
    ).toBe(201);
    const res = await postJson(
      `${t.url}/api/contact`,
      withToken({ ...valid, name: "名".repeat(101), language: "en" }, "contact"),
    );
    expect((await res.json()).error.message).toBe("Name must be less than 100 characters");
    expect(
      (await postJson(`${t.url}/api/contact`, withToken({ ...valid, message: "あ".repeat(5000) }, "contact"))).status,
    ).toBe(201);
    expect(
      (await postJson(`${t.url}/api/contact`, withToken({ ...valid, message: "あ".repeat(5001) }, "contact"))).status,
    ).toBe(400);
  });

  it("falls back to Japanese for an unknown or missing language", async () => {
    const res = await postJson(`${t.url}/api/contact`, withToken({ ...valid, name: "", language: "fr" }, "contact"));
    expect((await res.json()).error.message).toBe("お名前を入力してください");
    const { language: _drop, ...noLanguage } = valid;
    const res2 = await postJson(`${t.url}/api/contact`, withToken({ ...noLanguage, name: "" }, "contact"));
    expect((await res2.json()).error.message).toBe("お名前を入力してください");
  });

  it("refuses cross-site requests with 403", async () => {
    const evil = await postJson(`${t.url}/api/contact`, withToken(valid, "contact"), {
      origin: "https://evil.example",
    });
    expect(evil.status).toBe(403);
    expect((await evil.json()).error.code).toBe("crossSite");
    const fetchSite = await postJson(`${t.url}/api/contact`, withToken(valid, "contact"), {
      "sec-fetch-site": "cross-site",
    });
    expect(fetchSite.status).toBe(403);
    const own = await postJson(`${t.url}/api/contact`, withToken(valid, "contact"), {
      origin: "http://localhost:3000",
    });
    expect(own.status).toBe(201);
  });

  it("refuses a body over 64 KB with 413 and other content types with 415", async () => {
    const big = await postJson(`${t.url}/api/contact`, withToken({ ...valid, message: "x".repeat(70_000) }, "contact"));
    expect(big.status).toBe(413);
    const text = await fetch(`${t.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hi",
    });
    expect(text.status).toBe(415);
    const broken = await fetch(`${t.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "a",',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.field).toBe("body");
  });

  it("returns the first response for a repeated Idempotency-Key and creates nothing new", async () => {
    const key = `key-${Date.now()}`;
    const body = withToken(valid, "contact");
    const first = await postJson(`${t.url}/api/contact`, body, { "idempotency-key": key });
    expect(first.status).toBe(201);
    const before = await rows(t);
    const second = await postJson(`${t.url}/api/contact`, body, { "idempotency-key": key });
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    const after = await rows(t);
    expect(after.messages.length).toBe(before.messages.length);
    expect(after.outbox.length).toBe(before.outbox.length);
  });

  it("refuses the same Idempotency-Key with a different message (422) instead of dropping it", async () => {
    const key = `key-mismatch-${Date.now()}`;
    const token = formToken("contact");
    expect(
      (await postJson(`${t.url}/api/contact`, { ...valid, formToken: token }, { "idempotency-key": key })).status,
    ).toBe(201);
    const before = await rows(t);
    const other = await postJson(
      `${t.url}/api/contact`,
      { ...valid, message: "別の内容です。", language: "en", formToken: token },
      { "idempotency-key": key },
    );
    expect(other.status).toBe(422);
    expect((await other.json()).error).toEqual({
      code: "idempotencyMismatch",
      field: "Idempotency-Key",
      message: "This Idempotency-Key was already used for a different request",
    });
    expect((await rows(t)).messages.length).toBe(before.messages.length);
  });

  it("scopes Idempotency-Keys to the client's form token: another client's same key is its own message", async () => {
    const key = `key-shared-${Date.now()}`;
    const mine = await postJson(`${t.url}/api/contact`, withToken(valid, "contact"), { "idempotency-key": key });
    const theirs = await postJson(
      `${t.url}/api/contact`,
      withToken({ ...valid, message: "別の依頼です。" }, "contact"),
      { "idempotency-key": key },
    );
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    const ids = [(await mine.json()).id, (await theirs.json()).id];
    expect(ids[0]).not.toBe(ids[1]);
    const stored = (await rows(t)).messages.filter((m) => ids.includes(m.id));
    expect(stored.map((m) => m.message).sort()).toEqual(
      ["ホームページのリニューアルについて相談したいです。", "別の依頼です。"].sort(),
    );
  });

  it("drops a filled honeypot silently, exactly as if accepted", async () => {
    const before = await rows(t);
    const res = await postJson(`${t.url}/api/contact`, {
      ...valid,
      website: "http://spam.example",
      formToken: formToken("contact"),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      ok: true,
      id: expect.any(String),
      reference: expect.stringMatching(/^C-\d{4}-\d{4}$/),
    });
    const after = await rows(t);
    expect(after.messages.length).toBe(before.messages.length);
    expect(after.outbox.length).toBe(before.outbox.length);
  });

  it("refuses a missing, forged, other form's, expired or too-fresh token with a translated 403 naming formToken", async () => {
    const before = await rows(t);
    const invalid = {
      code: "formTokenInvalid",
      field: "formToken",
      message: "This form has expired. Please reload the page and send it again.",
    };
    const attempts: [Record<string, unknown>, object][] = [
      [{ ...valid, language: "en" }, invalid], // a JSON client without the form's fields
      [{ ...valid, language: "en", website: "" }, invalid],
      [{ ...valid, language: "en", formToken: "v2.contact.forged.token.signature" }, invalid],
      [{ ...valid, language: "en", formToken: formToken("quote") }, invalid],
      [{ ...valid, language: "en", formToken: formToken("contact", 2 * 24 * 3600_000) }, invalid],
      [
        { ...valid, language: "en", formToken: formToken("contact", 0) },
        {
          ...invalid,
          code: "formTokenTooFast",
          message: "That was sent too quickly. Please wait a few seconds and send it again.",
        },
      ],
    ];
    for (const [body, error] of attempts) {
      const res = await postJson(`${t.url}/api/contact`, body);
      expect(res.status).toBe(403);
      expect((await res.json()).error).toEqual(error);
    }
    const ja = await postJson(`${t.url}/api/contact`, valid);
    expect((await ja.json()).error.message).toBe(
      "フォームの有効期限が切れました。ページを再読み込みしてから、もう一度送信してください。",
    );
    const after = await rows(t);
    expect(after.messages.length).toBe(before.messages.length);
    expect(after.outbox.length).toBe(before.outbox.length);
  });

  it("accepts one message per form token: a reused token is a 403 and stores nothing", async () => {
    const token = formToken("contact");
    expect((await postJson(`${t.url}/api/contact`, { ...valid, formToken: token })).status).toBe(201);
    const before = await rows(t);
    for (let i = 0; i < 3; i++) {
      const again = await postJson(`${t.url}/api/contact`, {
        ...valid,
        message: `二通目 ${i}`,
        language: "en",
        formToken: token,
      });
      expect(again.status).toBe(403);
      expect((await again.json()).error).toMatchObject({
        code: "formTokenUsed",
        field: "formToken",
        message: "This form has already been sent. Please reload the page to send another.",
      });
    }
    expect((await rows(t)).messages.length).toBe(before.messages.length);
  });

  it("a refused message does not use up its token", async () => {
    const token = formToken("contact");
    expect((await postJson(`${t.url}/api/contact`, { ...valid, email: "nope", formToken: token })).status).toBe(400);
    expect((await postJson(`${t.url}/api/contact`, { ...valid, formToken: token })).status).toBe(201);
  });

  it("hands out tokens bound to a form, and refuses an unknown form", async () => {
    for (const form of ["contact", "quote", "chat"]) {
      const res = await fetch(`${t.url}/api/form-token?form=${form}`);
      expect(res.headers.get("cache-control")).toBe("no-store");
      // The token names the fill time the server requires, and so does the answer (none for the chat).
      const fill = form === "chat" ? 0 : 3_000;
      expect(await res.json()).toEqual({
        token: expect.stringMatching(new RegExp(`^v3\\.${form}\\.\\w+\\.${fill.toString(36)}\\.`)),
        form,
        minFillMs: fill,
      });
    }
    expect((await (await fetch(`${t.url}/api/form-token`)).json()).form).toBe("contact");
    expect((await fetch(`${t.url}/api/form-token?form=admin`)).status).toBe(400);
  });

  it("accepts a plain HTML form post and redirects back to the page; a refused one is answered in place", async () => {
    const form = new URLSearchParams({ ...valid, language: "en", website: "", formToken: formToken("contact") });
    const res = await fetch(`${t.url}/api/contact`, { method: "POST", body: form, redirect: "manual" });
    expect(res.status).toBe(303);
    // The landing page shows the reference the visitor's email carries.
    expect(res.headers.get("location")).toMatch(/^\/en\/contact\?sent=1&ref=C-\d{4}-\d{4}#contact-form$/);
    const invalid = new URLSearchParams({
      ...valid,
      email: "nope",
      language: "ja",
      website: "",
      formToken: formToken("contact"),
    });
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
    for (let i = 0; i < 3; i++)
      expect((await postJson(`${t.url}/api/contact`, withToken(valid, "contact"))).status).toBe(201);
    const res = await postJson(`${t.url}/api/contact?language=en`, withToken(valid, "contact"));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error.message).toMatch(/Too many submissions/);
    const ja = await postJson(`${t.url}/api/contact`, withToken(valid, "contact"));
    expect((await ja.json()).error.message).toMatch(/送信が集中/);
  });

  it("answers a form post past the limit with the page (429, Retry-After) instead of raw JSON", async () => {
    const form = new URLSearchParams({ ...valid, language: "en", website: "", formToken: formToken("contact") });
    const res = await fetch(`${t.url}/api/contact?language=en`, { method: "POST", body: form, redirect: "manual" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("content-type")).not.toMatch(/json/);
  });

  it("ignores a spoofed X-Forwarded-For when no proxy is trusted", async () => {
    const res = await postJson(`${t.url}/api/contact`, withToken(valid, "contact"), {
      "x-forwarded-for": "203.0.113.9",
    });
    expect(res.status).toBe(429);
  });
});
