import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";
import { logger } from "../logger";

/** A message of a conversation as the panel and the office show it live. */
export interface LiveMessage {
  id: string;
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  /** The staff member's display name when a person wrote it. */
  author: string | null;
  createdAt: string;
}

/** Staff closed the conversation: the panel says so, and the assistant answers the visitor's next message. */
export interface LiveClosed {
  conversationId: string;
  closedAt: string;
}

/** What the bus carries: a new message, or the conversation closed by staff. */
export type LiveEvent = LiveMessage | LiveClosed;

export const isClosedEvent = (event: LiveEvent): event is LiveClosed => "closedAt" in event;

export type LiveListener = (event: LiveEvent) => void;

/**
 * Delivers a conversation's new messages to the streams open on it, in every process: through Redis pub/sub when
 * REDIS_URL is set (a message stored by one process reaches a panel connected to another), else in this process.
 * Delivery is a wake-up, not the record: the database holds every message, and a stream that missed one (a
 * reconnect, a Redis outage) reads it from there.
 */
export interface HandoffBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(conversationId: string, listener: LiveListener): () => void;
  /** Ends the Redis connections at shutdown. */
  close(): Promise<void>;
}

const CHANNEL = "chat-live";

function localEmitter() {
  const emitter = new EventEmitter();
  // One listener per open stream: the stream caps bound them, not this warning.
  emitter.setMaxListeners(0);
  return {
    emit: (event: LiveEvent) => void emitter.emit(event.conversationId, event),
    subscribe(conversationId: string, listener: LiveListener) {
      emitter.on(conversationId, listener);
      return () => void emitter.off(conversationId, listener);
    },
  };
}

function parseEvent(text: string): LiveEvent | null {
  try {
    const value = JSON.parse(text) as Partial<LiveMessage & LiveClosed>;
    const known = typeof value.content === "string" || typeof value.closedAt === "string";
    return typeof value.conversationId === "string" && known ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

export function inProcessBus(): HandoffBus {
  const local = localEmitter();
  return {
    publish: async (message) => local.emit(message),
    subscribe: local.subscribe,
    close: async () => {},
  };
}

/** One connection publishes, one listens to a single channel; each process hands messages to its own streams. */
export async function redisBus(url: string): Promise<HandoffBus> {
  const { Redis } = await import("ioredis");
  const options = { maxRetriesPerRequest: 1, retryStrategy: (attempt: number) => Math.min(attempt * 200, 5000) };
  const publisher: Redis = new Redis(url, options);
  const subscriber: Redis = new Redis(url, options);
  let warned = 0;
  const warn = (error: { code?: string }) => {
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    logger.warn("chat_bus_unavailable", { code: error.code ?? "unknown" });
  };
  publisher.on("error", warn);
  subscriber.on("error", warn);
  const local = localEmitter();
  subscriber.on("message", (_channel: string, text: string) => {
    const message = parseEvent(text);
    if (message) local.emit(message);
  });
  // Never awaited: a Redis that is down at start-up must not stop the server (replies then reach open streams on
  // their next read); each time the connection is ready the channel is (re)subscribed.
  const listen = () => void subscriber.subscribe(CHANNEL).catch(warn);
  subscriber.on("ready", listen);
  listen();
  return {
    async publish(message) {
      try {
        await publisher.publish(CHANNEL, JSON.stringify(message));
      } catch (error) {
        // This process's own streams still hear it; the others read it from the database when they poll.
        warn(error as { code?: string });
        local.emit(message);
      }
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.all([
        publisher.quit().catch(() => publisher.disconnect()),
        subscriber.quit().catch(() => subscriber.disconnect()),
      ]);
    },
  };
}

export function createHandoffBus(redisUrl: string | undefined): Promise<HandoffBus> {
  return redisUrl ? redisBus(redisUrl) : Promise.resolve(inProcessBus());
}
