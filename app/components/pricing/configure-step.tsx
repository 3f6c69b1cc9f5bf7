import type { ReactNode, RefObject } from "react";
import type { PlanCard } from "../../../content/pricing-plans";
import type { PricingPageContent } from "../../../content/pricing-page";
import { isCountField, type SpecificationField } from "../../../domain/pricing/pricing-specifications";
import type { CalculatorData } from "./calculator-data";
import type { RawSpecifications } from "./spec-values";
import { ChoiceInput, CountInput } from "./spec-input";

/**
 * Step 3 (spec sections 2 and 5): only the inputs the chosen plan uses, the
 * live estimate beside them, Back to the categories and Get Final Quote.
 */
export function ConfigureStep({
  t,
  card,
  inputs,
  fields,
  values,
  error,
  estimatePanel,
  canSubmit,
  submitting,
  headingRef,
  onChange,
  onBack,
  onSubmit,
}: {
  t: PricingPageContent["configure"];
  card: PlanCard;
  inputs: readonly SpecificationField[];
  fields: CalculatorData["fields"];
  values: RawSpecifications;
  error: { field: string; message: string } | null;
  estimatePanel: ReactNode;
  canSubmit: boolean;
  submitting: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: (field: SpecificationField, value: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const fieldError = (field: SpecificationField) => (error?.field === field ? error.message : undefined);
  // A problem the inputs cannot show next to themselves (the whole object) is shown above the buttons.
  const generalError = error && !inputs.includes(error.field as SpecificationField) ? error.message : null;
  const blockedHint = !canSubmit && !submitting ? (error ? t.invalidHint : t.zeroHint) : null;

  return (
    <div data-testid="pricing-configure-step">
      <h2 ref={headingRef} tabIndex={-1} className="section-title focus:outline-none">
        {t.title}
      </h2>
      <p className="mt-3 text-slate-600">{t.lead}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid gap-6">
          <div
            className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
            data-testid="selected-plan"
            data-plan={card.id}
          >
            <p className="text-sm font-semibold text-brand-700">{t.planLabel}</p>
            <p className="mt-1 text-xl font-bold text-slate-900">{card.title}</p>
            <p className="mt-1 text-slate-700">
              <span className="font-semibold">{card.priceText}</span>{" "}
              <span className="text-sm text-slate-600">{card.unitText}</span>
            </p>
          </div>
          <fieldset className="grid gap-6">
            <legend className="sr-only">{t.inputsLegend}</legend>
            {inputs.length === 0 && (
              <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-700">{t.noInputs}</p>
            )}
            {inputs.map((field) =>
              isCountField(field) ? (
                <CountInput
                  key={field}
                  field={field}
                  copy={fields.fields[field]}
                  value={values[field] ?? ""}
                  error={fieldError(field)}
                  t={t}
                  onChange={(v) => onChange(field, v)}
                />
              ) : (
                <ChoiceInput
                  key={field}
                  field={field}
                  copy={fields.fields[field]}
                  labels={fields.choices[field]}
                  value={values[field] ?? ""}
                  error={fieldError(field)}
                  onChange={(v) => onChange(field, v)}
                />
              ),
            )}
          </fieldset>
          {generalError && <p className="text-sm font-medium text-red-700">{generalError}</p>}
          <p className="text-sm text-slate-600">{t.autosave}</p>
        </div>
        <div className="lg:sticky lg:top-24">{estimatePanel}</div>
      </div>
      <div className="mt-10 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" onClick={onBack} className="btn-secondary" data-testid="configure-back">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M19 12H5M11 6l-6 6 6 6" />
          </svg>
          {t.back}
        </button>
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <button
            type="button"
            onClick={onSubmit}
            disabled={!canSubmit || submitting}
            aria-describedby={blockedHint ? "final-quote-hint" : undefined}
            className="btn-primary disabled:cursor-not-allowed disabled:bg-slate-400 disabled:shadow-none"
            data-testid="final-quote"
          >
            {submitting ? t.submitting : t.submit}
          </button>
          {blockedHint && (
            <p id="final-quote-hint" className="text-sm text-slate-600 sm:text-right">
              {blockedHint}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
