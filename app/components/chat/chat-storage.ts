import { isLocale, type Locale } from "../../../domain/i18n/locales";

/** A message as the widget keeps it; `id` is only a React key. */
export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  type?: "menu_selection";
}

export interface SavedChat {
  /** Generated once per widget instance (spec section 3); the server ties conversations to it. */
  sessionId: string;
  conversationId: string | null;
  /** The language the messages are in: another language starts over (spec section 4). */
  language: Locale;
  messages: ChatMessage[];
}

/**
 * The conversation lives in sessionStorage: it survives navigation and reload in
 * the tab, and is gone when the tab closes, so the next person at a shared
 * computer does not see it.
 */
const KEY = "chat-widget";

function isMessage(m: unknown): m is ChatMessage {
  if (!m || typeof m !== "object") return false;
  const { id, role, content, type } = m as Record<string, unknown>;
  return (
    typeof id === "string" &&
    (role === "user" || role === "assistant") &&
    typeof content === "string" &&
    (type === undefined || type === "menu_selection")
  );
}

function loadChat(): SavedChat | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<SavedChat> | null;
    if (!value || typeof value.sessionId !== "string" || !isLocale(value.language)) return null;
    if (!Array.isArray(value.messages) || !value.messages.every(isMessage)) return null;
    const conversationId = typeof value.conversationId === "string" ? value.conversationId : null;
    return { sessionId: value.sessionId, conversationId, language: value.language, messages: value.messages };
  } catch {
    return null;
  }
}

function saveChat(chat: SavedChat) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(chat));
  } catch {
    // Storage full or disabled: the conversation still works until the page is left.
  }
}

let current: SavedChat | null | undefined;
const listeners = new Set<() => void>();

/**
 * The conversation as an external store (read with useSyncExternalStore): read from sessionStorage at its first
 * use, kept in memory, written back on every change (memory alone when storage is full or disabled).
 */
export const chatStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot(): SavedChat | null {
    if (current === undefined) current = loadChat();
    return current;
  },
  /** Nothing stored on the server, nor while hydrating: the panel is prerendered empty. */
  serverSnapshot: (): SavedChat | null => null,
  set(chat: SavedChat) {
    current = chat;
    saveChat(chat);
    listeners.forEach((l) => l());
  },
};
