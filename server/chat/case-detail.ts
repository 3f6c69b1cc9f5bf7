import { caseStudies } from "../../content/case-studies";
import { caseStudyDetailPage } from "../../content/case-studies-page";
import type { Locale } from "../../domain/i18n/locales";
import { conceptsIn, synonymGroups } from "./synonyms";
import { isCjk, normalizeText } from "./text-features";

// Concepts every case study is about, so they pick out no sentence.
const generic = new Set(["caseStudy", "portfolio", "company"]);

// "How did you do that?", 「どうやって？」: the way the result was reached, which the strategies' titles name.
const asksMethod =
  /\bhow (?:did|do|have) you\b|\bhow (?:was|is) (?:it|that|this) (?:done|achieved)\b|\bwhat did you (?:do|change)\b|\b(?:what|which) (?:steps|measures|approach|methods?)\b|どうやって|どのように|どんな(?:施策|方法|取り組み|こと(?:を|した))|何を(?:した|やった|行った)|施策|やり方/u;

/** How many of a concept's words a sentence uses: "in Japanese, English, Chinese and Korean" names more than "in English". */
function weight(sentence: string, concept: string): number {
  return (synonymGroups[concept] ?? []).filter((term) =>
    isCjk(term) ? sentence.includes(term) : new RegExp(`\\b${term}`, "u").test(sentence),
  ).length;
}

/**
 * The sentence of a case study's write-up that answers something specific asked about it
 * ("which languages can it answer in?", "what did you do on the advertising side?"), which
 * the summary in its answer may not say; null when the question asks nothing beyond the case.
 */
export function caseDetail(docId: string, question: string, language: Locale): string | null {
  const cs = caseStudies.find((c) => `case:${c.id}` === docId);
  if (!cs) return null;
  const t = cs.text[language];
  const wanted = [...conceptsIn(normalizeText(question))].filter((c) => !generic.has(c));
  const method = asksMethod.test(normalizeText(question))
    ? language === "ja"
      ? `${caseStudyDetailPage.ja.strategiesHeading}：${t.strategies.map((s) => s.title).join("、")}`
      : `${caseStudyDetailPage.en.strategiesHeading}: ${t.strategies.map((s) => s.title).join("; ")}`
    : null;
  if (wanted.length === 0) return method;
  const sentences = [
    t.overview,
    ...t.strategies.map((s) => `${s.title}: ${s.description}`),
    ...t.results,
    t.challenge.challenge,
    t.conclusion,
  ]
    .flatMap((text) => text.split(/(?<=[.。!！?？])\s*/u))
    .map((s) => s.trim())
    .filter(Boolean);
  let best: { sentence: string; score: number } | null = null;
  for (const sentence of sentences) {
    const lower = normalizeText(sentence);
    const score = wanted.reduce((sum, c) => sum + weight(lower, c), 0);
    if (score > 0 && (!best || score > best.score)) best = { sentence, score };
  }
  return best && !t.summary.includes(best.sentence) ? best.sentence : method;
}
