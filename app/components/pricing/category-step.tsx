import type { RefObject } from "react";
import type { PricingCategoryId } from "../../../content/pricing-plans";
import type { PricingPageContent } from "../../../content/pricing-page";
import type { PlanId } from "../../../domain/pricing/pricing";
import { fillTemplate } from "../../../domain/forms/fill-template";
import type { CalculatorCategory } from "./calculator-data";
import { CategoryIcon } from "./category-icon";
import { PlanOption } from "./plan-option";

/**
 * Step 2 (spec section 2): pick one of the five categories, then one of its
 * plans. Change Category clears the selection and shows the categories again.
 */
export function CategoryStep({
  t,
  categories,
  categoryId,
  planId,
  headingRef,
  onCategory,
  onChangeCategory,
  onPlan,
}: {
  t: PricingPageContent["category"];
  categories: CalculatorCategory[];
  categoryId: PricingCategoryId | null;
  planId: PlanId | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCategory: (id: PricingCategoryId) => void;
  onChangeCategory: () => void;
  onPlan: (id: PlanId) => void;
}) {
  const category = categories.find((c) => c.id === categoryId);

  if (!category) {
    return (
      <div data-testid="pricing-category-step">
        <h2 ref={headingRef} tabIndex={-1} className="section-title focus:outline-none">
          {t.title}
        </h2>
        <p className="mt-3 text-slate-600">{t.lead}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onCategory(c.id)}
                data-testid="pricing-category"
                data-category={c.id}
                className="group flex h-full w-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-500 hover:shadow-md"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
                  <CategoryIcon id={c.id} />
                </span>
                <span>
                  <span className="block text-lg font-bold text-slate-900">{c.title}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-slate-600">{c.description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div data-testid="pricing-category-step">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-4">
          <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white sm:flex">
            <CategoryIcon id={category.id} />
          </span>
          <div>
            <h2 ref={headingRef} tabIndex={-1} className="section-title focus:outline-none" data-testid="plans-heading">
              {fillTemplate(t.plansTitle, { category: category.title })}
            </h2>
            <p className="mt-2 text-slate-600">{t.plansLead}</p>
          </div>
        </div>
        <button type="button" onClick={onChangeCategory} className="btn-secondary" data-testid="change-category">
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
          {t.change}
        </button>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {category.plans.map((card) => (
          <li key={card.id}>
            <PlanOption card={card} selected={card.id === planId} t={t} onChoose={() => onPlan(card.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
