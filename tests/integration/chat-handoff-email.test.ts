import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { chatHandoffEmail, chatReach } from "../../content/chat-handoff-email";
import { chatLiveOffice, chatLiveVisitor } from "../../content/chat-live";
import { chatWidget } from "../../content/chat-widget";
import { contactValidation } from "../../content/contact-validation";
import { withToken } from "../support/form-tokens";
import { eventually, outboxDelivered } from "../support/outbox-helpers";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { openSse } from "../support/sse-client";
import { StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

/** The office is in its staff member's language: Japanese. */
const office = chatReach.ja;

interface ChatAnswer {
  message: string;
  conversationId: string;
  conversationToken?: string;
  handedOff?: boolean;
  offerEmail?: boolean;
}

/** Outside the company's hours (a Saturday in Tokyo), and within them (a Tuesday, 11:00 JST). */
const SATURDAY = "2025-06-14T03:00:00Z";
const TUESDAY = "2025-06-10T02:00:00Z";

/** A local stand-in for Slack's incoming webhook: keeps what it is sent. */
async function startSlack() {
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      bodies.push(Buffer.concat(chunks).toString("utf8"));
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    bodies,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T/B/x`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDialect("a person's chat answer by email when the visitor has left", (dialect) => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  let slack: Awaited<ReturnType<typeof startSlack>>;
  let aiko: StaffClient;
  let n = 0;
  /** Each visitor its own client address (behind the trusted proxy), so the per-client caps are each test's own. */
  const visitor = () => {
    n++;
    return { session: `mail-${dialect}-${n}-${Date.now()}`, ip: `198.51.100.${n}` };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    slack = await startSlack();
    t = await startTestServer(dialect, {
      SMTP_URL: smtp.url,
      MAIL_TO: "inbox@tamagawa-digital.jp",
      SLACK_WEBHOOK_URL: slack.url,
      TRUST_PROXY: "true",
      RATE_LIMIT_CHAT_PER_MINUTE: "0",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      AUTO_REPLIES_PER_ADDRESS_PER_HOUR: "1",
      AUTO_REPLIES_PER_IP_PER_HOUR: "2",
    });
    const staff = await newStaff(t.running.services.db, "Aiko Tanaka");
    aiko = new StaffClient(t.url);
    expect((await aiko.login(staff.email)).status).toBe(303);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await slack.stop();
  });

  async function ask(who: { session: string; ip: string }, content: string, conversationId: string | null = null) {
    const res = await postJson(
      `${t.url}/api/chat`,
      withToken(
        { messages: [{ role: "user", content }], conversationId, sessionId: who.session, language: "en" },
        "chat",
      ),
      { "x-forwarded-for": who.ip },
    );
    expect(res.status).toBe(200);
    return (await res.json()) as ChatAnswer;
  }

  /** A conversation handed to a person by the panel's button, at `iso` (the clock faked for the two requests). */
  async function handedOff(who: { session: string; ip: string }, iso = SATURDAY) {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
    try {
      const first = await ask(who, "Hello");
      const asked = await ask(who, chatWidget.en.talkToPersonMessage, first.conversationId);
      return { ...asked, conversationToken: first.conversationToken! };
    } finally {
      vi.useRealTimers();
    }
  }

  const giveEmail = (who: { ip: string }, id: string, body: Record<string, unknown>) =>
    postJson(`${t.url}/api/chat/${id}/email`, { language: "en", ...body }, { "x-forwarded-for": who.ip });

  async function leadOf(conversationId: string) {
    const row = await t.running.services.db
      .selectFrom("chat_unanswered")
      .select("id")
      .where("conversation_id", "=", conversationId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Staff answer in the chat; resolves to the office page the reply led to. */
  async function staffReply(conversationId: string, body: string) {
    const leadId = await leadOf(conversationId);
    const csrf = StaffClient.csrfOf(await (await aiko.get(`/staff/leads/${leadId}`)).text());
    const sent = await aiko.post(`/staff/leads/${leadId}/chat-reply`, { csrf, body });
    expect(sent.status).toBe(303);
    return (await aiko.get(sent.headers.get("location")!)).text();
  }

  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
  const reopen = (id: string, token: string) => postJson(`${t.url}/api/chat/${id}/reopen`, { token });

  it("offers the email field only outside business hours, and says when a person will answer", async () => {
    const closed = await handedOff(visitor(), SATURDAY);
    expect(closed).toMatchObject({ handedOff: true, offerEmail: true });
    expect(closed.message).toContain(chatLiveVisitor.en.closedNow("Mon, June 16, 9:00 JST"));
    const open = await handedOff(visitor(), TUESDAY);
    expect(open).toMatchObject({ handedOff: true, message: expect.stringContaining(chatLiveVisitor.en.openNow) });
    expect(open.offerEmail).toBeUndefined();
  });

  it("takes the address with the contact form's rule and a translated error, only with the conversation's token", async () => {
    const who = visitor();
    const chat = await handedOff(who);
    const bad = await giveEmail(who, chat.conversationId, { token: chat.conversationToken, email: "not an address" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: "validation", field: "email", message: contactValidation.en.emailInvalid },
    });
    const badJa = await giveEmail(who, chat.conversationId, {
      token: chat.conversationToken,
      email: "a@b",
      language: "ja",
    });
    expect(((await badJa.json()) as { error: { message: string } }).error.message).toBe(
      contactValidation.ja.emailInvalid,
    );
    const other = await handedOff(visitor());
    for (const token of [other.conversationToken, "x".repeat(43), ""]) {
      const refused = await giveEmail(who, chat.conversationId, { token, email: "taro@example.jp" });
      expect(refused.status).toBe(404);
    }
    // A conversation nobody handed to a person takes no address: only a person's answer is ever emailed.
    const plain = await ask(visitor(), "How much is a website?");
    const notHandedOff = await giveEmail(who, plain.conversationId, {
      token: plain.conversationToken,
      email: "taro@example.jp",
    });
    expect(notHandedOff.status).toBe(404);
    const ok = await giveEmail(who, chat.conversationId, { token: chat.conversationToken, email: "taro@example.jp" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: chatLiveVisitor.en.emailSaved });
  });

  it("emails a staff reply to a visitor who left, with a link that reopens the same conversation only", async () => {
    const who = visitor();
    const address = `left-${dialect}@example.jp`;
    const chat = await handedOff(who);
    expect((await giveEmail(who, chat.conversationId, { token: chat.conversationToken, email: address })).status).toBe(
      200,
    );
    const page = await staffReply(chat.conversationId, "We can build it. See [our services](/en/services).");
    expect(page).toContain(office.sentByEmail);

    const sent = await eventually(async () => mailsTo(address)[0], 10_000, "the reply email");
    expect(sent.parsed.header("subject")).toBe(chatHandoffEmail.en.subject);
    const text = sent.parsed.text ?? "";
    expect(text).toContain("We can build it.");
    expect(text).toContain(chatHandoffEmail.en.intro("Aiko Tanaka"));
    const link = /http:\/\/localhost:3000\/en#chat=([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})/.exec(text);
    expect(link?.[1]).toBe(chat.conversationId);
    const token = link![2]!;

    // Only the link's own conversation, only its token, only before it expires.
    const other = await handedOff(visitor());
    expect((await reopen(other.conversationId, token)).status).toBe(404);
    expect((await reopen(chat.conversationId, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).status).toBe(
      404,
    );
    expect((await reopen(chat.conversationId, chat.conversationToken)).status).toBe(404);

    const opened = await reopen(chat.conversationId, token);
    expect(opened.status).toBe(200);
    const body = (await opened.json()) as {
      sessionId: string;
      conversationToken: string;
      messages: { author: string | null; content: string }[];
    };
    expect(body.sessionId).toBe(who.session);
    expect(body.messages.at(-1)).toMatchObject({ author: "Aiko Tanaka", content: expect.stringContaining("build it") });
    // The panel that follows the link reads the live replies with its new token; the old one no longer opens them.
    const base = `${t.url}/api/chat/${chat.conversationId}/messages`;
    expect((await fetch(`${base}?token=${body.conversationToken}`)).status).toBe(200);
    expect((await fetch(`${base}?token=${chat.conversationToken}`)).status).toBe(404);

    await t.running.services.db
      .updateTable("chat_conversations")
      .set({ reopen_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", chat.conversationId)
      .execute();
    expect((await reopen(chat.conversationId, token)).status).toBe(404);
  });

  it("does not email while the visitor's panel is connected", async () => {
    const who = visitor();
    const address = `here-${dialect}@example.jp`;
    const chat = await handedOff(who);
    await giveEmail(who, chat.conversationId, { token: chat.conversationToken, email: address });
    const stream = await openSse(`${t.url}/api/chat/${chat.conversationId}/events?token=${chat.conversationToken}`);
    await stream.next((e) => e.event === "ready");
    const leadPage = await (await aiko.get(`/staff/leads/${await leadOf(chat.conversationId)}`)).text();
    expect(leadPage).toContain('data-chat-reach="connected"');
    const page = await staffReply(chat.conversationId, "Hello from the office.");
    expect(page).toContain(chatLiveOffice.ja.sent);
    await stream.next((e) => e.event === "message" && e.data.includes("Hello from the office."));
    stream.close();
    await outboxDelivered(t.running.services.db);
    expect(mailsTo(address)).toEqual([]);
  });

  it("says the visitor cannot be reached when the panel is closed and no address was given", async () => {
    const chat = await handedOff(visitor());
    const leadId = await leadOf(chat.conversationId);
    const before = await (await aiko.get(`/staff/leads/${leadId}`)).text();
    expect(before).toContain('data-chat-reach="unreachable"');
    expect(before).toContain(office.unreachable);
    const page = await staffReply(chat.conversationId, "Are you still there?");
    expect(page).toContain(office.sentUnreachable);
    const rows = await t.running.services.db
      .selectFrom("email_outbox")
      .select("kind")
      .where("reference", "=", chat.conversationId)
      .where("kind", "=", "chat-reply-email")
      .execute();
    expect(rows).toEqual([]);
  });

  it("keeps the reply emails within the contact form's caps: per address, and per the client that gave it", async () => {
    // Per address (1 an hour): a second conversation giving the same address gets the reply in the chat only.
    const address = `capped-${dialect}@example.jp`;
    const first = visitor();
    const a = await handedOff(first);
    await giveEmail(first, a.conversationId, { token: a.conversationToken, email: address });
    expect(await staffReply(a.conversationId, "First answer.")).toContain(office.sentByEmail);
    const b = await handedOff(visitor());
    await giveEmail(first, b.conversationId, { token: b.conversationToken, email: address });
    expect(await staffReply(b.conversationId, "Second answer.")).toContain(office.sentCapped);
    await outboxDelivered(t.running.services.db);
    expect(mailsTo(address).map((m) => m.parsed.text?.includes("First answer."))).toEqual([true]);

    // Per client (2 an hour): one client giving three addresses gets two of them emailed.
    const stranger = visitor();
    const outcomes: string[] = [];
    for (const i of [1, 2, 3]) {
      const chat = await handedOff(stranger);
      await giveEmail(stranger, chat.conversationId, {
        token: chat.conversationToken,
        email: `victim${i}-${dialect}@example.jp`,
      });
      const page = await staffReply(chat.conversationId, `Answer ${i}.`);
      outcomes.push(page.includes(office.sentCapped) ? "capped" : "emailed");
    }
    expect(outcomes).toEqual(["emailed", "emailed", "capped"]);
  });

  it("tells Slack a chat needs a person, with the link to the lead and not the visitor's words", async () => {
    const chat = await handedOff(visitor());
    const leadId = await leadOf(chat.conversationId);
    const body = await eventually(
      async () => slack.bodies.find((b) => b.includes(leadId)),
      10_000,
      "the Slack message",
    );
    const text = (JSON.parse(body) as { text: string }).text;
    expect(text).toContain(`http://localhost:3000/staff/leads/${leadId}`);
    expect(text).not.toContain(chatWidget.en.talkToPersonMessage);
  });
});
