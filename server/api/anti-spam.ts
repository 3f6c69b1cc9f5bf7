import { HONEYPOT_FIELD, TOKEN_FIELD, type FormName } from "../../domain/forms/form-token";
import type { Locale } from "../../domain/i18n/locales";
import { ApiError } from "../http/api-error";
import type { FormTokens } from "../http/form-token";

export type FormCheck = { spam: true } | { spam: false; tokenId: string };

/**
 * The anti-spam gate of every write. A filled honeypot is answered as accepted
 * and dropped, so a form-filling bot learns nothing. Everything else needs a valid
 * token for this form, JSON clients included: a missing, forged, expired or
 * too-fresh token is a 403 naming `formToken`, which a person's page can recover
 * from (fetch a new token, wait, send again) instead of losing the message.
 * The token's uses are counted later, inside the write (useFormToken).
 */
export function checkForm(
  data: Record<string, unknown>,
  tokens: FormTokens,
  form: FormName,
  language: Locale,
): FormCheck {
  const honeypot = data[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return { spam: true };
  const { verdict, id } = tokens.verify(data[TOKEN_FIELD], form);
  if (verdict === "too-fast") throw ApiError.of(403, "formTokenTooFast", language, TOKEN_FIELD);
  if (verdict !== "valid" || !id) throw ApiError.of(403, "formTokenInvalid", language, TOKEN_FIELD);
  return { spam: false, tokenId: id };
}
