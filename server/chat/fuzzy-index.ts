import MiniSearch from "minisearch";
import type { KnowledgeDoc } from "./knowledge/knowledge-doc";
import { readingsOf } from "./japanese-readings";
import { isStopword, normalizeText } from "./text-features";

/**
 * A second, forgiving reading of a question, for when the exact lexical match
 * (search-index.ts) is unsure: MiniSearch's ranking over English words with
 * typo tolerance ("webiste", "adress") and over Japanese as katakana readings cut into
 * pairs of characters, so kana-only and mixed spellings meet the kanji of the page
 * (「でんわばんごう」 → デンワバンゴウ ↔ 電話番号). Built once, when the readings are ready.
 */

export interface FuzzyHit {
  doc: KnowledgeDoc;
  score: number;
  /** Share of the question's terms the document matched (0..1). */
  confidence: number;
}

const latinWords = (text: string) =>
  (text.match(/[a-z0-9][a-z0-9'-]*/g) ?? [])
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => w.length > 1 && !isStopword(w));

function bigrams(reading: string): string[] {
  const chars = [...reading];
  if (chars.length === 1) return [];
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
}

// Readings of the requests and endings every Japanese question has ("…を作ってもらえますか"), longest first.
const fillers = [
  "オネガイシマス",
  "モラエマスカ",
  "イタダケマスカ",
  "デキマスカ",
  "シテイマスカ",
  "シテマスカ",
  "クダサイ",
  "オシエテ",
  "ツクッテ",
  "ツクリタイ",
  "ナンデスカ",
  "イクラ",
  "モラエル",
  "シタイ",
  "ヤッテ",
  "オネガイ",
  "デスカ",
  "マスカ",
  "デス",
  "マス",
  "ッテ",
].sort((a, b) => b.length - a.length);
const trailingParticle = /[ノヲハガニトモデヘ]$/u;

/** A reading without request phrases and a trailing particle: the topic words are left. */
function topicOf(reading: string): string {
  let rest = reading;
  for (const filler of fillers) rest = rest.split(filler).join(" ");
  return rest
    .split(" ")
    .map((part) => (part.length > 2 ? part.replace(trailingParticle, "") : part))
    .join(" ");
}

/** Terms of a text: English words and Japanese reading pairs. */
export function fuzzyTerms(text: string): string[] {
  const normalized = normalizeText(text);
  const japanese = readingsOf(normalized).flatMap((reading) => topicOf(reading).split(" ").flatMap(bigrams));
  return [...latinWords(normalized), ...japanese];
}

export class FuzzyIndex {
  private readonly search: MiniSearch<{ id: number; head: string; body: string }>;
  private readonly docs: KnowledgeDoc[];

  constructor(docs: readonly KnowledgeDoc[]) {
    this.docs = [...docs];
    this.search = new MiniSearch({
      fields: ["head", "body"],
      tokenize: (text) => fuzzyTerms(text),
      processTerm: (term) => term,
      searchOptions: {
        boost: { head: 2 },
        // Typos are forgiven in longer English words only; reading pairs must match exactly.
        fuzzy: (term) => (/^[a-z]{5,}$/.test(term) ? 0.2 : false),
        prefix: (term) => /^[a-z]{4,}$/.test(term),
        combineWith: "OR",
      },
    });
    this.search.addAll(
      this.docs.map((doc, id) => ({ id, head: [doc.title, ...doc.keywords].join("\n"), body: doc.body })),
    );
  }

  query(question: string, limit = 5): FuzzyHit[] {
    const terms = [...new Set(fuzzyTerms(question))];
    if (terms.length === 0) return [];
    return this.search
      .search(terms.join(" "), { tokenize: (text) => text.split(" ") })
      .slice(0, limit * 4)
      .map((result) => ({
        doc: this.docs[result.id as number]!,
        score: result.score,
        confidence: new Set(result.queryTerms).size / terms.length,
      }))
      .slice(0, limit * 4);
  }
}
