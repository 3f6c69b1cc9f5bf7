import { orderAddressConfirmed } from "../quotes/order-address";
import type { Context } from "hono";
import { isLocale, type Locale } from "../../domain/i18n/locales";
import { ApiError } from "../http/api-error";
import { contentDisposition } from "../http/content-disposition";
import { clientIp } from "../http/client-ip";
import { assertSameOrigin, mediaType, readBody, readBodyText } from "../http/guards";
import { requestLanguage } from "../http/request-language";
import { logger } from "../logger";
import { autoReplyPolicy } from "../mail/auto-reply-cap";
import { htmlHeaders } from "../security-headers";
import { quotationUrl } from "../quotes/quotation-emails";
import {
  quotationLimitedPage,
  quotationNotFoundPage,
  quotationPage,
  type OrderFormEcho,
  type QuotationState,
} from "../quotes/quotation-page";
import { quotation } from "../../content/quotation";
import { validateOrderRequest } from "../../domain/forms/order-request-schema";
import type { OrderDetails } from "../quotes/quotation-emails";
import {
  authorizedVersion,
  ensureFirstVersion,
  findVersion,
  quotedVersion,
  storedPdf,
  SupersededError,
  type IssuedVersion,
} from "../quotes/quotation-versions";
import {
  acceptQuotation,
  isExpired,
  markQuotationViewed,
  QuotationExpiredError,
  quotationFacts,
  restartPath,
} from "../quotes/quotation-store";
import { authorizedQuote } from "../quotes/quote-store";
import { bearerToken } from "../quotes/quote-token";
import type { QuoteRow } from "../quotes/quote-view";
import { quoteErrors } from "../../content/quote-errors";
import type { Services } from "../services";
import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { errors, json, param, quotationSecurity, quoteSecurity, writeGuards } from "../openapi/route-parts";
import { quotationAcceptedSchema, quotationExpiredSchema } from "../openapi/response-schemas";
import { orderRequestSchemaDoc } from "../openapi/request-schemas";
import { issuerSettings } from "../quotes/issuer-settings";

/** The quotation's answers are private documents: never cached, never indexed, never passed on as a referrer. */
const privateHeaders = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

const FORM = "application/x-www-form-urlencoded";

/** What a repeat or an expired acceptance carries: nothing is stored from it. */
const NO_ORDER: OrderDetails = { ordererName: "", purchaseOrder: null };

const tokenParam = {
  name: "token",
  in: "path",
  required: true,
  description: "The online copy's view token (from the estimate email's link); never logged.",
  schema: { type: "string", maxLength: 200 },
};
const pdf = (description: string) => ({
  description,
  headers: {
    "Content-Disposition": {
      required: true,
      description: "attachment, with a filename holding the quotation number.",
      schema: { type: "string", pattern: "^attachment; " },
    },
  },
  content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
});
const page = (description: string) => ({ description, content: { "text/html": { schema: { type: "string" } } } });

export const quotationPdfRoute = defineRoute({
  method: "get",
  path: "/api/quotes/{id}/pdf",
  operationId: "getQuotationPdf",
  tags: ["quotes"],
  summary: "The quotation (御見積書) of a completed quote as PDF",
  description:
    "Rendered once when issued (off the request thread) and stored; every download serves the same bytes, whatever the settings are now. Rate-limited per IP (RATE_LIMIT_DOWNLOADS_PER_MINUTE).",
  security: quoteSecurity,
  parameters: [param("QuoteId"), param("Language")],
  responses: {
    "200": pdf("The current version of the quotation, A4: the bytes stored when it was issued (ETag: their SHA-256)."),
    ...errors(404, 409, 429, 503),
  },
});

export const acceptQuotationRoute = defineRoute({
  method: "post",
  path: "/api/quotes/{id}/accept",
  operationId: "acceptQuotation",
  tags: ["quotes"],
  summary: "Accept the quotation as an order request",
  description:
    "With the view token of the online copy (not the editing token, which gets 404): the orderer's name, an optional purchase-order number and confirm: true. Accepting again answers the first acceptance; a version replaced by a revision answers 409; after the validity end, 410 with a link that starts a fresh quote with the same choices.",
  security: quotationSecurity,
  parameters: [param("QuoteId"), param("Language")],
  request: { body: { required: true, content: json(orderRequestSchemaDoc) } },
  responses: {
    "200": {
      description:
        "Accepted: the lead is marked won with a history entry; the company, the lead's assignee and the visitor (amount with tax, link, PDF) are emailed.",
      content: json(quotationAcceptedSchema),
    },
    "410": { description: "The quotation has expired.", content: json(quotationExpiredSchema) },
    ...errors(404, 409, 422, ...writeGuards),
  },
});

export const viewQuotationRoute = defineRoute({
  method: "get",
  path: "/quotation/{id}/{token}",
  operationId: "viewQuotation",
  tags: ["quotes"],
  summary: "The online copy of a quotation (HTML, no script)",
  description:
    "In the quote's language, with the Download PDF link and the acceptance form; Referrer-Policy: no-referrer, Cache-Control: no-store, X-Robots-Tag: noindex.",
  parameters: [param("QuoteId"), tokenParam],
  responses: {
    "200": page("The quotation page (of the version the link is for; a superseded one says so)."),
    "404": page("Unknown quote or wrong view token."),
    "429": page("Too many downloads from this IP; Retry-After says when to try again."),
  },
});

export const downloadQuotationPdfRoute = defineRoute({
  method: "get",
  path: "/quotation/{id}/{token}/pdf",
  operationId: "downloadQuotationPdf",
  tags: ["quotes"],
  summary: "The online copy's PDF",
  parameters: [param("QuoteId"), tokenParam],
  responses: {
    "200": pdf("The stored PDF of the version the link is for."),
    "404": page("Unknown quote or wrong view token."),
    "429": page("Too many downloads from this IP; Retry-After says when to try again."),
  },
});

export const acceptQuotationFormRoute = defineRoute({
  method: "post",
  path: "/quotation/{id}/{token}/accept",
  operationId: "acceptQuotationForm",
  tags: ["quotes"],
  summary: "The online copy's order form (works without JavaScript)",
  parameters: [param("QuoteId"), tokenParam],
  request: { body: { required: true, content: { [FORM]: { schema: orderRequestSchemaDoc } } } },
  responses: {
    "303": {
      description: "Accepted (or already accepted): back to the online copy.",
      headers: { Location: { required: true, schema: { type: "string" } } },
    },
    "404": page("Unknown quote or wrong view token."),
    "409": page("Replaced by a revision: the online copy, saying so."),
    "410": page("Expired: the online copy with the link that starts a fresh quote."),
    "422": page("The order request was refused: the online copy with each field's message."),
    ...errors(...writeGuards),
  },
});

/**
 * The quotation (御見積書) of a completed quote: its PDF for the editing token's
 * holder, and the online copy, PDF and acceptance for the view token's holder
 * (the link in the estimate email). The view token travels in the path so the
 * page works without script; app.ts keeps it out of the logs (loggablePath).
 */
export function registerQuotationRoutes(api: ApiRouter, services: Services) {
  const { env, db, limits } = services;
  const isHttps = (c: Context) => env.SITE_URL.startsWith("https://") || new URL(c.req.url).protocol === "https:";

  const registration = () => issuerSettings(env);

  /** The version's stored PDF: the same bytes every time, whatever the settings are now. */
  async function pdfResponse(version: IssuedVersion): Promise<Response> {
    const pdf = await storedPdf(db, services.renderPdf, version.quoteId, version.version);
    return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": contentDisposition(pdf.fileName, "quotation"),
        "Content-Length": String(pdf.bytes.length),
        ETag: `"${pdf.sha256}"`,
        ...privateHeaders,
      },
    });
  }

  /** Downloads and online copies per client IP: a person never notices it, a download loop does. */
  const downloadBudget = (c: Context, language: Locale) =>
    limits.consume("quotationDownload", clientIp(c, env.TRUST_PROXY), language);

  /**
   * Cross-site 403 and the acceptance budget per client IP; then the body, the order request,
   * of `type` only (415 otherwise, 413 past 64 KB, like every write), as a plain object.
   */
  async function guardAccept(c: Context, type: string): Promise<{ language: Locale; data: Record<string, unknown> }> {
    const request = c.req.raw;
    const language = requestLanguage(request);
    // The page sends Referrer-Policy: no-referrer, under which browsers post its form with `Origin: null`;
    // Sec-Fetch-Site, which no page can set, then tells a same-origin post from another site's.
    if (request.headers.get("origin") === "null" && type === FORM) {
      if (request.headers.get("sec-fetch-site") !== "same-origin") throw ApiError.of(403, "crossSite", language);
    } else assertSameOrigin(request, env.SITE_URL, language);
    await limits.consume("quoteAccept", clientIp(c, env.TRUST_PROXY), language);
    if (!request.headers.has("content-type")) {
      // No body type, no order: read (and bound) what came, then the route answers 404, 410 or 422.
      await readBodyText(request, language);
      return { language, data: {} };
    }
    if (mediaType(request) !== type) throw ApiError.of(415, "unsupportedType", language);
    const { data } = await readBody(request, language);
    return { language, data };
  }

  function accept(c: Context, row: QuoteRow, version: IssuedVersion, order: OrderDetails, viewToken: string) {
    if (version.supersededAt) throw new SupersededError(row.language);
    return acceptQuotation(db, row, order, {
      version: quotedVersion(version),
      siteUrl: env.SITE_URL,
      companyInbox: env.MAIL_TO,
      autoReply: autoReplyPolicy(env, clientIp(c, env.TRUST_PROXY)),
      onlineUrl: quotationUrl(env.SITE_URL, row.id, viewToken),
      addressConfirmed: orderAddressConfirmed(row, viewToken),
    });
  }

  /** The order request in the quote's language (the page's): its messages come from content/quotation.ts. */
  const orderRequest = (data: Record<string, unknown>, row: QuoteRow) =>
    validateOrderRequest(data, quotation[row.language].order);

  api.openapi(quotationPdfRoute, async (c) => {
    const language = requestLanguage(c.req.raw);
    // Counted before the database is read, so a refused loop costs as little as possible.
    await downloadBudget(c, language);
    const row = await authorizedQuote(db, c.req.param("id"), bearerToken(c.req.raw), language);
    const lang = isLocale(row.language) ? row.language : language;
    if (!quotationFacts(row)) throw new ApiError(409, "conflict", "status", quoteErrors[lang].notComplete);
    await ensureFirstVersion(db, row, registration());
    // The editing token's holder gets the current version.
    return pdfResponse((await findVersion(db, row.id))!);
  });

  api.openapi(acceptQuotationRoute, async (c) => {
    const { language: early, data } = await guardAccept(c, "application/json");
    const token = bearerToken(c.req.raw);
    const { row, version } = await authorizedVersion(db, c.req.param("id"), token, early, registration());
    if (version.supersededAt) throw new SupersededError(row.language);
    // A repeat answers the first acceptance whatever it carries; a first one must be a complete order request.
    const order = row.accepted_at || isExpired(row, Date.now()) ? null : orderRequest(data, row);
    if (order && !order.ok) throw new ApiError(422, "validation", order.error.field, order.error.message);
    try {
      const accepted = await accept(c, row, version, order?.data ?? NO_ORDER, token ?? "");
      services.nudgeOutbox();
      logger.info("quotation_accepted", { quoteId: row.id });
      return c.json(accepted, 200, { "Cache-Control": "no-store" });
    } catch (error) {
      if (!(error instanceof QuotationExpiredError)) throw error;
      return c.json(
        {
          ok: false,
          error: { code: error.code, field: error.field, message: error.message },
          restartUrl: error.restartUrl,
        },
        410,
        { "Cache-Control": "no-store" },
      );
    }
  });

  /** The online copy as HTML, with the strict CSP (no script at all) and the private headers. */
  function htmlAnswer(c: Context, body: string, status: 200 | 404 | 409 | 410 | 422 | 429) {
    return c.body(body, status, {
      ...htmlHeaders([], env, isHttps(c)),
      ...privateHeaders,
      "Content-Type": "text/html; charset=utf-8",
    });
  }

  type Viewed = { row: QuoteRow; version: IssuedVersion };

  async function viewed(c: Context): Promise<Viewed | null> {
    try {
      const found = await authorizedVersion(
        db,
        c.req.param("id") ?? "",
        c.req.param("token"),
        requestLanguage(c.req.raw),
        registration(),
      );
      return quotationFacts(found.row) ? found : null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  /** The online copy of the version the link is for, from its frozen document. */
  async function renderOnline(
    c: Context,
    { row, version }: Viewed,
    status: 200 | 409 | 410 | 422 = 200,
    echo?: OrderFormEcho,
  ) {
    const base = new URL(quotationUrl(env.SITE_URL, row.id, c.req.param("token") ?? "")).pathname;
    const latest = version.supersededAt ? await findVersion(db, row.id) : undefined;
    const state: QuotationState = latest
      ? { kind: "superseded", by: latest.number }
      : row.accepted_at
        ? {
            kind: "accepted",
            acceptedAt: row.accepted_at,
            ordererName: row.orderer_name ?? null,
            purchaseOrder: row.purchase_order ?? null,
          }
        : isExpired(row, Date.now())
          ? { kind: "expired", restartUrl: restartPath(row) }
          : { kind: "open", acceptAction: `${base}/accept`, echo };
    const page = quotationPage(version.document, `${base}/pdf`, state);
    const answer =
      (state.kind === "expired" && status === 410) ||
      (state.kind === "superseded" && status === 409) ||
      (state.kind === "open" && status === 422);
    return htmlAnswer(c, page, answer ? status : 200);
  }

  /** The online copy's refusals as its own page: too many downloads (429) in the reader's language. */
  async function limitedPage(c: Context): Promise<Response | null> {
    const language = requestLanguage(c.req.raw);
    try {
      await downloadBudget(c, language);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      const response = htmlAnswer(c, quotationLimitedPage(language), 429);
      for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
      return response;
    }
  }

  api.openapi(viewQuotationRoute, async (c) => {
    const limited = await limitedPage(c);
    if (limited) return limited;
    const found = await viewed(c);
    if (!found) return htmlAnswer(c, quotationNotFoundPage(requestLanguage(c.req.raw)), 404);
    await markQuotationViewed(db, found.row);
    return renderOnline(c, found);
  });

  api.openapi(downloadQuotationPdfRoute, async (c) => {
    const limited = await limitedPage(c);
    if (limited) return limited;
    const found = await viewed(c);
    if (!found) return htmlAnswer(c, quotationNotFoundPage(requestLanguage(c.req.raw)), 404);
    return pdfResponse(found.version);
  });

  // The page's button: a plain form post, so acceptance works without script; answers with the page (303 back to it).
  api.openapi(acceptQuotationFormRoute, async (c) => {
    const { data } = await guardAccept(c, FORM);
    const found = await viewed(c);
    if (!found) return htmlAnswer(c, quotationNotFoundPage(requestLanguage(c.req.raw)), 404);
    const { row, version } = found;
    if (version.supersededAt) return renderOnline(c, found, 409);
    const order = row.accepted_at || isExpired(row, Date.now()) ? null : orderRequest(data, row);
    if (order && !order.ok) {
      const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
      return renderOnline(c, found, 422, {
        values: { ordererName: text("ordererName"), purchaseOrder: text("purchaseOrder") },
        errors: order.errors ?? [order.error],
      });
    }
    try {
      await accept(c, row, version, order?.ok ? order.data : NO_ORDER, c.req.param("token") ?? "");
      services.nudgeOutbox();
      logger.info("quotation_accepted", { quoteId: found.row.id });
    } catch (error) {
      if (error instanceof SupersededError) return renderOnline(c, found, 409);
      if (!(error instanceof QuotationExpiredError)) throw error;
      return renderOnline(c, found, 410);
    }
    const page = new URL(c.req.url).pathname.replace(/\/accept$/, "");
    return c.body(null, 303, { Location: page, ...privateHeaders });
  });
}
