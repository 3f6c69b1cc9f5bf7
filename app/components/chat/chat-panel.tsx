import { Fragment, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ContactCardForm } from "./contact-card";
import type { ContactCardValues } from "./chat-api";
import { useLanguage } from "../../i18n/use-language";
import { CHAT_MESSAGE_MAX_LENGTH, MENU_SELECTION } from "../../../domain/chat/chat-limits";
import { toast } from "../ui/toast-store";
import { ChatText } from "./chat-text";
import { useChat } from "./use-chat";
import { OutlineIcon } from "../ui/outline-icon";
import { keepTabInside } from "./chat-modal";
import { HandoffEmailForm } from "./handoff-email-form";

let cardCode: Promise<{ default: typeof ContactCardForm }> | undefined;
/** The contact card's code (its form, copy and the contact form's rules) loads when a card is first needed. */
function loadContactCard() {
  cardCode ??= import("./contact-card").then(
    (m) => ({ default: m.ContactCardForm }),
    (error: unknown) => {
      cardCode = undefined;
      throw error;
    },
  );
  return cardCode;
}
// React.lazy here is only for the card, never for the panel itself (decision 007: the panel must open at once).
const LazyContactCard = lazy(loadContactCard);

/**
 * The chat panel (spec sections 2 and 4): a non-modal dialog beside the page, a modal one where it covers the page,
 * with the message log, quick options, typing indicator and the input. Prerendered
 * hidden on every page, so the first tap opens its frame before React arrives
 * (data-shell*: docs/decisions/018-first-touch.md), and kept mounted (hidden while
 * minimised), so reopening is instant and a draft survives.
 */
export default function ChatPanel({
  open,
  modal = false,
  onClose,
  takeFocus = true,
}: {
  open: boolean;
  /** The panel covers the page: Tab stays inside and Escape closes it wherever the focus is. */
  modal?: boolean;
  onClose: () => void;
  /** False when a page load reopened it. */ takeFocus?: boolean;
}) {
  const { language, t: dictionary } = useLanguage();
  const t = dictionary.chat;
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const showError = (message: string) =>
    toast({ title: dictionary.chat.errorTitle, description: message, variant: "destructive" });
  const { messages, pending, send, sendCard, sendEmail, offerEmail, reset, canAskForPerson, closedAfter } = useChat({
    language,
    t,
    open,
    onError: showError,
  });
  const showOptions = !messages.some((m) => m.role === "user");
  // The newest answer's card: it stays (disabled) while a typed message is on its way, and goes with an answer without one.
  const card = messages.findLast((m) => m.role === "assistant")?.card;
  const [focusInput, setFocusInput] = useState(0);

  // What was typed into the prerendered input before React had it is the draft.
  useEffect(() => {
    if (inputRef.current?.value) setDraft(inputRef.current.value);
  }, []);

  // Opening puts the keyboard in the panel; on touch screens the dialog itself, so no keyboard pops up over the options.
  // Focus already inside (the visitor tapped the input before React had the panel) stays where it is.
  useEffect(() => {
    if (!open || !takeFocus || dialogRef.current?.contains(document.activeElement)) return;
    if (matchMedia("(pointer: fine)").matches && inputRef.current && !inputRef.current.disabled)
      inputRef.current.focus();
    else dialogRef.current?.focus();
  }, [open, takeFocus]);

  // After an answer (or a failure) the input is enabled again: put the caret back in it (spec section 4).
  useEffect(() => {
    if (focusInput && open) inputRef.current?.focus();
  }, [focusInput, open]);

  // The newest message in view: the end of the log, or, above a contact card (taller than the panel on a phone), the answer's start.
  const cardLast = Boolean(messages.at(-1)?.card);
  function scrollToNewest() {
    const el = scrollRef.current;
    if (!el) return;
    const answer = cardLast ? el.querySelector<HTMLElement>('[data-testid="chat-message"]:last-child') : null;
    el.scrollTop = answer
      ? el.scrollTop + answer.getBoundingClientRect().top - el.getBoundingClientRect().top - 16
      : el.scrollHeight;
  }
  useLayoutEffect(scrollToNewest, [messages.length, pending, open, cardLast, closedAfter]);

  async function sendContactCard(values: ContactCardValues, sentText: string) {
    if (!card) return { kind: "ignored" } as const;
    const outcome = await sendCard(card, values, sentText);
    // Sent, the card gives way to the confirmation: the caret goes back to the message input.
    if (outcome.kind === "sent") setFocusInput((n) => n + 1);
    return outcome;
  }

  async function submit(content: string, type?: typeof MENU_SELECTION) {
    if (pending || !content.trim()) return;
    if (!type) setDraft("");
    const outcome = await send(content, type);
    if (outcome === "failed" && !type) setDraft((d) => d || content);
    if (outcome !== "cancelled") setFocusInput((n) => n + 1);
  }

  // Escape closes the dialog from wherever focus is inside it (WAI-ARIA dialog pattern). As a modal, the whole
  // document listens: a control that disappears (a quick option once chosen) leaves the focus on the body.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const target = modal ? document : dialog;
    const onKeyDown = (event: Event) => {
      if (!(event instanceof globalThis.KeyboardEvent) || event.isComposing) return;
      if (modal) keepTabInside(dialog, event);
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onClose();
    };
    target.addEventListener("keydown", onKeyDown);
    return () => target.removeEventListener("keydown", onKeyDown);
  }, [onClose, modal]);

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter that confirms a Japanese IME conversion must not send the message.
    if (event.key === "Enter" && (event.nativeEvent.isComposing || event.keyCode === 229)) event.preventDefault();
  }

  function startOver() {
    reset();
    setDraft("");
    inputRef.current?.focus();
  }

  return (
    <div
      ref={dialogRef}
      id="chat-panel"
      role="dialog"
      aria-modal={modal}
      aria-labelledby="chat-panel-title"
      aria-describedby="chat-panel-subtitle"
      tabIndex={-1}
      hidden={!open}
      data-testid="chat-panel"
      data-shell=""
      className="fixed inset-0 z-[70] [word-break:auto-phrase] flex flex-col overflow-hidden bg-white shadow-2xl outline-none sm:inset-auto sm:bottom-24 sm:right-6 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-[24rem] sm:rounded-2xl sm:border sm:border-slate-200"
    >
      <div className="flex items-center gap-2 bg-gradient-to-r from-brand-900 to-brand-700 py-2.5 pl-4 pr-2 text-white">
        <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/15 min-[400px]:flex">
          <OutlineIcon className="h-5 w-5" strokeWidth={2}>
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />
          </OutlineIcon>
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-panel-title" className="text-sm font-bold leading-snug">
            {t.title}
          </h2>
          <p id="chat-panel-subtitle" className="flex items-center gap-1.5 text-xs text-slate-200">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent-400" />
            {t.subtitle}
          </p>
        </div>
        <button
          type="button"
          onClick={startOver}
          aria-label={t.newConversation}
          title={t.newConversation}
          data-testid="chat-new-conversation"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
        >
          <OutlineIcon className="h-5 w-5" strokeWidth={2}>
            <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
          </OutlineIcon>
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.minimize}
          title={t.minimize}
          data-testid="chat-minimize"
          data-shell-close=""
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
        >
          <OutlineIcon className="h-5 w-5" strokeWidth={2}>
            <path d="M5 12h14" />
          </OutlineIcon>
        </button>
      </div>

      <div ref={scrollRef} className="flex-1 space-y-3 overflow-y-auto overscroll-contain bg-slate-50 px-4 py-4">
        <div role="log" aria-live="polite" aria-label={t.messagesLabel} className="space-y-3">
          {messages.map((m, index) => (
            <Fragment key={m.id}>
              <div
                data-testid="chat-message"
                data-role={m.role}
                className={m.role === "user" ? "flex justify-end" : "flex justify-start"}
              >
                <p
                  data-author={m.author}
                  className={`max-w-[85%] whitespace-pre-line rounded-2xl px-3.5 py-2 text-sm leading-relaxed ${
                    m.role === "user"
                      ? "rounded-br-md bg-brand-700 text-white"
                      : m.author
                        ? "rounded-bl-md border border-emerald-300 bg-emerald-50 text-slate-900"
                        : "rounded-bl-md border border-slate-200 bg-white text-slate-800"
                  }`}
                >
                  {/* A person's answer says who wrote it, in sight; the assistant's and the visitor's for screen readers. */}
                  {m.author ? (
                    <span className="mb-0.5 block text-xs font-semibold text-emerald-900">
                      {m.author}
                      {t.personSuffix}
                      <span className="sr-only">: </span>
                    </span>
                  ) : (
                    <span className="sr-only">{m.role === "user" ? t.you : t.assistant}: </span>
                  )}
                  {m.role === "assistant" ? (
                    <ChatText text={m.content} language={language} onNavigate={() => modal && onClose()} />
                  ) : (
                    m.content
                  )}
                </p>
              </div>
              {m.id === closedAfter && (
                <div data-testid="chat-closed" className="flex flex-col items-center gap-2 py-1 text-center">
                  <p className="rounded-xl bg-slate-200/70 px-3 py-2 text-xs leading-relaxed text-slate-800">
                    {t.closedByCompany}
                  </p>
                  {index === messages.length - 1 && (
                    <button
                      type="button"
                      onClick={startOver}
                      data-testid="chat-start-again"
                      className="min-h-11 rounded-full border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 transition hover:bg-brand-50"
                    >
                      {t.newConversation}
                    </button>
                  )}
                </div>
              )}
            </Fragment>
          ))}
        </div>

        {showOptions && (
          <div
            role="group"
            aria-label={t.quickOptionsLabel}
            data-testid="chat-quick-options"
            className="flex flex-wrap gap-2 pt-1"
          >
            {t.quickOptions.map((option) => (
              <button
                key={option.id}
                type="button"
                disabled={pending}
                onClick={() => {
                  // Asking to be contacted brings a contact card: its code loads while the answer is on its way.
                  if (option.id === "sales" || option.id === "support") void loadContactCard().catch(() => {});
                  // The label carries phrase breaks for display (domain/text/island-phrases.ts); the assistant
                  // reads the label itself.
                  void submit(option.label.replaceAll("\u200b", ""), MENU_SELECTION);
                }}
                data-testid="chat-quick-option"
                className="min-h-11 rounded-full border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 disabled:opacity-60"
              >
                {option.label}
              </button>
            ))}
          </div>
        )}

        {canAskForPerson && !pending && !card && (
          <div className="flex justify-start">
            <button
              type="button"
              data-testid="chat-talk-to-person"
              onClick={() => {
                void send(t.talkToPersonMessage).then((outcome) => {
                  if (outcome !== "cancelled") setFocusInput((n) => n + 1);
                });
              }}
              className="min-h-11 rounded-full border border-emerald-700 bg-white px-4 py-2 text-sm font-semibold text-emerald-800 transition hover:bg-emerald-50"
            >
              {t.talkToPerson}
            </button>
          </div>
        )}

        {offerEmail && !card && !closedAfter && <HandoffEmailForm t={t} disabled={pending} onSend={sendEmail} />}

        {card && (
          <Suspense fallback={null}>
            <LazyContactCard
              key="contact-card"
              card={card}
              language={language}
              disabled={pending}
              onSend={sendContactCard}
              onShown={scrollToNewest}
            />
          </Suspense>
        )}

        {pending && (
          <div className="flex justify-start" data-testid="chat-typing">
            <div
              role="status"
              className="flex items-center gap-1 rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-3"
            >
              <span className="sr-only">{t.typing}</span>
              {["", "[animation-delay:150ms]", "[animation-delay:300ms]"].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className={`h-2 w-2 rounded-full bg-slate-500 motion-safe:animate-bounce ${delay}`}
                />
              ))}
            </div>
          </div>
        )}
      </div>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(draft);
        }}
        className="flex items-center gap-2 border-t border-slate-200 bg-white p-3"
      >
        <label htmlFor="chat-input" className="sr-only">
          {t.inputLabel}
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          data-testid="chat-input"
          data-shell-focus=""
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          disabled={pending}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t.placeholder}
          autoComplete="off"
          enterKeyHint="send"
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100 sm:text-sm"
        />
        <button
          type="submit"
          disabled={pending || !draft.trim()}
          aria-label={t.send}
          data-testid="chat-send"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          <OutlineIcon className="h-5 w-5" strokeWidth={2}>
            <path d="M22 2 11 13M22 2l-7 20-4-9-9-4Z" />
          </OutlineIcon>
        </button>
      </form>
    </div>
  );
}
