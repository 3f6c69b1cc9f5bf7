import { chatReplies } from "../../content/chat-replies";
import {
  pricingCategories,
  pricingCategoryIds,
  plansByCategory,
  categoryOfPlan,
  type PricingCategoryId,
} from "../../content/pricing-plans";
import { intlLocale, type Locale } from "../../domain/i18n/locales";
import {
  calculatePrice,
  formatYen,
  isPlanId,
  planInputs,
  planRates,
  type PlanId,
  type SpecificationField,
} from "../../domain/pricing/pricing";
import type { QuoteState } from "./conversation-state";
import { calculatorQuery, type CalculatorStart } from "../../domain/pricing/calculator-link";
import { PRICING_PATH, planLine } from "./knowledge/pricing-docs";
import { pageLabel } from "./knowledge/knowledge-doc";
import type { Knowledge } from "./knowledge";
import { markdownLink } from "./reply-format";
import { sizesIn } from "./estimate-sizes";
import { estimateText, freeEstimate } from "./free-estimate";
import { normalizeText } from "./text-features";

/**
 * "Get a quote": ask what the visitor needs, then show that category's plans with
 * their prices (plan cards, formatted from domain/pricing/pricing.ts) and, when the visitor
 * gave a size ("10 pages", "200GB"), an example figure from calculatePrice.
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

export function quantityIn(text: string): { field: CountField; value: number } | undefined {
  // Read as free text is ("画面は4つ", "two hours", "ペジ"), then by the short forms a form answer uses ("10p", "3h").
  const sizes = sizesIn(estimateText(text));
  const read = quantityPatterns.find(([field]) => sizes[field] !== undefined)?.[0];
  if (read) return { field: read, value: sizes[read]! };
  const normalized = normalizeText(text);
  for (const [field, pattern] of quantityPatterns) {
    const match = normalized.match(pattern);
    if (match) return { field, value: Number(match[1].replace(/,/g, "")) };
  }
  return undefined;
}

/** The web plan whose page range the count falls in, as the plan cards describe them. */
function webPlanFor(pages: number): PlanId {
  const inRange = (["web-basic", "web-medium", "web-complex"] as const).find((id) => {
    const range: { min: number; max?: number } = planRates[id].pages;
    return pages >= range.min && (range.max === undefined || pages <= range.max);
  });
  return inRange ?? "web-complex";
}

function planForQuantity(
  category: PricingCategoryId,
  field: SpecificationField,
  value: number,
  hinted?: PlanId,
): PlanId | undefined {
  // The web plans differ by site size, so the page count decides between them.
  if (category === "web" && field === "pages") return webPlanFor(value);
  if (hinted && planInputs(hinted).includes(field)) return hinted;
  return plansByCategory(category, "en").find((card) => planInputs(card.id).includes(field))?.id;
}

/** The estimate for the size named, with the calculator start it links to. */
function estimateLine(
  category: PricingCategoryId,
  text: string,
  hinted: PlanId | undefined,
  language: Locale,
): { line: string; start: CalculatorStart } | undefined {
  const quantity = quantityIn(text);
  if (!quantity) return undefined;
  const planId = planForQuantity(category, quantity.field, quantity.value, hinted);
  if (!planId) return undefined;
  try {
    const { total } = calculatePrice(planId, { [quantity.field]: quantity.value });
    const t = chatReplies[language].quote;
    const card = plansByCategory(category, language).find((c) => c.id === planId);
    const condition = t.units[quantity.field](new Intl.NumberFormat(intlLocale[language]).format(quantity.value));
    return {
      line: t.estimate(card?.title ?? planId, condition, formatYen(total, language)),
      start: { plan: planId, specifications: { [quantity.field]: quantity.value } },
    };
  } catch {
    // Out of the calculator's bounds: the plan list and the calculator link still help.
    return undefined;
  }
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
  const choice = chosenCategory(text, knowledge);
  // 「飲食店のホームページで、5ページくらい」: a description no category matches is priced as described.
  const described = choice ? null : freeEstimate(text, language, false);
  if (described) return { message: described, state: null };
  if (!choice) {
    if (state.attempts + 1 >= MAX_ATTEMPTS) return { message: t.giveUp(calculator), state: null };
    return { message: `${t.retry}\n${categoryMenu(language)}`, state: { flow: "quote", attempts: state.attempts + 1 } };
  }
  const a = chatReplies[language].answers;
  const cards = plansByCategory(choice.category, language);
  const sized = estimateLine(choice.category, text, choice.plan, language);
  // The calculator opens on the plan named (with its size when one was given).
  const start = sized?.start ?? (choice.plan && { plan: choice.plan, specifications: {} });
  const lines = [
    a.priceCategory(pricingCategories[language][choice.category].title),
    ...cards.map((card) => a.bullet(planLine(card, language))),
    sized?.line,
    a.priceNote,
    t.calculator(
      start
        ? markdownLink(pageLabel(PRICING_PATH, language), PRICING_PATH + calculatorQuery(start), language)
        : calculator,
    ),
  ];
  return { message: lines.filter(Boolean).join("\n"), state: null };
}
