import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chatContactCard } from "../../content/chat-contact-card";
import { chatLeads } from "../../content/chat-leads";
import { chatValidation } from "../../content/chat-validation";
import { chatQuickOptions } from "../../content/chat-widget";
import { contactValidation } from "../../content/contact-validation";
import type { Locale } from "../../domain/i18n/locales";
import { storeIdleLeads } from "../../server/chat/unconfirmed-leads";
import { NO_WEBHOOKS } from "../../server/webhooks/lead-webhooks";
import { withToken } from "../support/form-tokens";
import { eventually } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

const MAIL_TO = "inbox@tamagawa-digital.jp";

describeEachDialect("the chat's contact card", (dialect) => {
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

  interface Reply {
    message: string;
    conversationId: string;
    contactCard?: Record<string, string>;
  }

  /** A conversation through the real API and assistant: every reply, and the ids to send the card with. */
  async function converse(language: Locale, messages: (string | { option: "sales" | "support" })[]) {
    const sessionId = `session-${randomUUID()}`;
    const replies: Reply[] = [];
    for (const message of messages) {
      const turn =
        typeof message === "string"
          ? { role: "user", content: message }
          : {
              role: "user",
              content: chatQuickOptions[language].find((o) => o.id === message.option)!.label,
              type: "menu_selection",
            };
      const res = await postJson(
        `${t.url}/api/chat`,
        withToken({ messages: [turn], sessionId, language, conversationId: replies.at(-1)?.conversationId }, "chat"),
      );
      expect(res.status).toBe(200);
      replies.push((await res.json()) as Reply);
    }
    return { sessionId, conversationId: replies.at(-1)!.conversationId, replies };
  }

  const sendCard = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    postJson(`${t.url}/api/chat/lead`, withToken(body, "chat"), headers);
  const notificationOf = (reference: string) =>
    eventually(
      async () =>
        smtp.received.find((m) => m.envelope.to.includes(MAIL_TO) && m.parsed.header("subject")?.includes(reference)),
      10_000,
      `the notification of ${reference}`,
    );

  it("comes with the assistant's answers while it takes a request to be contacted, filled as it reads", async () => {
    const { replies } = await converse("en", [
      "What are your business hours?",
      { option: "sales" },
      "Ken Ito",
      "ken@example.com",
      "cancel",
    ]);
    expect(replies[0]!.contactCard).toBeUndefined();
    expect(replies[1]!.contactCard).toEqual({ kind: "sales" });
    expect(replies[2]!.contactCard).toEqual({ kind: "sales", name: "Ken Ito" });
    expect(replies[3]!.contactCard).toEqual({ kind: "sales", name: "Ken Ito", email: "ken@example.com" });
    expect(replies[4]!.contactCard).toBeUndefined();
  });

  it("stores the card as a confirmed chat lead with its transcript, ends the flow and answers with the reference", async () => {
    const email = `card-${randomUUID()}@example.jp`;
    const { sessionId, conversationId } = await converse("ja", [
      "ECサイトの構築を検討しています",
      { option: "sales" },
      "川崎 太郎",
    ]);
    const res = await sendCard({
      conversationId,
      sessionId,
      language: "ja",
      kind: "sales",
      name: " 川崎 太郎 ",
      email,
      phone: "044-000-1234",
      company: "川崎商事株式会社",
      preferredTime: "平日の午後",
      message: "ECサイトの構築について相談したいです。",
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { message: string; conversationId: string; reference: string };
    expect(body.conversationId).toBe(conversationId);
    expect(body.reference).toMatch(/^L-\d{4}-\d{4}$/);
    expect(body.message).toContain(chatLeads.ja.reference(body.reference));

    const leads = await db().selectFrom("contact_messages").selectAll().where("email", "=", email).execute();
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toMatchObject({
      source: "chat",
      name: "川崎 太郎",
      phone: "044-000-1234",
      company: "川崎商事株式会社",
      reference: body.reference,
      unconfirmed: 0,
      language: "ja",
    });
    expect(lead.message).toBe(
      `${chatLeads.ja.sales}\nECサイトの構築について相談したいです。\n${chatLeads.ja.preferredTime("平日の午後")}`,
    );
    expect(lead.chat_transcript).toContain(`${chatLeads.ja.visitor}: ECサイトの構築を検討しています`);
    expect(lead.chat_summary).toContain("川崎商事株式会社 川崎 太郎");

    // The flow is over: nothing is left for the idle sweep, and a "yes" typed now stores nothing more.
    const conversation = await db()
      .selectFrom("chat_conversations")
      .selectAll()
      .where("id", "=", conversationId)
      .executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ state: null, lead_pending: 0, email });
    const messages = await db()
      .selectFrom("chat_messages")
      .select(["role", "content", "type"])
      .where("conversation_id", "=", conversationId)
      .orderBy("created_at")
      .execute();
    expect(messages.at(-2)).toMatchObject({ role: "user", type: "contact_card" });
    expect(messages.at(-2)!.content).toContain(`${chatContactCard.ja.fields.preferredTime}: 平日の午後`);
    expect(messages.at(-1)).toEqual({ role: "assistant", content: body.message, type: null });
    const after = await postJson(
      `${t.url}/api/chat`,
      withToken({ messages: [{ role: "user", content: "はい" }], sessionId, conversationId, language: "ja" }, "chat"),
    );
    expect(after.status).toBe(200);
    expect(
      await storeIdleLeads(
        db(),
        { idleMinutes: 30, companyInbox: MAIL_TO, webhooks: NO_WEBHOOKS },
        Date.now() + 3_600_000,
      ),
    ).toBe(0);
    expect(await db().selectFrom("contact_messages").select("id").where("email", "=", email).execute()).toHaveLength(1);

    // The company's notification has every detail of the card; the visitor gets the confirmation.
    const notification = await notificationOf(body.reference);
    for (const part of [
      "川崎 太郎",
      email,
      "044-000-1234",
      "川崎商事株式会社",
      chatLeads.ja.preferredTime("平日の午後"),
    ])
      expect(notification.parsed.text).toContain(part);
    await eventually(async () => smtp.received.some((m) => m.envelope.to.includes(email)), 10_000, "the confirmation");
  });

  it("stores one lead when the card is sent at the read-back, with the card's details", async () => {
    const email = `readback-${randomUUID()}@example.jp`;
    const { sessionId, conversationId } = await converse("en", [
      { option: "sales" },
      "Mia Clarke",
      email,
      "A booking app for our salon",
    ]);
    // The read-back stores nothing: the visitor has not confirmed yet.
    expect(await db().selectFrom("contact_messages").selectAll().where("email", "=", email).execute()).toEqual([]);
    const res = await sendCard({
      conversationId,
      sessionId,
      language: "en",
      name: "Mia Clarke",
      email,
      company: "Clarke Hair",
      message: "A booking app for our salon",
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { reference: string };
    const after = await db().selectFrom("contact_messages").selectAll().where("email", "=", email).execute();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ unconfirmed: 0, company: "Clarke Hair", reference: body.reference });
    // The flow is over: the sweep stores nothing more.
    expect(
      await storeIdleLeads(
        db(),
        { idleMinutes: 30, companyInbox: MAIL_TO, webhooks: NO_WEBHOOKS },
        Date.now() + 3_600_000,
      ),
    ).toBe(0);
  });

  it("keeps the preferred time in the visitor's language, and accepts a card after the flow has ended", async () => {
    const email = `card-en-${randomUUID()}@example.com`;
    const { sessionId, conversationId } = await converse("en", [{ option: "support" }, "cancel"]);
    const res = await sendCard({
      conversationId,
      sessionId,
      language: "en",
      kind: "support",
      name: "Jane Doe",
      email,
      preferredTime: "weekday mornings",
      message: "Our booking form shows an error.",
    });
    expect(res.status).toBe(201);
    const lead = await db()
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(lead.message).toBe(
      `${chatLeads.en.support}\nOur booking form shows an error.\n${chatLeads.en.preferredTime("weekday mornings")}`,
    );
  });

  it("refuses an invalid card with the first rule it breaks, in the visitor's language, and stores nothing", async () => {
    const { sessionId, conversationId } = await converse("ja", [{ option: "sales" }]);
    const base = { conversationId, sessionId, name: "山田 花子", email: "hanako@example.jp", message: "相談です" };
    const cases: [Locale, Record<string, unknown>, string, string][] = [
      ["ja", { name: "" }, "name", contactValidation.ja.nameRequired],
      ["en", { email: "not-an-email" }, "email", contactValidation.en.emailInvalid],
      ["ja", { phone: "1".repeat(51) }, "phone", contactValidation.ja.phoneTooLong],
      ["en", { preferredTime: "x".repeat(101) }, "preferredTime", chatContactCard.en.preferredTimeTooLong],
      ["ja", { preferredTime: "午前\n午後" }, "preferredTime", chatContactCard.ja.preferredTimeBadCharacters],
      ["en", { message: " " }, "message", contactValidation.en.messageRequired],
      ["ja", { kind: "billing" }, "kind", chatValidation.ja.kindInvalid],
      ["en", { conversationId: "x" }, "conversationId", chatValidation.en.conversationInvalid],
    ];
    for (const [language, change, field, message] of cases) {
      const res = await sendCard({ ...base, language, ...change });
      expect(res.status, field).toBe(400);
      expect(await res.json()).toEqual({ ok: false, error: { code: "validation", field, message } });
    }
    const stored = await db().selectFrom("contact_messages").select("id").where("email", "=", base.email).execute();
    expect(stored).toEqual([]);
  });

  it("answers 404 for another session's conversation or an unknown one, alike, and 403 without a form token", async () => {
    const { sessionId, conversationId } = await converse("en", [{ option: "sales" }]);
    const card = { name: "Eve", email: "eve@example.com", message: "hello", language: "en" };
    for (const ids of [
      { conversationId, sessionId: "session-of-someone-else" },
      { conversationId: randomUUID(), sessionId },
    ]) {
      const res = await sendCard({ ...card, ...ids });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        ok: false,
        error: { code: "notFound", field: "conversationId", message: chatValidation.en.conversationUnknown },
      });
    }
    const untokened = await postJson(`${t.url}/api/chat/lead`, { ...card, conversationId, sessionId });
    expect(untokened.status).toBe(403);
    const crossSite = await sendCard({ ...card, conversationId, sessionId }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const stored = await db().selectFrom("contact_messages").select("id").where("email", "=", card.email).execute();
    expect(stored).toEqual([]);
  });
});
