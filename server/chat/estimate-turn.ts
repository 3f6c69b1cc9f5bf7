import { contactDetailsIn } from "./contact-details";
import type { FlowState } from "./conversation-state";
import { sizesIn } from "./estimate-sizes";
import { asksOffer } from "./answer-question";
import { asksEstimate, asksPrice, asksTimeline, estimateText, plansIn, withPreviousUnit } from "./free-estimate";
import { isBareSize, isFollowUp } from "./message-parts";
import { conceptsIn } from "./synonyms";
import { shiftsSubject } from "./subject-shift";
import { normalizeText } from "./text-features";

/**
 * How a visitor's turn is read for an estimate: alone, or with the previous question when it only adds
 * a size, a service, an option or "with tax" to it, and which parts an estimate already answers.
 */

const priceOnly = ["price", "tax", "free"];

/** The price asked again of the new subject, in the language of the follow-up. */
const priceAgain = (text: string) => (/[\u3040-\u30ff\u3400-\u9fff]/u.test(text) ? "いくらですか" : "how much?");

/** What a follow-up says it replaces ("Xではなく", "Xの代わりに", "instead of X"): not part of what it asks. */
const replacedSubject =
  /[\p{L}\p{N}ー]+(?:ではなく|じゃなくて|でなく|の代わりに)|\b(?:instead of|rather than)\s+(?:an?\s+|the\s+)?[\w-]+(?:\s+(?:site|website|app|application))?/giu;

/**
 * 「ネイティブで画面は6つ」 after 「アプリ開発っていくら？」: a short message giving a size but asking nothing
 * is the size for the question before.
 */
const addsSize = (text: string) =>
  [...text].length <= 60 && !asksEstimate(text) && Object.keys(sizesIn(estimateText(text))).length > 0;

export interface EstimateReading {
  /** The text to answer: the turn, or the previous question and the turn. */
  context: string;
  /** Whether a text (the context, or its kana read as words) asks for an estimate that can be computed. */
  estimating: (text: string) => boolean;
}

export function readForEstimate(text: string, previous: string | undefined): EstimateReading {
  const sizeAgain = previous && withPreviousUnit(text, previous);
  // "and if it were a native app instead?": the plan named replaces the one before, whose price was asked.
  // Whatever it names (a sized plan or a flat-fee service), the follow-up asks its price, without the old subject.
  // A size alone picks a default plan: that is a new size for the same subject, not a new subject.
  const names =
    plansIn(text).some((p) => !sizeDefaults.has(p.plan)) ||
    [...conceptsIn(normalizeText(text))].some((c) => !priceOnly.includes(c));
  const instead = !!previous && shiftsSubject(text) && asksPrice(previous) && names;
  const asked = instead ? text.replace(replacedSubject, " ").trim() : text;
  // The earlier sizes carry over only when the follow-up gives none of its own.
  const ownSizes = Object.keys(sizesIn(estimateText(asked))).length > 0;
  const sizes =
    previous && instead && !ownSizes
      ? previous.match(/\d[\d,.]*\s*(?:[a-z]+|[\p{Script=Han}\p{Script=Katakana}ー]{1,4})/giu)
      : null;
  const context = sizeAgain
    ? `${previous}\n${sizeAgain}`
    : instead
      ? `${asked}\n${[...(sizes ?? [])].join(" ")} ${asksPrice(asked) ? "" : priceAgain(asked)}`.trim()
      : previous && !instead && (isFollowUp(text) || addsSize(text) || sizesNamedService(text, previous))
        ? `${previous}\n${text}`
        : text;
  const sizeOnly = isBareSize(text) || !!sizeAgain || instead;
  // 「データが500GBあっても移せますか」: whether we do a sized job is answered with what it costs.
  const offerSized = (t: string) => asksOffer.test(normalizeText(t)) && plansIn(t).some((p) => p.field !== undefined);
  return {
    context,
    estimating: (t) => asksEstimate(t) || (sizeOnly && plansIn(t).length > 0) || offerSized(t),
  };
}

/** A part that only asks the price, or names only what the estimate priced ("…, plus SEO."), is answered by it. */
export const onlyAsksPrice = (part: string, covered: Set<string>) => {
  const concepts = [...conceptsIn(normalizeText(part))];
  // "will it work on phones?" names what the estimate covers but asks whether it does, not its price.
  return concepts.some((c) => priceOnly.includes(c)) && concepts.every((c) => priceOnly.includes(c) || covered.has(c));
};

/**
 * 「4時間ほど相談に乗ってほしい。料金は？」, "quote us a 4-screen native app": a request that gives the sizes
 * and asks the price is answered with the estimate, unless it leaves contact details to be called back on.
 */
export function estimateAsked(text: string, state: FlowState | null): boolean {
  if (state || !asksEstimate(text)) return false;
  const details = contactDetailsIn(text, "ja");
  return !details.email && !details.phone;
}

/**
 * "What do a PWA and a custom AI solution cost?", "a chatbot's price and how long it takes": two or more flat-fee
 * services named where a price is asked, or one with the time it takes, are priced as an estimate
 * (whose closing line answers the time), where the best page would answer only one part.
 */
export function pricesFlatFees(text: string): boolean {
  if (!asksPrice(text) || plansIn(text).length > 0) return false;
  const flat = plansIn(text, true).filter((p) => p.field === undefined).length;
  return flat >= 2 || (flat === 1 && asksTimeline(text));
}

// The plans a size alone chooses, when nothing in the sentence names a service.
const sizeDefaults = new Set([
  "web-basic",
  "web-medium",
  "web-complex",
  "mobile-simple",
  "it-consulting",
  "mobile-complex",
]);

/**
 * "What is your upkeep service?" then "and monthly for a 20 page site?": a price asked with a size
 * that alone only picks a default plan is for the service the previous question named.
 */
function sizesNamedService(text: string, previous: string): boolean {
  if (!asksEstimate(text)) return false;
  const typed = plansIn(text).map((p) => p.plan);
  if (typed.length === 0 || !typed.every((plan) => sizeDefaults.has(plan))) return false;
  return plansIn(`${previous}\n${text}`).some((p) => !sizeDefaults.has(p.plan));
}

/**
 * 「ほしゅ 月いくら？ さいとは 12ぺーじ」: when the text as typed prices only what its sizes choose and its kana,
 * read as the site's words, name a service (保守), the kana reading is the one meant.
 */
export function kanaNamesService(kana: string, typed: string): boolean {
  const typedPlans = plansIn(typed).map((p) => p.plan);
  return typedPlans.every((plan) => sizeDefaults.has(plan)) && plansIn(kana).some((p) => !typedPlans.includes(p.plan));
}
