import type { ContactValidationMessages } from "../../../content/contact-validation";
import type { FieldCopy } from "../../../content/pricing-fields";
import type { PricingPageContent } from "../../../content/pricing-page";
import type { PlanCard, PricingCategory, PricingCategoryId } from "../../../content/pricing-plans";
import type { ChoiceField, ChoiceValue, SpecificationField } from "../../../domain/pricing/pricing-specifications";

/**
 * What the calculator receives from the page's loader, all in the page's
 * language (docs/decisions/005-content-through-loaders.md): no plan card or
 * label is bundled into the JavaScript.
 */
export interface CalculatorCategory extends PricingCategory {
  id: PricingCategoryId;
  plans: PlanCard[];
}

export interface EstimateLabels {
  estimate: string;
  subtotal: string;
  tax: string;
  totalWithTax: string;
  monthly: string;
  approximate: string;
}

export interface CalculatorData {
  content: PricingPageContent;
  categories: CalculatorCategory[];
  fields: {
    fields: Record<SpecificationField, FieldCopy>;
    choices: { [F in ChoiceField]: Record<ChoiceValue<F>, string> };
  };
  estimateLabels: EstimateLabels;
  /** The shared validation's message for each configure input, in the page's language. */
  specMessages: Record<SpecificationField, string>;
  /** The contact form's name and email messages, for the start step. */
  startMessages: ContactValidationMessages;
}
