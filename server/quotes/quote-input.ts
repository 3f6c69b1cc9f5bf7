import { randomUUID } from "node:crypto";
import { contactValidation } from "../../content/contact-validation";
import { pricingValidation } from "../../content/pricing-validation";
import { quoteErrors } from "../../content/quote-errors";
import type { FieldError, Validation } from "../../domain/forms/contact-schema";
import { validateQuoteStart, type QuoteStartField } from "../../domain/pricing/quote-start-schema";
import {
  isPlanId,
  normalizeSpecifications,
  validateSpecifications,
  type PlanId,
  type Specifications,
} from "../../domain/pricing/pricing";
import { isLocale, type Locale } from "../../domain/i18n/locales";

/** Bodies of the quote API, validated with the rules the page itself uses (spec section 5). */

export interface QuoteStart {
  name: string;
  email: string;
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Calculator start: name and email with the contact form's messages and order.
 * session_id is the page visit's random UUID when the browser sent one, else a new one.
 */
export function parseQuoteStart(
  data: Record<string, unknown>,
  language: Locale,
): Validation<QuoteStart, QuoteStartField> {
  const result = validateQuoteStart(data, contactValidation[language]);
  if (!result.ok) return result;
  const sessionId =
    typeof data.sessionId === "string" && UUID.test(data.sessionId) ? data.sessionId.toLowerCase() : randomUUID();
  return { ok: true, data: { ...result.data, sessionId } };
}

export interface QuoteChange {
  serviceType: PlanId;
  /** Only the plan's own inputs, defaults filled in: what the record stores. */
  specifications: Partial<Specifications>;
  /** Present when the visitor's page language should replace the stored one. */
  language?: Locale;
}

/**
 * Autosave: the plan must be one of the 22 plan ids and the specifications must
 * pass the shared rules. Anything else in the body (a price, above all) is ignored.
 */
export function parseQuoteChange(data: Record<string, unknown>, language: Locale): Validation<QuoteChange> {
  const { serviceType } = data;
  if (serviceType === undefined || serviceType === null || serviceType === "") {
    return { ok: false, error: { field: "serviceType", message: pricingValidation[language].plan } };
  }
  if (!isPlanId(serviceType))
    return { ok: false, error: { field: "serviceType", message: quoteErrors[language].unknownPlan } };
  const specs = validateSpecifications(data.specifications ?? {}, language);
  if (!specs.success) return { ok: false, error: { field: specs.field, message: specs.message } satisfies FieldError };
  return {
    ok: true,
    data: {
      serviceType,
      specifications: normalizeSpecifications(serviceType, specs.data),
      language: isLocale(data.language) ? data.language : undefined,
    },
  };
}
