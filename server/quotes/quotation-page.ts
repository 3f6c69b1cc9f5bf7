import { quotation } from "../../content/quotation";
import type { Locale } from "../../domain/i18n/locales";
import { html, type SafeHtml } from "../mail/html";
import { formatDay, type QuotationDocument } from "./quotation-document";

/** The online copy's stylesheet, a static file (public/): the page's CSP allows styles from 'self' only. */
export const QUOTATION_CSS_PATH = "/quotation.css";

export type QuotationState =
  | { kind: "open"; acceptAction: string }
  | { kind: "accepted"; acceptedAt: string }
  | { kind: "expired"; restartUrl: string }
  /** A later version (改訂版) replaced this one: shown with a banner, never accepted. */
  | { kind: "superseded"; by: string };

function page(lang: Locale, title: string, body: SafeHtml): string {
  return String(html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">
<title>${title}</title><link rel="stylesheet" href="${QUOTATION_CSS_PATH}"></head>
<body><main>${body}</main></body></html>`);
}

/** The online copy: the same document as the PDF, with the download link and the acceptance form (no script). */
export function quotationPage(q: QuotationDocument, pdfUrl: string, state: QuotationState): string {
  const t = quotation[q.language];
  const action =
    state.kind === "open"
      ? html`<form method="post" action="${state.acceptAction}"><button class="button primary" type="submit">${t.accept}</button></form><p class="note">${t.acceptNote}</p>`
      : state.kind === "superseded"
        ? ""
        : state.kind === "accepted"
          ? html`<p class="status" role="status">${t.accepted(formatDay(state.acceptedAt, q.language))}</p>`
          : html`<p class="status" role="status">${t.expired}</p><a class="button primary" href="${state.restartUrl}">${t.restart}</a>`;
  const banner =
    state.kind === "superseded"
      ? html`<p class="status superseded" role="status">${t.supersededBanner(state.by)}</p>`
      : "";
  const body = html`${banner}<h1>${q.title}${q.revision ? html` <small>【${q.revision.label}】</small>` : ""}</h1>
<div class="meta">${q.meta.map(([k, v]) => html`<div>${k}: <strong>${v}</strong></div>`)}</div>
<div class="parties"><div class="recipient">${q.recipient.map((line) => html`<p>${line}</p>`)}
<p class="note">${q.lead}</p>
<dl>${q.particulars.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>
<div class="total"><span>${q.totalHeading}</span><strong>${q.total}</strong></div></div>
<div class="issuer"><p class="note">${q.issuer.heading}</p>${q.issuer.lines.map((line) => html`<p>${line}</p>`)}<p>${q.contactPerson[0]}: ${q.contactPerson[1]}</p></div></div>
<h2>${q.planLabel}: ${q.plan}</h2>
<table><thead><tr><th>${q.columns[0]}</th><th class="n">${q.columns[1]}</th><th class="n">${q.columns[2]}</th><th class="n">${q.columns[3]}</th></tr></thead>
<tbody>${q.items.map(
    (i) =>
      html`<tr><td>${i.label}</td><td class="n">${i.quantity}</td><td class="n">${i.unitPrice}</td><td class="n">${i.amount}</td></tr>`,
  )}</tbody>
<tfoot>${q.sums.map(([k, v]) => html`<tr><th colspan="3">${k}</th><td class="n">${v}</td></tr>`)}</tfoot></table>
${q.monthlyNote ? html`<p class="note">${q.monthlyNote}</p>` : ""}
<h2>${q.specificationsHeading}</h2>
${q.specifications.length ? html`<dl>${q.specifications.map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>` : html`<p>${q.noSpecifications}</p>`}
${q.revision ? html`<p class="note">${q.revision.supersedes}</p>` : ""}
${q.notes.map((n) => html`<p class="note">${n}</p>`)}
<h2>${q.paymentTermsHeading}</h2>
<ul>${q.paymentTerms.map((term) => html`<li>${term}</li>`)}</ul>
<div class="actions"><a class="button" href="${pdfUrl}" download="${q.fileName}">${t.downloadPdf}</a>${action}</div>`;
  return page(q.language, t.pageTitle(q.number), body);
}

export function quotationNotFoundPage(lang: Locale): string {
  const t = quotation[lang];
  return page(lang, t.notFoundTitle, html`<h1>${t.notFoundTitle}</h1><p>${t.notFound}</p>`);
}

export function quotationLimitedPage(lang: Locale): string {
  const t = quotation[lang];
  return page(lang, t.limitedTitle, html`<h1>${t.limitedTitle}</h1><p>${t.limited}</p>`);
}
