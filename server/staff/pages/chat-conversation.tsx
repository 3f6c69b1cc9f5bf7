import { chatLiveOffice } from "../../../content/chat-live";
import { chatReach } from "../../../content/chat-handoff-email";
import { parseChatLinks } from "../../../domain/chat/chat-links";
import type { Locale } from "../../../domain/i18n/locales";
import { leadThread } from "../../../content/lead-thread";
import type { LeadRecord } from "../lead-record";
import type { ReplyConflict } from "../lead-conversation";
import { ReplyConflictNotice } from "./reply-conflict-notice";
import { CsrfField, formatWhen } from "./staff-layout";

type ChatLine = NonNullable<LeadRecord["chat"]>[number];

export type ChatReach = "connected" | "email" | "unreachable";

/** A message's text with its Markdown links as links: site paths and https only (chat-links.ts), the rest as text. */
export function ChatLineText({ text }: { text: string }) {
  return (
    <p className="pre" dir="auto">
      {parseChatLinks(text).map((part, i) =>
        part.kind === "text" ? (
          <span key={i}>{part.text}</span>
        ) : (
          <a
            key={i}
            href={part.href}
            rel="noopener noreferrer"
            target={part.href.startsWith("/") ? undefined : "_blank"}
          >
            {part.label}
          </a>
        ),
      )}
    </p>
  );
}

function who(line: ChatLine, lang: Locale) {
  const t = chatLiveOffice[lang];
  if (line.role === "user") return t.visitor;
  return line.author ? t.person(line.author) : t.assistant;
}

/**
 * A chat question's whole conversation, bot replies and a person's replies told apart, and the form that answers
 * the visitor in their open panel.
 */
export function ChatConversation({
  lang,
  lead,
  csrfToken,
  openedAt,
  conflict = null,
  reach = "connected",
}: {
  lang: Locale;
  lead: LeadRecord & { conversationId: string };
  csrfToken: string;
  /** When the page was rendered: a colleague's answer after it stops this one until confirmed. */
  openedAt: string;
  /** A reply stopped because a colleague answered (or is answering): who, and the text to send anyway. */
  conflict?: { items: ReplyConflict[]; body: string } | null;
  /** Whether a reply reaches the visitor now: in their open panel, by the email they gave, or not at all. */
  reach?: ChatReach;
}) {
  const r = chatReach[lang];
  const t = chatLiveOffice[lang];
  const th = leadThread[lang];
  const lines = lead.chat ?? [];
  const action = `/staff/leads/${lead.id}/chat-reply`;
  return (
    <section aria-labelledby="chat-heading" className="chat-live">
      <h3 id="chat-heading">{t.heading}</h3>
      {/* New messages are added live by /staff/chat-live.js (chat-live-office.ts), labelled as below. */}
      <ol
        className="plain chat-lines"
        aria-live="polite"
        data-chat-lines=""
        data-chat-live={`/staff/leads/${lead.id}`}
        data-label-visitor={t.visitor}
        data-label-bot={t.assistant}
        data-label-person={t.person("{name}")}
      >
        {lines.map((line, index) => (
          <li
            key={index}
            className={`chat-line chat-${line.role === "user" ? "visitor" : line.author ? "person" : "bot"}`}
            data-at={line.created_at}
          >
            <span className="meta">
              {who(line, lang)} · {formatWhen(line.created_at, lang)}
            </span>
            <ChatLineText text={line.content} />
          </li>
        ))}
      </ol>
      {conflict ? <ReplyConflictNotice items={conflict.items} lang={lang} marker="data-chat-conflict" /> : null}
      <form method="post" action={action} className="stack">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="opened_at" value={openedAt} />
        {conflict ? <input type="hidden" name="confirm" value="1" /> : null}
        <p className="meta" id="chat-reach" data-chat-reach={reach}>
          {reach === "connected" ? r.connected : reach === "email" ? r.byEmail(lead.email ?? "") : r.unreachable}
        </p>
        <label htmlFor="chat-reply">{t.replyLabel}</label>
        <textarea
          id="chat-reply"
          name="body"
          rows={3}
          required
          maxLength={4000}
          defaultValue={conflict?.body}
          aria-describedby="chat-reach"
        />
        <button type="submit">{conflict ? th.sendAnyway : t.send}</button>
      </form>
      {lead.chatHandoff === "open" ? (
        <form method="post" action={`/staff/leads/${lead.id}/chat-close`} className="stack">
          <CsrfField token={csrfToken} />
          <p className="meta" id="chat-close-hint">
            {t.closeHint}
          </p>
          <button type="submit" className="secondary" aria-describedby="chat-close-hint">
            {t.close}
          </button>
        </form>
      ) : lead.chatHandoff === "closed" ? (
        <p className="meta" data-chat-closed="">
          {t.closed}
        </p>
      ) : null}
      <script src="/staff/chat-live.js" defer />
    </section>
  );
}
