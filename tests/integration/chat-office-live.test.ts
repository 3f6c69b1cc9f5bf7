import { afterAll, beforeAll, expect, it } from "vitest";
import { chatLiveVisitor } from "../../content/chat-live";
import { chatWidget } from "../../content/chat-widget";
import { withToken } from "../support/form-tokens";
import { openSse } from "../support/sse-client";
import { StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

describeEachDialect("the office's live view of a chat lead", (dialect) => {
  let t: TestServer;
  let aiko: StaffClient;
  beforeAll(async () => {
    t = await startTestServer(dialect, { RATE_LIMIT_CHAT_PER_MINUTE: "0" });
    const staff = await newStaff(t.running.services.db, "Aiko Tanaka");
    aiko = new StaffClient(t.url);
    expect((await aiko.login(staff.email)).status).toBe(303);
  });
  afterAll(() => t.close());

  async function ask(content: string, sessionId: string, conversationId: string | null = null) {
    const res = await postJson(
      `${t.url}/api/chat`,
      withToken({ messages: [{ role: "user", content }], conversationId, sessionId, language: "en" }, "chat"),
    );
    expect(res.status).toBe(200);
    return (await res.json()) as { message: string; conversationId: string };
  }

  it("shows the visitor's new messages on the lead's page as they are written, to staff only", async () => {
    const session = `office-live-${dialect}`;
    const first = await ask("Hello", session);
    await ask(chatWidget.en.talkToPersonMessage, session, first.conversationId);
    const lead = await t.running.services.db
      .selectFrom("chat_unanswered")
      .select("id")
      .where("conversation_id", "=", first.conversationId)
      .executeTakeFirstOrThrow();
    const base = `${t.url}/staff/leads/${lead.id}`;

    // The page points its script at the live view.
    const page = await (await aiko.get(`/staff/leads/${lead.id}`)).text();
    expect(page).toContain(`data-chat-live="/staff/leads/${lead.id}"`);
    expect(page).toContain('<script src="/staff/chat-live.js" defer="">');
    const script = await aiko.get("/staff/chat-live.js");
    expect(script.headers.get("content-type")).toContain("text/javascript");

    // Without a staff session: nothing.
    expect((await fetch(`${base}/chat-events`)).status).toBe(401);
    expect((await fetch(`${base}/chat-messages`)).status).toBe(401);

    const stream = await openSse(`${base}/chat-events?after=${new Date().toISOString()}`, {
      cookie: aiko.cookieHeader(),
    });
    expect(stream.response.status).toBe(200);
    await stream.next((e) => e.event === "ready");
    const before = new Date().toISOString();
    // A person answers, then the visitor writes back: both reach the open page.
    const csrf = StaffClient.csrfOf(page);
    expect((await aiko.post(`/staff/leads/${lead.id}/chat-reply`, { csrf, body: "How can we help?" })).status).toBe(
      303,
    );
    await stream.next((e) => e.event === "message" && e.data.includes("How can we help?"));
    const back = await ask("I need a booking system for my salon.", session, first.conversationId);
    expect(back.message).toBe(chatLiveVisitor.en.received);
    const live = await stream.next((e) => e.event === "message" && e.data.includes("booking system"));
    expect(JSON.parse(live.data)).toMatchObject({ role: "user", author: null });
    stream.close();

    // The polling fallback: what was written after a time.
    const polled = (await (await aiko.get(`/staff/leads/${lead.id}/chat-messages?after=${before}`)).json()) as {
      messages: { content: string }[];
    };
    expect(polled.messages.map((m) => m.content)).toContain("I need a booking system for my salon.");
    expect(polled.messages.some((m) => m.content === "Hello")).toBe(false);
  });
});
