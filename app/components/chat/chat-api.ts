import { attribution } from "../../../domain/analytics/attribution";
import { readContactCard, type ContactCard, type ContactCardField } from "../../../domain/chat/contact-card";
import type { Locale } from "../../../domain/i18n/locales";
import type { ChatMessage } from "./chat-storage";

export interface ChatRequestBody {
  messages: Pick<ChatMessage, "role" | "content" | "type">[];
  conversationId: string | null;
  sessionId: string;
  language: Locale;
  /** The conversation's "chat" form token (GET /api/form-token?form=chat). */
  formToken: string;
}

/** An error whose message can be shown to the visitor as it is (the server translates its errors). */
export class ChatSendError extends Error {
  constructor(
    message: string,
    readonly status = 0,
    readonly field?: unknown,
  ) {
    super(message);
  }
}

/** POSTs JSON; the answer's body as a record, or ChatSendError with the server's translated message (else `fallback`). */
async function postJson(
  url: string,
  body: object,
  signal: AbortSignal,
  fallback: string,
): Promise<Record<string, unknown> & { message: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...body, attribution: attribution() }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatSendError(fallback);
  }
  const data: unknown = await response.json().catch(() => null);
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  if (!response.ok) {
    const error = record.error && typeof record.error === "object" ? (record.error as Record<string, unknown>) : {};
    throw new ChatSendError(
      typeof error.message === "string" && error.message ? error.message : fallback,
      response.status,
      error.field,
    );
  }
  if (typeof record.message !== "string") throw new ChatSendError(fallback);
  return record as Record<string, unknown> & { message: string };
}

/**
 * POST /api/chat (spec section 7 call 5). A failure throws ChatSendError with the
 * server's translated message when there is one, else with `fallback`.
 */
export async function postChat(
  body: ChatRequestBody,
  signal: AbortSignal,
  fallback: string,
): Promise<{
  message: string;
  conversationId: string | null;
  conversationToken: string | null;
  handedOff: boolean;
  offerEmail: boolean;
  contactCard: ContactCard | null;
}> {
  const record = await postJson("/api/chat", body, signal, fallback);
  return {
    message: record.message,
    conversationId: typeof record.conversationId === "string" ? record.conversationId : null,
    conversationToken: typeof record.conversationToken === "string" ? record.conversationToken : null,
    handedOff: record.handedOff === true,
    offerEmail: record.offerEmail === true,
    contactCard: readContactCard(record.contactCard),
  };
}

/** The contact card's fields as the visitor left them (validated by the card before sending). */
export type ContactCardValues = Record<ContactCardField, string>;

/** POST /api/chat/lead: the contact card, stored as a lead; the confirmation to show, with its reference. */
export async function postChatLead(
  body: Omit<ChatRequestBody, "messages" | "conversationId"> &
    ContactCardValues & { conversationId: string; kind: ContactCard["kind"] },
  signal: AbortSignal,
  fallback: string,
): Promise<{ message: string }> {
  const record = await postJson("/api/chat/lead", body, signal, fallback);
  return { message: record.message };
}

/** POST /api/chat/{id}/email: the visitor's optional address for a person's answer; the confirmation to show. */
export async function postChatEmail(
  conversationId: string,
  body: { token: string; email: string; language: Locale },
  signal: AbortSignal,
  fallback: string,
): Promise<{ message: string }> {
  const record = await postJson(`/api/chat/${conversationId}/email`, body, signal, fallback);
  return { message: record.message };
}

/** A message of a reopened conversation, as POST /api/chat/{id}/reopen gives it. */
export interface ReopenedMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  author: string | null;
  createdAt: string;
}

/** POST /api/chat/{id}/reopen with an emailed link's token: the conversation, and a new token for its live replies. */
export async function postChatReopen(
  conversationId: string,
  token: string,
  signal: AbortSignal,
): Promise<{
  sessionId: string;
  language: Locale;
  conversationToken: string;
  handedOff: boolean;
  messages: ReopenedMessage[];
} | null> {
  const response = await fetch(`/api/chat/${conversationId}/reopen`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ token }),
    signal,
  }).catch(() => null);
  if (!response?.ok) return null;
  const r = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (
    !r ||
    typeof r.sessionId !== "string" ||
    (r.language !== "ja" && r.language !== "en") ||
    typeof r.conversationToken !== "string" ||
    !Array.isArray(r.messages)
  )
    return null;
  const messages = r.messages.filter(
    (m): m is ReopenedMessage =>
      Boolean(m) &&
      typeof m === "object" &&
      typeof (m as ReopenedMessage).id === "string" &&
      ((m as ReopenedMessage).role === "user" || (m as ReopenedMessage).role === "assistant") &&
      typeof (m as ReopenedMessage).content === "string" &&
      typeof (m as ReopenedMessage).createdAt === "string",
  );
  return {
    sessionId: r.sessionId,
    language: r.language,
    conversationToken: r.conversationToken,
    handedOff: r.handedOff === true,
    messages,
  };
}
