import { officeLinkParts } from "../mail/office-link";
import { contactEmails } from "../../content/contact-emails";
import { emailFrame } from "../../content/email-frame";
import type { ContactInput } from "../../domain/forms/contact-schema";
import type { Locale } from "../../domain/i18n/locales";
import type { ContactSource } from "../db/schema";
import {
  detailTable,
  emailDocument,
  heading,
  note,
  paragraph,
  referenceBox,
  senderName,
  textFooter,
  visitorText,
} from "../mail/email-layout";
import { html } from "../mail/html";
import type { NewEmail } from "../mail/outbox";
import { parseMailbox } from "../mail/header-safety";
import { chatLeadSection, type ChatLeadContext } from "./chat-lead-section";

export interface ContactEmailInput extends ContactInput {
  id: string;
  /** The short reference (C-…, L-…) the visitor and the staff quote. */
  reference: string;
  language: Locale;
  source: ContactSource;
  /** Set for a lead from the chat assistant. */
  chat?: ChatLeadContext;
  /** A chat lead stored without the visitor's confirmation (server/chat/unconfirmed-leads.ts). */
  unconfirmed?: { nameMissing: boolean };
}

function fieldRows(m: ContactEmailInput) {
  const t = contactEmails.ja;
  return [
    [t.labels.reference, m.reference],
    [t.labels.name, m.name],
    [t.labels.email, m.email || t.empty],
    [t.labels.phone, m.phone || t.empty],
    [t.labels.company, m.company || t.empty],
    [t.labels.language, m.language === "ja" ? "日本語" : "English"],
    [t.labels.source, t.sources[m.source]],
  ] as const;
}

/**
 * The company inbox's copy, in Japanese (the staff's language), reply-to the visitor:
 * the whole message, and a subject saying what arrived and from whom. It goes to
 * MAIL_TO only, so it may carry what the visitor typed.
 */
export function contactNotification(m: ContactEmailInput, to: string, siteUrl?: string): NewEmail {
  const t = contactEmails.ja;
  const rows = fieldRows(m);
  const chat = chatLeadSection(m.chat);
  const kind = m.unconfirmed ? t.unconfirmedKind : t.notificationKinds[m.source];
  const subject = t.notificationSubject(kind, m.reference, m.name, m.company || null);
  // Unconfirmed, and what is missing, is the first thing staff read.
  const warnings = m.unconfirmed
    ? [t.unconfirmedIntro, ...(m.unconfirmed.nameMissing ? [t.unnamedNote] : []), ...(m.email ? [] : [t.noEmailNote])]
    : [];
  const office = officeLinkParts(siteUrl, m.id);
  const text = [
    ...warnings,
    t.notificationIntro,
    "",
    ...office.text,
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    `${t.labels.message}:`,
    m.message,
    ...chat.text,
  ].join("\n");
  const body = html`${warnings.map((w) => paragraph(html`<strong>${w}</strong>`))}${paragraph(t.notificationIntro)}${office.html}${detailTable(rows)}${heading(t.labels.message)}${visitorText(m.message)}${chat.html}`;
  return {
    kind: "contact-notification",
    to: parseMailbox(to) ?? { address: to },
    fromName: senderName("ja"),
    replyTo: m.email ? { address: m.email } : null,
    subject,
    text,
    html: emailDocument("ja", subject, body),
    reference: m.id,
  };
}

/**
 * The visitor's confirmation, in their language. Anyone can type anyone's address
 * into the form, so it repeats nothing typed there (no name, no message, no link)
 * and addresses the mailbox without a display name: it cannot carry a stranger's
 * text from the company's address.
 */
export function contactAutoReply(m: ContactEmailInput, companyInbox: string): NewEmail {
  const t = contactEmails[m.language];
  const notes = [emailFrame[m.language].noReplyNote, emailFrame[m.language].unrequestedNote];
  const subject = t.autoReplySubject(m.reference);
  const text = [
    t.greeting,
    t.received,
    "",
    `${t.labels.reference}: ${m.reference}`,
    t.referenceNote,
    "",
    t.replyPromise,
    t.outsideHoursNote,
    t.notQuoted,
    "",
    ...textFooter(m.language, notes),
  ].join("\n");
  const body = html`${paragraph(t.greeting)}${paragraph(t.received)}${referenceBox(t.labels.reference, m.reference, t.referenceNote)}
${paragraph(html`${t.replyPromise}<br>${t.outsideHoursNote}`)}${note(t.notQuoted)}`;
  return {
    kind: "contact-auto-reply",
    to: { address: m.email },
    fromName: senderName(m.language),
    replyTo: { address: parseMailbox(companyInbox)?.address ?? companyInbox },
    subject,
    text,
    html: emailDocument(m.language, subject, body, notes),
    reference: m.id,
  };
}
