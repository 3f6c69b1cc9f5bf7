import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { contactValidation } from "../../app/content/contact-validation";
import { languageOf, validateContact } from "../../app/lib/contact-schema";
import { localizePath } from "../../app/i18n/paths";
import type { Locale } from "../../app/i18n/locales";
import { insertContact } from "../contact/submit-contact.server";
import { ApiError } from "../http/api-error.server";
import { clientIp } from "../http/client-ip.server";
import { assertSameOrigin, mediaType, readBody } from "../http/guards.server";
import { idempotencyKey, idempotentWrite, requestHash } from "../http/idempotency.server";
import { requestLanguage } from "../http/request-language.server";
import type { Services } from "../services.server";
import { isFormName } from "../http/form-token.server";
import { useFormToken } from "../http/form-token-uses.server";
import { autoReplyPolicy } from "../mail/auto-reply-cap.server";
import { checkForm } from "./anti-spam.server";

/** Where a plain HTML form post (JavaScript off) lands afterwards. */
function formRedirect(language: Locale, outcome: string) {
  return `${localizePath("/contact", language)}?${outcome}#contact-form`;
}

/** The message key of a validation message, for the no-JavaScript redirect. */
function messageKey(language: Locale, message: string) {
  return Object.entries(contactValidation[language]).find(([, text]) => text === message)?.[0] ?? "bodyInvalid";
}

/** POST /api/contact (issue 4, "API contract"). */
export function registerContactRoutes(app: Hono, services: Services) {
  const { env, db, limits, tokens } = services;

  // ?form= names the form the token is for; without it, the contact form (what the endpoint always served).
  app.get("/api/form-token", (c) => {
    const form = c.req.query("form") ?? "contact";
    if (!isFormName(form)) throw ApiError.of(400, "malformed", requestLanguage(c.req.raw), "form");
    return c.json({ token: tokens.issue(form), form }, 200, { "Cache-Control": "no-store" });
  });

  app.post("/api/contact", async (c) => {
    try {
      return await handleContact(c);
    } catch (error) {
      // JavaScript off: a refusal (403, 413, 429, ...) goes back to the page as a message, not raw JSON.
      // The same reading of Content-Type as readBody's: "…-urlencodedx" is a 415 in JSON, not a form.
      const isFormPost = mediaType(c.req.raw) === "application/x-www-form-urlencoded";
      if (error instanceof ApiError && isFormPost) {
        return c.redirect(formRedirect(requestLanguage(c.req.raw), `error=${error.code}`), 303);
      }
      throw error;
    }
  });

  async function handleContact(c: Context) {
    const request = c.req.raw;
    const early = requestLanguage(request);
    assertSameOrigin(request, env.SITE_URL, early);
    await limits.consume("writes", clientIp(c, env.TRUST_PROXY), early);
    const key = idempotencyKey(request, early);
    const { kind, data } = await readBody(request, early);
    const language = languageOf(data.language);
    const isFormPost = kind === "form";

    const result = validateContact(data, language);
    if (!result.ok) {
      if (isFormPost) return c.redirect(formRedirect(language, `error=${messageKey(language, result.error.message)}`), 303);
      throw new ApiError(400, "validation", result.error.field, result.error.message);
    }
    const form = checkForm(data, tokens, "contact", language);
    if (form.spam) {
      // Indistinguishable from success, so a bot learns nothing; nothing is stored or sent.
      if (isFormPost) return c.redirect(formRedirect(language, "sent=1"), 303);
      return c.json({ ok: true, id: randomUUID() }, 201);
    }

    const contact = { ...result.data, language, source: "form" as const };
    const idempotent = { scope: "contact", key, client: form.tokenId, hash: requestHash(contact), language };
    const response = await idempotentWrite(db, idempotent, async (trx) => {
      await useFormToken(trx, form.tokenId, "contact", language);
      const id = await insertContact(trx, contact, env.MAIL_TO, autoReplyPolicy(env, clientIp(c, env.TRUST_PROXY)));
      return { status: 201, body: { ok: true, id } };
    });
    if (!response.replayed) services.nudgeOutbox();
    if (isFormPost) return c.redirect(formRedirect(language, "sent=1"), 303);
    return c.json(response.body as object, response.status as 201);
  }
}
