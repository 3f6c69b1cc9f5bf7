import type { PricingPageContent } from "../../../content/pricing-page";

export const calculatorSteps = ["contact", "category", "configure"] as const;
export type CalculatorStep = (typeof calculatorSteps)[number];

/** Where the visitor is in the three steps (spec section 2); current step marked for assistive technology. */
export function StepIndicator({ step, t }: { step: CalculatorStep; t: PricingPageContent["steps"] }) {
  const current = calculatorSteps.indexOf(step);
  return (
    <ol aria-label={t.label} className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="pricing-steps">
      {calculatorSteps.map((name, i) => {
        const state = i < current ? "done" : i === current ? "current" : "todo";
        return (
          <li
            key={name}
            aria-current={state === "current" ? "step" : undefined}
            data-testid="pricing-step"
            data-state={state}
            className="flex flex-col items-center gap-2 text-center sm:flex-row sm:gap-3 sm:text-left"
          >
            <span
              aria-hidden="true"
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                state === "current"
                  ? "bg-brand-600 text-white ring-4 ring-brand-100"
                  : state === "done"
                    ? "bg-accent-600 text-white"
                    : "border-2 border-slate-300 bg-white text-slate-600"
              }`}
            >
              {state === "done" ? (
                <svg
                  viewBox="0 0 24 24"
                  className="h-4 w-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="m5 12.5 4.5 4.5L19 7.5" />
                </svg>
              ) : (
                i + 1
              )}
            </span>
            <span
              className={`text-xs font-semibold leading-snug sm:text-sm ${state === "todo" ? "text-slate-600" : "text-slate-900"}`}
            >
              {t.names[name]}
              {state === "done" && <span className="sr-only"> ({t.done})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
