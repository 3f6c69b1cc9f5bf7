import { pricingFields } from "../../content/pricing-fields";
import { pricingLabels } from "../../content/pricing-labels";
import type { Locale } from "../../domain/i18n/locales";
import {
  formatYen,
  planInputs,
  type PlanId,
  type PriceUnit,
  type SpecificationField,
  type Specifications,
} from "../../domain/pricing/pricing";

/** The unit each count is read in, so "1 page" and "3 pages" come out right. */
const unitOf: Partial<Record<SpecificationField, PriceUnit>> = {
  pages: "page",
  additionalPages: "page",
  revisions: "revision",
  screens: "screen",
  features: "feature",
  hours: "hour",
  gigabytes: "gb",
};

/** The visitor's choices as [label, value] rows, for the emails and the quotation. */
export function specificationRows(
  q: { planId: PlanId; specifications: Partial<Specifications> },
  lang: Locale,
): [string, string][] {
  const fields = pricingFields[lang];
  return planInputs(q.planId).map((field) => {
    const value = q.specifications[field];
    const label = fields.fields[field].label;
    if (field === "platform" || field === "location") {
      return [label, (fields.choices[field] as Record<string, string>)[String(value)] ?? String(value)];
    }
    if (field === "setupCost") return [label, formatYen(Number(value), lang)];
    const unit = unitOf[field];
    return [label, unit ? pricingLabels[lang].quantity[unit](Number(value)) : String(value)];
  });
}
