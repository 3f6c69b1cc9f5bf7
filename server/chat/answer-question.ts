import { chatReplies } from "../../content/chat-replies";
import { company } from "../../content/company";
import { teamMembers } from "../../content/team";
import type { Locale } from "../../domain/i18n/locales";
import type { ChatTurn } from "./chat-types";
import { caseDetail } from "./case-detail";
import { availabilityNote, isOpen } from "./hours-note";
import { CONTACT_PATH } from "./knowledge/contact-docs";
import type { DocKind, KnowledgeDoc } from "./knowledge/knowledge-doc";
import type { Knowledge } from "./knowledge";
import { asksPriceOfNoTopic, previousQuestion } from "./message-parts";
import { sentenceDoc } from "./published-sentences";
import { markdownLink } from "./reply-format";
import { conceptsIn } from "./synonyms";
import { normalizeText, plainWords } from "./text-features";
import { correctTypos } from "./typo-words";
import { topicNounsOf } from "./japanese-readings";

/**
 * Below this share of the question covered by the best page, the assistant says it
 * is not sure and offers a person instead of guessing (tuned on the question table in
 * tests/integration/chat-engine-questions.test.ts).
 */
export const CONFIDENCE_THRESHOLD = 0.26;

/**
 * A page that explains less than this share of a part's topic words answers a neighbouring topic, not the
 * question ("the CEO's favourite food" is not the CEO's profile): the part gets the honest "can't answer".
 * Set on the team's own labelled utterances (tests/integration/chat-precision-utterances.ts).
 */
export const EXPLAINED_SHARE = 0.4;

/** The share of the question's topic words the pages explain together (1 when it names none). */
export function explainedShare(
  knowledge: Knowledge,
  question: string,
  docs: readonly KnowledgeDoc[],
  nouns = topicNounsOf(question),
): number {
  const { words, unexplained } = knowledge.index.explains(question, docs, nouns);
  return words.length === 0 ? 1 : 1 - unexplained.length / words.length;
}

/**
 * The best hit answers only if its page explains enough of the question's topic words (a keyword shared with a
 * neighbouring topic does not win); else a close competitor that does, else nothing (the best loses its confidence).
 */
function gated(knowledge: Knowledge, question: string, hits: RankedHit[]): RankedHit[] {
  const top = hits[0];
  if (!top || top.confidence < CONFIDENCE_THRESHOLD) return hits;
  const nouns = topicNounsOf(question);
  const share = (hit: RankedHit) => explainedShare(knowledge, question, [hit.doc], nouns);
  if (share(top) >= EXPLAINED_SHARE) return hits;
  // A close competitor that explains enough answers instead; else nothing answers.
  const rescue = hits
    .slice(1, 4)
    .find(
      (h) => h.score >= top.score * CLOSE_SCORE && h.confidence >= CONFIDENCE_THRESHOLD && share(h) >= EXPLAINED_SHARE,
    );
  if (rescue) return [rescue, ...hits.filter((h) => h !== rescue)];
  return [{ ...top, confidence: 0 }, ...hits.slice(1)];
}

// A hit scoring this share of the best competes with it on what it explains.
const CLOSE_SCORE = 0.75;

export interface RankedHit {
  /** The document in the visitor's language. */
  doc: KnowledgeDoc;
  score: number;
  confidence: number;
  /** A price was asked about a service the calculator does not price: the reply says it is quoted. */
  unpriced?: boolean;
}

// Legal texts mention nearly every topic; they are the answer only when asked about.
const onlyWhenAsked: Partial<Record<DocKind, string[]>> = {
  price: ["price", "tax", "payment"],
  terms: ["terms"],
  privacy: ["privacy", "dataRequest", "retention"],
};

const focusConcepts = ["language", "staff"];

/**
 * A document that is about a concept the question names (its `concepts`) gains a
 * little; prices and legal texts lose a little unless the question asks for them.
 */
function prior(doc: KnowledgeDoc, concepts: Set<string>, asked: Set<string>, offer: boolean): number {
  // Page summaries answer "where do I find ...?"; for anything more specific a specific entry is better.
  // "How many people work there?" asks a number, which a summary never gives.
  // "Can you make a website?" asks for the service itself, which a page summary only points to.
  if (doc.id.startsWith("page:")) return concepts.has("staff") || offer ? 0.7 : 0.8;
  const required = onlyWhenAsked[doc.kind];
  // A yes/no on a service ("can you make it phone-friendly?") is the service's to answer, not a price entry's.
  if (required && !required.some((c) => concepts.has(c))) return doc.kind === "price" ? (offer ? 0.7 : 0.85) : 0.7;
  const shared = doc.concepts?.filter((c) => concepts.has(c)).length ?? 0;
  // Between a category's price list and one of its plans that match equally, the list answers more.
  const list = doc.id.startsWith("price-category:") ? 1.2 : 1;
  // "Do you reply in English?", "How big is your company?": the language or the size named is what is asked,
  // more than the verb or the subject around it; the entry that answers it gains.
  // "Selling in the Japanese market" names a market, not the language we speak.
  const focus = focusConcepts.find(
    (c) => concepts.has(c) && doc.concepts?.includes(c) && !(c === "language" && concepts.has("global")),
  );
  const language = focus ? 1.5 : 1;
  // "How many engineers?" asks a headcount: one person's profile is never the answer.
  const person = concepts.has("staff") && doc.kind === "team" && doc.id !== "team:overview" ? 0.6 : 1;
  return list * language * person * intent(doc.kind, asked, offer) * (1 + 0.15 * Math.min(shared, 3));
}

/**
 * What the question asks for decides between pages about the same thing: "have you
 * helped anyone … by how much?" wants the case study, not the price list its "how
 * much" names; "training, price per hour?" wants the price entry, not the service page.
 */
function intent(kind: DocKind, concepts: Set<string>, offer: boolean): number {
  // "How much did the costs go down?" asks a case study's result, not a price.
  // "How much did bookings go up?", "did it rank well?": a result asked is a case study's too.
  const result = (concepts.has("reduce") && concepts.has("price")) || concepts.has("growth");
  if (concepts.has("caseStudy") || result) return kind === "caseStudy" ? 1.3 : kind === "price" ? 0.85 : 1;
  // "Do you run ad campaigns?" asks whether we offer it: the service, not a project that used it.
  if (offer && !concepts.has("price")) return kind === "portfolio" || kind === "caseStudy" ? 0.65 : 1;
  // "How many staff do you have?" asks for the headcount, not for the people's profiles.
  if (concepts.has("staff") && (kind === "company" || kind === "team")) return kind === "company" ? 1.3 : 0.8;
  if (concepts.has("price") && kind === "service") return 0.85;
  return 1;
}

// Asking whether we do something, in either language: 「扱ってますか」, 「お任せできますか」, "do you offer …?".
export const asksOffer =
  /\b(?:(?:do|can|could|would|will) )?(?:you|u|ya) (?:guys |all )?(?:also )?(do|run|offer|provide|handle|help with|take on|manage|build|make|support|work on)\b|\bdo you have (a |an )?(service|team)|対応(して|でき|可能)|やって(ます|います|もらえ|いただけ|くれ)|お任せ|任せられ|お願いでき|頼め|できますか|可能ですか|ご提供|提供して|作れ(ます|る)|作って(もらえ|いただけ|くれ)|開発(でき|して(もらえ|いただけ|くれ))|(対応|制作|作成)?も?して(もらえ|いただけ|くれ)(ます|る)/u;

// The company's own name is in nearly every page; in a question it just means "the company".
const companyNames = [company.legalName.ja, company.legalName.en, company.shortName.ja, company.shortName.en]
  .map(normalizeText)
  .sort((a, b) => b.length - a.length);
export const ownNameWord = { ja: "会社", en: "company" } as const;

export function withoutOwnName(question: string, language: Locale): string {
  let text = normalizeText(question);
  for (const name of companyNames) text = text.split(name).join(` ${ownNameWord[language]} `);
  return plainWords(text);
}

function rank(knowledge: Knowledge, rawQuestion: string, language: Locale): RankedHit[] {
  const question = withoutOwnName(rawQuestion, language);
  const { concepts } = knowledge.index.analyze(question);
  // A follow-up read with the previous question ("case study?" then "how much?") asks what its own line asks.
  const lines = rawQuestion.split("\n");
  const own = lines.length > 1 ? conceptsIn(normalizeText(lines.at(-1)!)) : concepts;
  const asked = own.has("price") || own.has("caseStudy") ? own : concepts;
  const best = new Map<string, RankedHit>();
  const offer = asksOffer.test(normalizeText(lines.at(-1)!));
  for (const hit of knowledge.index.search(question, { limit: 30 })) {
    const factor = prior(hit.doc, concepts, asked, offer);
    const score = hit.score * factor;
    // A page summary yields to a specific entry in ranking, but is no less understood for it.
    const confidence = Math.min(1, hit.confidence * (hit.doc.id.startsWith("page:") ? Math.max(factor, 1) : factor));
    const current = best.get(hit.doc.id);
    if (current && current.score >= score) continue;
    const doc = knowledge.find(hit.doc.id, language) ?? hit.doc;
    best.set(hit.doc.id, { doc, score, confidence });
  }
  const ranked = priceFirst(
    knowledge,
    namedPlanFirst(
      question,
      namedMemberFirst(
        knowledge,
        question,
        [...best.values()].sort((a, b) => b.score - a.score),
        language,
      ),
    ),
    asked,
    language,
  );
  return gated(knowledge, question, ranked);
}

// A member named by family or given name with an honorific (「田中さん」, "Daniel"): the question is about that person.
const memberNames = teamMembers.map((m) => ({
  id: `team:${m.id}`,
  ja: m.name.split(/\s+/).filter((n) => [...n].length >= 2),
  en: m.nameEn
    .toLowerCase()
    .split(/\s+/)
    .filter((n) => n.length >= 3),
}));

function namedMemberFirst(knowledge: Knowledge, question: string, hits: RankedHit[], language: Locale): RankedHit[] {
  const member = memberNames.find(
    (m) =>
      m.ja.some((n) => new RegExp(`${n}(さん|様|氏|さま)`, "u").test(question)) ||
      // "I'm Daniel, …" introduces the visitor, not our Daniel.
      (!/\b(i'?m|i am|my name|this is)\b/u.test(question) &&
        m.en.some((n) => new RegExp(`\\b${n}\\b`, "u").test(question))),
  );
  const doc = member && knowledge.find(member.id, language);
  if (!member || !doc) return hits;
  const ranked = hits.find((h) => h.doc.id === member.id);
  const promoted: RankedHit = {
    doc,
    score: Math.max(ranked?.score ?? 0, hits[0]?.score ?? 0),
    confidence: Math.max(ranked?.confidence ?? 0, CONFIDENCE_THRESHOLD),
  };
  return [promoted, ...hits.filter((h) => h.doc.id !== member.id)];
}

/** "what does the Standard Website plan cover?": a plan named by its full title is what is asked, not its category. */
function namedPlanFirst(question: string, hits: RankedHit[]): RankedHit[] {
  const named = hits.find(
    (h) =>
      h.doc.id.startsWith("price:") && [...h.doc.title].length >= 6 && question.includes(normalizeText(h.doc.title)),
  );
  if (!named || hits[0] === named || hits[0]?.doc.kind !== "price") return hits;
  const top = hits[0]!;
  const promoted = { ...named, score: top.score, confidence: Math.max(named.confidence, top.confidence) };
  return [promoted, ...hits.filter((h) => h !== named)];
}

/**
 * 「SNS開発の費用の目安」: a price question whose best page is a service is answered by
 * that service's price entry (the best ranked of them), with the service's standing.
 */
function priceFirst(knowledge: Knowledge, hits: RankedHit[], asked: Set<string>, language: Locale): RankedHit[] {
  const top = hits[0];
  const ids = top?.doc.prices;
  if (!top || top.doc.kind !== "service" || !asked.has("price") || asked.has("caseStudy")) return hits;
  if (!ids?.length) return [{ ...top, unpriced: true }, ...hits.slice(1)];
  const ranked = hits.find((h) => ids.includes(h.doc.id));
  const doc = ranked?.doc ?? knowledge.find(ids[0]!, language);
  if (!doc) return hits;
  const promoted = { doc, score: top.score, confidence: Math.max(ranked?.confidence ?? 0, top.confidence) };
  return [promoted, ...hits.filter((h) => h.doc.id !== doc.id)];
}

/**
 * The pages that answer a question, best first. A short follow-up ("how much is it?")
 * that means little alone is read together with the previous question.
 */
export function retrieve(knowledge: Knowledge, question: string, history: ChatTurn[], language: Locale): RankedHit[] {
  return withSentence(knowledge, question, retrievePages(knowledge, question, history, language), language);
}

/**
 * Before the assistant says the site does not say something, the published sentences are searched: one that explains
 * all the question asks ("do you monitor around the clock?": the hosting's monitoring line) answers it.
 */
const SENTENCE_QUESTION_LENGTH = 200;

function withSentence(knowledge: Knowledge, question: string, hits: RankedHit[], language: Locale): RankedHit[] {
  // One sentence explains a question of a sentence or two; a longer one is never all explained, so it is not looked up.
  if ((hits[0]?.confidence ?? 0) >= CONFIDENCE_THRESHOLD || question.length > SENTENCE_QUESTION_LENGTH) return hits;
  const found = knowledge.sentences?.find(question, language);
  return found ? [{ doc: sentenceDoc(found), score: hits[0]?.score ?? 1, confidence: 1 }, ...hits] : hits;
}

function retrievePages(knowledge: Knowledge, question: string, history: ChatTurn[], language: Locale): RankedHit[] {
  let hits = rank(knowledge, question, language);
  // "whats the prise of seo": the estimate vocabulary's typos corrected, read again when that is understood better.
  const corrected = correctTypos(normalizeText(question));
  if (corrected !== normalizeText(question)) {
    const again = rank(knowledge, corrected, language);
    if ((again[0]?.confidence ?? 0) > (hits[0]?.confidence ?? 0)) hits = again;
  }
  // 「せきゅりてぃしんだんは いくら」: kana the pages write as words (セキュリティ診断) is read as those words,
  // which wins when it matches more than the text as typed (where only いくら was understood).
  const rewritten = knowledge.vocabulary?.rewrite(question);
  if (rewritten && rewritten !== question.normalize("NFKC")) {
    const again = rank(knowledge, rewritten, language);
    if ((again[0]?.confidence ?? 0) >= CONFIDENCE_THRESHOLD && (again[0]?.score ?? 0) > (hits[0]?.score ?? 0))
      hits = again;
  }
  if ((hits[0]?.confidence ?? 0) >= CONFIDENCE_THRESHOLD) return hits;
  const focused = sentenceHits(knowledge, question, language) ?? mainClauseHits(knowledge, question, language);
  if (focused) return focused;
  const previous = previousQuestion(history);
  if (previous && [...question].length <= 30) {
    const combined = rank(knowledge, `${previous}\n${question}`, language);
    if ((combined[0]?.confidence ?? 0) >= CONFIDENCE_THRESHOLD) return combined;
  }
  return fuzzyHits(knowledge, question, language) ?? hits;
}

// Sentence ends in both languages.
const sentenceEnd = /(?<=[.?!。？！])\s*/u;

/**
 * "What's your full legal company name? Our accounts team needs it for the vendor form.":
 * context around a question dilutes its confidence, so when the whole message is not
 * understood, each sentence is read alone and the best understood one answers.
 */
function sentenceHits(knowledge: Knowledge, question: string, language: Locale): RankedHit[] | undefined {
  const sentences = question
    .split(sentenceEnd)
    .map((s) => s.trim())
    .filter((s) => [...s].length >= 4);
  // A follow-up read with the previous question (two lines) is one question, not two.
  if (sentences.length < 2 || question.includes("\n")) return undefined;
  // When some sentences ask, the others are context ("Reply to me at …"), not what to answer.
  const asking = sentences.filter((s) => asks.test(s));
  let best: RankedHit[] | undefined;
  for (const sentence of asking.length ? asking : sentences) {
    // "What's the cost?" names no topic of its own: alone it would match any page about costs.
    if (asksPriceOfNoTopic(sentence)) continue;
    // "Can you handle that too?" asks about the sentence before it: alone it matches anything.
    if (pointsBack.test(sentence)) continue;
    const hits = rank(knowledge, sentence, language);
    const confidence = hits[0]?.confidence ?? 0;
    if (confidence >= CONFIDENCE_THRESHOLD && confidence > (best?.[0]?.confidence ?? 0)) best = hits;
  }
  return best;
}

// "If there were ever a dispute, which court …?", 「万が一トラブルになった場合、どこの裁判所…」: the condition sets the scene.
const condition =
  /^(?:(?:if|in case|in the event|should|suppose|supposing|assuming)\b[^,]{2,100},|(?:もし|万が一|万一)?[^、,。]{2,40}?(?:場合(?:は|に|には)?|たら|なら)[、,])\s*/iu;

// "Should we ever disagree about a project" cut off from the question after it: the scene, not a question.
const conditionOnly =
  /^(?:if|in case|in the event|should|suppose|supposing|assuming)\b[^?？]*$|^(?:もし|万が一|万一)[^?？]*$/iu;

/** A part that only sets a condition for the part after it: it is read with that part, not answered alone. */
export const onlySetsCondition = (part: string) => conditionOnly.test(normalizeText(part).replace(/[、,]\s*$/u, ""));

/** When the whole question is not understood, the main clause after a condition is read alone. */
function mainClauseHits(knowledge: Knowledge, question: string, language: Locale): RankedHit[] | undefined {
  const head = question.includes("\n") ? null : question.match(condition);
  const main = head ? question.slice(head[0].length) : "";
  if ([...main].length < 4) return undefined;
  const hits = rank(knowledge, main, language);
  return (hits[0]?.confidence ?? 0) >= CONFIDENCE_THRESHOLD ? hits : undefined;
}

const pointsBack = /\b(that|this|it|such)\b|そういう|そのような|それ(?!ぞれ)/iu;

const asks = /[?？]$|^(what|who|where|when|which|how|do|does|did|can|could|is|are|would|will)\b/iu;

/**
 * Below this share of its terms matched, the forgiving reading does not answer either
 * (tuned on tests/integration/chat-visitor-questions.ts).
 */
export const FUZZY_CONFIDENCE = 0.6;

/** The forgiving reading's answer (typos, kana-only Japanese), if it is sure enough. */
function fuzzyHits(knowledge: Knowledge, question: string, language: Locale): RankedHit[] | undefined {
  // Only documents that cover most of the question compete; among them the best ranked answers.
  const sure = (knowledge.fuzzy?.query(withoutOwnName(question, language)) ?? []).filter(
    (hit) => hit.confidence >= FUZZY_CONFIDENCE,
  );
  if (sure.length === 0) return undefined;
  const hits = sure.map((hit) => ({
    doc: knowledge.find(hit.doc.id, language) ?? hit.doc,
    score: hit.score,
    confidence: CONFIDENCE_THRESHOLD,
  }));
  return gated(knowledge, withoutOwnName(question, language), hits);
}

export function unsureReply(now: Date, language: Locale): string {
  const t = chatReplies[language].fallback;
  const contact = markdownLink(t.contactLabel, CONTACT_PATH, language);
  return isOpen(now) ? t.unsure(contact) : `${t.unsure(contact)}\n${availabilityNote(now, language)}`;
}

/** The built-in answer: the best page's answer and one link to it (nothing else appended), or an honest "not sure". */
export function builtInAnswer(hits: RankedHit[], now: Date, language: Locale, question?: string): string {
  const a = chatReplies[language].answers;
  const top = hits[0];
  if (!top || top.confidence < CONFIDENCE_THRESHOLD) return unsureReply(now, language);
  const lines = [top.doc.answer];
  // A follow-up read with the question before it asks what its own (last) line asks.
  const detail =
    question && top.doc.kind === "caseStudy" ? caseDetail(top.doc.id, question.split("\n").at(-1)!, language) : null;
  if (detail) lines.push(detail);
  if (top.doc.kind === "hours") lines.push(availabilityNote(now, language));
  if (top.unpriced)
    lines.push(a.quotedOnRequest(markdownLink(chatReplies[language].fallback.contactLabel, CONTACT_PATH, language)));
  lines.push(a.seeMore(markdownLink(top.doc.linkLabel, top.doc.path, language)));
  return lines.join("\n");
}
