import { intlLocale, type Locale } from "../i18n/locales";
import {
  choiceOptions,
  countBounds,
  defaultSpecifications,
  isCountField,
  normalizeSpecifications,
  planInputs,
  type Specifications,
} from "./pricing-specifications";

/**
 * Price formulas of the calculator (spec section 9). Pure and isomorphic: the
 * browser shows the live estimate with it, and the server recomputes every quote
 * with it, never trusting a price sent by the browser.
 */

export { isPlanId, planIds, type PlanId } from "./plan-ids";
import type { PlanId } from "./plan-ids";

/** Revisions included in web-basic and web-medium; the input's minimum is the same number. */
export const INCLUDED_REVISIONS = countBounds.revisions.min;
/** Maintenance, performance optimisation and SEO charge per started block of this many pages. */
export const PAGES_PER_BLOCK = 5;

/**
 * Every yen amount of spec section 9, in one place; plan cards format their
 * price text from these, so a card can never disagree with the formula.
 * `pages` is the page range a web plan's card describes. A count outside it is
 * still charged at the plan's own rate rather than rejected: the visitor chose
 * the plan, and the final quote is settled in conversation anyway.
 */
export const planRates = {
  "web-basic": { perPage: 10_000, perExtraRevision: 5_000, pages: { min: 1, max: 5 } },
  "web-medium": { perPage: 15_000, perExtraRevision: 5_000, pages: { min: 6, max: 15 } },
  // The spec's "15+" follows on from web-medium's 6-15, so the range starts at 16.
  "web-complex": { perPage: 25_000, pages: { min: 16 } },
  "web-additional": { perPage: 15_000 },
  "mobile-pwa": { base: 50_000 },
  "mobile-simple": { perScreen: 10_000 },
  "mobile-medium": { perScreen: { web: 25_000, native: 40_000 } },
  "mobile-complex": { perFeature: 40_000 },
  "mobile-native": { base: 500_000, perScreen: 40_000 },
  "cloud-hosting": { perMonth: 3_000 },
  "cloud-migration": { perGigabyte: 1_000 },
  "it-consulting": { perHour: { remote: 5_000, onsite: 7_000 }, minimum: 10_000 },
  "ai-chatbot": { base: 50_000 },
  "ai-custom": { base: 100_000 },
  "social-basic": { base: 200_000 },
  "social-advanced": { base: 500_000 },
  "map-app": { base: 300_000, perFeature: 15_000 },
  maintenance: { perBlockPerMonth: 3_000 },
  "security-audit": { base: 30_000 },
  "performance-optimization": { base: 30_000, perBlock: 15_000 },
  seo: { perBlock: 15_000 },
  training: { perHour: 5_000 },
} as const satisfies Record<PlanId, object>;

/** Plans billed every month; the others are one-off. The estimate is then a monthly figure. */
export function planBilling(planId: PlanId): "monthly" | "oneTime" {
  return planId === "cloud-hosting" || planId === "maintenance" ? "monthly" : "oneTime";
}

export type PriceUnit = "page" | "revision" | "screen" | "feature" | "hour" | "gb" | "block" | "month";

export interface PriceLine {
  kind: "base" | "perUnit" | "revisionSurcharge" | "minimumAdjustment" | "setup";
  unit?: PriceUnit;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

export interface PriceEstimate {
  /** Pre-tax, whole yen: the quote's estimated_price. */
  total: number;
  /** Itemised so the page and the email can show how the total was reached; they sum to it. */
  lines: PriceLine[];
}

const base = (amount: number): PriceLine => ({ kind: "base", amount });
const perUnit = (unit: PriceUnit, quantity: number, unitPrice: number): PriceLine => ({
  kind: "perUnit",
  unit,
  quantity,
  unitPrice,
  amount: quantity * unitPrice,
});
const blocksOf = (pages: number) => Math.ceil(pages / PAGES_PER_BLOCK);

function revisionSurcharge(revisions: number, unitPrice: number): PriceLine[] {
  const extra = revisions - INCLUDED_REVISIONS;
  // Optional lines appear only when they change the price, keeping the breakdown short.
  return extra > 0
    ? [{ kind: "revisionSurcharge", unit: "revision", quantity: extra, unitPrice, amount: extra * unitPrice }]
    : [];
}

function linesFor(planId: PlanId, s: Specifications): PriceLine[] {
  switch (planId) {
    case "web-basic":
    case "web-medium": {
      const rate = planRates[planId];
      return [perUnit("page", s.pages, rate.perPage), ...revisionSurcharge(s.revisions, rate.perExtraRevision)];
    }
    case "web-complex":
      return [perUnit("page", s.pages, planRates[planId].perPage)];
    case "web-additional":
      // Zero additional pages is a valid answer and estimates ¥0 (Get Final Quote stays disabled).
      return [perUnit("page", s.additionalPages, planRates[planId].perPage)];
    case "mobile-simple":
      return [perUnit("screen", s.screens, planRates[planId].perScreen)];
    case "mobile-medium":
      return [perUnit("screen", s.screens, planRates[planId].perScreen[s.platform])];
    case "mobile-complex":
      return [perUnit("feature", s.features, planRates[planId].perFeature)];
    case "mobile-native":
      return [base(planRates[planId].base), perUnit("screen", s.screens, planRates[planId].perScreen)];
    case "cloud-hosting":
      return [{ ...perUnit("month", 1, planRates[planId].perMonth), kind: "base" }];
    case "cloud-migration": {
      const lines = [perUnit("gb", s.gigabytes, planRates[planId].perGigabyte)];
      return s.setupCost > 0 ? [...lines, { kind: "setup", amount: s.setupCost }] : lines;
    }
    case "it-consulting": {
      const rate = planRates[planId];
      const hours = perUnit("hour", s.hours, rate.perHour[s.location]);
      const shortfall = rate.minimum - hours.amount;
      return shortfall > 0 ? [hours, { kind: "minimumAdjustment", amount: shortfall }] : [hours];
    }
    case "map-app":
      return [base(planRates[planId].base), perUnit("feature", s.features, planRates[planId].perFeature)];
    case "maintenance":
      return [perUnit("block", blocksOf(s.pages), planRates[planId].perBlockPerMonth)];
    case "performance-optimization":
      return [base(planRates[planId].base), perUnit("block", blocksOf(s.pages), planRates[planId].perBlock)];
    case "seo":
      return [perUnit("block", blocksOf(s.pages), planRates[planId].perBlock)];
    case "training":
      return [perUnit("hour", s.hours, planRates[planId].perHour)];
    case "mobile-pwa":
    case "ai-chatbot":
    case "ai-custom":
    case "social-basic":
    case "social-advanced":
    case "security-audit":
      return [base(planRates[planId].base)];
    default:
      throw new RangeError(`Unknown plan: ${String(planId satisfies never)}`);
  }
}

/** A bug upstream must surface as an error, never as a NaN or negative quote. */
function assertValid(planId: PlanId, specs: Partial<Specifications>): void {
  for (const field of planInputs(planId)) {
    const value = specs[field];
    const ok = isCountField(field)
      ? typeof value === "number" &&
        Number.isInteger(value) &&
        value >= countBounds[field].min &&
        value <= countBounds[field].max
      : (choiceOptions[field] as readonly unknown[]).includes(value);
    if (!ok) throw new RangeError(`Invalid ${field} for ${planId}: ${String(value)}`);
  }
}

/**
 * The estimate for a plan. Missing inputs take their defaults and inputs the plan
 * does not use are ignored; call validateSpecifications first on untrusted input.
 */
export function calculatePrice(planId: PlanId, specs: Partial<Specifications> = {}): PriceEstimate {
  const normalized = normalizeSpecifications(planId, specs);
  assertValid(planId, normalized);
  // Unused fields are filled from the defaults only so every case reads a complete object.
  const lines = linesFor(planId, { ...defaultSpecifications, ...normalized });
  return { total: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}

/** Japanese consumption tax (standard rate since October 2019). */
export const CONSUMPTION_TAX_RATE = 0.1;

/**
 * Tax is rounded down to the whole yen, the usual practice on Japanese invoices
 * (the qualified-invoice rules allow rounding once per invoice; most firms truncate).
 * Computed in integer percent so floating point can never shave off a yen.
 */
export function taxBreakdown(total: number): { tax: number; totalWithTax: number } {
  const percent = Math.round(CONSUMPTION_TAX_RATE * 100);
  const tax = Math.floor((total * percent) / 100);
  return { tax, totalWithTax: total + tax };
}

const yenFormats: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** "￥10,000" in Japanese, "¥10,000" in English: the same Intl rules as the rest of the site. */
export function formatYen(amount: number, language: Locale): string {
  const format = (yenFormats[language] ??= new Intl.NumberFormat(intlLocale[language], {
    style: "currency",
    currency: "JPY",
  }));
  return format.format(amount);
}

export {
  planInputs,
  planDefaultSpecifications,
  normalizeSpecifications,
  specificationsSchema,
  specificationsSchemaFor,
  validateSpecifications,
  type Specifications,
  type SpecificationField,
} from "./pricing-specifications";
