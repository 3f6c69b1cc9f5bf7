import { chatReplies } from "../../content/chat-replies";
import {
  pricingCategories,
  pricingCategoryIds,
  plansByCategory,
  categoryOfPlan,
  type PricingCategoryId,
} from "../../content/pricing-plans";
import type { Locale } from "../../domain/i18n/locales";
import { isPlanId, type PlanId } from "../../domain/pricing/pricing";
import type { QuoteState } from "./conversation-state";
import { calculatorQuery } from "../../domain/pricing/calculator-link";
import { PRICING_PATH, planLine } from "./knowledge/pricing-docs";
import { pageLabel } from "./knowledge/knowledge-doc";
import type { Knowledge } from "./knowledge";
import { markdownLink } from "./reply-format";
import { freeEstimate } from "./free-estimate";
import { normalizeText } from "./text-features";

/**
 * "Get a quote": ask what the visitor needs; a description with a size is priced as described (the free
 * estimate, the calculator's formulas), else that category's plans are shown with their prices.
 */

export interface FlowReply {
  message: string;
  state: QuoteState | null;
}

const MAX_ATTEMPTS = 2;

function categoryMenu(language: Locale): string {
  const categories = pricingCategories[language];
  return pricingCategoryIds
    .map((id, i) => chatReplies[language].quote.category(i + 1, categories[id].title, categories[id].description))
    .join("\n");
}

export function startQuote(language: Locale): FlowReply {
  return {
    message: `${chatReplies[language].quote.intro}\n${categoryMenu(language)}`,
    state: { flow: "quote", attempts: 0 },
  };
}

type CountField = "pages" | "screens" | "hours" | "features" | "gigabytes";

const quantityPatterns: [CountField, RegExp][] = [
  ["gigabytes", /(\d[\d,]*)\s*(gb|ギガ|gigabytes?)/],
  // "a 10-page website": the hyphen of a compound adjective is allowed.
  ["pages", /(\d[\d,]*)\s*-?\s*(ページ|頁|pages?|p\b)/],
  ["screens", /(\d[\d,]*)\s*-?\s*(画面|screens?)/],
  ["hours", /(\d[\d,]*)\s*-?\s*(時間|hours?|hrs?\b|h\b)/],
  ["features", /(\d[\d,]*)\s*-?\s*(機能|features?)/],
];

/** The visitor's text without its sizes ("10ページ", "500GB"), which say nothing about the kind of work. */
function withoutQuantities(text: string): string {
  return quantityPatterns.reduce(
    (rest, [, pattern]) => rest.replace(new RegExp(pattern.source, "g"), " "),
    normalizeText(text),
  );
}

function chosenCategory(
  text: string,
  knowledge: Knowledge,
): { category: PricingCategoryId; plan?: PlanId } | undefined {
  const normalized = normalizeText(text).replace(/[\s.)．。番]/g, "");
  const number = Number(normalized);
  if (Number.isInteger(number) && number >= 1 && number <= pricingCategoryIds.length)
    return { category: pricingCategoryIds[number - 1] };
  // Only price entries compete here, so a lower bar than for open questions is safe.
  const hit = knowledge.index.search(withoutQuantities(text), { kinds: ["price"], limit: 1 })[0];
  if (!hit || hit.confidence < 0.2) return undefined;
  const [prefix, id] = hit.doc.id.split(":");
  if (prefix === "price-category")
    return pricingCategoryIds.includes(id as PricingCategoryId) ? { category: id as PricingCategoryId } : undefined;
  if (!isPlanId(id)) return undefined;
  const category = categoryOfPlan(id);
  return category ? { category, plan: id } : undefined;
}

export function continueQuote(text: string, state: QuoteState, knowledge: Knowledge, language: Locale): FlowReply {
  const t = chatReplies[language].quote;
  const calculator = markdownLink(pageLabel(PRICING_PATH, language), PRICING_PATH, language);
  // 「美容室のサイトを7ページほど」, "a 10-page website": what is described is priced as described.
  const described = freeEstimate(text, language, false);
  if (described) return { message: described, state: null };
  const choice = chosenCategory(text, knowledge);
  if (!choice) {
    if (state.attempts + 1 >= MAX_ATTEMPTS) return { message: t.giveUp(calculator), state: null };
    return { message: `${t.retry}\n${categoryMenu(language)}`, state: { flow: "quote", attempts: state.attempts + 1 } };
  }
  const a = chatReplies[language].answers;
  const cards = plansByCategory(choice.category, language);
  // The calculator opens on the plan named.
  const start = choice.plan && { plan: choice.plan, specifications: {} };
  const lines = [
    a.priceCategory(pricingCategories[language][choice.category].title),
    ...cards.map((card) => a.bullet(planLine(card, language))),
    a.priceNote,
    t.calculator(
      start
        ? markdownLink(pageLabel(PRICING_PATH, language), PRICING_PATH + calculatorQuery(start), language)
        : calculator,
    ),
  ];
  return { message: lines.filter(Boolean).join("\n"), state: null };
}
