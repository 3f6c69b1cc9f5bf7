import { readContactCard, type ContactCard } from "../../../domain/chat/contact-card";
import { isLocale, type Locale } from "../../../domain/i18n/locales";
import { randomUuid } from "../../../domain/text/random-uuid";

/** A message as the widget keeps it; `id` is only a React key. */
export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  type?: "menu_selection";
  /** An assistant answer's contact card (the lead flow is open): the panel shows it under the newest answer. */
  card?: ContactCard;
  /** A person's answer: the staff member's display name (the panel shows it, and tells it from the assistant). */
  author?: string;
}

export interface SavedChat {
  /** Generated once per widget instance (spec section 3); the server ties conversations to it. */
  sessionId: string;
  conversationId: string | null;
  /** The language the messages are in: another language starts over (spec section 4). */
  language: Locale;
  messages: ChatMessage[];
  /** Opens the conversation's live replies (GET /api/chat/{id}/events); given once, with the first answer. */
  token?: string | null;
  /** The server time of the newest message read from the live replies: the next connection asks for what is newer. */
  liveAfter?: string | null;
  /** A person has the conversation: the panel no longer offers to hand it over. */
  handedOff?: boolean;
  /** Staff closed the conversation (server time) after the message `after`: the panel says so there. */
  closed?: { at: string; after: string } | null;
  /** The conversation went to a person outside business hours: the panel offers an optional address for the answer. */
  offerEmail?: boolean;
}

/**
 * The conversation lives in sessionStorage: it survives navigation and reload in
 * the tab, and is gone when the tab closes, so the next person at a shared
 * computer does not see it.
 */
const KEY = "chat-widget";

function isMessage(m: unknown): m is ChatMessage {
  if (!m || typeof m !== "object") return false;
  const { id, role, content, type, card, author } = m as Record<string, unknown>;
  return (
    typeof id === "string" &&
    (author === undefined || typeof author === "string") &&
    (role === "user" || role === "assistant") &&
    typeof content === "string" &&
    (type === undefined || type === "menu_selection") &&
    (card === undefined || readContactCard(card) !== null)
  );
}

function readStored(): SavedChat | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<SavedChat> | null;
    if (!value || typeof value.sessionId !== "string" || !isLocale(value.language)) return null;
    if (!Array.isArray(value.messages) || !value.messages.every(isMessage)) return null;
    const conversationId = typeof value.conversationId === "string" ? value.conversationId : null;
    const token = typeof value.token === "string" ? value.token : null;
    const liveAfter = typeof value.liveAfter === "string" ? value.liveAfter : null;
    const handedOff = value.handedOff === true;
    const offerEmail = value.offerEmail === true;
    const closed =
      value.closed && typeof value.closed.at === "string" && typeof value.closed.after === "string"
        ? { at: value.closed.at, after: value.closed.after }
        : null;
    return {
      sessionId: value.sessionId,
      conversationId,
      language: value.language,
      messages: value.messages,
      token,
      liveAfter,
      handedOff,
      closed,
      offerEmail,
    };
  } catch {
    return null;
  }
}

/** A conversation with nothing in it yet. */
export function newChat(sessionId: string, language: Locale): SavedChat {
  return { sessionId, conversationId: null, language, messages: [] };
}

let kept: SavedChat | undefined;
const listeners = new Set<() => void>();

export function subscribeToChat(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The conversation, an external store for useSyncExternalStore: read from sessionStorage at its first use (a new
 * one in `language` when none is stored), then kept in memory.
 */
export function keptChat(language: Locale): SavedChat {
  return (kept ??= readStored() ?? newChat(randomUuid(), language));
}

/** Replaces the conversation, in memory and in sessionStorage (memory alone when storage is full or disabled). */
export function keepChat(chat: SavedChat) {
  kept = chat;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(chat));
  } catch {
    // Storage full or disabled: the conversation still works until the page is left.
  }
  listeners.forEach((l) => l());
}
