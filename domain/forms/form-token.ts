/**
 * Stand-in the contact page renders in its hidden token field. The server puts a
 * freshly signed token in its place on every response (server/http/form-token.ts),
 * so even the prerendered page carries a token issued when it was served.
 */
export const FORM_TOKEN_PLACEHOLDER = "__FORM_TOKEN__";
/** Field names the page's form always sends (anti-spam). */
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "formToken";
/** The forms a token can be issued for; a token works only for its own form. */
export const FORM_NAMES = ["contact", "quote", "chat"] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** Tokens read `v3.<form>.<issued, base 36>.<fill time ms, base 36>.<id>.<signature>`. */
export const TOKEN_VERSION = "v3";
/** Fill time assumed for a token that does not say (the server's default, FORM_MIN_FILL_MS). */
export const DEFAULT_FILL_MS = 3_000;

/** The minimum fill time a token names: how long after it was issued the server first accepts it. */
export function tokenFillMs(token: string): number {
  const parts = token.split(".");
  const fill = parts.length === 6 && parts[0] === TOKEN_VERSION ? parseInt(parts[3]!, 36) : NaN;
  return Number.isFinite(fill) && fill >= 0 ? fill : DEFAULT_FILL_MS;
}
