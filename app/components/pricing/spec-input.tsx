import type { FieldCopy } from "../../../content/pricing-fields";
import type { PricingPageContent } from "../../../content/pricing-page";
import { fillTemplate } from "../../../domain/forms/fill-template";
import {
  choiceOptions,
  countBounds,
  type ChoiceField,
  type CountField,
} from "../../../domain/pricing/pricing-specifications";

const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

/** A whole-number input with its label, hint, unit, −/+ buttons and the validation message if any. */
export function CountInput({
  field,
  copy,
  value,
  error,
  t,
  onChange,
}: {
  field: CountField;
  copy: FieldCopy;
  value: string;
  error?: string;
  t: PricingPageContent["configure"];
  onChange: (value: string) => void;
}) {
  const { min, max } = countBounds[field];
  const id = `spec-${field}`;
  const number = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  // Yen amounts are typed, not clicked up one yen at a time.
  const stepper = field !== "setupCost";
  const nudge = (delta: number) =>
    onChange(String(Math.min(max, Math.max(min, (Number.isNaN(number) ? min : number) + delta))));
  const stepButton =
    "flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-xl font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400";

  return (
    <div data-testid="spec-field" data-field={field}>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {copy.label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {copy.hint}
      </p>
      <div className="mt-3 flex items-center gap-2">
        {stepper && (
          <button
            type="button"
            className={stepButton}
            aria-label={fillTemplate(t.decrease, { label: copy.label })}
            disabled={!Number.isNaN(number) && number <= min}
            onClick={() => nudge(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
        )}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-hint`, Boolean(error) && `${id}-error`)}
          data-testid={id}
          className={`h-11 min-w-0 rounded-xl border bg-white px-3 text-center text-lg font-semibold text-slate-900 focus:border-brand-600 ${
            field === "setupCost" ? "w-40" : "w-24"
          } ${error ? "border-red-600" : "border-slate-400"}`}
        />
        {stepper && (
          <button
            type="button"
            className={stepButton}
            aria-label={fillTemplate(t.increase, { label: copy.label })}
            disabled={!Number.isNaN(number) && number >= max}
            onClick={() => nudge(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        )}
        <span className="text-sm text-slate-700">{copy.unit}</span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700" data-testid="spec-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A choice between two options (platform, location) as a labelled radio group. */
export function ChoiceInput<F extends ChoiceField>({
  field,
  copy,
  labels,
  value,
  error,
  onChange,
}: {
  field: F;
  copy: FieldCopy;
  labels: Record<string, string>;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `spec-${field}`;
  return (
    <fieldset
      data-testid="spec-field"
      data-field={field}
      aria-describedby={describedBy(`${id}-hint`, Boolean(error) && `${id}-error`)}
    >
      <legend className="font-semibold text-slate-900">{copy.label}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {copy.hint}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {choiceOptions[field].map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-800 transition hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-800"
          >
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              data-testid={`${id}-${option}`}
              className="h-4 w-4 accent-brand-600"
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700" data-testid="spec-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
