import type { Context } from "hono";
import { quoteErrors } from "../../content/quote-errors";
import { languageOf } from "../../domain/forms/contact-schema";
import { isLocale, type Locale } from "../../domain/i18n/locales";
import { ApiError } from "../http/api-error";
import { clientIp } from "../http/client-ip";
import { assertSameOrigin, readJsonBody } from "../http/guards";
import { idempotencyKey, idempotentWrite, requestHash } from "../http/idempotency";
import { requestLanguage } from "../http/request-language";
import { useFormToken } from "../http/form-token-uses";
import { logger } from "../logger";
import { autoReplyPolicy } from "../mail/auto-reply-cap";
import { parseQuoteChange, parseQuoteStart } from "../quotes/quote-input";
import { recordConversion } from "../analytics/conversions";
import { quotationUrl } from "../quotes/quotation-emails";
import { authorizedQuote, completeQuote, createQuote, saveQuote } from "../quotes/quote-store";
import { prerenderQuotation } from "../quotes/quotation-versions";
import { bearerToken } from "../quotes/quote-token";
import { breakdownOf, quoteView, storedSpecifications } from "../quotes/quote-view";
import type { Services } from "../services";
import { checkForm } from "./anti-spam";
import { webhookTargets } from "../webhooks/lead-webhooks";
import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { errors, json, param, quoteSecurity, writeGuards } from "../openapi/route-parts";
import { exampleBodies } from "../openapi/example-bodies";
import {
  quoteChangeRequestSchema,
  quoteCompleteRequestSchema,
  quoteStartRequestSchema,
} from "../openapi/request-schemas";
import { quoteCompletedSchema, quoteCreatedSchema, quoteSavedSchema, quoteSchema } from "../openapi/response-schemas";
import { issuerSettings } from "../quotes/issuer-settings";

const noStore = { "Cache-Control": "no-store" };

/** A completion may come without a body; one that has a body passes the usual 64 KB / JSON-only 415 checks. */
async function optionalBody(request: Request, language: Locale): Promise<Record<string, unknown>> {
  const length = request.headers.get("content-length");
  const hasBody = request.headers.has("transfer-encoding") || (length !== null && length !== "0");
  return hasBody ? readJsonBody(request, language) : {};
}

export const startQuoteRoute = defineRoute({
  method: "post",
  path: "/api/quotes",
  operationId: "startQuote",
  tags: ["quotes"],
  summary: "Start a quote in the price calculator",
  description:
    "Creates an incomplete quote. Its token is handed out in this answer only: a repeat with the same Idempotency-Key and body is a 409 (start again with a new key and form token), with another body a 422.",
  parameters: [param("IdempotencyKey"), param("Language")],
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: quoteStartRequestSchema, example: exampleBodies.quoteStart } },
    },
  },
  responses: {
    "201": { description: "The new quote and its token.", content: json(quoteCreatedSchema) },
    ...errors(400, 409, 422, ...writeGuards),
  },
});

export const getQuoteRoute = defineRoute({
  method: "get",
  path: "/api/quotes/{id}",
  operationId: "getQuote",
  tags: ["quotes"],
  summary: "Read your quote",
  security: quoteSecurity,
  parameters: [param("QuoteId"), param("Language")],
  responses: { "200": { description: "The quote.", content: json(quoteSchema) }, ...errors(404, 503) },
});

export const saveQuoteRoute = defineRoute({
  method: "patch",
  path: "/api/quotes/{id}",
  operationId: "saveQuote",
  tags: ["quotes"],
  summary: "Autosave the plan and its inputs",
  security: quoteSecurity,
  parameters: [param("QuoteId"), param("Language")],
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: quoteChangeRequestSchema, example: exampleBodies.quoteChange } },
    },
  },
  responses: {
    "200": { description: "Saved, with the server's price.", content: json(quoteSavedSchema) },
    ...errors(400, 404, 409, 422, ...writeGuards),
  },
});

export const completeQuoteRoute = defineRoute({
  method: "post",
  path: "/api/quotes/{id}/complete",
  operationId: "completeQuote",
  tags: ["quotes"],
  summary: "Get the final quote by email",
  description:
    "Needs a saved plan with a price above zero (422 otherwise); a completed quote cannot be changed again (409).",
  security: quoteSecurity,
  parameters: [param("QuoteId"), param("Language")],
  request: {
    body: {
      required: false,
      content: { "application/json": { schema: quoteCompleteRequestSchema, example: exampleBodies.quoteComplete } },
    },
  },
  responses: {
    "200": { description: "Complete; the estimate email is queued.", content: json(quoteCompletedSchema) },
    ...errors(400, 404, 409, 422, ...writeGuards),
  },
});

/** The online copy's path on this site, the same page the estimate email links to. */
const quotationPath = (id: string, viewToken: string) => quotationUrl("", id, viewToken);

/**
 * /api/quotes: the browser never writes the table; the
 * server does, recomputing every price, and each quote answers only to the
 * bearer of the token issued when it was created.
 */
export function registerQuoteRoutes(api: ApiRouter, services: Services) {
  const { env, db, limits, tokens } = services;

  /** Cross-site 403 and the purpose's rate limits, before any body is read. */
  async function guardWrite(c: Context, purpose: "quoteStart" | "autosave" | "quoteComplete"): Promise<Locale> {
    const language = requestLanguage(c.req.raw);
    assertSameOrigin(c.req.raw, env.SITE_URL, language);
    if (purpose === "autosave") {
      // Per quote, so one person editing never shares a budget with the rest of the office; per IP against abuse.
      await limits.consume("autosaveIp", clientIp(c, env.TRUST_PROXY), language);
      await limits.consume("autosave", c.req.param("id") ?? "", language);
    } else {
      await limits.consume(purpose, clientIp(c, env.TRUST_PROXY), language);
    }
    return language;
  }

  api.openapi(startQuoteRoute, async (c) => {
    const request = c.req.raw;
    const early = await guardWrite(c, "quoteStart");
    const key = idempotencyKey(request, early);
    const data = await readJsonBody(request, early);
    const language = languageOf(data.language);
    const start = parseQuoteStart(data, language);
    if (!start.ok) throw new ApiError(400, "validation", start.error.field, start.error.message);

    // The calculator has no honeypot; a filled one is still a bot and gets nothing.
    const form = checkForm(data, tokens, "quote", language);
    if (form.spam) throw ApiError.of(403, "formTokenInvalid", language, "formToken");

    const { company } = start.data;
    const hash = requestHash({
      name: start.data.name,
      email: start.data.email,
      ...(company ? { company } : {}),
      language,
    });
    let token = "";
    const response = await idempotentWrite(
      db,
      { scope: "quotes", key, client: form.tokenId, hash, language },
      async (trx) => {
        await useFormToken(trx, form.tokenId, "quote", language);
        const created = await createQuote(trx, start.data, language);
        token = created.token;
        // The token is never stored, not even in the idempotency record.
        return { status: 201, body: { id: created.id, status: "incomplete" } };
      },
    );
    const body = response.body as { id: string; status: string };
    // A repeat cannot get the quote's token back (it was never stored), and must not get a new one:
    // that would hand whoever replays the request a working key to someone's quote.
    if (response.replayed)
      throw new ApiError(409, "idempotencyReplay", "Idempotency-Key", quoteErrors[language].alreadyCreated);
    logger.info("quote_created", { quoteId: body.id, language });
    return c.json({ id: body.id, token, status: body.status }, 201, noStore);
  });

  api.openapi(getQuoteRoute, async (c) => {
    const row = await authorizedQuote(db, c.req.param("id"), bearerToken(c.req.raw), requestLanguage(c.req.raw));
    return c.json(quoteView(row), 200, noStore);
  });

  api.openapi(saveQuoteRoute, async (c) => {
    const request = c.req.raw;
    const early = await guardWrite(c, "autosave");
    const data = await readJsonBody(request, early);
    const row = await authorizedQuote(db, c.req.param("id"), bearerToken(request), early);
    const language = isLocale(data.language) ? data.language : row.language;
    if (row.status !== "incomplete")
      throw new ApiError(409, "conflict", "status", quoteErrors[language].alreadyComplete);
    const change = parseQuoteChange(data, language);
    if (!change.ok) throw new ApiError(422, "validation", change.error.field, change.error.message);
    const saved = await saveQuote(db, row, change.data, language);
    return c.json(
      {
        id: saved.id,
        status: saved.status,
        serviceType: saved.service_type,
        specifications: storedSpecifications(saved),
        estimatedPrice: saved.estimated_price ?? 0,
        breakdown: breakdownOf(saved),
      },
      200,
      noStore,
    );
  });

  api.openapi(completeQuoteRoute, async (c) => {
    const request = c.req.raw;
    const early = await guardWrite(c, "quoteComplete");
    const data = await optionalBody(request, early);
    const row = await authorizedQuote(db, c.req.param("id"), bearerToken(request), early);
    const pageLanguage = isLocale(data.language) ? data.language : undefined;
    const done = await completeQuote(db, row, {
      language: pageLanguage ?? row.language,
      pageLanguage,
      siteUrl: env.SITE_URL,
      companyInbox: env.MAIL_TO,
      autoReply: autoReplyPolicy(env, clientIp(c, env.TRUST_PROXY)),
      webhooks: webhookTargets(env),
      validDays: env.QUOTE_VALID_DAYS,
      issuer: issuerSettings(env),
    });
    prerenderQuotation(services, done.id, 1);
    await recordConversion(db, {
      kind: "quote",
      subjectId: done.id,
      language: done.language,
      attribution: data.attribution,
    });
    services.nudgeOutbox();
    logger.info("quote_completed", { quoteId: done.id, plan: done.service_type, estimatedPrice: done.estimated_price });
    return c.json(
      {
        id: done.id,
        reference: done.reference,
        status: done.status,
        estimatedPrice: done.estimated_price ?? 0,
        quotationUrl: quotationPath(done.id, done.view_token),
      },
      200,
      noStore,
    );
  });
}
