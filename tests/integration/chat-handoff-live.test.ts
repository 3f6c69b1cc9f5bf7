import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chatLiveOffice, chatLiveVisitor } from "../../content/chat-live";
import { chatWidget } from "../../content/chat-widget";
import { withToken } from "../support/form-tokens";
import { openSse } from "../support/sse-client";
import { StaffClient, newStaff } from "../support/staff-client";
import { describeEachDialect } from "../support/test-databases";
import { postJson, startTestServer, stopTestPostgres, type TestServer } from "../support/test-server";

afterAll(() => stopTestPostgres());

interface ChatAnswer {
  message: string;
  conversationId: string;
  conversationToken?: string;
  handedOff?: boolean;
}

async function ask(url: string, content: string, sessionId: string, conversationId: string | null = null) {
  const res = await postJson(
    `${url}/api/chat`,
    withToken({ messages: [{ role: "user", content }], conversationId, sessionId, language: "en" }, "chat"),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as ChatAnswer;
}

async function questionLead(t: TestServer, conversationId: string) {
  const row = await t.running.services.db
    .selectFrom("chat_unanswered")
    .select("id")
    .where("conversation_id", "=", conversationId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDialect("a person answers in the chat", (dialect) => {
  let t: TestServer;
  let aiko: StaffClient;
  beforeAll(async () => {
    t = await startTestServer(dialect, { RATE_LIMIT_CHAT_PER_MINUTE: "0" });
    const staff = await newStaff(t.running.services.db, "Aiko Tanaka");
    aiko = new StaffClient(t.url);
    expect((await aiko.login(staff.email)).status).toBe(303);
  });
  afterAll(() => t.close());

  it("stores a staff reply in the conversation, clears 要返信 and delivers it to the visitor's open stream", async () => {
    const first = await ask(t.url, "What's the weather like in Osaka tomorrow?", `live-${dialect}-0001`);
    expect(first.conversationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = first.conversationToken!;
    const leadId = await questionLead(t, first.conversationId);

    const base = `${t.url}/api/chat/${first.conversationId}`;
    const stream = await openSse(`${base}/events?token=${token}`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    // The backlog: what the visitor already has, from the database.
    await stream.next((e) => e.event === "message" && e.data.includes("Osaka"));

    const page = await (await aiko.get(`/staff/leads/${leadId}`)).text();
    expect(page).toContain("Osaka");
    const csrf = StaffClient.csrfOf(page);
    const sent = await aiko.post(`/staff/leads/${leadId}/chat-reply`, {
      csrf,
      body: "It should be sunny. See [our services](/en/services).",
    });
    expect(sent.status).toBe(303);

    const live = await stream.next((e) => e.event === "message" && e.data.includes("sunny"));
    const message = JSON.parse(live.data) as { role: string; author: string | null; content: string };
    expect(message).toMatchObject({ role: "assistant", author: "Aiko Tanaka" });
    stream.close();

    // The panel's history after a reload: the person's reply is there, with the name.
    const history = (await (await fetch(`${base}/messages?token=${token}`)).json()) as {
      messages: { author: string | null; content: string }[];
    };
    expect(history.messages.at(-1)).toMatchObject({ author: "Aiko Tanaka" });
    expect(history.messages.filter((m) => m.author === null).length).toBeGreaterThanOrEqual(2);

    const state = await t.running.services.db
      .selectFrom("lead_states")
      .selectAll()
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(state).toMatchObject({ needs_reply: 0, status: "replied" });

    // The office shows the person's reply with the name, and the link as a link.
    const after = await (await aiko.get(`/staff/leads/${leadId}`)).text();
    expect(after).toContain("Aiko Tanaka（担当者）");
    expect(after).toContain('<a href="/en/services"');

    // A person has the conversation now: the visitor's answer goes to staff (要返信 again), not to the assistant.
    const back = await ask(t.url, "Thanks! And on Sunday?", `live-${dialect}-0001`, first.conversationId);
    expect(back).toMatchObject({ message: chatLiveVisitor.en.received, handedOff: true });
    expect(
      await t.running.services.db
        .selectFrom("lead_states")
        .select("needs_reply")
        .where("lead_id", "=", leadId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ needs_reply: 1 });
    expect(await (await aiko.get(`/staff/leads/${leadId}`)).text()).toContain("And on Sunday?");
  });

  it("staff close the conversation: the visitor's stream and long-poll learn it, and the assistant answers again", async () => {
    const session = `close-${dialect}-0001`;
    const first = await ask(t.url, "Who won the baseball game last night?", session);
    const token = first.conversationToken!;
    const leadId = await questionLead(t, first.conversationId);
    const base = `${t.url}/api/chat/${first.conversationId}`;
    const page = await (await aiko.get(`/staff/leads/${leadId}`)).text();
    const csrf = StaffClient.csrfOf(page);
    expect((await aiko.post(`/staff/leads/${leadId}/chat-reply`, { csrf, body: "Sorry, we don't." })).status).toBe(303);
    const open = await (await aiko.get(`/staff/leads/${leadId}`)).text();
    expect(open).toContain(chatLiveOffice.ja.close);

    const stream = await openSse(`${base}/events?token=${token}`);
    const reply = await stream.next((e) => e.event === "message" && e.data.includes("we don't"));
    const closing = await aiko.post(`/staff/leads/${leadId}/chat-close`, { csrf });
    expect(closing.status).toBe(303);
    expect(closing.headers.get("location")).toContain("done=chat-closed");
    const closed = JSON.parse((await stream.next((e) => e.event === "closed")).data) as { closedAt: string };
    expect(Date.parse(closed.closedAt)).not.toBeNaN();
    stream.close();

    // A panel that reconnects, or long-polls, from before the closing learns it too; from after it, not again.
    const again = await openSse(`${base}/events?token=${token}&after=${encodeURIComponent(reply.id!)}`);
    expect(JSON.parse((await again.next((e) => e.event === "closed")).data)).toEqual(closed);
    again.close();
    const polled = (await (await fetch(`${base}/messages?token=${token}&after=${reply.id}`)).json()) as object;
    expect(polled).toEqual({ messages: [], closedAt: closed.closedAt });
    const later = (await (await fetch(`${base}/messages?token=${token}&after=${closed.closedAt}`)).json()) as object;
    expect(later).toEqual({ messages: [] });

    // The office shows it closed; the visitor's next message goes to the assistant, not to staff.
    const after = await (await aiko.get(`/staff/leads/${leadId}?done=chat-closed`)).text();
    expect(after).toContain(chatLiveOffice.ja.closed);
    expect(after).toContain(chatLiveOffice.ja.closedDone);
    expect(after).not.toContain(chatLiveOffice.ja.close + "<");
    const next = await ask(t.url, "Do you build websites?", session, first.conversationId);
    expect(next.handedOff).toBeFalsy();
    expect(next.message).not.toBe(chatLiveVisitor.en.received);
  });

  it("nobody answers twice: a colleague's chat reply since the page opened holds the second one until confirmed", async () => {
    const first = await ask(t.url, "Who will win the baseball league this year?", `twice-${dialect}-0001`);
    const leadId = await questionLead(t, first.conversationId);
    const colleague = await newStaff(t.running.services.db, `Ben Sato ${dialect}`);
    const ben = new StaffClient(t.url);
    expect((await ben.login(colleague.email)).status).toBe(303);
    const openedAt = (html: string) => /name="opened_at" value="([^"]+)"/.exec(html)![1]!;
    const aikoPage = await (await aiko.get(`/staff/leads/${leadId}`)).text();
    const benPage = await (await ben.get(`/staff/leads/${leadId}`)).text();

    const aikos = await aiko.post(`/staff/leads/${leadId}/chat-reply`, {
      csrf: StaffClient.csrfOf(aikoPage),
      opened_at: openedAt(aikoPage),
      body: "Nobody knows yet!",
    });
    expect(aikos.status).toBe(303);
    const held = await ben.post(`/staff/leads/${leadId}/chat-reply`, {
      csrf: StaffClient.csrfOf(benPage),
      opened_at: openedAt(benPage),
      body: "Probably the Marines.",
    });
    expect(held.status).toBe(200);
    const heldPage = await held.text();
    expect(heldPage).toContain("data-chat-conflict");
    expect(heldPage).toMatch(/data-chat-conflict[^]*?<li>Aiko Tanaka/);
    expect(heldPage).toContain("Probably the Marines.</textarea>");
    const personReplies = () =>
      t.running.services.db
        .selectFrom("chat_messages")
        .select("author")
        .where("conversation_id", "=", first.conversationId)
        .where("author", "is not", null)
        .execute();
    expect(await personReplies()).toEqual([{ author: "Aiko Tanaka" }]);

    // Sent anyway, knowingly: the second answer goes out.
    const anyway = await ben.post(`/staff/leads/${leadId}/chat-reply`, {
      csrf: StaffClient.csrfOf(heldPage),
      opened_at: openedAt(heldPage),
      confirm: "1",
      body: "Probably the Marines.",
    });
    expect(anyway.status).toBe(303);
    expect((await personReplies()).map((r) => r.author)).toEqual(["Aiko Tanaka", `Ben Sato ${dialect}`]);
  });

  it.each([
    [
      "within business hours",
      "2025-06-10T02:00:00Z",
      `${chatLiveVisitor.en.openNow}\n${chatLiveVisitor.en.leaveDetails}`,
    ],
    [
      "outside them",
      "2025-06-14T03:00:00Z",
      `${chatLiveVisitor.en.closedNow("Mon, June 16, 9:00 JST")}\n${chatLiveVisitor.en.leaveDetails}`,
    ],
  ])("the panel's button hands the conversation to a person and says what happens next, %s", async (_, iso, said) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
    try {
      const session = `live-${dialect}-button-${iso.slice(8, 10)}`;
      const first = await ask(t.url, "Hello", session);
      const asked = await ask(t.url, chatWidget.en.talkToPersonMessage, session, first.conversationId);
      expect(asked).toMatchObject({ message: said, handedOff: true });
      // Until a person has answered, the assistant still answers what it can, and the words head the inbox again.
      const next = await ask(t.url, "How much is a booking system?", session, first.conversationId);
      expect(next.message).not.toBe(chatLiveVisitor.en.received);
      const lead = await questionLead(t, first.conversationId);
      expect(
        await t.running.services.db
          .selectFrom("lead_states")
          .select("needs_reply")
          .where("lead_id", "=", lead)
          .executeTakeFirstOrThrow(),
      ).toEqual({ needs_reply: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses another conversation's token, a guessed one and a malformed id with 404", async () => {
    const mine = await ask(t.url, "Is it going to rain in Sapporo?", `live-${dialect}-0002`);
    const theirs = await ask(t.url, "Who won the baseball game yesterday?", `live-${dialect}-0003`);
    const tries = [
      `${t.url}/api/chat/${mine.conversationId}/events?token=${theirs.conversationToken}`,
      `${t.url}/api/chat/${mine.conversationId}/messages?token=${theirs.conversationToken}`,
      `${t.url}/api/chat/${mine.conversationId}/events?token=${"A".repeat(43)}`,
      `${t.url}/api/chat/${mine.conversationId}/events`,
      `${t.url}/api/chat/not-a-conversation/messages?token=${mine.conversationToken}`,
    ];
    for (const url of tries) {
      const res = await fetch(url);
      expect(res.status, url).toBe(404);
      await res.body?.cancel();
    }
    // A later answer in the same conversation gives no token again: it was handed out once.
    const again = await ask(t.url, "And the day after?", `live-${dialect}-0002`, mine.conversationId);
    expect(again.conversationToken).toBeUndefined();
  });
});

describe("the chat's live streams are capped", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("sqlite", {
      RATE_LIMIT_CHAT_PER_MINUTE: "0",
      CHAT_STREAMS_PER_CONVERSATION: "2",
      CHAT_STREAMS_PER_IP: "3",
      CHAT_STREAM_IDLE_MS: "1500",
    });
  });
  afterAll(() => t.close());

  it("refuses a stream past the conversation's and the address's caps with 429, and closes an idle one", async () => {
    const a = await ask(t.url, "What's the weather like in Osaka tomorrow?", "caps-0001");
    const b = await ask(t.url, "Who won the baseball game yesterday?", "caps-0002");
    const url = (c: ChatAnswer) => `${t.url}/api/chat/${c.conversationId}/events?token=${c.conversationToken}`;
    const open = [await openSse(url(a)), await openSse(url(a))];
    expect(open.map((s) => s.response.status)).toEqual([200, 200]);
    const third = await fetch(url(a));
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBeTruthy();
    open.push(await openSse(url(b)));
    expect(open[2]!.response.status).toBe(200);
    const overIp = await fetch(url(b));
    expect(overIp.status).toBe(429);

    // Nothing written: every stream closes at the idle time, and the caps free up.
    await Promise.all(open.map((s) => s.ended()));
    const reopened = await openSse(url(a));
    expect(reopened.response.status).toBe(200);
    reopened.close();
  });
});
