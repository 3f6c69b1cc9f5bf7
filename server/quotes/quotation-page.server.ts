import { quotation } from "../../app/content/quotation";
import type { Locale } from "../../app/i18n/locales";
import { html, type SafeHtml } from "../mail/html.server";
import { formatDay, type QuotationDocument } from "./quotation-document.server";

/** Where the online copy's stylesheet is served: the page's CSP allows styles from 'self' only. */
export const QUOTATION_CSS_PATH = "/quotation-assets/quotation.css";

export const quotationCss = `
*{box-sizing:border-box}
body{margin:0;background:#f1f5f9;color:#0f172a;font-family:"Hiragino Sans","Hiragino Kaku Gothic ProN","Noto Sans JP",Meiryo,system-ui,sans-serif;line-height:1.7}
main{max-width:820px;margin:24px auto;padding:40px;background:#fff;border:1px solid #e2e8f0}
h1{text-align:center;color:#0f2a4a;letter-spacing:.2em;margin:0 0 24px}
h2{font-size:1.05rem;color:#0f2a4a;margin:28px 0 8px}
.meta{text-align:right;margin:0 0 16px}
.meta div{margin:0}
.parties{display:flex;flex-wrap:wrap;gap:24px;justify-content:space-between}
.recipient p{font-size:1.2rem;margin:0;border-bottom:1px solid #0f172a}
.total{font-size:1.3rem;color:#0f2a4a;border-bottom:3px double #0f2a4a;margin:16px 0;display:flex;justify-content:space-between;gap:16px}
.issuer{font-size:.9rem;color:#334155}
.issuer p{margin:0}
table{width:100%;border-collapse:collapse;margin:8px 0}
th,td{padding:8px;border-bottom:1px solid #e2e8f0;text-align:left}
td.n,th.n{text-align:right;white-space:nowrap}
thead th{background:#eef2f6;font-weight:normal;color:#475569}
tfoot th{text-align:right;font-weight:normal}
tfoot tr:last-child th,tfoot tr:last-child td{font-weight:bold;color:#0f2a4a;border-top:2px solid #0f2a4a}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{color:#475569}dd{margin:0}
.note{font-size:.9rem;color:#475569}
.actions{display:flex;flex-wrap:wrap;gap:16px;align-items:center;margin:32px 0 0;padding:24px 0 0;border-top:1px solid #e2e8f0}
.button{display:inline-block;padding:12px 24px;border-radius:6px;font-weight:bold;font-size:1rem;text-decoration:none;border:2px solid #0f2a4a;color:#0f2a4a;background:#fff;cursor:pointer;font-family:inherit}
.button.primary{background:#0f2a4a;color:#fff}
.status{padding:12px 16px;border-left:4px solid #0f2a4a;background:#eef2f6;margin:24px 0 0}
@media print{body{background:#fff}main{border:0;margin:0}.actions{display:none}}
`;

export type QuotationState =
  | { kind: "open"; acceptAction: string }
  | { kind: "accepted"; acceptedAt: string }
  | { kind: "expired"; restartUrl: string };

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
      : state.kind === "accepted"
        ? html`<p class="status" role="status">${t.accepted(formatDay(state.acceptedAt, q.language))}</p>`
        : html`<p class="status" role="status">${t.expired}</p><a class="button primary" href="${state.restartUrl}">${t.restart}</a>`;
  const body = html`<h1>${q.title}</h1>
<div class="meta">${q.meta.map(([k, v]) => html`<div>${k}: <strong>${v}</strong></div>`)}</div>
<div class="parties"><div class="recipient">${q.recipient.map((line) => html`<p>${line}</p>`)}
<p class="note">${q.lead}</p>
<div class="total"><span>${q.totalHeading}</span><strong>${q.total}</strong></div></div>
<div class="issuer"><p class="note">${q.issuer.heading}</p>${q.issuer.lines.map((line) => html`<p>${line}</p>`)}</div></div>
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
