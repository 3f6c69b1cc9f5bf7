import type { FormName } from "../../domain/forms/form-token";
import { createFormTokens } from "../../server/http/form-token";

/** The FORM_SECRET every test server gets unless a test sets its own, so tests can sign tokens. */
export const TEST_FORM_SECRET = "test-form-secret-not-for-production";
const tokens = createFormTokens(TEST_FORM_SECRET);

/**
 * The e2e server's minimum fill time: short, so journeys do not each wait 3 s, yet long enough that a page
 * posting before it has waited out the time its token names would be refused.
 */
export const E2E_FILL_MS = 600;

/** A fresh token for `form`, issued long enough ago to pass the minimum fill time. */
export function formToken(form: FormName, ageMs = 10_000): string {
  return tokens.issue(form, Date.now() - ageMs);
}

/** `body` as the page sends it: with a fresh token for its form. */
export function withToken<T extends object>(body: T, form: FormName): T & { formToken: string } {
  return { ...body, formToken: formToken(form) };
}

/**
 * Settings every test server starts with: the known secret, and no caps on
 * auto-replies, so tests about other things may send many messages from one
 * client and address. The cap tests set their own.
 */
export const testServerDefaults = {
  FORM_SECRET: TEST_FORM_SECRET,
  AUTO_REPLIES_PER_ADDRESS_PER_HOUR: "0",
  QUOTE_EMAILS_PER_ADDRESS_PER_HOUR: "0",
  AUTO_REPLIES_PER_IP_PER_HOUR: "0",
  // Most test servers never chat: the assistant's index is built by the first question instead.
  CHAT_WARM_UP_MS: "0",
};
