import { chatReplies } from "../../content/chat-replies";
import { intlLocale, type Locale } from "../../domain/i18n/locales";
import { calculatePrice, formatYen } from "../../domain/pricing/pricing";
import { countBounds } from "../../domain/pricing/pricing-specifications";
import type { SizeField } from "./estimate-sizes";
import { estimateText, freeEstimate, plansIn, unitWords } from "./free-estimate";

/**
 * 「予算30万円で何ページ作れますか」, "with ¥100,000, how many screens?": the largest size whose
 * estimate (the calculator's formulas, before tax) fits the budget, then that estimate in full.
 */

const askedFields: [SizeField, RegExp][] = [
  ["pages", /(何|なん)(ページ|頁|p\b)|ページ数|how many (pages|pgs)/],
  ["screens", /(何|なん)画面|画面数|how many screens/],
  ["hours", /(何|なん)時間|how many hours/],
  ["features", /(何|なん)(個|つ)?の?機能|機能数|how many features/],
  ["gigabytes", /(何|なん)(gb|ギガ)|how many (gb|gigabytes|gigs)/],
];

// "¥300,000", "300,000円", 「30万円」, "300k yen", "300,000 yen".
const yenAmount =
  /(?:¥|￥)\s*(\d[\d,]*)(k|万)?|(\d[\d,]*(?:\.\d+)?)\s*(k|万)?\s*(?:円|yen\b|jpy\b)|(\d[\d,]*(?:\.\d+)?)\s*万/;

function budgetIn(t: string): number | undefined {
  const m = t.match(yenAmount);
  if (!m) return undefined;
  const digits = m[1] ?? m[3] ?? m[5];
  const scale = m[2] ?? m[4] ?? (m[5] ? "万" : undefined);
  const value = Number(digits!.replace(/,/g, "")) * (scale === "万" ? 10_000 : scale === "k" ? 1_000 : 1);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function budgetFit(text: string, language: Locale): string | null {
  const t = estimateText(text);
  const field = askedFields.find(([, pattern]) => pattern.test(t))?.[0];
  const budget = field && budgetIn(t);
  if (!field || !budget) return null;
  const sized = (n: number) => `${text}\n${n} ${unitWords[field]}`;
  const totalFor = (n: number): number => {
    const first = plansIn(sized(n))[0];
    if (!first || first.field !== field) return Infinity;
    try {
      return calculatePrice(first.plan, first.specs ?? { [field]: n }).total;
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
  if (low === 0) return null;
  const estimate = freeEstimate(sized(low), language, false);
  if (!estimate) return null;
  const condition = chatReplies[language].quote.units[field](new Intl.NumberFormat(intlLocale[language]).format(low));
  return `${chatReplies[language].estimate.budget(formatYen(budget, language), condition)}\n${estimate}`;
}
