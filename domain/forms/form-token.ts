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
