import { useEffect } from "react";
import type { Locale } from "../../../domain/i18n/locales";
import { keepChat, keptChat, type ChatMessage } from "./chat-storage";

/** A message as GET /api/chat/{id}/events and /messages give it. */
interface LiveMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  author: string | null;
  createdAt: string;
}

function readLive(data: unknown): LiveMessage | null {
  if (!data || typeof data !== "object") return null;
  const m = data as Record<string, unknown>;
  return typeof m.id === "string" &&
    (m.role === "user" || m.role === "assistant") &&
    typeof m.content === "string" &&
    (m.author === null || typeof m.author === "string") &&
    typeof m.createdAt === "string"
    ? (m as unknown as LiveMessage)
    : null;
}

/** Adds a person's message the panel does not have yet, and remembers how far the conversation has been read. */
function take(conversationId: string, language: Locale, message: LiveMessage) {
  const c = keptChat(language);
  if (c.conversationId !== conversationId) return;
  const liveAfter = !c.liveAfter || message.createdAt > c.liveAfter ? message.createdAt : c.liveAfter;
  const add: ChatMessage[] =
    message.author && !c.messages.some((m) => m.id === message.id)
      ? [{ id: message.id, role: "assistant", content: message.content, author: message.author }]
      : [];
  if (add.length || liveAfter !== c.liveAfter) keepChat({ ...c, liveAfter, messages: [...c.messages, ...add] });
}

/**
 * Staff closed the conversation: the panel says so after its newest message, offers a person again, and reads on
 * from then (a long-poll must not be answered with the same closing again).
 */
function takeClosed(conversationId: string, language: Locale, closedAt: unknown) {
  const c = keptChat(language);
  if (c.conversationId !== conversationId || typeof closedAt !== "string" || c.closed?.at === closedAt) return;
  const after = c.messages.at(-1)?.id;
  if (!after) return;
  const liveAfter = !c.liveAfter || closedAt > c.liveAfter ? closedAt : c.liveAfter;
  keepChat({ ...c, liveAfter, handedOff: false, closed: { at: closedAt, after } });
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Long-polling, where the event stream cannot be used: asks for what is newer, the server holding the answer. */
async function poll(conversationId: string, token: string, language: Locale, signal: AbortSignal) {
  while (!signal.aborted) {
    const after = keptChat(language).liveAfter;
    const query = new URLSearchParams({ token, wait: "1", ...(after ? { after } : {}) });
    try {
      const response = await fetch(`/api/chat/${conversationId}/messages?${query}`, {
        headers: { accept: "application/json" },
        signal,
      });
      // The conversation is gone or not this panel's: nothing will come.
      if (response.status === 404) return;
      if (!response.ok) {
        await wait(response.status === 429 ? 30_000 : 5_000, signal);
        continue;
      }
      const body = (await response.json()) as { messages?: unknown[]; closedAt?: unknown };
      for (const item of body.messages ?? []) {
        const message = readLive(item);
        if (message) take(conversationId, language, message);
      }
      if (body.closedAt) takeClosed(conversationId, language, body.closedAt);
    } catch {
      await wait(5_000, signal);
    }
  }
}

/**
 * While the panel is open on a conversation with its token, a person's replies appear in it as they are written:
 * by server-sent events, or by long-polling where those fail. The stream the server closes when idle is opened again
 * on the visitor's next message (`turns`), not at once.
 */
export function useLiveReplies({
  conversationId,
  token,
  language,
  open,
  turns,
}: {
  conversationId: string | null;
  token: string | null;
  language: Locale;
  open: boolean;
  turns: number;
}) {
  useEffect(() => {
    if (!open || !conversationId || !token) return;
    const stop = new AbortController();
    const fallback = () => void poll(conversationId, token, language, stop.signal);
    if (typeof EventSource === "undefined") {
      fallback();
      return () => stop.abort();
    }
    const after = keptChat(language).liveAfter;
    const query = new URLSearchParams({ token, ...(after ? { after } : {}) });
    const source = new EventSource(`/api/chat/${conversationId}/events?${query}`);
    let opened = false;
    source.addEventListener("ready", () => {
      opened = true;
    });
    source.addEventListener("message", (event: MessageEvent<string>) => {
      try {
        const message = readLive(JSON.parse(event.data));
        if (message) take(conversationId, language, message);
      } catch {
        // Not a message of ours: ignored.
      }
    });
    source.addEventListener("closed", (event: MessageEvent<string>) => {
      try {
        takeClosed(conversationId, language, (JSON.parse(event.data) as { closedAt?: unknown }).closedAt);
      } catch {
        // Not ours: ignored.
      }
    });
    source.addEventListener("idle", () => source.close());
    source.onerror = () => {
      // Refused (404, 429) or never connected: long-polling instead. A dropped stream reconnects by itself.
      if (source.readyState === EventSource.CLOSED || !opened) {
        source.close();
        if (!stop.signal.aborted) fallback();
      }
    };
    return () => {
      stop.abort();
      source.close();
    };
  }, [conversationId, token, language, open, turns]);
}
