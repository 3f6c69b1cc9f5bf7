import { apiErrors } from "../../content/api-errors";
import { chatContactCard } from "../../content/chat-contact-card";
import { chatValidation } from "../../content/chat-validation";
import { contactValidation } from "../../content/contact-validation";
import { pricingValidation } from "../../content/pricing-validation";
import { quoteErrors } from "../../content/quote-errors";
import { intlLocale, locales, type Locale } from "../../domain/i18n/locales";
import { countBounds, type CountField } from "../../domain/pricing/pricing-specifications";

/**
 * Every message the API may answer with, per language, built from the content
 * modules themselves: a refusal whose message is not in its language's set is
 * untranslated, hard-coded or leaked from somewhere else.
 */
function messagesOf(language: Locale): Set<string> {
  const strings = (module: Record<string, unknown>) =>
    Object.values(module).filter((v): v is string => typeof v === "string");
  const pricing = pricingValidation[language];
  const number = new Intl.NumberFormat(intlLocale[language]);
  const counts = (Object.keys(countBounds) as CountField[]).map((field) =>
    pricing.count(field, { min: number.format(countBounds[field].min), max: number.format(countBounds[field].max) }),
  );
  return new Set([
    ...strings(apiErrors[language]),
    ...strings(contactValidation[language]),
    ...strings(chatValidation[language]),
    ...strings(chatContactCard[language]),
    ...strings(quoteErrors[language]),
    ...strings(pricing),
    ...counts,
  ]);
}

export const knownMessages = Object.fromEntries(locales.map((l) => [l, messagesOf(l)])) as Record<Locale, Set<string>>;

/** Error codes of the API: the api-errors keys and the handlers' own. */
export const knownCodes = new Set<string>([
  ...Object.keys(apiErrors.ja),
  "validation",
  "conflict",
  "idempotencyReplay",
]);

/**
 * What must never reach a visitor: stack frames, file paths, error class names,
 * driver and SQL text. SQL keywords count in capitals with a following space, as
 * queries are written (an English chat answer may well say "update ").
 */
const leakAnyCase =
  /\bat [\w.<>]+ \(|\bat (?:async )?\/|node:internal|node_modules|\.(?:ts|js|mjs):\d+|sqlite|syntax error|postgres|relation "|violates|\bTypeError\b|\bRangeError\b|\bSyntaxError\b|Unexpected token|undefined is not|Cannot read prop/i;
const leakSql = /\b(?:SELECT|INSERT|UPDATE|DELETE FROM|CREATE TABLE|WHERE) |SQLITE_|\bconstraint\b/;

export function leaks(text: string): string | undefined {
  return (leakAnyCase.exec(text) ?? leakSql.exec(text))?.[0];
}
