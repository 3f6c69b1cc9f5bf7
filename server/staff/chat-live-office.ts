import type { Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { isClosedEvent, type LiveMessage } from "../chat/handoff-bus";
import { MESSAGES_PAGE, messagesAfter } from "../chat/handoff-live";
import { LONG_POLL_MS } from "../chat/handoff-presence";
import { streamCaps } from "../chat/stream-caps";
import { clientIp } from "../http/client-ip";
import { handoffBusOf, type Services } from "../services";
import type { StaffRequest } from "./staff-request";
import { findLead } from "./lead-record";

const leadId = z.uuid();
const afterSchema = z.iso.datetime().optional();
const wire = ({ conversationId: _, ...message }: LiveMessage) => message;

/**
 * The office's live view of a chat lead: the conversation's new messages (the visitor's above all) on the lead's
 * page without reloading, by server-sent events from the same origin, with polling as the fallback
 * (/staff/chat-live.js). Staff sessions apply as to the page itself; streams are capped like the visitors'.
 */
export function registerOfficeChatLive(app: Hono, services: Services, r: StaffRequest) {
  const { env, db } = services;
  const bus = handoffBusOf(services);
  const caps = streamCaps({
    perIp: env.CHAT_STREAMS_PER_IP,
    perConversation: env.CHAT_STREAMS_PER_CONVERSATION,
    total: env.CHAT_STREAMS_MAX,
  });

  /** The lead's conversation and the time to read after, or the answer for a visitor without a session. */
  async function authorise(c: Context) {
    const session = await r.fullSession(c);
    if (!session) return { refused: c.body(null, 401) };
    const id = c.req.param("id") ?? "";
    const lead = leadId.safeParse(id).success ? await findLead(db, id, session.staff.language) : undefined;
    if (!lead?.conversationId) return { refused: c.body(null, 404) };
    const after = afterSchema.safeParse(c.req.query("after") ?? undefined);
    return { conversationId: lead.conversationId, after: after.success ? (after.data ?? null) : null };
  }

  app.get("/staff/leads/:id/chat-events", async (c) => {
    const auth = await authorise(c);
    if ("refused" in auth) return auth.refused;
    const { conversationId } = auth;
    const release = caps.open(clientIp(c, env.TRUST_PROXY), conversationId);
    if (!release) return c.body(null, 429, { "Retry-After": "30" });
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(
      c,
      async (stream) => {
        const resumed = afterSchema.safeParse(c.req.header("last-event-id") ?? undefined);
        let last = (resumed.success ? resumed.data : undefined) ?? auth.after;
        const queue: LiveMessage[] = [];
        let wake = () => {};
        const unsubscribe = bus.subscribe(conversationId, (event) => {
          if (isClosedEvent(event)) return;
          queue.push(event);
          wake();
        });
        let end = () => {};
        const closed = new Promise<void>((resolve) => (end = resolve));
        stream.onAbort(end);
        // Shutdown ends the stream: an office left open never holds the exit.
        const signal = services.stopping;
        if (signal?.aborted) end();
        signal?.addEventListener("abort", end, { once: true });
        const heartbeat = setInterval(
          () => void stream.write(": ping\n\n").catch(() => {}),
          env.CHAT_STREAM_HEARTBEAT_MS,
        );
        let writing = Promise.resolve();
        const send = async (message: LiveMessage) => {
          if (last && message.createdAt <= last) return;
          last = message.createdAt;
          await stream.writeSSE({ event: "message", id: message.createdAt, data: JSON.stringify(wire(message)) });
        };
        const flush = () => {
          writing = writing.then(async () => {
            while (queue.length) await send(queue.shift()!);
          });
        };
        try {
          await stream.writeSSE({ event: "ready", data: "{}", retry: 5000 });
          for (let page = await messagesAfter(db, conversationId, last); ;) {
            for (const message of page) await send(message);
            if (page.length < MESSAGES_PAGE) break;
            page = await messagesAfter(db, conversationId, last);
          }
          wake = flush;
          flush();
          await closed;
        } finally {
          clearInterval(heartbeat);
          signal?.removeEventListener("abort", end);
          unsubscribe();
          release();
        }
      },
      async () => release(),
    );
  });

  // Where event streams fail: the messages after a time, as JSON, asked for again every few seconds.
  app.get("/staff/leads/:id/chat-messages", async (c) => {
    const auth = await authorise(c);
    if ("refused" in auth) return auth.refused;
    const messages = await messagesAfter(db, auth.conversationId, auth.after);
    return c.json({ messages: messages.map(wire), pollMs: Math.min(LONG_POLL_MS, 5000) }, 200, {
      "Cache-Control": "no-store",
    });
  });

  app.get("/staff/chat-live.js", (c) =>
    c.body(CHAT_LIVE_JS, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" }),
  );
}

/**
 * The lead page's live conversation: new messages appended to the list (text only; the page shows links after a
 * reload), each labelled as the page labels them (the labels are the list's data attributes). Without the script
 * the page shows the conversation as of its rendering.
 */
export const CHAT_LIVE_JS = `"use strict";
for (const list of document.querySelectorAll("ol[data-chat-live]")) {
  const url = list.dataset.chatLive;
  const labels = { visitor: list.dataset.labelVisitor, bot: list.dataset.labelBot, person: list.dataset.labelPerson };
  const lang = document.documentElement.lang || "ja";
  let after = [...list.querySelectorAll("li[data-at]")].map((li) => li.dataset.at).sort().pop() || "";
  const when = (iso) => new Date(iso).toLocaleString(lang === "en" ? "en-GB" : "ja-JP", {
    timeZone: "Asia/Tokyo", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
  const add = (m) => {
    if (after && m.createdAt <= after) return;
    after = m.createdAt;
    const kind = m.role === "user" ? "visitor" : m.author ? "person" : "bot";
    const li = document.createElement("li");
    li.className = "chat-line chat-" + kind;
    li.dataset.at = m.createdAt;
    const meta = document.createElement("span");
    meta.className = "meta";
    meta.textContent = (kind === "person" ? labels.person.replace("{name}", m.author) : labels[kind]) + " · " + when(m.createdAt);
    const text = document.createElement("p");
    text.className = "pre";
    text.dir = "auto";
    text.textContent = m.content;
    li.append(meta, text);
    list.append(li);
  };
  const query = () => (after ? "?after=" + encodeURIComponent(after) : "");
  const poll = async () => {
    for (;;) {
      try {
        const response = await fetch(url + "/chat-messages" + query(), { credentials: "same-origin", headers: { accept: "application/json" } });
        if (response.status === 401 || response.status === 404) return;
        if (response.ok) (await response.json()).messages.forEach(add);
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  };
  if (typeof EventSource === "undefined") poll();
  else {
    const source = new EventSource(url + "/chat-events" + query());
    let opened = false;
    source.addEventListener("ready", () => { opened = true; });
    source.addEventListener("message", (event) => { try { add(JSON.parse(event.data)); } catch {} });
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED || !opened) { source.close(); poll(); }
    };
  }
}
`;
