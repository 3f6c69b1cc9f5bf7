import { emailFrame } from "../../content/email-frame";
import { quotation } from "../../content/quotation";
import type { Locale } from "../../domain/i18n/locales";
import { formatYen } from "../../domain/pricing/pricing";
import { splitAmounts, type Amounts } from "./document-amounts";
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
import { quotationAttachment } from "./quotation-attachment-name";
import { computedLines, formatDay, planName, type QuotationFacts, type SumRow } from "./quotation-document";

/** The online copy of a quotation; the view token is a path segment (never in a query string the logs could keep). */
export function quotationUrl(siteUrl: string, id: string, viewToken: string): string {
  return `${siteUrl}/quotation/${id}/${viewToken}`;
}

/**
 * What an email about a quotation quotes: one issued version's number and frozen amounts. Every email about
 * an order names the accepted version, so its figures and attachment always match the document ordered.
 */
export interface QuotedVersion {
  version: number;
  number: string;
  /** The one-off amounts (the お見積金額): monthly lines are never added into them. */
  subtotal: number;
  total: number;
  /** The monthly lines' own amounts, if the version has any. */
  monthly?: Amounts | null;
}

/** The figures version 1 prints, from the completed quote, for a quote that has no stored version yet. */
export function firstVersionQuoted(q: QuotationFacts): QuotedVersion {
  const { oneOff, monthly } = splitAmounts(computedLines(q.planId, q.specifications, q.language));
  return { version: 1, number: q.reference, subtotal: oneOff?.subtotal ?? 0, total: oneOff?.total ?? 0, monthly };
}

/**
 * The money an email quotes, one-off and monthly apart: the one-off subtotal and total (the お見積金額),
 * then the monthly fee's own, never added into them. A quotation of one-off lines only keeps the plain words.
 */
export function moneyRows(v: QuotedVersion, lang: Locale): SumRow[] {
  const t = quotation[lang];
  const yen = (n: number) => formatYen(n, lang);
  if (!v.monthly)
    return [
      [t.labels.subtotal, yen(v.subtotal)],
      [t.labels.total, yen(v.total), "total"],
    ];
  return [
    ...(v.total
      ? ([
          [t.oneOffSums.subtotal, yen(v.subtotal)],
          [t.oneOffSums.total, yen(v.total), "total"],
        ] as SumRow[])
      : []),
    [t.monthlySums.subtotal, yen(v.monthly.subtotal)],
    [t.monthlySums.total, yen(v.monthly.total), "total"],
  ];
}

/** The totals with tax on one line: the お見積金額, or 初期費用 合計（税込） and 月額 合計（税込） apart. */
const totalsLine = (v: QuotedVersion, lang: Locale) =>
  v.monthly
    ? moneyRows(v, lang)
        .filter((row) => row[2] === "total")
        .map(([label, value]) => `${label}: ${value}`)
        .join(" / ")
    : `${quotation[lang].totalWithTaxHeading}: ${formatYen(v.total, lang)}`;

/** The order request made with the acceptance (the orderer's name, an optional purchase-order number). */
export interface OrderDetails {
  ordererName: string;
  purchaseOrder: string | null;
}

/** What the company's emails about a quotation list, in Japanese (the staff's language). */
function companyRows(q: QuotationFacts, v: QuotedVersion, order?: OrderDetails): [string, string][] {
  const t = quotation.ja;
  return [
    [t.number, v.number],
    [t.labels.name, q.company ? `${q.name}（${q.company}）` : q.name],
    [t.labels.email, q.email],
    ...(order
      ? ([
          [t.order.ordererLabel, order.ordererName],
          ...(order.purchaseOrder ? [[t.order.purchaseOrderLabel, order.purchaseOrder] as [string, string]] : []),
        ] as [string, string][])
      : []),
    [t.plan, planName(q.planId, "ja")],
    ...moneyRows(v, "ja").map(([label, value]): [string, string] => [label, value]),
    [t.labels.validUntil, formatDay(q.validUntil, "ja")],
  ];
}

export function companyEmail(
  kind: string,
  q: QuotationFacts,
  v: QuotedVersion,
  to: string,
  subject: string,
  intro: string,
  order?: OrderDetails,
  link?: { url: string; label: string },
): NewEmail {
  const rows = companyRows(q, v, order);
  return {
    kind,
    to: parseMailbox(to) ?? { address: to },
    fromName: senderName("ja"),
    replyTo: { address: q.email },
    subject,
    text: [intro, "", ...rows.map(([k, v]) => `${k}: ${v}`), ...(link ? ["", link.url] : [])].join("\n"),
    html: emailDocument(
      "ja",
      subject,
      html`${paragraph(intro)}${detailTable(rows)}${link ? button(link.url, link.label) : ""}`,
    ),
    reference: q.id,
  };
}

export function acceptedNotification(
  q: QuotationFacts,
  v: QuotedVersion,
  order: OrderDetails,
  acceptedAt: string,
  to: string,
  officeUrl: string,
): NewEmail {
  const t = quotation.ja;
  return companyEmail(
    "quotation-accepted-notification",
    q,
    v,
    to,
    t.acceptedNotificationSubject(v.number, q.name),
    `${t.acceptedNotificationIntro}（${formatDay(acceptedAt, "ja")}）`,
    order,
    { url: officeUrl, label: t.openInOffice },
  );
}

/** The lead's assignee hears of the order directly (the company inbox is told as well). */
export function assigneeOrderNotification(
  q: QuotationFacts,
  v: QuotedVersion,
  order: OrderDetails,
  acceptedAt: string,
  to: string,
  officeUrl: string,
): NewEmail {
  const t = quotation.ja;
  return companyEmail(
    "quotation-accepted-assignee",
    q,
    v,
    to,
    t.assigneeOrderSubject(v.number, q.name),
    `${t.assigneeOrderIntro}（${formatDay(acceptedAt, "ja")}）`,
    order,
    { url: officeUrl, label: t.openInOffice },
  );
}

export function reminderNotification(q: QuotationFacts, v: QuotedVersion, days: number, to: string): NewEmail {
  const t = quotation.ja;
  return companyEmail(
    "quotation-reminder-notification",
    q,
    v,
    to,
    t.reminderSubject(v.number, q.name),
    t.reminderIntro(days),
  );
}

/**
 * The visitor's confirmation, in the quote's language: the number, the amount with tax and the link to
 * the quotation online. Like the estimate, no display name and nothing anyone typed (not the orderer's
 * name nor the PO number: the page shows those to the link's holder).
 */
export function acceptedConfirmation(
  q: QuotationFacts,
  v: QuotedVersion,
  acceptedAt: string,
  onlineUrl: string,
  companyInbox: string,
): NewEmail {
  const lang = q.language;
  const t = quotation[lang];
  const frame = emailFrame[lang];
  const notes = [frame.noReplyNote, frame.unrequestedNote];
  const subject = t.acceptedSubject(v.number);
  const intro = t.acceptedIntro(v.number);
  const accepted = t.accepted(formatDay(acceptedAt, lang));
  const total = totalsLine(v, lang);
  return {
    kind: "quotation-accepted",
    to: { address: q.email },
    fromName: senderName(lang),
    replyTo: { address: parseMailbox(companyInbox)?.address ?? companyInbox },
    subject,
    text: [
      intro,
      "",
      `${t.number}: ${v.number}`,
      total,
      accepted,
      "",
      t.emailOnlineLink,
      onlineUrl,
      "",
      ...textFooter(lang, notes),
    ].join("\n"),
    html: emailDocument(
      lang,
      subject,
      html`${paragraph(intro)}${referenceBox(t.number, v.number)}${paragraph(html`<strong>${total}</strong>`)}${paragraph(accepted)}${button(onlineUrl, t.emailOnlineLink)}`,
      notes,
    ),
    reference: q.id,
    // The address's holder asked for this by a click on the emailed link: the version ordered goes with it now.
    attachment: quotationAttachment(v.version),
  };
}

/**
 * The lines the estimate email adds about the quotation: the online copy, and the attachment only when
 * it goes with the email (an address that has confirmed it is the requester's; decision 016).
 */
export function quotationEmailParts(lang: QuotationFacts["language"], url: string, attached: boolean) {
  const t = quotation[lang];
  const line = attached ? t.emailOnline : t.emailOnlineOnly;
  return {
    text: [line, url],
    markup: html`${paragraph(line)}${button(url, t.emailOnlineLink)}`,
  };
}

/**
 * The revision (改訂版) to the visitor, in the quote's language: the new number, what it supersedes,
 * the total with tax and the link to its online copy; the stored PDF is attached (outbox `attachment`).
 */
export function revisionEmail(
  q: { id: string; email: string; language: QuotationFacts["language"] },
  revision: { supersedes: string | null; money: QuotedVersion; attachment: string },
  url: string,
  companyInbox: string,
): NewEmail {
  const lang = q.language;
  const t = quotation[lang];
  const frame = emailFrame[lang];
  const notes = [frame.noReplyNote, frame.unrequestedNote];
  const number = revision.money.number;
  // Without a version it supersedes: the first quotation staff issued from a contact or chat lead.
  const subject = revision.supersedes ? t.revisionSubject(number) : t.issuedSubject(number);
  const intro = revision.supersedes ? t.revisionIntro(number, revision.supersedes) : t.issuedIntro(number);
  const total = totalsLine(revision.money, lang);
  const online = quotationEmailParts(lang, url, true);
  return {
    kind: revision.supersedes ? "quotation-revision" : "quotation-issued",
    to: { address: q.email },
    fromName: senderName(lang),
    replyTo: { address: parseMailbox(companyInbox)?.address ?? companyInbox },
    subject,
    text: [intro, "", `${t.number}: ${number}`, total, "", ...online.text, "", ...textFooter(lang, notes)].join("\n"),
    html: emailDocument(
      lang,
      subject,
      html`${paragraph(intro)}${referenceBox(t.number, number)}${paragraph(total)}${online.markup}`,
      notes,
    ),
    reference: q.id,
    attachment: revision.attachment,
  };
}
