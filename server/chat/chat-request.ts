import { chatValidation } from "../../content/chat-validation";
import { CHAT_MESSAGE_MAX_LENGTH, MENU_SELECTION } from "../../domain/chat/chat-limits";
import { languageOf } from "../../domain/forms/contact-schema";
import type { Locale } from "../../domain/i18n/locales";
import { ApiError } from "../http/api-error";

/** A checked POST /api/chat body: only what the server uses of it. */
export interface ChatRequest {
  language: Locale;
  sessionId: string;
  /** Absent for the first message of a conversation. */
  conversationId: string | null;
  /** The visitor's new message: the last item of `messages`. Everything before it is ignored. */
  message: { content: string; type: string | null };
}

const MAX_MESSAGES = 200;
// Ids are made by crypto.randomUUID() (ours) or by the widget; anything id-like is accepted, nothing that could be markup.
const ID = /^[A-Za-z0-9_-]{8,100}$/;

/** Length in characters as a person counts them (code points), not UTF-16 units. */
const length = (s: string) => [...s].length;

function invalid(field: string, message: string): never {
  throw new ApiError(400, "validation", field, message);
}

/**
 * Checks a chat request: a list of messages whose last
 * one is the visitor's non-blank text of at most 2,000 characters, a session id,
 * an optional conversation id and the language (unknown -> Japanese, as for contact).
 */
export function parseChatRequest(data: Record<string, unknown>): ChatRequest {
  const language = languageOf(data.language);
  const m = chatValidation[language];

  const { messages } = data;
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > MAX_MESSAGES)
    invalid("messages", m.messagesInvalid);
  for (const item of messages) {
    const ok =
      item !== null &&
      typeof item === "object" &&
      (item.role === "user" || item.role === "assistant") &&
      typeof item.content === "string" &&
      (item.type === undefined || item.type === null || typeof item.type === "string");
    if (!ok) invalid("messages", m.messagesInvalid);
  }
  const last = messages.at(-1) as { role: string; content: string; type?: string | null };
  if (last.role !== "user") invalid("messages", m.lastNotVisitor);
  const content = last.content.trim();
  if (content.length === 0) invalid("message", m.messageRequired);
  if (length(content) > CHAT_MESSAGE_MAX_LENGTH) invalid("message", m.messageTooLong);

  const { sessionId, conversationId } = data;
  if (typeof sessionId !== "string" || !ID.test(sessionId)) invalid("sessionId", m.sessionInvalid);
  if (
    conversationId !== undefined &&
    conversationId !== null &&
    conversationId !== "" &&
    (typeof conversationId !== "string" || !ID.test(conversationId))
  ) {
    invalid("conversationId", m.conversationInvalid);
  }

  return {
    language,
    sessionId,
    conversationId: typeof conversationId === "string" && conversationId !== "" ? conversationId : null,
    // Only the quick-option marker is kept; any other type is the visitor's free text.
    message: { content, type: last.type === MENU_SELECTION ? MENU_SELECTION : null },
  };
}

/** A checked POST /api/chat/lead body's ids; the card's own fields are checked with the card's schema. */
export interface ChatLeadRequest {
  language: Locale;
  sessionId: string;
  conversationId: string;
  /** The card's kind, used only when the conversation's lead flow has ended meanwhile. */
  kind: "sales" | "support" | null;
}

export function parseChatLeadRequest(data: Record<string, unknown>): ChatLeadRequest {
  const language = languageOf(data.language);
  const m = chatValidation[language];
  const { sessionId, conversationId, kind } = data;
  if (typeof sessionId !== "string" || !ID.test(sessionId)) invalid("sessionId", m.sessionInvalid);
  if (typeof conversationId !== "string" || !ID.test(conversationId)) invalid("conversationId", m.conversationInvalid);
  if (kind !== undefined && kind !== null && kind !== "sales" && kind !== "support") invalid("kind", m.kindInvalid);
  return { language, sessionId, conversationId, kind: kind ?? null };
}
