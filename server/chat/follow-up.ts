import { chatReplies } from "../../content/chat-replies";
import { pricingCategoryIds, plansByCategory } from "../../content/pricing-plans";
import type { Locale } from "../../domain/i18n/locales";
import { escapeRegExp } from "../../domain/text/escape-regexp";
import { planBilling } from "../../domain/pricing/pricing";
import type { ChatTurn } from "./chat-types";
import { planLine } from "./knowledge/pricing-docs";
import { normalizeText } from "./text-features";

/**
 * The conversation's subject for a follow-up ("それは月々の費用ですか", "is that monthly?"): the plans the
 * assistant's last reply priced, read from its own words, so no separate memory can drift from what was said.
 */
export function plansOfLastReply(history: ChatTurn[], language: Locale) {
  const last = history.findLast((turn, i) => turn.role === "assistant" && i < history.length - 1)?.content ?? "";
  return pricingCategoryIds
    .flatMap((category) => plansByCategory(category, language))
    .filter((card) => new RegExp(`${escapeRegExp(card.title)}(?:：|:|（| \\()`, "u").test(last));
}

// Whether it is paid once or every month: 「毎月かかる？」「月額ですか」「一回だけ？」, "is that monthly?", "one-off?".
const billingAsked =
  /毎月|月額|月々|月ごと|継続|ずっと|ランニング|一回(きり|だけ)?|1回(きり|だけ)?|一度|都度|単発|買い切り|\bmonthly\b|every month|per month|a month|recurring|ongoing|subscription|one-?off|one-?time|\bonce\b/u;

export const asksBilling = (text: string) => billingAsked.test(normalizeText(text));

/** How each plan the last reply priced is billed: once, or every month. */
export function billingReply(history: ChatTurn[], language: Locale): string | null {
  const cards = plansOfLastReply(history, language);
  if (cards.length === 0) return null;
  const t = chatReplies[language].answers;
  return cards
    .map((card) =>
      planBilling(card.id) === "monthly"
        ? t.billedMonthly(planLine(card, language))
        : t.billedOnce(planLine(card, language)),
    )
    .join("\n");
}
