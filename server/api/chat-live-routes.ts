import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { ApiError } from "../http/api-error";
import { clientIp } from "../http/client-ip";
import { requestLanguage } from "../http/request-language";
import type { Services } from "../services";
import { isClosedEvent, type HandoffBus, type LiveEvent, type LiveMessage } from "../chat/handoff-bus";
import { closedSince } from "../chat/handoff-state";
import { MESSAGES_PAGE, messagesAfter, verifyVisitorToken } from "../chat/handoff-live";
import { streamCaps, type StreamCaps } from "../chat/stream-caps";
import { clearVisitorSeen, LONG_POLL_MS, markVisitorSeen } from "../chat/handoff-presence";
import { logger } from "../logger";
import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { errors, param } from "../openapi/route-parts";

export const conversationParam = {
  name: "id",
  in: "path",
  required: true,
  description: "The conversation id (from the chat's answer).",
  schema: { type: "string", format: "uuid" },
};
export const tokenParam = {
  name: "token",
  in: "query",
  required: true,
  description: "The conversation's token (conversationToken of the answer that started it); never logged.",
  schema: { type: "string", maxLength: 100 },
};
const afterParam = {
  name: "after",
  in: "query",
  required: false,
  description: "Only messages written after this time (ISO 8601, the createdAt of the newest message the panel has).",
  schema: { type: "string", format: "date-time" },
};

export const chatEventsRoute = defineRoute({
  method: "get",
  path: "/api/chat/{id}/events",
  operationId: "streamChatMessages",
  tags: ["chat"],
  summary: "The conversation's new messages, live (server-sent events)",
  description:
    'text/event-stream: a "ready" event, then a "message" event (JSON: id, role, content, author, createdAt; author is the staff member\'s name when a person wrote it) for each message after `after` or Last-Event-ID, then each new one as it is written, in any process; a "closed" event (JSON: closedAt) when staff closed the conversation after that time (the assistant answers the visitor\'s next message). A comment line is sent as a heartbeat; a stream with no message for CHAT_STREAM_IDLE_MS sends an "idle" event and closes. Open streams are capped per IP, per conversation and per process (429).',
  parameters: [conversationParam, tokenParam, afterParam, param("Language")],
  responses: {
    "200": {
      description: "The event stream.",
      content: { "text/event-stream": { schema: { type: "string" } } },
    },
    ...errors(404, 429),
  },
});

const liveMessageSchema = {
  type: "object",
  required: ["id", "role", "content", "author", "createdAt"],
  properties: {
    id: { type: "string" },
    role: { type: "string", enum: ["user", "assistant"] },
    content: { type: "string" },
    author: { type: ["string", "null"], description: "The staff member's display name when a person wrote it." },
    createdAt: { type: "string", format: "date-time" },
  },
};

export const chatMessagesRoute = defineRoute({
  method: "get",
  path: "/api/chat/{id}/messages",
  operationId: "listChatMessages",
  tags: ["chat"],
  summary: "The conversation's messages after a time (the panel's history, and long-polling where events fail)",
  description: `With wait=1 and nothing new, the answer waits up to ${LONG_POLL_MS / 1000} s for a message (long-polling, counted under the same caps as the event streams).`,
  parameters: [
    conversationParam,
    tokenParam,
    afterParam,
    { name: "wait", in: "query", required: false, schema: { type: "string", enum: ["1"] } },
    param("Language"),
  ],
  responses: {
    "200": {
      description: "The messages, oldest first (at most 100).",
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["messages"],
            properties: {
              messages: { type: "array", items: liveMessageSchema },
              closedAt: {
                type: "string",
                format: "date-time",
                description: "Set when staff closed the conversation after `after`: the assistant answers again.",
              },
            },
          },
        },
      },
    },
    ...errors(404, 429),
  },
});

const querySchema = z.object({
  token: z.string().max(100),
  after: z.iso.datetime().optional(),
  wait: z.literal("1").optional(),
});

const wire = ({ conversationId: _, ...message }: LiveMessage) => message;

/**
 * The visitor's side of a chat handed to a person: the panel reads the conversation's messages (a person's replies
 * among them) live by server-sent events, or by long-polling where those fail. Both need the conversation's token.
 */
export function registerChatLiveRoutes(api: ApiRouter, services: Services, bus: HandoffBus): StreamCaps {
  const { env, db } = services;
  /** Runs `end` when the process starts to stop (at once if it has): a stream must not hold the exit. Returns the undo. */
  const whenStopping = (end: () => void) => {
    const signal = services.stopping;
    if (signal?.aborted) end();
    signal?.addEventListener("abort", end, { once: true });
    return () => signal?.removeEventListener("abort", end);
  };
  const caps = streamCaps({
    perIp: env.CHAT_STREAMS_PER_IP,
    perConversation: env.CHAT_STREAMS_PER_CONVERSATION,
    total: env.CHAT_STREAMS_MAX,
  });

  // Whether the panel is connected decides whether a person's reply also goes by email: kept in the database, so the
  // office in another process knows. A failed write only makes the reply go by email too.
  const seen = (id: string) =>
    markVisitorSeen(db, id, new Date()).catch((error: unknown) =>
      logger.warn("chat_presence_failed", { error: error instanceof Error ? error.message : String(error) }),
    );
  const left = (id: string) => {
    if (caps.on(id) > 0) return;
    void clearVisitorSeen(db, id).catch((error: unknown) =>
      logger.warn("chat_presence_failed", { error: error instanceof Error ? error.message : String(error) }),
    );
  };

  /** The checked request, or a 404 for a malformed id, an unknown conversation or a wrong token alike. */
  async function authorise(c: Parameters<Parameters<ApiRouter["openapi"]>[1]>[0], id: string) {
    const language = requestLanguage(c.req.raw);
    const query = querySchema.safeParse(c.req.query());
    const known =
      query.success && z.uuid().safeParse(id).success && (await verifyVisitorToken(db, id, query.data.token));
    if (!known || !query.success) throw ApiError.of(404, "notFound", language);
    const release = caps.open(clientIp(c, env.TRUST_PROXY), id);
    if (!release) throw ApiError.of(429, "rateLimited", language, "request", { "Retry-After": "30" });
    return { language, query: query.data, release };
  }

  api.openapi(chatEventsRoute, async (c) => {
    const id = c.req.param("id");
    const { query, release } = await authorise(c, id);
    const after = c.req.header("last-event-id") ?? query.after ?? null;
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(
      c,
      async (stream) => {
        let last = after && z.iso.datetime().safeParse(after).success ? after : null;
        let wake: () => void = () => {};
        const queue: LiveEvent[] = [];
        const unsubscribe = bus.subscribe(id, (message) => {
          queue.push(message);
          wake();
        });
        let idle: NodeJS.Timeout | undefined;
        let stopListening = () => {};
        const closed = new Promise<void>((resolve) => {
          stream.onAbort(resolve);
          stopListening = whenStopping(resolve);
          const restartIdle = () => {
            clearTimeout(idle);
            // Told first, so the panel does not reconnect at once (it does on the visitor's next message).
            idle = setTimeout(
              () => void stream.writeSSE({ event: "idle", data: "{}" }).then(resolve, resolve),
              env.CHAT_STREAM_IDLE_MS,
            );
          };
          restartIdle();
          wake = () => {
            restartIdle();
            flush();
          };
        });
        const heartbeat = setInterval(() => {
          void stream.write(": ping\n\n").catch(() => {});
          void seen(id);
        }, env.CHAT_STREAM_HEARTBEAT_MS);
        let writing = Promise.resolve();
        let toldClosed: string | null = null;
        const tellClosed = async (closedAt: string) => {
          if (toldClosed === closedAt) return;
          toldClosed = closedAt;
          await stream.writeSSE({ event: "closed", data: JSON.stringify({ closedAt }) });
        };
        const send = async (message: LiveEvent) => {
          if (isClosedEvent(message)) return tellClosed(message.closedAt);
          if (last && message.createdAt <= last) return;
          last = message.createdAt;
          await stream.writeSSE({ event: "message", id: message.createdAt, data: JSON.stringify(wire(message)) });
        };
        // Written one at a time, in order: the backlog from the database first, then what the bus delivers.
        const flush = () => {
          writing = writing.then(async () => {
            while (queue.length) await send(queue.shift()!);
          });
        };
        try {
          await seen(id);
          await stream.writeSSE({ event: "ready", data: "{}", retry: 5000 });
          // The backlog in pages, until a page comes back short.
          for (let page = await messagesAfter(db, id, last); ; page = await messagesAfter(db, id, last)) {
            for (const message of page) await send(message);
            if (page.length < MESSAGES_PAGE) break;
          }
          const closedAt = await closedSince(db, id, last);
          if (closedAt) await tellClosed(closedAt);
          flush();
          await closed;
        } finally {
          clearInterval(heartbeat);
          clearTimeout(idle);
          stopListening();
          unsubscribe();
          release();
          left(id);
        }
      },
      async () => {
        release();
        left(id);
      },
    );
  });

  api.openapi(chatMessagesRoute, async (c) => {
    const id = c.req.param("id");
    const { query, release } = await authorise(c, id);
    try {
      // A long-poll that is not renewed goes stale by itself (handoff-presence.ts): no mark is cleared after it.
      if (query.wait) await seen(id);
      const after = query.after ?? null;
      let messages = await messagesAfter(db, id, after);
      let closedAt = await closedSince(db, id, after);
      if (messages.length === 0 && !closedAt && query.wait) {
        let unsubscribe = () => {};
        let stopListening = () => {};
        const arrived = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), LONG_POLL_MS);
          c.req.raw.signal.addEventListener("abort", () => resolve(false));
          stopListening = whenStopping(() => resolve(false));
          unsubscribe = bus.subscribe(id, () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        unsubscribe();
        stopListening();
        if (arrived)
          [messages, closedAt] = await Promise.all([messagesAfter(db, id, after), closedSince(db, id, after)]);
      }
      const closed = closedAt ? { closedAt } : {};
      return c.json({ messages: messages.map(wire), ...closed }, 200, { "Cache-Control": "no-store" });
    } finally {
      release();
    }
  });

  return caps;
}
