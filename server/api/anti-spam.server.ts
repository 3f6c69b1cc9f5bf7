import { HONEYPOT_FIELD, TOKEN_FIELD } from "../../app/lib/form-token";
import type { FormTokens } from "../http/form-token.server";

/**
 * True when a submission should be answered as accepted but dropped (issue 4):
 * the honeypot is filled, or the form's token is forged, expired or too young.
 * The page's form always sends both fields; an HTML form post must carry them
 * (form-scraping bots post the form); a JSON client that sends neither is an
 * ordinary API client.
 */
export function isSpam(data: Record<string, unknown>, tokens: FormTokens, isFormPost: boolean): boolean {
  const honeypot = data[HONEYPOT_FIELD];
  const token = data[TOKEN_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return true;
  const claimsToBeTheForm = isFormPost || honeypot !== undefined || token !== undefined;
  if (!claimsToBeTheForm) return false;
  return tokens.verify(token) !== "valid";
}
