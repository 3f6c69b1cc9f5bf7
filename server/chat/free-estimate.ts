import { chatReplies } from "../../content/chat-replies";
import { categoryOfPlan, plansByCategory } from "../../content/pricing-plans";
import { intlLocale, type Locale } from "../../domain/i18n/locales";
import {
  calculatePrice,
  formatYen,
  planBilling,
  planRates,
  taxBreakdown,
  type PlanId,
  type PriceLine,
} from "../../domain/pricing/pricing";
import { calculatorQuery, type CalculatorStart } from "../../domain/pricing/calculator-link";
import { PRICING_PATH } from "./knowledge/pricing-docs";
import { pageLabel } from "./knowledge/knowledge-doc";
import { markdownLink } from "./reply-format";
import { normalizeText } from "./text-features";

/**
 * Estimates from a sentence ("an 8-page bilingual site with SEO and maintenance",
 * 「保守だけ…10ページ…月額いくら」): the sizes and plan hints in it choose the plans, and
 * the calculator's own formulas (domain/pricing/pricing.ts) give each line, before and with tax.
 */

type Field = "pages" | "screens" | "gigabytes" | "hours" | "features";

const sizes: [Field, RegExp][] = [
  ["gigabytes", /(\d[\d,]*)\s*(gb|ギガ|gigabytes?)/],
  ["pages", /(\d[\d,]*)\s*-?\s*(ページ|頁|pages?|pagse|pgs?\b)/],
  ["screens", /(\d[\d,]*)\s*-?\s*(画面|screens?)/],
  ["hours", /(\d[\d,]*)\s*-?\s*(時間|hours?|hrs?\b)/],
  ["features", /(\d[\d,]*)\s*-?\s*(機能|features?)/],
];

const hints = {
  maintenance: /(保守|メンテナンス|maintenance|maintain|運用サポート)/,
  only: /(だけ|のみ|only|just)/,
  seo: /(seo|検索エンジン|search engine)/,
  performance: /(表示速度|パフォーマンス|高速化|重い|遅い|速く|performance|speed up|faster|slow)/,
  native: /(ネイティブ|native)/,
  training: /(研修|training|trainings)/,
  map: /(地図|マップ|map)/,
  build: /(作|制作|構築|開発|サイト|ホームページ|website|web site|site\b|build|make|create|new)/,
  // 「今のサイトを作り直したい」: an existing site rebuilt is a new build, not upkeep of the old one.
  rebuild: /(作り直|作りかえ|作り替え|リニューアル|一新|新しく|建て直|rebuild|redo|redesign|revamp|replace)/,
};

// Flat-fee plans a visitor names in words; they need no size.
const flatFees: [PlanId, RegExp][] = [
  ["security-audit", /(セキュリティ診断|脆弱性診断|security (audit|assessment|check))/],
  ["ai-chatbot", /(チャットボット|chatbot)/],
];

const priceWords =
  /(いくら|料金|費用|価格|値段|金額|予算|見積|月額|税込|相場|目安|how much|cost|price|fee|rate|budget|quote|estimate|total|charge|damage|ballpark)/;
// 「20ページだとどのくらい？」 asks the amount; 「どのくらいかかりますか」 about a schedule asks the time.
// 「研修を2時間お願いしたら？」: a size with "what if" asks what it comes to.
const howMuch =
  /(どのくらい|どれくらい|どれぐらい|どのぐらい|what would it (be|run)|(なら|だと|したら|頼んだら|お願いしたら|の場合は?)[?？]\s*$)/;
const howLong = /(期間|納期|日数|何日|何ヶ月|何か月|何週|週間|how long|time ?frame|timeline)/;

function sizesIn(text: string): Partial<Record<Field, number>> {
  const found: Partial<Record<Field, number>> = {};
  for (const [field, pattern] of sizes) {
    const match = text.match(pattern);
    if (match) found[field] = Number(match[1].replace(/,/g, ""));
  }
  return found;
}

function webPlanFor(pages: number): PlanId {
  const plans = ["web-basic", "web-medium", "web-complex"] as const;
  return (
    plans.find((id) => {
      const range: { min: number; max?: number } = planRates[id].pages;
      return pages >= range.min && (range.max === undefined || pages <= range.max);
    }) ?? "web-complex"
  );
}

/** The plans a sentence asks about, each with the size it gives. */
export function plansIn(text: string): { plan: PlanId; field?: Field; value?: number }[] {
  const t = normalizeText(text);
  const found = sizesIn(t);
  const plans: { plan: PlanId; field: Field; value: number }[] = [];
  const flat: PlanId[] = [];
  if (found.pages !== undefined) {
    const pages = found.pages;
    const maintenance = hints.maintenance.test(t);
    const seo = hints.seo.test(t);
    const performance = hints.performance.test(t);
    const onlyService =
      (maintenance || seo || performance) &&
      (hints.only.test(t) ||
        !hints.build.test(t) ||
        (/(既存|今の|現在の|うちの|自社の|重い|遅い|(サイト|ホームページ)(は|が)|existing|current|slow|site (is|has)|\b(our|my) (\d[\d,]* ?-?pages? )?(web ?)?site\b)/.test(
          t,
        ) &&
          !hints.rebuild.test(t)));
    if (!onlyService) plans.push({ plan: webPlanFor(pages), field: "pages", value: pages });
    if (seo) plans.push({ plan: "seo", field: "pages", value: pages });
    if (performance) plans.push({ plan: "performance-optimization", field: "pages", value: pages });
    if (maintenance) plans.push({ plan: "maintenance", field: "pages", value: pages });
  }
  // A flat-fee service named beside a sized one (「セキュリティ診断と保守、10ページ」) is priced with it.
  if (plans.length > 0 || Object.keys(found).length > 0)
    for (const [plan, pattern] of flatFees) if (pattern.test(t) && !plans.some((p) => p.plan === plan)) flat.push(plan);
  if (found.screens !== undefined)
    plans.push({
      plan: hints.native.test(t) ? "mobile-native" : "mobile-simple",
      field: "screens",
      value: found.screens,
    });
  if (found.gigabytes !== undefined)
    plans.push({ plan: "cloud-migration", field: "gigabytes", value: found.gigabytes });
  if (found.hours !== undefined)
    plans.push({ plan: hints.training.test(t) ? "training" : "it-consulting", field: "hours", value: found.hours });
  if (found.features !== undefined)
    plans.push({ plan: hints.map.test(t) ? "map-app" : "mobile-complex", field: "features", value: found.features });
  return plans.length > 0 ? [...plans, ...flat.map((plan) => ({ plan }))] : [];
}

/** Whether a sentence asks for a price and gives a size to compute it from. */
export function asksEstimate(text: string): boolean {
  const t = normalizeText(text);
  const asksPrice = priceWords.test(t) || (howMuch.test(t) && !howLong.test(t));
  return asksPrice && plansIn(text).length > 0;
}

function breakdown(lines: PriceLine[], language: Locale): string {
  const t = chatReplies[language].estimate;
  const yen = (n: number) => formatYen(n, language);
  return lines
    .map((line) =>
      line.kind === "perUnit" && line.unitPrice !== undefined
        ? t.times(yen(line.unitPrice), String(line.quantity))
        : t.base(yen(line.amount)),
    )
    .join(" + ");
}

/** The estimate's lines and total with the calculator link, or null when nothing can be computed. */
export function freeEstimate(text: string, language: Locale, withOffer: boolean): string | null {
  const t = chatReplies[language].estimate;
  const q = chatReplies[language].quote;
  const yen = (n: number) => formatYen(n, language);
  const lines: string[] = [];
  let oneOffTotal = 0;
  let oneOffCount = 0;
  // The calculator opens on the first plan computed (it holds one plan per quote), with its size filled in.
  let first: CalculatorStart | undefined;
  for (const { plan, field, value } of plansIn(text)) {
    let estimate;
    try {
      estimate = calculatePrice(plan, field ? { [field]: value } : {});
    } catch {
      continue; // Out of the calculator's bounds: the link below still helps.
    }
    const category = categoryOfPlan(plan);
    const title = (category && plansByCategory(category, language).find((card) => card.id === plan)?.title) ?? plan;
    const condition =
      field && value !== undefined ? q.units[field](new Intl.NumberFormat(intlLocale[language]).format(value)) : t.flat;
    const { totalWithTax } = taxBreakdown(estimate.total);
    const format = planBilling(plan) === "monthly" ? t.monthly : t.oneOff;
    lines.push(format(title, condition, yen(estimate.total), yen(totalWithTax), breakdown(estimate.lines, language)));
    first ??= { plan, specifications: field ? { [field]: value } : {} };
    if (planBilling(plan) === "oneTime") {
      oneOffTotal += estimate.total;
      oneOffCount++;
    }
  }
  if (lines.length === 0 || !first) return null;
  if (oneOffCount > 1) lines.push(t.total(yen(oneOffTotal), yen(taxBreakdown(oneOffTotal).totalWithTax)));
  const calculator = markdownLink(pageLabel(PRICING_PATH, language), PRICING_PATH + calculatorQuery(first), language);
  return [t.intro, ...lines, q.calculator(calculator), withOffer ? t.needsTalk : null].filter(Boolean).join("\n");
}
