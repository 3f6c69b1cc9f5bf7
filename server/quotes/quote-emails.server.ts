import { planCard } from "../../app/content/pricing-plans";
import { pricingFields } from "../../app/content/pricing-fields";
import { pricingLabels } from "../../app/content/pricing-labels";
import { quoteEmails } from "../../app/content/quote-emails";
import { localizePath } from "../../app/i18n/paths";
import type { Locale } from "../../app/i18n/locales";
import {
  calculatePrice,
  formatYen,
  planBilling,
  planInputs,
  taxBreakdown,
  type PlanId,
  type PriceUnit,
  type SpecificationField,
  type Specifications,
} from "../../app/lib/pricing";
import { describePriceLine } from "../../app/lib/pricing-breakdown";
import { html, SafeHtml } from "../mail/html.server";
import { parseMailbox } from "../mail/header-safety.server";
import type { NewEmail } from "../mail/outbox.server";

export interface CompletedQuote {
  id: string;
  name: string;
  email: string;
  language: Locale;
  planId: PlanId;
  specifications: Partial<Specifications>;
}

/** The unit each count is read in, so "1 page" and "3 pages" come out right. */
const unitOf: Partial<Record<SpecificationField, PriceUnit>> = {
  pages: "page",
  additionalPages: "page",
  revisions: "revision",
  screens: "screen",
  features: "feature",
  hours: "hour",
  gigabytes: "gb",
};

function specificationRows(q: CompletedQuote, lang: Locale): [string, string][] {
  const fields = pricingFields[lang];
  return planInputs(q.planId).map((field) => {
    const value = q.specifications[field];
    const label = fields.fields[field].label;
    if (field === "platform" || field === "location") {
      return [label, (fields.choices[field] as Record<string, string>)[String(value)] ?? String(value)];
    }
    if (field === "setupCost") return [label, formatYen(Number(value), lang)];
    const unit = unitOf[field];
    return [label, unit ? pricingLabels[lang].quantity[unit](Number(value)) : String(value)];
  });
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

  const cell = "padding:6px 12px;border-bottom:1px solid #e2e8f0";
  const table = "border-collapse:collapse;width:100%;max-width:520px";
  const markup = html`<h3>${t.plan}</h3><p><strong>${plan}</strong></p>
<h3>${t.specifications}</h3>${
    specs.length
      ? html`<table cellpadding="0" style="${table}">${specs.map(([k, v]) => html`<tr><th align="left" style="${cell}">${k}</th><td style="${cell}">${v}</td></tr>`)}</table>`
      : html`<p>${t.noSpecifications}</p>`
  }
<h3>${t.breakdown}</h3>
<table cellpadding="0" style="${table}">${items.map(
    (i) => html`<tr><td style="${cell}">${i.label}${i.detail ? html`<br><small style="color:#475569">${i.detail}</small>` : ""}</td><td align="right" style="${cell}">${i.amount}</td></tr>`,
  )}${sums.map(
    ([k, v], n) =>
      html`<tr><th align="left" style="${cell}${n === 2 ? ";font-size:1.1em" : ""}">${k}</th><td align="right" style="${cell}${n === 2 ? ";font-size:1.1em;font-weight:bold" : ""}">${v}</td></tr>`,
  )}</table>
${monthly ? html`<p>${t.monthlyNote}</p>` : ""}<p style="color:#475569">${labels.approximate}</p>`;

  return { plan, text, markup, totalWithTax };
}

function layout(body: SafeHtml, lang: Locale): string {
  return String(html`<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.7;color:#1e293b">${body}</body></html>`);
}

/** The estimate for the visitor, in their language, with a link to book a meeting. */
export function quoteEmailToVisitor(q: CompletedQuote, siteUrl: string, companyInbox: string): NewEmail {
  const lang = q.language;
  const t = quoteEmails[lang];
  const estimate = estimateParts(q, lang);
  const meetingUrl = `${siteUrl}${localizePath("/contact#schedule", lang)}`;
  const text = [
    t.greeting(q.name),
    "",
    t.intro,
    "",
    ...estimate.text,
    "",
    t.replyPromise,
    "",
    t.meeting,
    meetingUrl,
    "",
    `${t.reference}: ${q.id}`,
    t.noReplyNote,
    "",
    "--",
    ...t.signature,
  ].join("\n");
  const body = html`<p>${t.greeting(q.name)}</p><p>${t.intro}</p>${estimate.markup}
<p>${t.replyPromise}</p><p>${t.meeting}<br><a href="${meetingUrl}">${t.meetingLink}</a></p>
<p style="color:#475569">${t.reference}: ${q.id}<br>${t.noReplyNote}</p><p>--<br>${t.signature.map((line, i) => (i ? html`<br>${line}` : html`${line}`))}</p>`;
  return {
    kind: "quote-to-visitor",
    to: { address: q.email, name: q.name },
    replyTo: parseMailbox(companyInbox) ?? { address: companyInbox },
    subject: t.subject,
    text,
    html: layout(body, lang),
    reference: q.id,
  };
}

/** The company inbox's copy, in Japanese (the staff's language), reply-to the visitor. */
export function quoteNotification(q: CompletedQuote, to: string): NewEmail {
  const t = quoteEmails.ja;
  const estimate = estimateParts(q, "ja");
  const rows: [string, string][] = [
    [t.reference, q.id],
    [t.labels.name, q.name],
    [t.labels.email, q.email],
    [t.labels.language, q.language === "ja" ? "日本語" : "English"],
  ];
  const text = [t.notificationIntro, "", ...rows.map(([k, v]) => `${k}: ${v}`), "", ...estimate.text].join("\n");
  const body = html`<p>${t.notificationIntro}</p>
<table cellpadding="6" style="border-collapse:collapse">${rows.map(([k, v]) => html`<tr><th align="left">${k}</th><td>${v}</td></tr>`)}</table>${estimate.markup}`;
  return {
    kind: "quote-notification",
    to: parseMailbox(to) ?? { address: to },
    replyTo: { address: q.email, name: q.name },
    subject: t.notificationSubject(q.name, estimate.plan),
    text,
    html: layout(body, "ja"),
    reference: q.id,
  };
}
