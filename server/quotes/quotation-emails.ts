import { emailFrame } from "../../content/email-frame";
import { quotation } from "../../content/quotation";
import { calculatePrice, formatYen, taxBreakdown } from "../../domain/pricing/pricing";
import {
  button,
  detailTable,
  emailDocument,
  paragraph,
  referenceBox,
  senderName,
  textFooter,
} from "../mail/email-layout";
import { parseMailbox } from "../mail/header-safety";
import { html } from "../mail/html";
import type { NewEmail } from "../mail/outbox";
import { formatDay, planName, type QuotationFacts } from "./quotation-document";

/** The online copy of a quotation; the view token is a path segment (never in a query string the logs could keep). */
export function quotationUrl(siteUrl: string, id: string, viewToken: string): string {
  return `${siteUrl}/quotation/${id}/${viewToken}`;
}

function totalOf(q: QuotationFacts): string {
  return formatYen(taxBreakdown(calculatePrice(q.planId, q.specifications).total).totalWithTax, "ja");
}

/** What the company's emails about a quotation list, in Japanese (the staff's language). */
function companyRows(q: QuotationFacts): [string, string][] {
  const t = quotation.ja;
  return [
    [t.number, q.reference],
    [t.labels.name, q.company ? `${q.name}（${q.company}）` : q.name],
    [t.labels.email, q.email],
    [t.plan, planName(q.planId, "ja")],
    [t.labels.total, totalOf(q)],
    [t.labels.validUntil, formatDay(q.validUntil, "ja")],
  ];
}

function companyEmail(kind: string, q: QuotationFacts, to: string, subject: string, intro: string): NewEmail {
  const rows = companyRows(q);
  return {
    kind,
    to: parseMailbox(to) ?? { address: to },
    fromName: senderName("ja"),
    replyTo: { address: q.email },
    subject,
    text: [intro, "", ...rows.map(([k, v]) => `${k}: ${v}`)].join("\n"),
    html: emailDocument("ja", subject, html`${paragraph(intro)}${detailTable(rows)}`),
    reference: q.id,
  };
}

export function acceptedNotification(q: QuotationFacts, acceptedAt: string, to: string): NewEmail {
  const t = quotation.ja;
  return companyEmail(
    "quotation-accepted-notification",
    q,
    to,
    t.acceptedNotificationSubject(q.reference, q.name),
    `${t.acceptedNotificationIntro}（${formatDay(acceptedAt, "ja")}）`,
  );
}

export function reminderNotification(q: QuotationFacts, days: number, to: string): NewEmail {
  const t = quotation.ja;
  return companyEmail(
    "quotation-reminder-notification",
    q,
    to,
    t.reminderSubject(q.reference, q.name),
    t.reminderIntro(days),
  );
}

/** The visitor's confirmation, in the quote's language; like the estimate, no display name and nothing they typed. */
export function acceptedConfirmation(
  q: QuotationFacts,
  acceptedAt: string,
  siteUrl: string,
  companyInbox: string,
): NewEmail {
  const lang = q.language;
  const t = quotation[lang];
  const frame = emailFrame[lang];
  const notes = [frame.noReplyNote, frame.unrequestedNote];
  const subject = t.acceptedSubject(q.reference);
  const intro = t.acceptedIntro(q.reference);
  const accepted = t.accepted(formatDay(acceptedAt, lang));
  return {
    kind: "quotation-accepted",
    to: { address: q.email },
    fromName: senderName(lang),
    replyTo: { address: parseMailbox(companyInbox)?.address ?? companyInbox },
    subject,
    text: [intro, "", `${t.number}: ${q.reference}`, accepted, "", siteUrl, "", ...textFooter(lang, notes)].join("\n"),
    html: emailDocument(
      lang,
      subject,
      html`${paragraph(intro)}${referenceBox(t.number, q.reference)}${paragraph(accepted)}`,
      notes,
    ),
    reference: q.id,
  };
}

/** The lines the estimate email adds about the quotation: the attachment and the online copy. */
export function quotationEmailParts(lang: QuotationFacts["language"], url: string) {
  const t = quotation[lang];
  return {
    text: [t.emailOnline, url],
    markup: html`${paragraph(t.emailOnline)}${button(url, t.emailOnlineLink)}`,
  };
}

/**
 * The revision (改訂版) to the visitor, in the quote's language: the new number, what it supersedes,
 * the total with tax and the link to its online copy; the stored PDF is attached (outbox `attachment`).
 */
export function revisionEmail(
  q: { id: string; email: string; language: QuotationFacts["language"] },
  revision: { number: string; supersedes: string; total: number; attachment: string },
  url: string,
  companyInbox: string,
): NewEmail {
  const lang = q.language;
  const t = quotation[lang];
  const frame = emailFrame[lang];
  const notes = [frame.noReplyNote, frame.unrequestedNote];
  const subject = t.revisionSubject(revision.number);
  const intro = t.revisionIntro(revision.number, revision.supersedes);
  const total = `${t.labels.total}: ${formatYen(revision.total, lang)}`;
  const online = quotationEmailParts(lang, url);
  return {
    kind: "quotation-revision",
    to: { address: q.email },
    fromName: senderName(lang),
    replyTo: { address: parseMailbox(companyInbox)?.address ?? companyInbox },
    subject,
    text: [intro, "", `${t.number}: ${revision.number}`, total, "", ...online.text, "", ...textFooter(lang, notes)].join(
      "\n",
    ),
    html: emailDocument(
      lang,
      subject,
      html`${paragraph(intro)}${referenceBox(t.number, revision.number)}${paragraph(total)}${online.markup}`,
      notes,
    ),
    reference: q.id,
    attachment: revision.attachment,
  };
}
