import { defineContent } from "../domain/i18n/dictionary";
import type { CountField } from "../domain/pricing/specification-fields";
import { pricingFields } from "./pricing-fields";

/** Bounds as the visitor reads them, already formatted ("10,000"). */
export interface RangeText {
  min: string;
  max: string;
}

/** Amounts whose unit the message must name, or "1 to 10,000" would be ambiguous. */
const measured = (field: CountField) => field === "gigabytes" || field === "setupCost";

const { ja, en } = pricingFields;

/**
 * Messages the calculator shows and the server returns as 422 {field, message}.
 * One message per field names the whole rule, so a visitor fixes it in one go.
 * Marked pure so the calculator page, which gets its messages from the loader,
 * does not bundle both languages' copies.
 */
export const pricingValidation = /* @__PURE__ */ defineContent<{
  count: (field: CountField, range: RangeText) => string;
  platform: string;
  location: string;
  specifications: string;
  plan: string;
}>({
  ja: {
    count: (field, { min, max }) => {
      const { label, unit } = ja.fields[field];
      return `${label}は${min}〜${max}${measured(field) ? unit : ""}の整数で入力してください`;
    },
    platform: `${ja.fields.platform.label}は「${ja.choices.platform.web}」または「${ja.choices.platform.native}」からお選びください`,
    location: `${ja.fields.location.label}は「${ja.choices.location.remote}」または「${ja.choices.location.onsite}」からお選びください`,
    specifications: "お見積もり条件の形式が正しくありません。ページを再読み込みしてお試しください",
    plan: "プランをお選びください",
  },
  en: {
    count: (field, { min, max }) => {
      const { label, unit } = en.fields[field];
      return `${label} must be a whole number${measured(field) ? ` of ${unit}` : ""} between ${min} and ${max}`;
    },
    platform: `${en.fields.platform.label} must be either "${en.choices.platform.web}" or "${en.choices.platform.native}"`,
    location: `${en.fields.location.label} must be either "${en.choices.location.remote}" or "${en.choices.location.onsite}"`,
    specifications: "The quote details are not in the expected format. Please reload the page and try again",
    plan: "Please choose a plan",
  },
});
