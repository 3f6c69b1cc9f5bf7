import { contactValidation } from "../../content/contact-validation";
import { apiErrors } from "../../content/api-errors";
import type { ContactOutcome, ContactPageContent } from "../../content/contact-page";
import type { Locale } from "../i18n/locales";

/**
 * The result of a plain HTML form post (JavaScript off): POST /api/contact redirects
 * to /contact?sent=1 (server/api/contact-route.ts; a refusal is answered with
 * the page itself, domain/forms/contact-resubmit.ts), and the page's loader turns that
 * into a message in the page's language. ?error=<message key> is still read, for
 * addresses saved from before.
 * Only known keys are shown, so a crafted URL cannot put its own text on the page.
 */
/**
 * Stand-in for the reference on the page a form post without JavaScript lands on (?sent=1&ref=C-…): the page is
 * rendered once for every visitor, and the server puts this visitor's reference in its place on each response
 * (server/app.ts, from `contactReferenceFrom`).
 */
export const CONTACT_REFERENCE_PLACEHOLDER = "__CONTACT_REFERENCE__";

const CONTACT_REFERENCE = /^C-\d{4}-\d{4,8}$/;

/** The reference in ?ref=, when it has a contact reference's shape; "" otherwise (nothing else reaches the page). */
export function contactReferenceFrom(params: URLSearchParams): string {
  const ref = params.get("ref") ?? "";
  return CONTACT_REFERENCE.test(ref) ? ref : "";
}

export function contactOutcome(url: URL, locale: Locale, copy: ContactPageContent): ContactOutcome {
  const params = url.searchParams;
  if (params.get("sent") === "1")
    return {
      kind: "sent",
      title: copy.toasts.successTitle,
      message: copy.toasts.success,
      detail: copy.toasts.nextStep,
      reference: { label: copy.toasts.referenceLabel, value: CONTACT_REFERENCE_PLACEHOLDER },
    };
  const key = params.get("error");
  // Validation messages, and the API's own refusals (rate limit, cross-site, too large) for a form post.
  const messages: Record<string, string> = { ...apiErrors[locale], ...contactValidation[locale] };
  if (key && Object.hasOwn(messages, key))
    return { kind: "error", title: copy.toasts.validationTitle, message: messages[key]! };
  return null;
}
