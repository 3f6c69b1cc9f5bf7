import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactValidation } from "../../content/contact-validation";
import { withToken } from "../support/form-tokens";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server";
import { StaffClient, newStaff } from "../support/staff-client";
import { storeContact } from "../support/stored-rows";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

/**
 * Bidi controls, zero-width characters and encoded words in what visitors type: one-line
 * fields lose the invisible characters, names refuse encoded words, and multi-line text
 * keeps them but is shown isolated (staff office, emails) or without them (CSV).
 */

afterAll(() => stopTestPostgres());

const RLO = "\u202E";
const hiddenName = `Ta${RLO}ro\u200B Ya\u00ADmada\uFEFF`;
const hiddenCompany = `\u200BYamada\u00AD ${RLO}Trading\uFEFF`;
const family = "👨\u200D👩\u200D👧";
// Everything invisible but an emoji's joiner.
const INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b\u200c\u2060\ufeff\u00ad]/;
const encodedName = "Bob =?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=";

describeEachDialect("bidi controls, zero-width characters and encoded words", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  let staff: StaffClient;
  const db = () => t.running.services.db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      RATE_LIMIT_CHAT_PER_MINUTE: "0",
      MAIL_TO: "inbox@tamagawa-digital.jp",
    });
    const { email } = await newStaff(db(), "佐藤 花子");
    staff = new StaffClient(t.url);
    expect((await staff.login(email)).status).toBe(303);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const notificationOf = (reference: string) =>
    eventually(
      async () =>
        smtp.received.find(
          (m: ReceivedMail) =>
            m.envelope.to.includes("inbox@tamagawa-digital.jp") && m.parsed.header("subject")?.includes(reference),
        ),
      10_000,
      `the notification of ${reference}`,
    );

  it("stores a contact message's one-line fields without them, and shows its message isolated in the email and the office", async () => {
    const email = `hidden-${randomUUID()}@example.jp`;
    const message = `Please call ${RLO}tomorrow\u200B ${family}\nSecond line`;
    const res = await postJson(
      `${t.url}/api/contact`,
      withToken(
        {
          name: hiddenName,
          email: `\u200B${email}\uFEFF`,
          phone: `044\u2066-000\u2069`,
          company: hiddenCompany,
          message,
          language: "en",
        },
        "contact",
      ),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { id, reference } = (await res.json()) as { id: string; reference: string };
    const row = await db().selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Taro Yamada", email, phone: "044-000", company: "Yamada Trading", message });

    const mail = await notificationOf(reference);
    // The visitor's address alone, with no display name a mail program could misread.
    expect(mail.parsed.header("reply-to")).toBe(email);
    expect(mail.parsed.header("subject")).not.toMatch(INVISIBLE);
    const html = mail.parsed.html!;
    expect(html).toContain(
      `<td dir="auto" style="padding:8px 0;border-bottom:1px solid #e2e8f0;vertical-align:top">Taro Yamada</td>`,
    );
    const blocks = [...html.matchAll(/<p dir="auto"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
    expect(blocks).toContain(`Please call ${RLO}tomorrow\u200B ${family}<br>\nSecond line`);

    const page = await (await staff.get(`/staff/leads/${id}`)).text();
    expect(page).toContain(`<p class="pre" dir="auto">${message}</p>`);
    expect(page).toContain(`<dd dir="auto">Taro Yamada</dd>`);
    const inbox = await (await staff.get(`/staff?q=${encodeURIComponent(email)}`)).text();
    expect(inbox).toContain(`<bdi>Taro Yamada</bdi>`);
    expect(inbox).toContain(`<bdi>Please call ${RLO}tomorrow\u200B ${family} Second line</bdi>`);
  });

  it("starts a quote with the name and company stored without them", async () => {
    const email = `quote-${randomUUID()}@example.jp`;
    const res = await postJson(
      `${t.url}/api/quotes`,
      withToken({ name: hiddenName, email, company: hiddenCompany, language: "ja" }, "quote"),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await db().selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect([row.name, row.email, row.company]).toEqual(["Taro Yamada", email, "Yamada Trading"]);
  });

  it("stores a chat lead's name without them and shows the transcript isolated", async () => {
    const email = `chat-${randomUUID()}@example.com`;
    const session = `text-safety-${randomUUID()}`;
    let conversationId: string | null = null;
    for (const [content, type] of [
      ["Contact Sales", "menu_selection"],
      [`Jane\u200B Doe${RLO}`, undefined],
      [email, undefined],
      [`We need a new site ${RLO}soon`, undefined],
      ["yes", undefined],
    ] as const) {
      const res = await postJson(
        `${t.url}/api/chat`,
        withToken(
          {
            messages: [{ role: "user", content, ...(type ? { type } : {}) }],
            conversationId,
            sessionId: session,
            language: "en",
          },
          "chat",
        ),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      conversationId = ((await res.json()) as { conversationId: string }).conversationId;
    }
    const row = await db()
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Jane Doe", source: "chat" });
    const mail = await notificationOf(row.reference!);
    expect(mail.parsed.header("reply-to")).toBe(email);
    const blocks = [...mail.parsed.html!.matchAll(/<p dir="auto"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
    expect(blocks.some((b) => b!.includes(`We need a new site ${RLO}soon`))).toBe(true);
    const page = await (await staff.get(`/staff/leads/${row.id}`)).text();
    expect(page).toMatch(new RegExp(`<p class="pre" dir="auto">[^<]*We need a new site ${RLO}soon`));
  });

  it("refuses an encoded word in a name or a company with a translated 400, on contact and quote start", async () => {
    const before = await db()
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    for (const language of ["ja", "en"] as const) {
      const m = contactValidation[language];
      const base = { name: "山田 太郎", email: "taro@example.jp", message: "相談です。", language };
      for (const [path, form, body, field, message] of [
        ["/api/contact", "contact", { ...base, name: encodedName }, "name", m.nameEncodedWord],
        [
          "/api/contact",
          "contact",
          { ...base, company: "=?utf-8?q?ACME=3Cx=40evil.example=3E?=" },
          "company",
          m.companyEncodedWord,
        ],
        ["/api/quotes", "quote", { ...base, name: `\u200B${encodedName}` }, "name", m.nameEncodedWord],
        ["/api/quotes", "quote", { ...base, company: encodedName }, "company", m.companyEncodedWord],
      ] as const) {
        const res = await postJson(`${t.url}${path}`, withToken(body, form));
        expect(res.status, `${path} ${language}`).toBe(400);
        expect(await res.json()).toEqual({ ok: false, error: { code: "validation", field, message } });
      }
    }
    const after = await db()
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("exports a CSV without bidi controls or zero-width characters, emoji whole and formulas still neutralised", async () => {
    const marker = `csv${randomUUID().slice(0, 8)}`;
    // Stored directly, as a row from before one-line fields dropped them could be.
    const id = await storeContact(db(), new Date().toISOString(), `${marker}@example.jp`);
    await db()
      .updateTable("contact_messages")
      .set({
        name: `${RLO}=HYPERLINK("http://evil")`,
        company: "\u200B\uFEFF+1+1",
        message: `\u2066@SUM(A1)\u2069 ${RLO}gnp.exe ${family}\u00AD`,
      })
      .where("id", "=", id)
      .execute();
    const response = await staff.get(`/staff/export.csv?q=${marker}`);
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    expect(text).not.toMatch(INVISIBLE);
    const [, line] = text.trim().split("\r\n");
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`"'+1+1"`);
    expect(line).toContain(`"'@SUM(A1) gnp.exe ${family}"`);
  });
});
