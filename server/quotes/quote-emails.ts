import { officeLinkParts } from "../mail/office-link";
import { planCard } from "../../content/pricing-plans";
import { pricingLabels } from "../../content/pricing-labels";
import { quoteEmails } from "../../content/quote-emails";
import { localizePath } from "../../domain/i18n/paths";
import type { Locale } from "../../domain/i18n/locales";
import {
  calculatePrice,
  formatYen,
  planBilling,
  taxBreakdown,
  type PlanId,
  type Specifications,
} from "../../domain/pricing/pricing";
import { describePriceLine } from "../../domain/pricing/pricing-breakdown";
import { emailFrame } from "../../content/email-frame";
import {
  button,
  detailTable,
  emailDocument,
  heading,
  note,
  paragraph,
  referenceBox,
  senderName,
  textFooter,
} from "../mail/email-layout";
import { html } from "../mail/html";
import { parseMailbox } from "../mail/header-safety";
import type { NewEmail } from "../mail/outbox";
import { specificationRows } from "./specification-rows";
import { quotationEmailParts } from "./quotation-emails";

export interface CompletedQuote {
  id: string;
  /** Q-YYMM-NNNN, given on completion; later also the quotation number. */
  reference: string;
  name: string;
  email: string;
  /** The company the visitor gave (migration 007), if any. */
  company?: string | null;
  language: Locale;
  planId: PlanId;
  specifications: Partial<Specifications>;
}

/** Everything both emails show about the estimate, as text lines and as HTML. */
function estimateParts(q: CompletedQuote, lang: Locale) {
  const labels = pricingLabels[lang];
  const t = quoteEmails[lang];
  const { total, lines } = calculatePrice(q.planId, q.specifications);
  const { tax, totalWithTax } = taxBreakdown(total);
  const plan = planCard(q.planId, lang)?.title ?? q.planId;
  const specs = specificationRows(q, lang);
  const items = lines.map((line) => describePriceLine(line, lang));
  const monthly = planBilling(q.planId) === "monthly";
  const sums: [string, string][] = [
    [labels.subtotal, formatYen(total, lang)],
    [labels.tax, formatYen(tax, lang)],
    [labels.totalWithTax, formatYen(totalWithTax, lang)],
  ];

  const text = [
    t.heading(t.plan),
    plan,
    "",
    t.heading(t.specifications),
    ...(specs.length ? specs.map(([k, v]) => `${k}: ${v}`) : [t.noSpecifications]),
    "",
    t.heading(t.breakdown),
    ...items.map((i) => `${i.label}${i.detail ? t.lineDetail(i.detail) : ""}: ${i.amount}`),
    ...sums.map(([k, v]) => `${k}: ${v}`),
    ...(monthly ? [t.monthlyNote] : []),
    labels.approximate,
  ];

  const cell = "padding:8px 0;border-bottom:1px solid #e2e8f0;vertical-align:top";
  const totalCell = "padding:10px 0;border-top:2px solid #0f2a4a;font-size:17px;font-weight:bold;color:#0f2a4a";
  const markup = html`${heading(t.plan)}${paragraph(html`<strong>${plan}</strong>`)}
${heading(t.specifications)}${specs.length ? detailTable(specs) : paragraph(t.noSpecifications)}
${heading(t.breakdown)}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;margin:0 0 16px">${items.map(
    (i) =>
      html`<tr><td style="${cell}">${i.label}${i.detail ? html`<br><span style="font-size:13px;color:#475569">${i.detail}</span>` : ""}</td><td align="right" style="${cell};padding-left:12px;white-space:nowrap">${i.amount}</td></tr>`,
  )}${sums.map(([k, v], n) =>
    n === 2
      ? html`<tr><th align="left" style="${totalCell}">${k}</th><td align="right" style="${totalCell};white-space:nowrap">${v}</td></tr>`
      : html`<tr><th align="left" style="${cell};font-weight:normal;color:#475569">${k}</th><td align="right" style="${cell};white-space:nowrap">${v}</td></tr>`,
  )}</table>
${monthly ? paragraph(t.monthlyNote) : ""}${note(labels.approximate)}`;

  return { plan, text, markup, totalWithTax };
}

/**
 * The estimate for the visitor, in their language, with a link to book a meeting.
 * It shows only what the server computed (plan, items, prices) and addresses the
 * mailbox without a display name: nothing typed into the calculator, not even the
 * name, reaches an address someone else may have typed. For the same reason the
 * quotation, which names the addressee as typed, is a link, never an attachment:
 * it is attached only to the order confirmation the address's holder asked for
 * by a click on that link (decision 016).
 */
export function quoteEmailToVisitor(
  q: CompletedQuote,
  siteUrl: string,
  companyInbox: string,
  quotationUrl?: string,
): NewEmail {
  const lang = q.language;
  const t = quoteEmails[lang];
  const frame = emailFrame[lang];
  const notes = [frame.noReplyNote, frame.unrequestedNote];
  const estimate = estimateParts(q, lang);
  const meetingUrl = `${siteUrl}${localizePath("/contact#schedule", lang)}`;
  const subject = t.subject(q.reference);
  const online = quotationUrl ? quotationEmailParts(lang, quotationUrl, false) : null;
  const text = [
    t.intro,
    "",
    `${t.reference}: ${q.reference}`,
    t.referenceNote,
    "",
    ...(online ? [...online.text, ""] : []),
    ...estimate.text,
    "",
    t.replyPromise,
    "",
    t.meeting,
    meetingUrl,
    "",
    ...textFooter(lang, notes),
  ].join("\n");
  const body = html`${paragraph(t.intro)}${referenceBox(t.reference, q.reference, t.referenceNote)}${online?.markup ?? ""}${estimate.markup}
${paragraph(t.replyPromise)}${paragraph(t.meeting)}${button(meetingUrl, t.meetingLink)}`;
  return {
    kind: "quote-to-visitor",
    to: { address: q.email },
    fromName: senderName(lang),
    replyTo: { address: parseMailbox(companyInbox)?.address ?? companyInbox },
    subject,
    text,
    html: emailDocument(lang, subject, body, notes),
    reference: q.id,
  };
}

/** The company inbox's copy, in Japanese (the staff's language), reply-to the visitor. */
export function quoteNotification(q: CompletedQuote, to: string, siteUrl?: string): NewEmail {
  const t = quoteEmails.ja;
  const estimate = estimateParts(q, "ja");
  const rows: [string, string][] = [
    [t.reference, q.reference],
    [t.labels.name, q.name],
    [t.labels.email, q.email],
    ...(q.company ? [[t.labels.company, q.company] as [string, string]] : []),
    [t.labels.language, q.language === "ja" ? "日本語" : "English"],
  ];
  const subject = t.notificationSubject(q.reference, q.name, estimate.plan);
  const office = officeLinkParts(siteUrl, q.id);
  const text = [
    t.notificationIntro,
    "",
    ...office.text,
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    ...estimate.text,
  ].join("\n");
  const body = html`${paragraph(t.notificationIntro)}${office.html}${detailTable(rows)}${estimate.markup}`;
  return {
    kind: "quote-notification",
    to: parseMailbox(to) ?? { address: to },
    fromName: senderName("ja"),
    replyTo: { address: q.email },
    subject,
    text,
    html: emailDocument("ja", subject, body),
    reference: q.id,
  };
}
