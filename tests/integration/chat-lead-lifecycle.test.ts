import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { chatLeads } from "../../content/chat-leads";
import { contactEmails } from "../../content/contact-emails";
import type { Locale } from "../../domain/i18n/locales";
import { storeIdleLeads, type UnconfirmedLeadSettings } from "../../server/chat/unconfirmed-leads";
import { NO_WEBHOOKS } from "../../server/webhooks/lead-webhooks";
import { withToken } from "../support/form-tokens";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

const MAIL_TO = "inbox@tamagawa-digital.jp";
const settings: UnconfirmedLeadSettings = { idleMinutes: 30, companyInbox: MAIL_TO, webhooks: NO_WEBHOOKS };
const minutes = (n: number) => Date.now() + n * 60_000;

/**
 * A chat lead reaches the company only as the visitor confirms it: the read-back asks, a yes in any words stores it
 * with one notification, a correction changes it first, a cancel leaves nothing, and only silence is swept as unconfirmed.
 */
describeEachDialect("a chat lead through its lifecycle", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  const db = () => t.running.services.db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer(dialect, { SMTP_URL: smtp.url, MAIL_TO, RATE_LIMIT_CHAT_PER_MINUTE: "0" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await storeIdleLeads(db(), settings, minutes(10_000));
  });

  /** One conversation through the real API and the built-in assistant; `say` returns the reply. */
  function visitor(language: Locale) {
    let conversationId: string | undefined;
    const sessionId = `session-${randomUUID()}`;
    return {
      id: () => conversationId!,
      async say(content: string) {
        const res = await postJson(
          `${t.url}/api/chat`,
          withToken({ messages: [{ role: "user", content }], sessionId, language, conversationId }, "chat"),
        );
        expect(res.status).toBe(200);
        const body = (await res.json()) as { conversationId: string; message: string };
        conversationId = body.conversationId;
        return body.message;
      },
    };
  }

  const leadsOf = (email: string) =>
    db().selectFrom("contact_messages").selectAll().where("email", "=", email).execute();
  const outboxOf = (leadId: string) =>
    db().selectFrom("email_outbox").select(["kind", "to_address"]).where("reference", "=", leadId).execute();
  const conversation = (id: string) =>
    db().selectFrom("chat_conversations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  /** Every delivered email naming this address or reference. */
  const mailsAbout = (needle: string) =>
    smtp.received.filter((m) => m.parsed.header("subject")?.includes(needle) || m.envelope.to.includes(needle));

  async function readBack(language: Locale, email: string) {
    const v = visitor(language);
    if (language === "en") {
      await v.say("Could someone from your sales team get in touch with me?");
      await v.say(`Lena Vogel, ${email}`);
      expect(await v.say("We want to move our shop website to a new system")).toContain(email);
    } else {
      await v.say("営業の方からご連絡いただけますでしょうか");
      await v.say(`佐藤 真理子と申します。${email}`);
      expect(await v.say("社内システムの開発について相談したいです")).toContain(email);
    }
    // Nothing is stored or sent at the read-back; the conversation waits for the visitor's answer.
    expect(await leadsOf(email)).toEqual([]);
    expect(await conversation(v.id())).toMatchObject({ lead_pending: 1 });
    return v;
  }

  async function expectConfirmedLead(email: string, name: string, request: string) {
    const leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toMatchObject({ name, email, unconfirmed: 0, source: "chat" });
    expect(lead.message).toContain(request);
    // Exactly one email to the company and the visitor's confirmation, queued with the lead.
    const outbox = await outboxOf(lead.id);
    expect(outbox.map((o) => o.kind).sort()).toEqual(["contact-auto-reply", "contact-notification"]);
    const notification = await eventually(
      async () =>
        smtp.received.find(
          (m) => m.envelope.to.includes(MAIL_TO) && m.parsed.header("subject")?.includes(lead.reference!),
        ),
      10_000,
      "the company's notification",
    );
    expect(notification.parsed.text).not.toContain(contactEmails.ja.unconfirmedIntro);
    expect(notification.parsed.header("subject")).not.toContain(contactEmails.ja.unconfirmedKind);
    // Nothing more is stored or sent later: the sweep finds no pending lead.
    expect(await storeIdleLeads(db(), settings, minutes(10_000))).toBe(0);
    expect(await leadsOf(email)).toHaveLength(1);
    return lead;
  }

  it("stores the lead on a yes said in keigo, with one email to the company", async () => {
    const email = `keigo-${randomUUID()}@example.jp`;
    const v = await readBack("ja", email);
    expect(await v.say("はい、問題ございません。よろしくお願いいたします")).toMatch(/L-\d{4}-\d{4}/);
    await expectConfirmedLead(email, "佐藤 真理子", "社内システムの開発について相談したいです");
    expect(await conversation(v.id())).toMatchObject({ state: null, lead_pending: 0, email });
  });

  it("stores the lead on a yes followed by a question, and answers the question too", async () => {
    const email = `question-${randomUUID()}@example.com`;
    const v = await readBack("en", email);
    const reply = await v.say("Correct. When will I hear from you?");
    expect(reply).toMatch(/L-\d{4}-\d{4}/);
    expect(reply).toMatch(/24 hours/);
    await expectConfirmedLead(email, "Lena Vogel", "We want to move our shop website to a new system");
  });

  it("stores the corrected details, and nothing under the address the visitor corrected", async () => {
    const first = `typo-${randomUUID()}@example.jp`;
    const fixed = `fixed-${randomUUID()}@example.jp`;
    const v = await readBack("ja", first);
    const corrected = await v.say(`すみません、メールアドレスは ${fixed} が正しいです`);
    expect(corrected).toContain(fixed);
    expect(await leadsOf(fixed)).toEqual([]);
    await v.say("それでお願いします");
    await expectConfirmedLead(fixed, "佐藤 真理子", "社内システムの開発について相談したいです");
    expect(await leadsOf(first)).toEqual([]);
    expect(mailsAbout(first)).toEqual([]);
  });

  it("stores nothing and sends nothing when the visitor cancels at the read-back", async () => {
    const email = `cancel-${randomUUID()}@example.com`;
    const v = await readBack("en", email);
    expect(await v.say("Cancel, please")).not.toMatch(/L-\d{4}-\d{4}/);
    expect(await conversation(v.id())).toMatchObject({ state: null, lead_pending: 0 });
    expect(await storeIdleLeads(db(), settings, minutes(10_000))).toBe(0);
    expect(await leadsOf(email)).toEqual([]);
    const sent = await db().selectFrom("email_outbox").select("id").where("to_address", "=", email).execute();
    expect(sent).toEqual([]);
  });

  it("stores a visitor who goes silent at the read-back only through the sweep, marked unconfirmed in that one email", async () => {
    const email = `silent-${randomUUID()}@example.jp`;
    await readBack("ja", email);
    expect(await storeIdleLeads(db(), settings, minutes(29))).toBe(0);
    expect(await storeIdleLeads(db(), settings, minutes(31))).toBe(1);
    const [lead, ...more] = await leadsOf(email);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ name: "佐藤 真理子", unconfirmed: 1 });
    expect(lead!.message).toContain(chatLeads.ja.sales);
    expect(lead!.message).toContain("社内システムの開発について相談したいです");
    // The company alone hears of it, and that email says it was not confirmed; the visitor gets nothing.
    const outbox = await outboxOf(lead!.id);
    expect(outbox.map((o) => o.kind)).toEqual(["contact-notification"]);
    const notification = await eventually(
      async () => smtp.received.find((m) => m.parsed.header("subject")?.includes(lead!.reference!)),
      10_000,
      "the unconfirmed notification",
    );
    expect(notification.parsed.text!.split("\n")[0]).toBe(contactEmails.ja.unconfirmedIntro);
  });
});

describeEachDialect("chat leads cost what contact form posts cost", (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, { RATE_LIMIT_CHAT_PER_MINUTE: "0", RATE_LIMIT_CONTACT_PER_MINUTE: "1" });
  });
  afterAll(() => t.close());

  it("refuses a second lead from one conversation within the minute, stores one, and keeps the second read-back", async () => {
    let conversationId: string | undefined;
    const sessionId = `session-${randomUUID()}`;
    const say = (content: string) =>
      postJson(
        `${t.url}/api/chat`,
        withToken({ messages: [{ role: "user", content }], sessionId, language: "en", conversationId }, "chat"),
      );
    const first = `cap-${randomUUID()}@example.com`;
    for (const content of ["Please ask sales to contact me", `I'm Ivo Berg, ${first}`, "A shop site", "yes"]) {
      const res = await say(content);
      expect(res.status).toBe(200);
      conversationId = ((await res.json()) as { conversationId: string }).conversationId;
    }
    const second = `cap-${randomUUID()}@example.com`;
    for (const content of ["Could someone contact me again?", `I'm Ivo Berg, ${second}`, "An app too"])
      expect((await say(content)).status).toBe(200);
    const refused = await say("yes");
    expect(refused.status).toBe(429);
    const db = t.running.services.db;
    expect(await db.selectFrom("contact_messages").select("id").where("email", "=", first).execute()).toHaveLength(1);
    expect(await db.selectFrom("contact_messages").select("id").where("email", "=", second).execute()).toEqual([]);
  });
});
