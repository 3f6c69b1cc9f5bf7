import { locales } from "../../domain/i18n/locales";
import { MAX_BODY_BYTES } from "../http/guards";
import type { ApiRoute } from "./api-route";
import { errorResponseNames, FORM_PAGE_SUFFIX } from "./route-parts";
import { componentSchemas, inlineSchema, type JsonSchema } from "./json-schemas";
import { webhooks } from "./openapi-webhooks";
import { contactLimits, requestRegistry } from "./request-schemas";
import { errorCodesByStatus, errorSchema, responseRegistry, type ErrorStatus } from "./response-schemas";
import { routePaths } from "./route-paths";

/**
 * The OpenAPI 3.1 description of /api/*, served at GET /api/openapi.json. Built
 * once at start-up from the definitions the app registered its routes with
 * (api-route.ts) and the zod schemas they name, so it changes with them.
 */

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'The body is not JSON / UTF-8 or not an object (field "body"), a header is malformed, or a field breaks a rule (code "validation").',
  403: 'Cross-site (an Origin other than the site\'s, or Sec-Fetch-Site: cross-site; code "crossSite"), or the body\'s `formToken` is missing, forged, for another form, expired, too fresh or used up (field "formToken"; get a new one from GET /api/form-token). Nothing was stored.',
  404: "Unknown quote id, or a missing, repeated or wrong token (indistinguishable by design); for a chat contact card, a conversation that does not exist or belongs to another session (also indistinguishable).",
  405: "The path exists but not with this method. `Allow` lists the methods it has (each path's operations here, plus HEAD wherever there is GET).",
  409: 'The resource changed state: the quote is already complete, the conversation was written by another request at the same moment, or a quote creation was repeated with its Idempotency-Key (code "idempotencyReplay": the quote\'s token is handed out once only).',
  413: `The body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  415: "Only application/json (and, for POST /api/contact, application/x-www-form-urlencoded) are accepted.",
  422: "Well-formed but not acceptable: plan inputs out of range, no plan or a zero price at completion, or an Idempotency-Key reused with another body.",
  429: "Too many requests from this client in the current minute (configurable per deployment).",
  500: "Unexpected fault; the log has the details, the response never has.",
  503: "The database is locked or unreachable for the moment; nothing was stored. Retry after the given seconds.",
};

const retryAfter = { $ref: "#/components/headers/RetryAfter" };

function errorResponses() {
  const statuses = Object.keys(errorCodesByStatus).map(Number) as ErrorStatus[];
  const response = (status: ErrorStatus) => ({
    description: errorDescriptions[status],
    ...(status === 429 || status === 503 ? { headers: { "Retry-After": retryAfter } } : {}),
    ...(status === 405 ? { headers: { Allow: { $ref: "#/components/headers/Allow" } } } : {}),
    content: { "application/json": { schema: inlineSchema(errorSchema(status), responseRegistry) } },
  });
  const formPage = (status: ErrorStatus) => {
    const json = response(status);
    return {
      ...json,
      description: `${json.description} An HTML form post (JavaScript off) gets the form's page instead, filled in with what was sent and the reason, under this status.`,
      content: { ...json.content, "text/html": { schema: { type: "string" } } },
    };
  };
  return Object.fromEntries(
    statuses.flatMap((status) => [
      [errorResponseNames[status], response(status)],
      [`${errorResponseNames[status]}${FORM_PAGE_SUFFIX}`, formPage(status)],
    ]),
  );
}

/** Adds the limits the zod schemas check by refinement to the generated request schemas. */
function withTextLimits(schemas: Record<string, JsonSchema>): Record<string, JsonSchema> {
  for (const name of ["ContactRequest", "QuoteStartRequest", "ChatLeadRequest"]) {
    const properties = schemas[name]?.properties as Record<string, JsonSchema> | undefined;
    if (!properties) throw new Error(`${name} is missing from the request schemas`);
    for (const [field, limits] of Object.entries(contactLimits())) {
      if (properties[field]) Object.assign(properties[field], limits);
    }
  }
  return schemas;
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

export function buildOpenApiDocument(siteUrl: string, routes: readonly ApiRoute[]) {
  return {
    openapi: "3.1.1",
    info: {
      title: "Tamagawa Digital Works site API",
      version: "1.0.0",
      description: [
        "The contact form, price calculator quotes and site assistant of tamagawa-digital.jp.",
        "Every error has one shape, `{ok: false, error: {code, field, message}}`: `code` is stable, `message` is ready to show in the visitor's language.",
        `Writes accept at most ${MAX_BODY_BYTES / 1024} KB, refuse cross-site browser requests (403) and are rate-limited per client (429 with Retry-After).`,
        "Bodies are JSON; only POST /api/contact also takes an HTML form post (application/x-www-form-urlencoded). Any other type is 415.",
        "Every path below answers a method it does not list with 405 (`#/components/responses/MethodNotAllowed`) and an `Allow` header naming the methods it has; HEAD is answered wherever GET is, like GET without a body. OPTIONS is not served (no cross-origin use), so it is 405 too.",
      ].join("\n\n"),
    },
    servers: [{ url: siteUrl }],
    tags: [
      { name: "contact", description: "Contact form (spec section 5)" },
      { name: "quotes", description: "Price calculator quotes (spec sections 5 and 7)" },
      { name: "chat", description: "Site assistant (spec section 3)" },
      { name: "analytics", description: "First-party, cookieless analytics beacon" },
      { name: "meta", description: "Health and this description" },
    ],
    paths: routePaths(routes),
    webhooks,
    components: {
      schemas: {
        ...componentSchemas(responseRegistry, "output"),
        ...withTextLimits(componentSchemas(requestRegistry, "input")),
      },
      responses: errorResponses(),
      headers: {
        RetryAfter: {
          description: "Seconds to wait before trying again.",
          required: true,
          schema: { type: "integer", minimum: 1 },
        },
        Allow: {
          description: 'The methods the path has, e.g. "GET, HEAD".',
          required: true,
          schema: { type: "string", pattern: "^[A-Z]+(, [A-Z]+)*$" },
        },
      },
      parameters: {
        QuoteId: { name: "id", in: "path", required: true, schema: { type: "string", maxLength: 100 } },
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Makes a retried write safe: the first answer is stored and repeated, nothing is created twice. Keys belong to the form token they came with, so one client's key never meets another's; the same key with another body is a 422.",
          schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,200}$" },
        },
        Language: {
          name: "language",
          in: "query",
          required: false,
          description:
            "Language of error messages before the body is read (then Referer, Accept-Language); the body's `language` wins after.",
          schema: { type: "string", enum: [...locales] },
        },
      },
      securitySchemes: {
        quoteToken: {
          type: "http",
          scheme: "bearer",
          description:
            "The token POST /api/quotes returns once, sent in exactly one Authorization header. Only its SHA-256 is stored; a missing, wrong or other quote's token, or a repeated Authorization header, gets the same 404 as an unknown id.",
        },
        quotationViewToken: {
          type: "http",
          scheme: "bearer",
          description:
            "The view token of a quotation's online copy, from the link in the estimate email (given on completion; only its SHA-256 is stored). It reads and accepts the quotation, never edits the quote; the editing token cannot accept.",
        },
      },
    },
  };
}
