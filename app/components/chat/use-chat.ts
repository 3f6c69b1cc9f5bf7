import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { CHAT_MESSAGES_SENT, MENU_SELECTION } from "../../../domain/chat/chat-limits";
import { randomUuid } from "../../../domain/text/random-uuid";
import type { Locale } from "../../../domain/i18n/locales";
import type { SharedDictionary } from "../../../domain/i18n/shared-dictionary";
import { formTokenHolder, isFormTokenRefusal } from "../../../domain/forms/form-token-client";
import { contactCardFields, type ContactCard, type ContactCardField } from "../../../domain/chat/contact-card";
import {
  ChatSendError,
  postChat,
  postChatEmail,
  postChatLead,
  postChatReopen,
  type ChatRequestBody,
  type ContactCardValues,
} from "./chat-api";
import type { EmailOutcome } from "./handoff-email-form";
import { keepChat, keptChat, newChat, subscribeToChat, type ChatMessage, type SavedChat } from "./chat-storage";
import { useLiveReplies } from "./use-live-replies";
import { reopenLink } from "./chat-open-state";

type ChatTexts = SharedDictionary["chat"];

/** The welcome and the menu prompt (spec section 4); fixed ids, so the same greetings render alike every time. */
function greetings(t: ChatTexts): ChatMessage[] {
  return [
    { id: "welcome", role: "assistant", content: t.welcome },
    { id: "menu", role: "assistant", content: t.menuPrompt },
  ];
}

/**
 * The conversation the panel shows, from the one kept: answers and greetings of another language would be wrong
 * here, so that one starts over (the session kept); an open panel with nothing in it greets. The same object when
 * nothing needs to change.
 */
function shown(kept: SavedChat, language: Locale, open: boolean, t: ChatTexts): SavedChat {
  const chat = kept.language === language ? kept : newChat(kept.sessionId, language);
  return open && chat.messages.length === 0 ? { ...chat, messages: greetings(t) } : chat;
}

const noChat = () => null;

export type SendOutcome = "sent" | "ignored" | "failed" | "cancelled";

/** How sending the contact card went; "invalid" names the field the server refused, to mark it. */
export type CardOutcome =
  { kind: "sent" | "ignored" | "failed" | "cancelled" } | { kind: "invalid"; field: ContactCardField; message: string };

const isCardField = (field: unknown): field is ContactCardField => contactCardFields.some((f) => f === field);

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
  // Nothing on the server and while hydrating, as the panel was prerendered; then the tab's conversation.
  const stored = useSyncExternalStore(subscribeToChat, () => keptChat(language), noChat);
  const [pending, setPending] = useState(false);
  const request = useRef<AbortController | null>(null);
  // One "chat" form token per conversation, fetched with its first message; replaced when refused (used up, expired).
  const formToken = useRef(formTokenHolder("chat", { waitForAge: false }));

  // The tab keeps what the panel shows (a start over, the greetings), so the next page goes on with it. From the
  // store itself: while hydrating, the render has not read it yet.
  useEffect(() => keepChat(shown(keptChat(language), language, open, t)), [stored, language, open, t]);
  // A person's replies, live while the panel is open.
  useLiveReplies({
    conversationId: stored?.language === language ? stored.conversationId : null,
    token: stored?.language === language ? (stored.token ?? null) : null,
    language,
    open,
    turns: stored?.messages.filter((m) => m.role === "user").length ?? 0,
  });

  // An emailed answer's link (#chat=<conversation>.<token>, in the fragment so no server logs it) reopens its
  // conversation here, with a new token for its live replies; the fragment is dropped from the address at once.
  useEffect(() => {
    const link = reopenLink();
    if (!link) return;
    history.replaceState(history.state, "", location.pathname + location.search);
    const controller = new AbortController();
    void postChatReopen(link.conversationId, link.token, controller.signal).then((opened) => {
      if (controller.signal.aborted) return;
      if (!opened) return onError(t.reopenFailed);
      keepChat({
        sessionId: opened.sessionId,
        conversationId: link.conversationId,
        language: opened.language,
        token: opened.conversationToken,
        liveAfter: opened.messages.at(-1)?.createdAt ?? null,
        handedOff: opened.handedOff,
        closed: null,
        messages: opened.messages.map((m) => ({
          id: m.id,
          role: m.role,
          content: m.content,
          ...(m.author ? { author: m.author } : {}),
        })),
      });
    });
    return () => controller.abort();
    // Once, when the panel first mounts on the page the link opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Starts over in `language`: the greetings if the panel is open, else nothing until it opens. */
  function reset() {
    request.current?.abort();
    request.current = null;
    setPending(false);
    formToken.current.drop();
    keepChat(shown(newChat(keptChat(language).sessionId, language), language, open, t));
  }

  async function send(content: string, type?: typeof MENU_SELECTION): Promise<SendOutcome> {
    const text = content.trim();
    if (!text || request.current) return "ignored";
    const mine: ChatMessage = { id: randomUuid(), role: "user", content: text, ...(type ? { type } : {}) };
    // What the panel shows: the effect keeps it before the visitor can act on it.
    const before = keptChat(language);
    const messages = [...before.messages, mine];
    keepChat({ ...before, messages });
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
      const c = keptChat(language);
      keepChat({
        ...c,
        conversationId: reply.conversationId ?? c.conversationId,
        // A new conversation's token (given once); a conversation started over drops the old one.
        ...(reply.conversationToken ? { token: reply.conversationToken, liveAfter: null } : {}),
        ...(reply.handedOff ? { handedOff: true } : {}),
        ...(reply.offerEmail ? { offerEmail: true } : {}),
        messages: [
          ...c.messages,
          {
            id: randomUuid(),
            role: "assistant",
            content: reply.message,
            ...(reply.contactCard ? { card: reply.contactCard } : {}),
          },
        ],
      });
      return "sent";
    } catch (error) {
      if (controller.signal.aborted) return "cancelled";
      // The server did not take the message: take it back so the visitor can send it again.
      const c = keptChat(language);
      keepChat({ ...c, messages: c.messages.filter((m) => m.id !== mine.id) });
      onError(error instanceof ChatSendError ? error.message : t.errorFallback);
      return "failed";
    } finally {
      if (request.current === controller) {
        request.current = null;
        setPending(false);
      }
    }
  }

  /**
   * Sends the contact card (POST /api/chat/lead) with the conversation's ids and token; once stored,
   * the conversation shows `sentText` as the visitor's turn and the assistant's confirmation.
   */
  async function sendCard(card: ContactCard, values: ContactCardValues, sentText: string): Promise<CardOutcome> {
    const before = keptChat(language);
    const { conversationId } = before;
    if (request.current || !conversationId) return { kind: "ignored" };
    setPending(true);
    const controller = new AbortController();
    request.current = controller;
    try {
      const post = async () =>
        postChatLead(
          {
            ...values,
            kind: card.kind,
            conversationId,
            sessionId: before.sessionId,
            language: before.language,
            formToken: (await formToken.current.take()) ?? "",
          },
          controller.signal,
          t.errorFallback,
        );
      const reply = await post().catch((error: unknown) => {
        if (!(error instanceof ChatSendError && isFormTokenRefusal(error.status, error.field))) throw error;
        formToken.current.drop();
        return post();
      });
      if (controller.signal.aborted) return { kind: "cancelled" };
      const c = keptChat(language);
      keepChat({
        ...c,
        messages: [
          ...c.messages,
          { id: randomUuid(), role: "user", content: sentText },
          { id: randomUuid(), role: "assistant", content: reply.message },
        ],
      });
      return { kind: "sent" };
    } catch (error) {
      if (controller.signal.aborted) return { kind: "cancelled" };
      // A field the server refused is marked on the card, like the card's own check would.
      if (error instanceof ChatSendError && error.status === 400 && isCardField(error.field))
        return { kind: "invalid", field: error.field, message: error.message };
      onError(error instanceof ChatSendError ? error.message : t.errorFallback);
      return { kind: "failed" };
    } finally {
      if (request.current === controller) {
        request.current = null;
        setPending(false);
      }
    }
  }

  /** The optional address for a person's answer (POST /api/chat/{id}/email); the field goes once it is kept. */
  async function sendEmail(email: string): Promise<EmailOutcome> {
    const before = keptChat(language);
    const { conversationId, token } = before;
    if (request.current || !conversationId || !token) return { kind: "ignored" };
    setPending(true);
    const controller = new AbortController();
    request.current = controller;
    try {
      const reply = await postChatEmail(conversationId, { token, email, language }, controller.signal, t.errorFallback);
      const c = keptChat(language);
      keepChat({
        ...c,
        offerEmail: false,
        messages: [...c.messages, { id: randomUuid(), role: "assistant", content: reply.message }],
      });
      return { kind: "sent" };
    } catch (error) {
      if (controller.signal.aborted) return { kind: "ignored" };
      if (error instanceof ChatSendError && error.status === 400 && error.field === "email")
        return { kind: "invalid", message: error.message };
      onError(error instanceof ChatSendError ? error.message : t.errorFallback);
      return { kind: "failed" };
    } finally {
      if (request.current === controller) {
        request.current = null;
        setPending(false);
      }
    }
  }

  const current = stored?.language === language ? stored : null;
  return {
    messages: stored ? shown(stored, language, open, t).messages : [],
    pending,
    send,
    sendCard,
    reset,
    /** Staff closed the conversation after this message (its id): the panel says so there. */
    closedAfter: current?.closed?.after ?? null,
    sendEmail,
    /** The conversation went to a person outside business hours, and no address was given yet. */
    offerEmail: Boolean(current?.offerEmail),
    /** A conversation the visitor can hand to a person (one exists, and no person has it yet). */
    canAskForPerson: Boolean(current?.conversationId && !current.handedOff),
  };
}
