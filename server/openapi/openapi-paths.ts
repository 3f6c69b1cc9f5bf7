import { FORM_NAMES } from "../../domain/forms/form-token";
import type { ErrorStatus } from "./response-schemas";

/**
 * The operations of the API (server/api/*-routes.ts, server/app.ts).
 * tests/integration/openapi.test.ts compares this list with the routes the Hono
 * app really has, and sends each example body to the real server.
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object, example?: unknown) => ({
  "application/json": example === undefined ? { schema } : { schema, example },
});
const ok = (description: string, schema: string) => ({ description, content: json(ref(schema)) });
const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** Error statuses by their component response name. */
export const errorResponseNames: Record<ErrorStatus, string> = {
  400: "BadRequest",
  403: "CrossSite",
  404: "NotFound",
  405: "MethodNotAllowed",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  422: "UnprocessableContent",
  429: "TooManyRequests",
  500: "InternalServerError",
  503: "ServiceUnavailable",
};

function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    [...statuses, 500].map((s) => [
      String(s),
      { $ref: `#/components/responses/${errorResponseNames[s as ErrorStatus]}` },
    ]),
  );
}

/** The same refusals for an endpoint an HTML form posts to: the form's page comes back instead of JSON. */
function formErrors(...statuses: ErrorStatus[]) {
  return {
    ...Object.fromEntries(
      statuses.map((s) => [String(s), { $ref: `#/components/responses/${errorResponseNames[s]}${FORM_PAGE_SUFFIX}` }]),
    ),
    "500": { $ref: `#/components/responses/${errorResponseNames[500 as ErrorStatus]}` },
  };
}

/** Suffix of the error responses that may be the form's page (`formErrors`). */
export const FORM_PAGE_SUFFIX = "OrFormPage";

/** What every write answers before its own rules: cross-site, size, type, rate limit, database outage. */
const writeGuards = [403, 413, 415, 429, 503] as const;
const quoteSecurity = [{ quoteToken: [] }];

// Shape of a token from GET /api/form-token; a real one is signed by the server.
const exampleToken = (form: string) => `v2.${form}.mfq8x2k0.bW9ja3JhbmRvbWlk.c2lnbmF0dXJlLW9mLXRoZS1zZXJ2ZXI`;

export const exampleBodies = {
  contact: {
    name: "山田 太郎",
    email: "taro@example.jp",
    phone: "044-000-0000",
    company: "",
    message: "ホームページ制作について相談したいです。",
    language: "ja",
    formToken: exampleToken("contact"),
  },
  chat: {
    messages: [{ role: "user", content: "What does a website cost?" }],
    sessionId: "session-0123456789",
    language: "en",
    formToken: exampleToken("chat"),
  },
  quoteStart: {
    name: "Taro Yamada",
    email: "taro@example.jp",
    sessionId: "0b6f6a8e-4c1d-4f7e-9a55-2f1b3c4d5e6f",
    language: "en",
    formToken: exampleToken("quote"),
  },
  quoteChange: { serviceType: "web-basic", specifications: { pages: 3, revisions: 3 }, language: "en" },
  quoteComplete: { language: "en" },
};

export const paths = {
  "/healthz": {
    get: {
      operationId: "getHealth",
      tags: ["meta"],
      summary: "Liveness check for load balancers and process managers",
      parameters: [
        {
          name: "details",
          in: "query",
          required: false,
          description:
            "Add the outbox's pending and dead email counts (as last read in the background; never waits for the database).",
          schema: { type: "string" },
        },
      ],
      responses: { "200": ok("Serving.", "Health") },
    },
  },
  "/readyz": {
    get: {
      operationId: "getReadiness",
      tags: ["meta"],
      summary: "Readiness check: the database answers too",
      responses: {
        "200": ok("Ready to serve.", "Ready"),
        "503": {
          description: "Not ready.",
          headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } },
          content: json(ref("NotReady")),
        },
      },
    },
  },
  "/api/openapi.json": {
    get: {
      operationId: "getOpenApiDocument",
      tags: ["meta"],
      summary: "This document",
      responses: {
        "200": {
          description: "OpenAPI 3.1, built at start-up; revalidate with If-None-Match.",
          content: json({ type: "object" }),
        },
        "304": { description: "The cached copy (ETag) is current." },
      },
    },
  },
  "/api/form-token": {
    get: {
      operationId: "getFormToken",
      tags: ["contact"],
      summary: "A fresh anti-spam token for one form's writes",
      parameters: [
        {
          name: "form",
          in: "query",
          required: false,
          description: "The form the token is for; without it, the contact form.",
          schema: { type: "string", enum: [...FORM_NAMES], default: "contact" },
        },
      ],
      responses: { "200": ok("A token, not cacheable.", "FormToken"), ...errors(400) },
    },
  },
  "/api/contact": {
    post: {
      operationId: "submitContact",
      tags: ["contact"],
      summary: "Send a message to the company",
      description:
        "Stores the message and queues a confirmation to the visitor and a notification to the company in the same transaction. An HTML form post (JavaScript off) is answered in HTML instead of JSON: accepted, a 303 back to the contact page; refused, the contact page itself, filled in with what was sent and the reason, under the refusal's status.",
      parameters: [param("IdempotencyKey"), param("Language")],
      requestBody: {
        required: true,
        content: {
          ...json(ref("ContactRequest"), exampleBodies.contact),
          "application/x-www-form-urlencoded": { schema: ref("ContactRequest") },
        },
      },
      responses: {
        "201": ok(
          "Accepted (or, with the honeypot filled, silently dropped as spam, indistinguishably).",
          "ContactAccepted",
        ),
        "303": {
          description: "Form posts only, when accepted: back to /contact (or /en/contact) with ?sent=1.",
          headers: { Location: { required: true, schema: { type: "string" } } },
        },
        ...formErrors(400, 422, ...writeGuards),
      },
    },
  },
  "/api/chat": {
    post: {
      operationId: "sendChatMessage",
      tags: ["chat"],
      summary: "One visitor message to the site assistant",
      description:
        "JSON only. The server answers from its stored history; a lead the assistant collects is stored as a contact message.",
      parameters: [param("Language")],
      requestBody: { required: true, content: json(ref("ChatRequest"), exampleBodies.chat) },
      responses: { "200": ok("The assistant's reply.", "ChatReply"), ...errors(400, 409, ...writeGuards) },
    },
  },
  "/api/quotes": {
    post: {
      operationId: "startQuote",
      tags: ["quotes"],
      summary: "Start a quote in the price calculator",
      description:
        "Creates an incomplete quote. Its token is handed out in this answer only: a repeat with the same Idempotency-Key and body is a 409 (start again with a new key and form token), with another body a 422.",
      parameters: [param("IdempotencyKey"), param("Language")],
      requestBody: { required: true, content: json(ref("QuoteStartRequest"), exampleBodies.quoteStart) },
      responses: {
        "201": ok("The new quote and its token.", "QuoteCreated"),
        ...errors(400, 409, 422, ...writeGuards),
      },
    },
  },
  "/api/quotes/{id}": {
    parameters: [param("QuoteId")],
    get: {
      operationId: "getQuote",
      tags: ["quotes"],
      summary: "Read your quote",
      security: quoteSecurity,
      parameters: [param("Language")],
      responses: { "200": ok("The quote.", "Quote"), ...errors(404, 503) },
    },
    patch: {
      operationId: "saveQuote",
      tags: ["quotes"],
      summary: "Autosave the plan and its inputs",
      security: quoteSecurity,
      parameters: [param("Language")],
      requestBody: { required: true, content: json(ref("QuoteChangeRequest"), exampleBodies.quoteChange) },
      responses: {
        "200": ok("Saved, with the server's price.", "QuoteSaved"),
        ...errors(400, 404, 409, 422, ...writeGuards),
      },
    },
  },
  "/api/quotes/{id}/complete": {
    parameters: [param("QuoteId")],
    post: {
      operationId: "completeQuote",
      tags: ["quotes"],
      summary: "Get the final quote by email",
      description:
        "Needs a saved plan with a price above zero (422 otherwise); a completed quote cannot be changed again (409).",
      security: quoteSecurity,
      parameters: [param("Language")],
      requestBody: { required: false, content: json(ref("QuoteCompleteRequest"), exampleBodies.quoteComplete) },
      responses: {
        "200": ok("Complete; the estimate email is queued.", "QuoteCompleted"),
        ...errors(400, 404, 409, 422, ...writeGuards),
      },
    },
  },
};
