import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { contactFieldOrder, languageOf, validateContact } from "../../domain/forms/contact-schema";
import { RouterContextProvider } from "react-router";
import { contactResubmitContext, type ContactResubmit } from "../../domain/forms/contact-resubmit";
import { localizePath } from "../../domain/i18n/paths";
import type { Locale } from "../../domain/i18n/locales";
import { insertContact } from "../contact/submit-contact";
import { decoyReference } from "../db/references";
import { ApiError } from "../http/api-error";
import { clientIp } from "../http/client-ip";
import { assertSameOrigin, mediaType, readBody } from "../http/guards";
import { idempotencyKey, idempotentWrite, requestHash } from "../http/idempotency";
import { requestLanguage } from "../http/request-language";
import type { Services } from "../services";
import { isFormName } from "../http/form-token";
import { useFormToken } from "../http/form-token-uses";
import { autoReplyPolicy } from "../mail/auto-reply-cap";
import { checkForm } from "./anti-spam";
import { webhookTargets } from "../webhooks/lead-webhooks";
import { recordConversion } from "../analytics/conversions";
import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { errors, formErrors, json, param, writeGuards } from "../openapi/route-parts";
import { exampleBodies } from "../openapi/example-bodies";
import { contactRequestSchema } from "../openapi/request-schemas";
import { contactAcceptedSchema, formTokenSchema } from "../openapi/response-schemas";
import { FORM_NAMES, TOKEN_FIELD } from "../../domain/forms/form-token";

/** Where a plain HTML form post (JavaScript off) lands afterwards. */
function formRedirect(language: Locale, outcome: string) {
  return `${localizePath("/contact", language)}?${outcome}#contact-form`;
}

/** The landing page's query after a form post without JavaScript: it shows the reference the email carries. */
function sentOutcome(reference: string) {
  return `sent=1&ref=${encodeURIComponent(reference)}`;
}

/** Renders a page of the site through React Router with a load context (server/app.ts). */
export type RenderPage = (
  request: Request,
  pathname: string,
  context: RouterContextProvider,
  status: ContentfulStatusCode,
) => Promise<Response>;

/** A form post's language and what was typed in it, known once its body is read. */
interface FormPost {
  language?: Locale;
  values?: ContactResubmit["values"];
  token?: unknown;
  errors?: ContactResubmit["errors"];
}

/** The typed fields of a form post, for showing them again (bounded, like the body). */
function typedValues(data: Record<string, unknown>): ContactResubmit["values"] {
  const values: ContactResubmit["values"] = {};
  for (const field of contactFieldOrder) {
    const value = data[field];
    if (typeof value === "string") values[field] = value.slice(0, 10_000);
  }
  return values;
}

export const formTokenRoute = defineRoute({
  method: "get",
  path: "/api/form-token",
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
  responses: {
    "200": { description: "A token, not cacheable.", content: json(formTokenSchema) },
    ...errors(400),
  },
});

export const contactRoute = defineRoute({
  method: "post",
  path: "/api/contact",
  operationId: "submitContact",
  tags: ["contact"],
  summary: "Send a message to the company",
  description:
    "Stores the message and queues a confirmation to the visitor and a notification to the company in the same transaction. An HTML form post (JavaScript off) is answered in HTML instead of JSON: accepted, a 303 back to the contact page; refused, the contact page itself, filled in with what was sent and the reason, under the refusal's status.",
  parameters: [param("IdempotencyKey"), param("Language")],
  request: {
    body: {
      required: true,
      content: {
        "application/json": { schema: contactRequestSchema, example: exampleBodies.contact },
        "application/x-www-form-urlencoded": { schema: contactRequestSchema },
      },
    },
  },
  responses: {
    "201": {
      description: "Accepted (or, with the honeypot filled, silently dropped as spam, indistinguishably).",
      content: json(contactAcceptedSchema),
    },
    "303": {
      description: "Form posts only, when accepted: back to /contact (or /en/contact) with ?sent=1.",
      headers: { Location: { required: true, schema: { type: "string" } } },
    },
    ...formErrors(400, 422, ...writeGuards),
  },
});

/** GET /api/form-token and POST /api/contact. */
export function registerContactRoutes(api: ApiRouter, services: Services, renderPage: RenderPage) {
  const { env, db, limits, tokens } = services;

  /**
   * JavaScript off: a refused post (invalid field, 403, 413, 429, ...) answers with the
   * contact page itself, filled in with what was typed (once the body was read) and
   * the reason, under the refusal's status. Nothing typed goes into a URL
   * (docs/decisions/013-form-re-render.md).
   */
  async function refusedFormPage(request: Request, error: ApiError, post: FormPost) {
    const language = post.language ?? requestLanguage(request);
    const resubmit: ContactResubmit = {
      values: post.values ?? {},
      error: { field: error.field, message: error.message },
    };
    if (error.code === "validation" && post.errors) resubmit.errors = post.errors;
    // The post's token, if still good, comes back with the form: a fresh one would restart the fill time,
    // and a visitor who fixes a typo within seconds would be dropped as a bot.
    if (typeof post.token === "string" && tokens.verify(post.token, "contact").verdict === "valid")
      resubmit.formToken = post.token;
    const context = new RouterContextProvider();
    context.set(contactResubmitContext, resubmit);
    const response = await renderPage(request, localizePath("/contact", language), context, error.status);
    for (const [k, v] of Object.entries(error.headers)) response.headers.set(k, v);
    return response;
  }

  // ?form= names the form the token is for; without it, the contact form (what the endpoint always served).
  api.openapi(formTokenRoute, (c) => {
    const form = c.req.query("form") ?? "contact";
    if (!isFormName(form)) throw ApiError.of(400, "malformed", requestLanguage(c.req.raw), "form");
    return c.json({ token: tokens.issue(form), form, minFillMs: tokens.minFillMs(form) }, 200, {
      "Cache-Control": "no-store",
    });
  });

  api.openapi(contactRoute, async (c) => {
    const post: FormPost = {};
    try {
      return await handleContact(c, post);
    } catch (error) {
      // The same reading of Content-Type as readBody's: "…-urlencodedx" is a 415 in JSON, not a form.
      const isFormPost = mediaType(c.req.raw) === "application/x-www-form-urlencoded";
      if (error instanceof ApiError && isFormPost) return refusedFormPage(c.req.raw, error, post);
      throw error;
    }
  });

  async function handleContact(c: Context, post: FormPost) {
    const request = c.req.raw;
    const early = requestLanguage(request);
    assertSameOrigin(request, env.SITE_URL, early);
    await limits.consume("contact", clientIp(c, env.TRUST_PROXY), early);
    const key = idempotencyKey(request, early);
    const { kind, data } = await readBody(request, early);
    const language = languageOf(data.language);
    const isFormPost = kind === "form";
    if (isFormPost) Object.assign(post, { language, values: typedValues(data), token: data[TOKEN_FIELD] });

    const result = validateContact(data, language);
    if (!result.ok) {
      // A form post comes back with every invalid field marked, like the form does with JavaScript.
      if (isFormPost) post.errors = result.errors;
      throw new ApiError(400, "validation", result.error.field, result.error.message);
    }
    const form = checkForm(data, tokens, "contact", language);
    if (form.spam) {
      // Indistinguishable from success, so a bot learns nothing; nothing is stored or sent.
      const reference = decoyReference("C");
      if (isFormPost) return c.redirect(formRedirect(language, sentOutcome(reference)), 303);
      return c.json({ ok: true, id: randomUUID(), reference }, 201);
    }

    const contact = { ...result.data, language, source: "form" as const };
    const idempotent = { scope: "contact", key, client: form.tokenId, hash: requestHash(contact), language };
    const response = await idempotentWrite(db, idempotent, async (trx) => {
      await useFormToken(trx, form.tokenId, "contact", language);
      const { id, reference } = await insertContact(
        trx,
        contact,
        env.MAIL_TO,
        autoReplyPolicy(env, clientIp(c, env.TRUST_PROXY)),
        webhookTargets(env),
        env.SITE_URL,
      );
      await recordConversion(trx, { kind: "contact", subjectId: id, language, attribution: data.attribution });
      return { status: 201, body: { ok: true, id, reference } };
    });
    if (!response.replayed) services.nudgeOutbox();
    if (isFormPost) {
      const { reference } = response.body as { reference: string };
      return c.redirect(formRedirect(language, sentOutcome(reference)), 303);
    }
    return c.json(response.body as object, response.status as 201);
  }
}
