import type { Locale } from "../../../domain/i18n/locales";
import type { PricingPageContent } from "../../../content/pricing-page";
import { formatYen, taxBreakdown, type PriceEstimate } from "../../../domain/pricing/pricing";
import { describePriceLine } from "../../../domain/pricing/pricing-breakdown";
import type { EstimateLabels } from "./calculator-data";

/**
 * The live estimate (spec sections 4 and 9): itemised lines, the pre-tax
 * subtotal that becomes the quote's price, consumption tax, the tax-inclusive
 * total, and the note that it is approximate.
 */
export function EstimatePanel({
  estimate,
  monthly,
  labels,
  t,
  language,
}: {
  /** Null while an input is invalid. */
  estimate: PriceEstimate | null;
  monthly: boolean;
  labels: EstimateLabels;
  t: PricingPageContent["estimate"];
  language: Locale;
}) {
  const yen = (amount: number) => formatYen(amount, language);
  const sums = estimate ? taxBreakdown(estimate.total) : null;
  return (
    <section
      aria-labelledby="estimate-heading"
      data-testid="estimate-panel"
      className="rounded-3xl bg-brand-900 p-6 text-white shadow-xl sm:p-8"
    >
      <h3 id="estimate-heading" className="text-sm font-semibold uppercase tracking-widest text-accent-400">
        {labels.estimate}
      </h3>
      <p className="mt-3" aria-live="polite" aria-atomic="true">
        {estimate && sums ? (
          <>
            <span className="text-4xl font-bold tracking-tight" data-testid="estimate-total">
              {yen(sums.totalWithTax)}
            </span>
            <span className="ml-2 text-sm text-slate-300">
              {t.taxIncluded}
              {monthly && ` / ${labels.monthly}`}
            </span>
          </>
        ) : (
          <span className="text-slate-200" data-testid="estimate-unavailable">
            {t.unavailable}
          </span>
        )}
      </p>
      {estimate && sums && (
        // On phones the amounts keep out of the floating chat button's lane at the right edge.
        <dl className="mt-6 divide-y divide-white/15 border-y border-white/15 text-sm max-sm:pr-12">
          {estimate.lines.map((line, i) => {
            const item = describePriceLine(line, language);
            return (
              <div key={i} className="flex items-start justify-between gap-4 py-3" data-testid="estimate-line">
                <dt>
                  <span className="block font-medium">{item.label}</span>
                  {item.detail && <span className="block text-slate-300">{item.detail}</span>}
                </dt>
                <dd className="shrink-0 font-semibold tabular-nums">{item.amount}</dd>
              </div>
            );
          })}
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-slate-200">{labels.subtotal}</dt>
            <dd className="font-semibold tabular-nums" data-testid="estimate-subtotal">
              {yen(estimate.total)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-slate-200">{labels.tax}</dt>
            <dd className="font-semibold tabular-nums" data-testid="estimate-tax">
              {yen(sums.tax)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 py-3 text-base">
            <dt className="font-semibold">{labels.totalWithTax}</dt>
            <dd className="font-bold tabular-nums" data-testid="estimate-total-with-tax">
              {yen(sums.totalWithTax)}
            </dd>
          </div>
        </dl>
      )}
      <p className="mt-4 text-xs leading-relaxed text-slate-300" data-testid="estimate-note">
        {labels.approximate}
      </p>
    </section>
  );
}
