import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiErrors, type ApiErrorKey } from "../../content/api-errors";
import type { Locale } from "../../domain/i18n/locales";

/** Thrown anywhere in an API handler; the API's error handler turns it into JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly field: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static of(
    status: ContentfulStatusCode,
    key: ApiErrorKey,
    language: Locale,
    field = "request",
    headers: Record<string, string> = {},
  ) {
    return new ApiError(status, key, field, apiErrors[language][key], headers);
  }
}

/** The one error shape of the API: {ok: false, error: {code, field, message}}. */
export function errorJson(c: Context, error: ApiError) {
  return c.json({ ok: false, error: { code: error.code, field: error.field, message: error.message } }, error.status, {
    ...error.headers,
    "Cache-Control": "no-store",
  });
}
