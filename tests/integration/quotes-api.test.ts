import { withToken } from "../support/form-tokens";
import { emailOfLength } from "../support/hostile-input";
import { outboxDelivered } from "../support/outbox-helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

afterAll(() => stopTestPostgres());

const visitor = { name: "山田 太郎", email: "taro@example.jp", language: "ja" };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describeEachDialect("quotes API", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  const db = () => t.running.services.db;

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

  async function start(body: object = visitor, headers: Record<string, string> = {}) {
    const res = await postJson(`${t.url}/api/quotes`, withToken(body, "quote"), headers);
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; token: string; status: string };
  }
  const patch = (q: { id: string; token: string }, body: unknown) =>
    send("PATCH", `${t.url}/api/quotes/${q.id}`, body, auth(q.token));
  const complete = (q: { id: string; token: string }, body?: unknown) =>
    send("POST", `${t.url}/api/quotes/${q.id}/complete`, body, auth(q.token));
  const get = (q: { id: string; token: string }) =>
    send("GET", `${t.url}/api/quotes/${q.id}`, undefined, auth(q.token));
  const outboxCount = async () => (await db().selectFrom("email_outbox").select("id").execute()).length;

  describe("starting a quote", () => {
    it("creates an incomplete quote and returns its id and a 256-bit token whose hash alone is stored", async () => {
      const sessionId = "0b6f6a8e-4c1d-4f7e-9a55-2f1b3c4d5e6f";
      const res = await postJson(
        `${t.url}/api/quotes`,
        withToken({ ...visitor, sessionId, status: "complete", estimatedPrice: 1 }, "quote"),
      );
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = await res.json();
      expect(body).toEqual({
        id: expect.any(String),
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        status: "incomplete",
      });
      const row = await db().selectFrom("quotes").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: "山田 太郎",
        email: "taro@example.jp",
        language: "ja",
        status: "incomplete",
        session_id: sessionId,
        service_type: null,
        estimated_price: null,
      });
      expect(row.token_hash).toBe(createHash("sha256").update(body.token).digest("base64url"));
      expect(JSON.stringify(row)).not.toContain(body.token);
    });

    it("generates a session id when the page sends none or a malformed one", async () => {
      for (const sessionId of [undefined, "not-a-uuid"]) {
        const { id } = await start({ ...visitor, sessionId });
        const row = await db().selectFrom("quotes").select("session_id").where("id", "=", id).executeTakeFirstOrThrow();
        expect(row.session_id).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    const cases = [
      ["a blank name", { name: "  " }, "name", "Name is required", "お名前を入力してください"],
      [
        "a name of 101 characters",
        { name: "n".repeat(101) },
        "name",
        "Name must be less than 100 characters",
        "お名前は100文字以内で入力してください",
      ],
      [
        "a malformed email",
        { email: "nope" },
        "email",
        "Invalid email address",
        "有効なメールアドレスを入力してください",
      ],
      [
        "an email of 255 characters",
        { email: emailOfLength(255) },
        "email",
        "Email must be less than 255 characters",
        "メールアドレスは254文字以内で入力してください",
      ],
      [
        "an email of 256 characters",
        { email: emailOfLength(256) },
        "email",
        "Email must be less than 255 characters",
        "メールアドレスは254文字以内で入力してください",
      ],
      [
        "a name with a link",
        { name: "Prize at https://evil.example" },
        "name",
        "Name must not contain a web address",
        "お名前にURLやドメイン名は入力できません",
      ],
      [
        "a name with an escape character",
        { name: "Taro\u001b[31m" },
        "name",
        "Name contains control characters that are not allowed",
        "お名前に使用できない制御文字が含まれています",
      ],
      [
        "a name with an encoded word",
        { name: "Taro =?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=" },
        "name",
        "Name must not contain encoded text such as =?…?=",
        "お名前に「=?…?=」の形の文字列は入力できません",
      ],
    ] as const;
    for (const [what, change, field, en, ja] of cases) {
      it(`refuses ${what} with the contact form's 400 and message in both languages`, async () => {
        const before = (await db().selectFrom("quotes").select("id").execute()).length;
        for (const [language, message] of [
          ["en", en],
          ["ja", ja],
        ] as const) {
          const res = await postJson(`${t.url}/api/quotes`, withToken({ ...visitor, ...change, language }, "quote"));
          expect(res.status).toBe(400);
          expect(await res.json()).toEqual({ ok: false, error: { code: "validation", field, message } });
        }
        expect((await db().selectFrom("quotes").select("id").execute()).length).toBe(before);
      });
    }

    it("answers a replayed creation with 409 and no token: the quote keeps its one token, nothing new is made", async () => {
      const key = `quote-${Date.now()}`;
      const body = withToken(visitor, "quote");
      const created = await postJson(`${t.url}/api/quotes`, body, { "idempotency-key": key });
      expect(created.status).toBe(201);
      const first = (await created.json()) as { id: string; token: string };
      const stored = await db()
        .selectFrom("quotes")
        .select("token_hash")
        .where("id", "=", first.id)
        .executeTakeFirstOrThrow();
      const count = (await db().selectFrom("quotes").select("id").execute()).length;
      for (const language of ["en", "ja"] as const) {
        const replay = await postJson(`${t.url}/api/quotes`, { ...body, language }, { "idempotency-key": key });
        // A different language is a different body: 422; the same body is the replay: 409.
        expect(replay.status).toBe(language === "ja" ? 409 : 422);
        const answer = await replay.json();
        expect(JSON.stringify(answer)).not.toMatch(/token"\s*:\s*"/);
        expect(answer.error.field).toBe("Idempotency-Key");
      }
      const again = await postJson(`${t.url}/api/quotes`, body, { "idempotency-key": key });
      expect(again.status).toBe(409);
      expect((await again.json()).error.message).toBe(
        "このお見積もりはすでに作成されています。もう一度最初からお試しください",
      );
      expect((await db().selectFrom("quotes").select("id").execute()).length).toBe(count);
      expect(
        (await db().selectFrom("quotes").select("token_hash").where("id", "=", first.id).executeTakeFirstOrThrow())
          .token_hash,
      ).toBe(stored.token_hash);
      expect((await get(first)).status).toBe(200);
      const other = await postJson(
        `${t.url}/api/quotes`,
        { ...body, email: "someone@example.jp" },
        { "idempotency-key": key },
      );
      expect(other.status).toBe(422);
      expect((await other.json()).error).toMatchObject({ code: "idempotencyMismatch", field: "Idempotency-Key" });
    });

    it("scopes Idempotency-Keys to the client: another client's same key starts its own quote", async () => {
      const key = `quote-shared-${Date.now()}`;
      const mine = await start(visitor, { "idempotency-key": key });
      const theirs = await start(visitor, { "idempotency-key": key });
      expect(theirs.id).not.toBe(mine.id);
      expect((await get(mine)).status).toBe(200);
      expect((await get(theirs)).status).toBe(200);
    });

    it("needs a quote form token, good for one quote", async () => {
      const count = (await db().selectFrom("quotes").select("id").execute()).length;
      const none = await postJson(`${t.url}/api/quotes`, { ...visitor, language: "en" });
      expect(none.status).toBe(403);
      expect((await none.json()).error).toMatchObject({ code: "formTokenInvalid", field: "formToken" });
      const contactToken = await postJson(`${t.url}/api/quotes`, withToken(visitor, "contact"));
      expect(contactToken.status).toBe(403);
      const body = withToken(visitor, "quote");
      expect((await postJson(`${t.url}/api/quotes`, body)).status).toBe(201);
      const reused = await postJson(`${t.url}/api/quotes`, body);
      expect(reused.status).toBe(403);
      expect((await reused.json()).error).toMatchObject({ code: "formTokenUsed", field: "formToken" });
      expect((await db().selectFrom("quotes").select("id").execute()).length).toBe(count + 1);
    });
  });

  describe("autosave", () => {
    it("stores the plan and normalized specifications with the server's own price, ignoring the client's", async () => {
      const q = await start();
      const res = await patch(q, {
        serviceType: "web-basic",
        specifications: { pages: 3, revisions: 4, screens: 9, hacked: true },
        estimatedPrice: 1,
        estimated_price: 1,
        status: "complete",
        language: "en",
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({
        id: q.id,
        status: "incomplete",
        serviceType: "web-basic",
        specifications: { pages: 3, revisions: 4 },
        estimatedPrice: 40_000,
        breakdown: {
          lines: [
            { kind: "perUnit", unit: "page", quantity: 3, unitPrice: 10_000, amount: 30_000 },
            { kind: "revisionSurcharge", unit: "revision", quantity: 2, unitPrice: 5_000, amount: 10_000 },
          ],
          subtotal: 40_000,
          tax: 4_000,
          totalWithTax: 44_000,
        },
      });
      const row = await db().selectFrom("quotes").selectAll().where("id", "=", q.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        service_type: "web-basic",
        estimated_price: 40_000,
        status: "incomplete",
        language: "en",
      });
      expect(JSON.parse(row.specifications!)).toEqual({ pages: 3, revisions: 4 });
    });

    it("recomputes on every save and fills the plan's defaults", async () => {
      const q = await start();
      expect((await (await patch(q, { serviceType: "maintenance", specifications: {} })).json()).estimatedPrice).toBe(
        3_000,
      );
      const consulting = await (
        await patch(q, { serviceType: "it-consulting", specifications: { hours: 1, location: "onsite" } })
      ).json();
      expect(consulting.estimatedPrice).toBe(10_000);
      expect(consulting.specifications).toEqual({ hours: 1, location: "onsite" });
      expect(consulting.breakdown.lines.map((l: { kind: string }) => l.kind)).toEqual(["perUnit", "minimumAdjustment"]);
      expect(
        (
          await (
            await patch(q, { serviceType: "mobile-medium", specifications: { screens: 2, platform: "native" } })
          ).json()
        ).estimatedPrice,
      ).toBe(80_000);
    });

    it("lets a visitor resume: GET returns the saved quote", async () => {
      const q = await start({ ...visitor, language: "en" });
      await patch(q, { serviceType: "cloud-migration", specifications: { gigabytes: 20, setupCost: 5_000 } });
      const res = await get(q);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: q.id,
        status: "incomplete",
        language: "en",
        serviceType: "cloud-migration",
        specifications: { gigabytes: 20, setupCost: 5_000 },
        estimatedPrice: 25_000,
        breakdown: { subtotal: 25_000, tax: 2_500, totalWithTax: 27_500 },
      });
      const fresh = await start();
      expect(await (await get(fresh)).json()).toMatchObject({
        status: "incomplete",
        serviceType: null,
        specifications: null,
        estimatedPrice: 0,
        breakdown: null,
      });
    });

    const bad = [
      [
        { serviceType: "web-gold" },
        "serviceType",
        "The selected plan does not exist. Please choose a plan again",
        "選択されたプランが見つかりません。プランを選び直してください",
      ],
      [{ serviceType: undefined }, "serviceType", "Please choose a plan", "プランをお選びください"],
      [
        { specifications: { pages: 0 } },
        "pages",
        "Pages must be a whole number between 1 and 10,000",
        "ページ数は1〜10,000の整数で入力してください",
      ],
      [
        { specifications: { pages: 2.5 } },
        "pages",
        "Pages must be a whole number between 1 and 10,000",
        "ページ数は1〜10,000の整数で入力してください",
      ],
      [
        { specifications: { pages: "3" } },
        "pages",
        "Pages must be a whole number between 1 and 10,000",
        "ページ数は1〜10,000の整数で入力してください",
      ],
      [
        { specifications: { revisions: 1 } },
        "revisions",
        "Revisions must be a whole number between 2 and 10,000",
        "修正回数は2〜10,000の整数で入力してください",
      ],
      [
        { specifications: { pages: 10_001 } },
        "pages",
        "Pages must be a whole number between 1 and 10,000",
        "ページ数は1〜10,000の整数で入力してください",
      ],
      [
        { specifications: "lots" },
        "specifications",
        "The quote details are not in the expected format. Please reload the page and try again",
        "お見積もり条件の形式が正しくありません。ページを再読み込みしてお試しください",
      ],
    ] as const;
    for (const [change, field, en, ja] of bad) {
      it(`answers 422 naming ${field} for ${JSON.stringify(change)}, in the visitor's language, and keeps the last good save`, async () => {
        const q = await start();
        await patch(q, { serviceType: "web-basic", specifications: { pages: 2 } });
        for (const [language, message] of [
          ["en", en],
          ["ja", ja],
        ] as const) {
          const res = await patch(q, { serviceType: "web-basic", specifications: { pages: 2 }, ...change, language });
          expect(res.status).toBe(422);
          expect(await res.json()).toEqual({ ok: false, error: { code: "validation", field, message } });
        }
        expect(await (await get(q)).json()).toMatchObject({ serviceType: "web-basic", estimatedPrice: 20_000 });
      });
    }
  });

  describe("who may see and change a quote", () => {
    it("answers the same 404 for a missing token, a wrong token, another quote's token and an unknown id", async () => {
      const mine = await start();
      const theirs = await start();
      const answers = [
        await send("PATCH", `${t.url}/api/quotes/${mine.id}`, { serviceType: "seo", specifications: {} }),
        await send(
          "PATCH",
          `${t.url}/api/quotes/${mine.id}`,
          { serviceType: "seo", specifications: {} },
          { authorization: "Bearer wrong" },
        ),
        await send(
          "PATCH",
          `${t.url}/api/quotes/${mine.id}`,
          { serviceType: "seo", specifications: {} },
          auth(theirs.token),
        ),
        await send(
          "PATCH",
          `${t.url}/api/quotes/${crypto.randomUUID()}`,
          { serviceType: "seo", specifications: {} },
          auth(mine.token),
        ),
        await send("GET", `${t.url}/api/quotes/${mine.id}`, undefined, auth(theirs.token)),
        await send("GET", `${t.url}/api/quotes/${mine.id}`, undefined, { authorization: mine.token }),
        await send("POST", `${t.url}/api/quotes/${mine.id}/complete`, undefined, auth(theirs.token)),
      ];
      const bodies = await Promise.all(answers.map((r) => r.text()));
      expect(answers.map((r) => r.status)).toEqual(Array(answers.length).fill(404));
      expect(new Set(bodies).size).toBe(1);
      expect(
        await db().selectFrom("quotes").select("service_type").where("id", "=", mine.id).executeTakeFirstOrThrow(),
      ).toEqual({ service_type: null });
    });
  });

  describe("completion", () => {
    it("refuses a quote without a plan or with a price of 0 and sends nothing", async () => {
      const q = await start({ ...visitor, language: "en" });
      const before = await outboxCount();
      const noPlan = await complete(q);
      expect(noPlan.status).toBe(422);
      expect((await noPlan.json()).error).toEqual({
        code: "validation",
        field: "serviceType",
        message: "Please choose a plan",
      });
      await patch(q, { serviceType: "web-additional", specifications: { additionalPages: 0 } });
      const zero = await complete(q, { language: "ja" });
      expect(zero.status).toBe(422);
      expect((await zero.json()).error).toMatchObject({
        field: "estimatedPrice",
        message: expect.stringContaining("0円"),
      });
      expect(await outboxCount()).toBe(before);
      expect((await (await get(q)).json()).status).toBe("incomplete");
    });

    it("completes once, emails the itemised estimate in English, notifies the inbox, then is read-only", async () => {
      const q = await start({ name: "Jane Doe", email: "jane@example.com", language: "ja" });
      await patch(q, { serviceType: "web-basic", specifications: { pages: 3, revisions: 3 }, language: "en" });
      const before = smtp.received.length;
      const res = await complete(q);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({
        id: q.id,
        reference: expect.stringMatching(/^Q-\d{4}-\d{4}$/),
        status: "complete",
        estimatedPrice: 35_000,
        // The online copy for the home page's banner, with the browser's own token (not the emailed one).
        quotationUrl: expect.stringMatching(new RegExp(`^/quotation/${q.id}/[A-Za-z0-9_-]{43}$`)),
      });

      const mails = (await smtp.waitFor(before + 2)).slice(before);
      const toVisitor = mails.find((m) => m.envelope.to.includes("jane@example.com"))!;
      const toInbox = mails.find((m) => m.envelope.to.includes("inbox@tamagawa-digital.jp"))!;
      expect(toVisitor.parsed.header("subject")).toBe(
        `[Tamagawa Digital Works] Your estimate (ref. ${body.reference})`,
      );
      const text = toVisitor.parsed.text!;
      // The email links to the same online copy with its own token: an order through it confirms the address.
      expect(text).toMatch(new RegExp(`http://localhost:3000/quotation/${q.id}/[A-Za-z0-9_-]{43}`));
      expect(text).not.toContain(`http://localhost:3000${body.quotationUrl}`);
      // The visitor's copy carries only what the server computed: not even the typed name.
      expect(text).not.toContain("Jane Doe");
      expect(toVisitor.parsed.html).not.toContain("Jane Doe");
      expect(toVisitor.parsed.header("to")).toBe("jane@example.com");
      for (const expected of [
        "Basic Website",
        "Pages: 3 pages",
        "Revisions: 3 revisions",
        "Pages (3 pages × ¥10,000): ¥30,000",
        "Revisions beyond the 2 included (1 revision × ¥5,000): ¥5,000",
        "Subtotal (excl. tax): ¥35,000",
        "Consumption tax (10%): ¥3,500",
        "Total (incl. tax): ¥38,500",
        "This is an approximate estimate; the final price may vary",
        "within 24 hours",
        "http://localhost:3000/en/contact#schedule",
        `Quote reference: ${body.reference}`,
      ]) {
        expect(text).toContain(expected);
      }
      expect(toVisitor.parsed.html).toContain('href="http://localhost:3000/en/contact#schedule"');
      expect(toVisitor.parsed.header("reply-to")).toContain("inbox@tamagawa-digital.jp");
      expect(toInbox.parsed.header("reply-to")).toContain("jane@example.com");
      expect(toInbox.parsed.header("subject")).toBe(
        `[お見積もり ${body.reference}] Jane Doe 様（ベーシックWebサイト）`,
      );
      expect(toInbox.parsed.text).toContain("合計（税込）: ￥38,500");

      const row = await db().selectFrom("quotes").selectAll().where("id", "=", q.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "complete", estimated_price: 35_000, reference: body.reference });
      expect(row.completed_at).not.toBeNull();

      const again = await complete(q);
      expect(again.status).toBe(409);
      expect((await again.json()).error.code).toBe("conflict");
      const change = await patch(q, { serviceType: "ai-custom", specifications: {} });
      expect(change.status).toBe(409);
      expect(await (await get(q)).json()).toMatchObject({
        status: "complete",
        serviceType: "web-basic",
        estimatedPrice: 35_000,
      });
      // Everything queued so far delivered: an email from the refused second completion would have arrived.
      await outboxDelivered(db());
      expect(smtp.received.length).toBe(before + 2);
    });

    it("writes the estimate in Japanese for a Japanese visitor, with the Japanese booking link", async () => {
      const q = await start({ ...visitor, email: "hanako@example.jp" });
      await patch(q, { serviceType: "it-consulting", specifications: { hours: 1, location: "remote" } });
      const before = smtp.received.length;
      const done = await complete(q);
      expect(done.status).toBe(200);
      const { reference } = await done.json();
      const mails = (await smtp.waitFor(before + 2)).slice(before);
      const mail = mails.find((m) => m.envelope.to.includes("hanako@example.jp"))!;
      expect(mail.parsed.header("subject")).toBe(
        `【多摩川デジタルワークス】概算お見積もりをお送りします（お見積もり番号 ${reference}）`,
      );
      expect(mail.parsed.header("from")).toBe("多摩川デジタルワークス <no-reply@tamagawa-digital.jp>");
      const text = mail.parsed.text!;
      expect(text).not.toContain("山田");
      expect(text).toContain(`お見積もり番号: ${reference}`);
      expect(text).toContain("ITコンサルティング");
      expect(text).toContain("実施場所: リモート（オンライン）");
      expect(text).toMatch(/作業時間（1時間 × [¥￥]5,000）: [¥￥]5,000/);
      expect(text).toMatch(/最低料金までの差額: [¥￥]5,000/);
      expect(text).toMatch(/消費税（10%）: [¥￥]1,000/);
      expect(text).toMatch(/合計（税込）: [¥￥]11,000/);
      expect(text).toContain("概算");
      expect(text).toContain("24時間以内");
      expect(text).toContain("http://localhost:3000/contact#schedule");
    });

    it("escapes what the visitor typed in the HTML email", async () => {
      const q = await start({ ...visitor, name: '<img src=x onerror="alert(1)">', email: "xss@example.jp" });
      await patch(q, { serviceType: "ai-chatbot", specifications: {} });
      const before = smtp.received.length;
      expect((await complete(q)).status).toBe(200);
      const mails = (await smtp.waitFor(before + 2)).slice(before);
      for (const mail of mails) expect(mail.parsed.html).not.toContain("<img src=x");
    });
  });

  describe("guards", () => {
    it("refuses cross-site writes with 403", async () => {
      const q = await start();
      expect(
        (await postJson(`${t.url}/api/quotes`, withToken(visitor, "quote"), { origin: "https://evil.example" })).status,
      ).toBe(403);
      expect(
        (
          await send(
            "PATCH",
            `${t.url}/api/quotes/${q.id}`,
            { serviceType: "seo" },
            { ...auth(q.token), "sec-fetch-site": "cross-site" },
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await send("POST", `${t.url}/api/quotes/${q.id}/complete`, undefined, {
            ...auth(q.token),
            origin: "https://evil.example",
          })
        ).status,
      ).toBe(403);
      expect(
        (await postJson(`${t.url}/api/quotes`, withToken(visitor, "quote"), { origin: "http://localhost:3000" }))
          .status,
      ).toBe(201);
    });

    it("refuses bodies over 64 KB (413), other content types (415) and broken JSON (400)", async () => {
      const q = await start();
      expect(
        (await postJson(`${t.url}/api/quotes`, withToken({ ...visitor, padding: "x".repeat(70_000) }, "quote"))).status,
      ).toBe(413);
      expect(
        (await fetch(`${t.url}/api/quotes`, { method: "POST", headers: { "content-type": "text/plain" }, body: "hi" }))
          .status,
      ).toBe(415);
      const patchText = await fetch(`${t.url}/api/quotes/${q.id}`, {
        method: "PATCH",
        headers: { "content-type": "text/plain", ...auth(q.token) },
        body: "hi",
      });
      expect(patchText.status).toBe(415);
      const broken = await fetch(`${t.url}/api/quotes/${q.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", ...auth(q.token) },
        body: "{",
      });
      expect(broken.status).toBe(400);
      expect(
        (await patch(q, { serviceType: "seo", specifications: { pages: 5 }, padding: "x".repeat(70_000) })).status,
      ).toBe(413);
    });
  });
});

describe("quote rate limits", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("sqlite", { RATE_LIMIT_AUTOSAVES_PER_QUOTE_PER_MINUTE: "3" });
  });
  afterAll(() => t.close());

  it("limits autosaves per quote: 429 with Retry-After past it, reads still answer", async () => {
    const res = await postJson(`${t.url}/api/quotes`, withToken(visitor, "quote"));
    const q = await res.json();
    for (let i = 0; i < 3; i++) {
      expect(
        (await send("PATCH", `${t.url}/api/quotes/${q.id}`, { serviceType: "seo", specifications: {} }, auth(q.token)))
          .status,
      ).toBe(200);
    }
    const limited = await send(
      "PATCH",
      `${t.url}/api/quotes/${q.id}?language=en`,
      { serviceType: "seo", specifications: {} },
      auth(q.token),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error.message).toMatch(/Too many submissions/);
    expect((await send("GET", `${t.url}/api/quotes/${q.id}`, undefined, auth(q.token))).status).toBe(200);
  });
});
