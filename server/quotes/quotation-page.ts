import { quotation } from "../../content/quotation";
import type { Locale } from "../../domain/i18n/locales";
import type { OrderRequestField } from "../../domain/forms/order-request-schema";
import { html, type SafeHtml } from "../mail/html";
import { formatDay, type QuotationDocument } from "./quotation-document";

/** The online copy's stylesheet, a static file (public/): the page's CSP allows styles from 'self' only. */
export const QUOTATION_CSS_PATH = "/quotation.css";

/** What the order form shows again after a refusal: the values sent and each field's message. */
export interface OrderFormEcho {
  values: { ordererName: string; purchaseOrder: string };
  errors: { field: OrderRequestField; message: string }[];
}

export type QuotationState =
  | { kind: "open"; acceptAction: string; echo?: OrderFormEcho }
  | { kind: "accepted"; acceptedAt: string; ordererName: string | null; purchaseOrder: string | null }
  | { kind: "expired"; restartUrl: string }
  /** A later version (改訂版) replaced this one: shown with a banner, never accepted. */
  | { kind: "superseded"; by: string };

const FIELD_IDS: Record<OrderRequestField, string> = {
  ordererName: "orderer-name",
  purchaseOrder: "purchase-order",
  confirm: "order-confirm",
};

/**
 * The order request (no script): who orders, an optional PO number and a confirmation of the
 * total with tax. After a refusal the summary (role=alert) links each message to its field,
 * and each field carries its own message (aria-describedby, aria-invalid).
 */
function orderForm(q: QuotationDocument, action: string, echo: OrderFormEcho | undefined): SafeHtml {
  const t = quotation[q.language].order;
  const error = (field: OrderRequestField) => echo?.errors.find((e) => e.field === field)?.message;
  const described = (field: OrderRequestField, hint?: string) =>
    [hint, error(field) ? `${FIELD_IDS[field]}-error` : null].filter(Boolean).join(" ");
  const invalid = (field: OrderRequestField) => (error(field) ? html` aria-invalid="true"` : "");
  const message = (field: OrderRequestField) =>
    error(field) ? html`<p class="error" id="${FIELD_IDS[field]}-error">${error(field)}</p>` : "";
  const summary = echo?.errors.length
    ? html`<div class="errors" role="alert"><p><strong>${t.errorsHeading}</strong></p><ul>${echo.errors.map(
        (e) => html`<li><a href="#${FIELD_IDS[e.field]}">${e.message}</a></li>`,
      )}</ul></div>`
    : "";
  const acceptCopy = quotation[q.language];
  return html`<section class="order" aria-labelledby="order-heading"><h2 id="order-heading">${t.heading}</h2>${summary}
<form method="post" action="${action}">
<div class="field"><label for="orderer-name">${t.ordererName}</label><p class="hint" id="orderer-name-hint">${t.ordererNameHint}</p>
<input id="orderer-name" name="ordererName" type="text" autocomplete="name" required maxlength="100" value="${echo?.values.ordererName ?? ""}" aria-describedby="${described("ordererName", "orderer-name-hint")}"${invalid("ordererName")}>${message("ordererName")}</div>
<div class="field"><label for="purchase-order">${t.purchaseOrder}</label><p class="hint" id="purchase-order-hint">${t.purchaseOrderHint}</p>
<input id="purchase-order" name="purchaseOrder" type="text" autocomplete="off" maxlength="40" value="${echo?.values.purchaseOrder ?? ""}" aria-describedby="${described("purchaseOrder", "purchase-order-hint")}"${invalid("purchaseOrder")}>${message("purchaseOrder")}</div>
<div class="check"><input id="order-confirm" name="confirm" type="checkbox" value="on" required${error("confirm") ? html` aria-describedby="order-confirm-error" aria-invalid="true"` : ""}><label for="order-confirm">${t.confirm(q.total, q.monthlyTotal && q.monthlyTotal[1])}</label></div>${message("confirm")}
<button class="button primary" type="submit">${acceptCopy.accept}</button>
<p class="note">${acceptCopy.acceptNote}</p>
</form></section>`;
}

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
  const title = state.kind === "open" && state.echo?.errors.length ? `${t.order.errorsHeading} - ` : "";
  const action =
    state.kind === "open"
      ? ""
      : state.kind === "accepted"
        ? html`<div class="status" role="status"><p>${t.accepted(formatDay(state.acceptedAt, q.language))}</p>${
            state.ordererName ? html`<p>${t.order.acceptedBy(state.ordererName)}</p>` : ""
          }${state.purchaseOrder ? html`<p>${t.order.purchaseOrderIs(state.purchaseOrder)}</p>` : ""}</div>`
        : state.kind === "superseded"
          ? ""
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
<div class="total"><span>${q.totalHeading}</span><strong>${q.total}</strong></div>${q.monthlyTotal ? html`<div class="total monthly"><span>${q.monthlyTotal[0]}</span><strong>${q.monthlyTotal[1]}</strong></div>` : ""}</div>
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
<div class="actions"><a class="button" href="${pdfUrl}" download="${q.fileName}">${t.downloadPdf}</a>${action}</div>
${state.kind === "open" ? orderForm(q, state.acceptAction, state.echo) : ""}`;
  return page(q.language, `${title}${t.pageTitle(q.number)}`, body);
}

export function quotationNotFoundPage(lang: Locale): string {
  const t = quotation[lang];
  return page(lang, t.notFoundTitle, html`<h1>${t.notFoundTitle}</h1><p>${t.notFound}</p>`);
}

export function quotationLimitedPage(lang: Locale): string {
  const t = quotation[lang];
  return page(lang, t.limitedTitle, html`<h1>${t.limitedTitle}</h1><p>${t.limited}</p>`);
}
