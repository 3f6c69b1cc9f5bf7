// zod/mini: the same validation as zod at a fraction of the browser bundle (about 6 KB gzip instead of 22+).
import * as z from "zod/mini";
import { pricingValidation } from "../../content/pricing-validation";
import { intlLocale, type Locale } from "../i18n/locales";
import type { PlanId } from "./plan-ids";

export { choiceOptions, countBounds } from "./specification-fields";
export type { ChoiceField, ChoiceValue, CountField, SpecificationField } from "./specification-fields";
import {
  choiceOptions,
  countBounds,
  type ChoiceField,
  type ChoiceValue,
  type CountField,
  type SpecificationField,
} from "./specification-fields";

export type Specifications = { [F in CountField]: number } & { [F in ChoiceField]: ChoiceValue<F> };

export function isCountField(field: SpecificationField): field is CountField {
  return field in countBounds;
}

/** Defaults from spec section 5; revisions start at the two included in the price. */
export const defaultSpecifications: Specifications = {
  pages: 1,
  revisions: 2,
  screens: 1,
  platform: "web",
  hours: 1,
  location: "remote",
  features: 1,
  gigabytes: 1,
  setupCost: 0,
  additionalPages: 0,
};

/** Per-plan exceptions to the defaults (spec section 9: maintenance "default 5 pages"). */
const planDefaults: Partial<Record<PlanId, Partial<Specifications>>> = {
  maintenance: { pages: 5 },
};

/** Which inputs each plan's formula reads, so the page shows only those. */
const inputsByPlan: Record<PlanId, readonly SpecificationField[]> = {
  "web-basic": ["pages", "revisions"],
  "web-medium": ["pages", "revisions"],
  "web-complex": ["pages"],
  "web-additional": ["additionalPages"],
  "mobile-pwa": [],
  "mobile-simple": ["screens"],
  "mobile-medium": ["screens", "platform"],
  "mobile-complex": ["features"],
  "mobile-native": ["screens"],
  "cloud-hosting": [],
  "cloud-migration": ["gigabytes", "setupCost"],
  "it-consulting": ["hours", "location"],
  "ai-chatbot": [],
  "ai-custom": [],
  "social-basic": [],
  "social-advanced": [],
  "map-app": ["features"],
  maintenance: ["pages"],
  "security-audit": [],
  "performance-optimization": ["pages"],
  seo: ["pages"],
  training: ["hours"],
};

export function planInputs(planId: PlanId): readonly SpecificationField[] {
  return inputsByPlan[planId];
}

/** The plan's inputs at their starting values, as the configure step first shows them. */
export function planDefaultSpecifications(planId: PlanId): Partial<Specifications> {
  return normalizeSpecifications(planId, {});
}

/**
 * Keeps only the inputs the plan uses and fills the rest with defaults. This is
 * what the quote record stores, so a stray "screens" on a web plan never lingers.
 */
export function normalizeSpecifications(planId: PlanId, specs: Partial<Specifications>): Partial<Specifications> {
  const merged: Record<string, unknown> = { ...defaultSpecifications, ...planDefaults[planId] };
  for (const field of inputsByPlan[planId]) {
    if (specs[field] !== undefined) merged[field] = specs[field];
  }
  return Object.fromEntries(inputsByPlan[planId].map((field) => [field, merged[field]]));
}

/* ---------- validation (browser for instant feedback, server as authority) ---------- */

function countSchema(field: CountField, language: Locale) {
  const { min, max } = countBounds[field];
  const number = new Intl.NumberFormat(intlLocale[language]);
  const error = pricingValidation[language].count(field, { min: number.format(min), max: number.format(max) });
  // z.int() refuses strings, NaN, ±Infinity and fractions in one go.
  return z.optional(z.int({ error }).check(z.minimum(min, { error }), z.maximum(max, { error })));
}

function buildSchema(language: Locale) {
  const messages = pricingValidation[language];
  const counts = Object.fromEntries(
    (Object.keys(countBounds) as CountField[]).map((field) => [field, countSchema(field, language)]),
  ) as { [F in CountField]: ReturnType<typeof countSchema> };
  // z.object strips unknown keys, so nothing unexpected reaches the database.
  return z.object(
    {
      ...counts,
      platform: z.optional(z.enum(choiceOptions.platform, { error: messages.platform })),
      location: z.optional(z.enum(choiceOptions.location, { error: messages.location })),
    },
    { error: messages.specifications },
  );
}

export type SpecificationsSchema = ReturnType<typeof buildSchema>;

const schemas: Partial<Record<Locale, SpecificationsSchema>> = {};

/** The specifications schema with its messages in the visitor's language. */
export function specificationsSchemaFor(language: Locale): SpecificationsSchema {
  return (schemas[language] ??= buildSchema(language));
}

/** For callers that need only the shape (types, tests); its messages are in Japanese, the default language. */
export const specificationsSchema = /* @__PURE__ */ specificationsSchemaFor("ja");

export type SpecificationsResult =
  | { success: true; data: Partial<Specifications> }
  | { success: false; field: SpecificationField | "specifications"; message: string };

/** The first problem only, as the server answers it: 422 {field, message}. */
export function validateSpecifications(input: unknown, language: Locale): SpecificationsResult {
  const parsed = specificationsSchemaFor(language).safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue.path[0];
  return {
    success: false,
    field:
      typeof field === "string" && field in defaultSpecifications ? (field as SpecificationField) : "specifications",
    message: issue.message,
  };
}
