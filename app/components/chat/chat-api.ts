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

/**
 * POST /api/chat (spec section 7 call 5). A failure throws ChatSendError with the
 * server's translated message when there is one, else with `fallback`.
 */
export async function postChat(
  body: ChatRequestBody,
  signal: AbortSignal,
  fallback: string,
): Promise<{ message: string; conversationId: string | null }> {
  let response: Response;
  try {
    response = await fetch("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
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
  return {
    message: record.message,
    conversationId: typeof record.conversationId === "string" ? record.conversationId : null,
  };
}
