import { chatReplies } from "../../../content/chat-replies";
import { quotation } from "../../../content/quotation";
import { pricingCategories, pricingCategoryIds, plansByCategory, type PlanCard } from "../../../content/pricing-plans";
import type { Locale } from "../../../domain/i18n/locales";
import { statedRetention } from "../../../domain/settings/data-retention";
import { getEnv } from "../../env";
import { idConcepts, joinText, pageLabel, type KnowledgeDoc } from "./knowledge-doc";

export const PRICING_PATH = "/pricing-calculator";

/** "クラウド移行：￥1,000（1GBあたり…）" from a plan card, whose figures come from domain/pricing/pricing.ts. */
export function planLine(card: PlanCard, language: Locale): string {
  return chatReplies[language].answers.pricePlan(card.title, card.priceText, card.unitText);
}

/**
 * Prices (content/pricing-plans.ts and its plan cards): one document per plan and
 * one per calculator category listing its plans.
 */
export function pricingDocs(language: Locale): KnowledgeDoc[] {
  const a = chatReplies[language].answers;
  const linkLabel = pageLabel(PRICING_PATH, language);
  // The periods the privacy policy states for this installation.
  const retention = statedRetention(getEnv());
  return pricingCategoryIds
    .flatMap((categoryId) => {
      const category = pricingCategories[language][categoryId];
      const cards = plansByCategory(categoryId, language);
      const plans = cards.map((card): KnowledgeDoc => ({
        id: `price:${card.id}`,
        kind: "price",
        language,
        title: card.title,
        keywords: [card.id.replace(/-/g, " ")],
        body: joinText(category.title, card.priceText, card.unitText, card.features),
        answer: joinText(planLine(card, language), a.list(card.features), a.priceNote),
        path: PRICING_PATH,
        linkLabel,
        concepts: ["price", ...idConcepts(card.id)],
      }));
      const overview: KnowledgeDoc = {
        id: `price-category:${categoryId}`,
        kind: "price",
        language,
        title: category.title,
        keywords: [category.description],
        body: joinText(cards.map((card) => card.title)),
        answer: joinText(
          a.priceCategory(category.title),
          cards.map((card) => a.bullet(planLine(card, language))),
          a.priceNote,
        ),
        path: PRICING_PATH,
        linkLabel,
        concepts: ["price", ...idConcepts(categoryId)],
      };
      return [...plans, overview];
    })
    .concat({
      // The quotation's own payment terms: what a visitor who orders is asked to do.
      id: "price:payment",
      kind: "price",
      language,
      title: quotation[language].paymentTermsHeading,
      keywords: a.paymentKeywords,
      body: joinText(quotation[language].paymentTerms),
      answer: joinText(quotation[language].paymentTerms),
      path: PRICING_PATH,
      linkLabel,
      concepts: ["price", "payment"],
    })
    .concat({
      id: "price:quote-process",
      kind: "price",
      language,
      title: a.quoteProcessTitle,
      keywords: a.quoteProcessKeywords,
      body: a.quoteProcess(retention.incompleteQuotesDays),
      answer: a.quoteProcess(retention.incompleteQuotesDays),
      path: PRICING_PATH,
      linkLabel,
      concepts: ["price"],
    })
    .concat({
      id: "price:tax",
      kind: "price",
      language,
      title: a.taxTitle,
      keywords: [],
      body: a.taxAnswer,
      answer: a.taxAnswer,
      path: PRICING_PATH,
      linkLabel,
      concepts: ["price", "tax"],
    });
}
