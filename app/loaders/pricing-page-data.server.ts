import { contactValidation } from "../../content/contact-validation";
import { pricingFields } from "../../content/pricing-fields";
import { pricingLabels } from "../../content/pricing-labels";
import { pricingPage } from "../../content/pricing-page";
import { plansByCategory, pricingCategories, pricingCategoryIds } from "../../content/pricing-plans";
import type { CalculatorData } from "../components/pricing/calculator-data";
import type { Locale } from "../../domain/i18n/locales";
import { pageData } from "./page-data.server";
import {
  defaultSpecifications,
  isCountField,
  validateSpecifications,
  type SpecificationField,
} from "../../domain/pricing/pricing-specifications";

/**
 * Each input's message, taken from the shared schema by validating a value it
 * refuses, so the page shows word for word what the server would answer (422)
 * without shipping zod and both languages' messages to the browser.
 */
function specificationMessages(language: Locale): Record<SpecificationField, string> {
  const fields = Object.keys(defaultSpecifications) as SpecificationField[];
  return Object.fromEntries(
    fields.map((field) => {
      const result = validateSpecifications({ [field]: isCountField(field) ? -1 : "?" }, language);
      return [field, result.success ? "" : result.message];
    }),
  ) as Record<SpecificationField, string>;
}

/**
 * The calculator page's loader data: its copy plus the categories, plan cards,
 * input names, estimate labels and start-validation messages, all in the URL's
 * language only.
 */
export function pricingPageData(request: Request) {
  const page = pageData(request, "pricing", pricingPage);
  const language = page.locale;
  const labels = pricingLabels[language];
  const calculator: Omit<CalculatorData, "content"> = {
    categories: pricingCategoryIds.map((id) => ({
      id,
      ...pricingCategories[language][id],
      plans: plansByCategory(id, language),
    })),
    fields: pricingFields[language],
    estimateLabels: {
      estimate: labels.estimate,
      subtotal: labels.subtotal,
      tax: labels.tax,
      totalWithTax: labels.totalWithTax,
      monthly: labels.monthly,
      approximate: labels.approximate,
    },
    specMessages: specificationMessages(language),
    startMessages: contactValidation[language],
  };
  return { ...page, ...calculator };
}
