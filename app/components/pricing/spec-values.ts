import {
  choiceOptions,
  countBounds,
  isCountField,
  planInputs,
  type SpecificationField,
  type Specifications,
} from "../../../domain/pricing/pricing-specifications";
import type { PlanId } from "../../../domain/pricing/pricing";

/** What the inputs hold: text as typed, so a box can be empty or wrong while the visitor edits it. */
export type RawSpecifications = Partial<Record<SpecificationField, string>>;

export function rawFromSpecifications(specs: Partial<Specifications>): RawSpecifications {
  return Object.fromEntries(Object.entries(specs).map(([field, value]) => [field, String(value)]));
}

/**
 * The plan's inputs as numbers and choices, or the first input outside the
 * shared bounds (countBounds, choiceOptions). The server validates again with
 * the full schema; this lets the page show the estimate and the message at once
 * without loading zod in the browser.
 */
export function parseSpecifications(
  planId: PlanId,
  raw: RawSpecifications,
): { ok: true; specifications: Partial<Specifications> } | { ok: false; field: SpecificationField } {
  const specifications: Record<string, number | string> = {};
  for (const field of planInputs(planId)) {
    const text = (raw[field] ?? "").trim();
    if (isCountField(field)) {
      const value = /^\d{1,12}$/.test(text) ? Number(text) : NaN;
      if (!(value >= countBounds[field].min && value <= countBounds[field].max)) return { ok: false, field };
      specifications[field] = value;
    } else {
      if (!(choiceOptions[field] as readonly string[]).includes(text)) return { ok: false, field };
      specifications[field] = text;
    }
  }
  return { ok: true, specifications: specifications as Partial<Specifications> };
}
