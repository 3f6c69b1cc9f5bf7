import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_MESSAGES_SENT, MENU_SELECTION } from "../../../domain/chat/chat-limits";
import { randomUuid } from "../../../domain/text/random-uuid";
import type { Locale } from "../../../domain/i18n/locales";
import type { SharedDictionary } from "../../../domain/i18n/shared-dictionary";
import { formTokenHolder, isFormTokenRefusal } from "../../../domain/forms/form-token-client";
import { ChatSendError, postChat, type ChatRequestBody } from "./chat-api";
import { loadChat, saveChat, type ChatMessage, type SavedChat } from "./chat-storage";

type ChatTexts = SharedDictionary["chat"];

/** The welcome and the menu prompt (spec section 4). */
function greetings(t: ChatTexts): ChatMessage[] {
  return [
    { id: randomUuid(), role: "assistant", content: t.welcome },
    { id: randomUuid(), role: "assistant", content: t.menuPrompt },
  ];
}

export type SendOutcome = "sent" | "ignored" | "failed" | "cancelled";

/**
 * The conversation of the widget: messages, the pending request and the ids,
 * kept in sessionStorage. The spec's rules (section 4): greetings on first open,
 * history reset to the greetings when the language changes, sending appends the
 * visitor's message and the reply, a failure ends loading.
 */
export function useChat({
  language,
  t,
  open,
  onError,
}: {
  language: Locale;
  t: ChatTexts;
  open: boolean;
  onError: (message: string) => void;
}) {
  // Empty as the server rendered it (the panel is prerendered and hydrated); the stored conversation comes in an effect.
  const [chat, setChat] = useState<SavedChat>(() => ({
    sessionId: randomUuid(),
    conversationId: null,
    language,
    messages: [],
  }));
  const restored = useRef(false);
  const [pending, setPending] = useState(false);
  const request = useRef<AbortController | null>(null);
  // One "chat" form token per conversation, fetched with its first message; replaced when refused (used up, expired).
  const formToken = useRef(formTokenHolder("chat", { waitForAge: false }));
  const current = useRef(chat);
  current.current = chat;

  useEffect(() => {
    if (restored.current) return saveChat(chat);
    restored.current = true;
    const saved = loadChat();
    if (saved) setChat(saved);
    else saveChat(chat);
  }, [chat]);

  /** Starts over in `language`: the greetings if the panel is open, else nothing until it opens. */
  const reset = useCallback(() => {
    request.current?.abort();
    request.current = null;
    setPending(false);
    formToken.current.drop();
    setChat((c) => ({ sessionId: c.sessionId, conversationId: null, language, messages: open ? greetings(t) : [] }));
  }, [language, open, t]);

  // Answers and greetings of another language would be wrong here: start over.
  useEffect(() => {
    if (chat.language !== language) reset();
  }, [chat.language, language, reset]);

  useEffect(() => {
    if (open && chat.language === language && chat.messages.length === 0)
      setChat((c) => (c.messages.length ? c : { ...c, messages: greetings(t) }));
  }, [open, chat.language, chat.messages.length, language, t]);

  const send = useCallback(
    async (content: string, type?: typeof MENU_SELECTION): Promise<SendOutcome> => {
      const text = content.trim();
      if (!text || request.current) return "ignored";
      const mine: ChatMessage = { id: randomUuid(), role: "user", content: text, ...(type ? { type } : {}) };
      const before = current.current;
      const messages = [...before.messages, mine];
      setChat({ ...before, messages });
      setPending(true);
      const controller = new AbortController();
      request.current = controller;
      try {
        const body: Omit<ChatRequestBody, "formToken"> = {
          messages: messages
            .slice(-CHAT_MESSAGES_SENT)
            .map(({ role, content, type }) => ({ role, content, ...(type ? { type } : {}) })),
          conversationId: before.conversationId,
          sessionId: before.sessionId,
          language: before.language,
        };
        const post = async () =>
          postChat({ ...body, formToken: (await formToken.current.take()) ?? "" }, controller.signal, t.errorFallback);
        const reply = await post().catch((error: unknown) => {
          if (!(error instanceof ChatSendError && isFormTokenRefusal(error.status, error.field))) throw error;
          formToken.current.drop();
          return post();
        });
        if (controller.signal.aborted) return "cancelled";
        setChat((c) => ({
          ...c,
          conversationId: reply.conversationId ?? c.conversationId,
          messages: [...c.messages, { id: randomUuid(), role: "assistant", content: reply.message }],
        }));
        return "sent";
      } catch (error) {
        if (controller.signal.aborted) return "cancelled";
        // The server did not take the message: take it back so the visitor can send it again.
        setChat((c) => ({ ...c, messages: c.messages.filter((m) => m.id !== mine.id) }));
        onError(error instanceof ChatSendError ? error.message : t.errorFallback);
        return "failed";
      } finally {
        if (request.current === controller) {
          request.current = null;
          setPending(false);
        }
      }
    },
    [onError, t.errorFallback],
  );

  return { messages: chat.messages, pending, send, reset };
}
