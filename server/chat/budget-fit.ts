import { chatReplies } from "../../content/chat-replies";
import { intlLocale, type Locale } from "../../domain/i18n/locales";
import { calculatePrice, formatYen, planBilling } from "../../domain/pricing/pricing";
import { countBounds } from "../../domain/pricing/pricing-specifications";
import type { SizeField } from "./estimate-sizes";
import { asksTimeline, estimateText, freeEstimate, plansIn, unitWords } from "./free-estimate";

const askedFields: [SizeField, RegExp][] = [
  ["pages", /(何|なん)(ページ|頁|p\b)|ページ数|how many (pages|pgs)/],
  ["screens", /(何|なん)画面|画面数|how many screens/],
  ["hours", /(何|なん)時間|how many hours/],
  ["features", /(何|なん)(個|つ)?の?機能|機能数|how many features/],
  ["gigabytes", /(何|なん)(gb|ギガ)|how many (gb|gigabytes|gigs)/],
];

// "¥450,000", "450,000円", 「45万円」, "450k yen", "450,000 yen".
const yenAmount =
  /(?:¥|￥)\s*(\d[\d,]*)(k|万)?|(\d[\d,]*(?:\.\d+)?)\s*(k|万)?\s*(?:円|yen\b|jpy\b)|(\d[\d,]*(?:\.\d+)?)\s*万/g;
// The words that make an amount a budget: 「予算は50万円まで」, "a budget of ¥1M", "under ¥300,000".
const budgetCue =
  /予算|以内|まで|以下|程度で|使える|出せる|かけられる|budget|under|within|up to|no more than|at most|max(imum)?|cap|spend|afford/g;

/** The amount the visitor names as their budget: the yen amount nearest a budget word (within 20 characters). */
function budgetIn(t: string, anyAmount: boolean): number | undefined {
  const cues = [...t.matchAll(budgetCue)].map((m) => m.index);
  let best: { value: number; distance: number } | undefined;
  for (const m of t.matchAll(yenAmount)) {
    const digits = m[1] ?? m[3] ?? m[5];
    const scale = m[2] ?? m[4] ?? (m[5] ? "万" : undefined);
    const value = Number(digits!.replace(/,/g, "")) * (scale === "万" ? 10_000 : scale === "k" ? 1_000 : 1);
    const distance = Math.min(...cues.map((c) => Math.abs(c - m.index)));
    if (Number.isFinite(value) && value > 0 && (anyAmount || distance <= 20) && (!best || distance < best.distance))
      best = { value, distance };
  }
  return best?.value;
}

/** The largest size of `field` whose estimate (before tax) fits the budget, 0 if none does. */
function largestFitting(text: string, field: SizeField, budget: number): number {
  const sized = (n: number) => `${text}\n${n} ${unitWords[field]}`;
  const totalFor = (n: number): number => {
    const first = plansIn(sized(n)).find((p) => p.field === field);
    if (!first) return Infinity;
    try {
      return calculatePrice(first.plan, { ...first.specs, [field]: n }).total;
    } catch {
      return Infinity;
    }
  };
  // Prices grow with the size, so the largest size that fits is found by halving.
  let low = 0;
  let high = countBounds[field].max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (totalFor(mid) <= budget) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The one-off total of what the text describes, by the calculator's formulas (monthly plans apart). */
function oneOffTotal(text: string): number {
  let total = 0;
  for (const { plan, field, value, specs } of plansIn(text)) {
    if (planBilling(plan) !== "oneTime") continue;
    try {
      total += calculatePrice(plan, specs ?? (field ? { [field]: value } : {})).total;
    } catch {
      // Out of the calculator's bounds: not part of the verdict.
    }
  }
  return total;
}

/**
 * A stated budget reasoned with the calculator's formulas: for the scope described, whether it fits and, if
 * not, the largest size that does; with no scope, the largest size the budget buys when that is asked.
 * Never a larger scope than the visitor described.
 */
export function budgetFit(text: string, language: Locale): string | null {
  const t = estimateText(text);
  // "For ¥120,000 how many pages?": asking what an amount buys makes it the budget.
  const asked = askedFields.find(([, pattern]) => pattern.test(t))?.[0];
  const budget = budgetIn(t, asked !== undefined);
  if (!budget) return null;
  const e = chatReplies[language].estimate;
  const yen = (n: number) => formatYen(n, language);
  const count = (field: SizeField, n: number) =>
    chatReplies[language].quote.units[field](new Intl.NumberFormat(intlLocale[language]).format(n));
  const described = plansIn(text).filter((p) => p.field !== undefined && p.value !== undefined);
  if (described.length > 0) {
    // "…how much and how long?": the estimate's closing line answers the timeline.
    const estimate = freeEstimate(text, language, asksTimeline(text));
    const total = oneOffTotal(text);
    if (!estimate || total === 0) return null;
    if (total <= budget) return `${e.withinBudget(yen(budget), yen(total))}\n${estimate}`;
    const { field } = described[0]!;
    const fits = largestFitting(text, field!, budget);
    const nearest = fits > 0 ? e.budget(yen(budget), count(field!, fits)) : e.belowEveryPlan(yen(budget));
    return `${e.overBudget(yen(budget), yen(total))}\n${nearest}\n${estimate}`;
  }
  const field = asked;
  if (!field) return null;
  const fits = largestFitting(text, field, budget);
  if (fits === 0) return null;
  const estimate = freeEstimate(`${text}\n${fits} ${unitWords[field]}`, language, false);
  return estimate ? `${e.budget(yen(budget), count(field, fits))}\n${estimate}` : null;
}
