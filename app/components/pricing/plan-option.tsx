import type { PlanCard } from "../../../content/pricing-plans";
import type { PricingPageContent } from "../../../content/pricing-page";

/** One plan card (spec section 3: id, title, price text, unit text, features) with its choose button. */
export function PlanOption({
  card,
  selected,
  t,
  onChoose,
}: {
  card: PlanCard;
  selected: boolean;
  t: PricingPageContent["category"];
  onChoose: () => void;
}) {
  const titleId = `plan-${card.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-plan={card.id}
      className={`flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition ${
        selected ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200 hover:border-brand-200 hover:shadow-md"
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {card.title}
        </h3>
        {selected && (
          <span className="shrink-0 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
            {t.selected}
          </span>
        )}
      </div>
      <p className="mt-3">
        <span className="text-2xl font-bold text-brand-700">{card.priceText}</span>
        <span className="ml-2 text-sm text-slate-600">{card.unitText}</span>
      </p>
      <p className="sr-only">{t.featuresLabel}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-0.5 h-4 w-4 shrink-0 text-accent-600"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </svg>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onChoose} className="btn-primary mt-6 w-full" data-testid="plan-choose">
        {t.choose}
        <span className="sr-only">: {card.title}</span>
      </button>
    </article>
  );
}
