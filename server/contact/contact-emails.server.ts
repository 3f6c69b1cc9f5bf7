import { contactEmails } from "../../app/content/contact-emails";
import type { ContactInput } from "../../app/lib/contact-schema";
import type { Locale } from "../../app/i18n/locales";
import type { ContactSource } from "../db/schema.server";
import { html, escapeMultiline, SafeHtml } from "../mail/html.server";
import type { NewEmail } from "../mail/outbox.server";
import { parseMailbox } from "../mail/header-safety.server";
import { chatLeadSection, type ChatLeadContext } from "./chat-lead-section.server";

export interface ContactEmailInput extends ContactInput {
  id: string;
  language: Locale;
  source: ContactSource;
  /** Set for a lead from the chat assistant. */
  chat?: ChatLeadContext;
}

function fieldRows(m: ContactEmailInput, lang: Locale) {
  const t = contactEmails[lang];
  return [
    [t.labels.id, m.id],
    [t.labels.name, m.name],
    [t.labels.email, m.email],
    [t.labels.phone, m.phone || t.empty],
    [t.labels.company, m.company || t.empty],
    [t.labels.language, m.language === "ja" ? "日本語" : "English"],
    [t.labels.source, t.sources[m.source]],
  ] as const;
}

function layout(body: SafeHtml, lang: Locale): string {
  return String(html`<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.7;color:#1e293b">${body}</body></html>`);
}

/** The company inbox's copy, in Japanese (the staff's language), reply-to the visitor. */
export function contactNotification(m: ContactEmailInput, to: string): NewEmail {
  const t = contactEmails.ja;
  const rows = fieldRows(m, "ja");
  const chat = chatLeadSection(m.chat);
  const text = [t.notificationIntro, "", ...rows.map(([k, v]) => `${k}: ${v}`), "", `${t.labels.message}:`, m.message, ...chat.text].join("\n");
  const body = html`<p>${t.notificationIntro}</p>
<table cellpadding="6" style="border-collapse:collapse">${rows.map(([k, v]) => html`<tr><th align="left">${k}</th><td>${v}</td></tr>`)}</table>
<h3>${t.labels.message}</h3><p>${new SafeHtml(escapeMultiline(m.message))}</p>${chat.html}`;
  return {
    kind: "contact-notification",
    to: parseMailbox(to) ?? { address: to },
    replyTo: { address: m.email, name: m.name },
    subject: t.notificationSubject(m.name),
    text,
    html: layout(body, "ja"),
    reference: m.id,
  };
}

/** The visitor's confirmation, in their language. */
export function contactAutoReply(m: ContactEmailInput, companyInbox: string): NewEmail {
  const t = contactEmails[m.language];
  const text = [
    t.greeting(m.name),
    "",
    t.received,
    t.replyPromise,
    t.outsideHoursNote,
    "",
    `■ ${t.yourMessage}`,
    m.message,
    "",
    t.noReplyNote,
    "",
    "--",
    ...t.signature,
  ].join("\n");
  const body = html`<p>${t.greeting(m.name)}</p><p>${t.received}</p><p>${t.replyPromise}<br>${t.outsideHoursNote}</p>
<h3>${t.yourMessage}</h3><blockquote style="border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${new SafeHtml(escapeMultiline(m.message))}</blockquote>
<p style="color:#475569">${t.noReplyNote}</p><p>--<br>${t.signature.map((line, i) => (i ? html`<br>${line}` : html`${line}`))}</p>`;
  return {
    kind: "contact-auto-reply",
    to: { address: m.email, name: m.name },
    replyTo: parseMailbox(companyInbox) ?? { address: companyInbox },
    subject: t.autoReplySubject,
    text,
    html: layout(body, m.language),
    reference: m.id,
  };
}
