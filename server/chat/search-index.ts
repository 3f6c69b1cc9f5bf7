import type { DocKind, KnowledgeDoc } from "./knowledge/knowledge-doc";
import type { TopicNouns } from "./japanese-readings";
import { conceptsIn, isSynonymWord, japaneseTermsIn, phraseWordConcepts } from "./synonyms";
import {
  charNgrams,
  editDistance,
  isCjk,
  isStopword,
  normalizeText,
  segment,
  stem,
  textFeatures,
  wordForms,
  type FeatureBag,
} from "./text-features";

/**
 * Lexical retrieval over the knowledge documents: a BM25-like score over words,
 * character n-grams and synonym concepts, with title/keyword matches worth more
 * than body matches. `confidence` is the share of the question's weight that the
 * document covers (0..1), which is what the "I'm not sure" threshold compares.
 */

const featureWeight = (feature: string): number => {
  switch (feature[0]) {
    case "c":
      return 1.6;
    case "g":
      return [...feature].length - 2 >= 3 ? 0.8 : 0.5;
    case "t":
      return 0.35;
    default:
      return 1;
  }
};

interface IndexedDoc {
  doc: KnowledgeDoc;
  /** Normalised title, to notice a question that names the entry outright. */
  title: string;
  /** The title's length in characters. */
  titleLength: number;
  head: FeatureBag;
  body: FeatureBag;
  length: number;
  /** The whole normalised text and the concepts it names, to see which of a question's words it explains. */
  text: string;
  concepts: Set<string>;
}

export interface SearchHit {
  doc: KnowledgeDoc;
  score: number;
  confidence: number;
}

export interface QueryAnalysis {
  text: string;
  /** Each counted once, so repeating a word does not shout. */
  features: Set<string>;
  concepts: Set<string>;
  /** Features that can carry a match on their own (see `anchored`). */
  anchors: Set<string>;
  /** Japanese whole words ("タワー"): unseen, they count fully against confidence. */
  wholeWords: Set<string>;
}

function withConcepts(bag: FeatureBag, concepts: Iterable<string>): FeatureBag {
  for (const c of concepts) bag.set(`c:${c}`, (bag.get(`c:${c}`) ?? 0) + 1);
  return bag;
}

function indexDoc(doc: KnowledgeDoc): IndexedDoc {
  const headText = normalizeText([doc.title, ...doc.keywords].join("\n"));
  const bodyText = normalizeText(doc.body);
  const head = withConcepts(textFeatures(headText), [...conceptsIn(headText), ...(doc.concepts ?? [])]);
  const body = withConcepts(textFeatures(bodyText), conceptsIn(bodyText));
  let length = 0;
  for (const n of body.values()) length += n;
  const title = normalizeText(doc.title);
  const concepts = new Set([...head.keys(), ...body.keys()].filter((f) => f.startsWith("c:")).map((f) => f.slice(2)));
  return { doc, title, titleLength: [...title].length, head, body, length, text: `${headText}\n${bodyText}`, concepts };
}

// A subject pronoun or a plural of people, then the verb (an adverb may stand between).
const afterSubject =
  /\b(?:i|you|u|we|they|he|she|people|who|staff|employees)\s+(?:also\s+|usually\s+|still\s+|ever\s+)?([a-z]{3,})\b/gu;

export interface SearchOptions {
  kinds?: readonly DocKind[];
  limit?: number;
}

export class SearchIndex {
  private readonly docs: IndexedDoc[];
  private readonly byDoc = new Map<KnowledgeDoc, IndexedDoc>();
  private readonly idf = new Map<string, number>();
  /**
   * Feature -> the documents (by position, ascending) that have it in head or body.
   * A question scores only the documents sharing a feature with it instead of
   * testing every feature against every document (that scan was the costliest part
   * of a chat answer).
   */
  private readonly postings = new Map<string, number[]>();
  private readonly averageLength: number;
  private readonly unseenIdf: number;

  constructor(docs: readonly KnowledgeDoc[]) {
    this.docs = docs.map(indexDoc);
    for (const d of this.docs) this.byDoc.set(d.doc, d);
    const df = new Map<string, number>();
    this.docs.forEach((d, i) => {
      for (const f of new Set([...d.head.keys(), ...d.body.keys()])) {
        df.set(f, (df.get(f) ?? 0) + 1);
        const list = this.postings.get(f);
        if (list) list.push(i);
        else this.postings.set(f, [i]);
      }
    });
    const n = Math.max(this.docs.length, 1);
    for (const [f, count] of df) this.idf.set(f, Math.log(1 + (n - count + 0.5) / (count + 0.5)));
    this.averageLength = this.docs.reduce((sum, d) => sum + d.length, 0) / n || 1;
    // What a word would weigh if exactly one page used it.
    this.unseenIdf = Math.log(1 + (n - 0.5) / 1.5);
  }

  get size(): number {
    return this.docs.length;
  }

  /** The last question's analysis: answering one asks for it twice (rank, then search). Never mutated by callers. */
  private last: { question: string; analysis: QueryAnalysis } | undefined;

  analyze(question: string): QueryAnalysis {
    if (this.last?.question === question) return this.last.analysis;
    const analysis = this.analyzeFresh(question);
    this.last = { question, analysis };
    return analysis;
  }

  private analyzeFresh(question: string): QueryAnalysis {
    const text = normalizeText(question);
    const features = new Set(textFeatures(text).keys());
    const { words, cjkChunks } = segment(text);
    const resolved = new Set<string>();
    const concepts = conceptsIn(text, { isKnownWord: (w) => this.idf.has(`w:${stem(w)}`), resolved });

    // A Japanese synonym stands for itself through its concept: its own n-grams would favour
    // pages that use the same word over pages that say the same thing differently (採用 / 募集).
    // (English words stay: they are exact, and without them the concepts alone are too thin.)
    for (const term of japaneseTermsIn(text)) {
      for (const n of [2, 3]) for (const g of charNgrams(term, n)) features.delete(`g:${g}`);
    }
    for (const word of words) {
      const known = this.idf.has(`w:${word}`);
      // A misspelt synonym, or one no page uses ("outdated"), is carried by its concept alone.
      if (resolved.has(word) || (!known && isSynonymWord(word))) features.delete(`w:${word}`);
      // Trigrams are there to catch typos; a word the site uses needs none.
      if ((known || isSynonymWord(word)) && word.length >= 5)
        for (const g of charNgrams(`^${word}$`, 3)) features.delete(`t:${g}`);
    }
    for (const c of concepts) features.add(`c:${c}`);

    const wholeWords = new Set(cjkChunks.map((chunk) => `g:${chunk}`));
    // Fragments alone are a coincidence, not an answer ("メン" of ラーメン in メンバー).
    const anchors = new Set<string>();
    for (const f of features) {
      if (f.startsWith("w:") || f.startsWith("c:")) anchors.add(f);
      else if (f.startsWith("g:") && ([...f].length === 5 || wholeWords.has(f))) anchors.add(f);
    }
    return { text, features, concepts, anchors, wholeWords };
  }

  /**
   * Which of the question's topic words (English content words, Japanese noun compounds) the documents explain: one
   * uses the word (a one-letter slip forgiven) or names a concept the word stands for; a compound is explained by
   * any of its nouns. Words most pages use ("company", 「サービス」) say nothing about the topic and are left out.
   * `framing` (for the fact rows' one-attribute check) also reads English frames: a word of a synonym phrase the
   * page's concept names, and a verb after its subject, which count only for the page.
   */
  explains(
    question: string,
    docs: readonly KnowledgeDoc[],
    nouns: TopicNouns,
    framing = false,
  ): { words: string[]; unexplained: string[] } {
    const indexed = docs.map((doc) => this.byDoc.get(doc)).filter((d): d is IndexedDoc => d !== undefined);
    if (indexed.length === 0) return { words: [], unexplained: [] };
    const normalized = normalizeText(question);
    // English has no part-of-speech tags here; the word after a subject ("do you reply", "people work") is its verb,
    // which counts like a Japanese verbal noun: for the page that uses it, never against.
    const verbal = new Set(framing ? [...normalized.matchAll(afterSubject)].map((m) => stem(m[1]!)) : []);
    const content = segment(normalized).words.filter(
      (w) => !isCjk(w) && !/^\d/u.test(w) && w.length >= 3 && !this.common(w),
    );
    const latin = content.filter((w) => !verbal.has(w)).map((w) => [w]);
    const compounds = nouns.topics
      .map((c) => c.map(normalizeText).filter((n) => !isStopword(n) && !this.common(n)))
      .filter((c) => c.length > 0);
    // A verbal noun a page explains (「削除して」 beside the deletion clause) counts for it, never against.
    const verbs = [...nouns.verbs, ...content.filter((w) => verbal.has(w))]
      .filter((v) => indexed.some((d) => this.explained(v, d)))
      .map((v) => [v]);
    // "how many people": a word of a phrase the page's concept names is explained with the phrase.
    const phrased = framing ? phraseWordConcepts(normalized) : new Map<string, Set<string>>();
    const inPhrase = (w: string, d: IndexedDoc) => [...(phrased.get(w) ?? [])].some((c) => d.concepts.has(c));
    const seen = new Set<string>();
    const words: string[] = [];
    const unexplained: string[] = [];
    for (const group of [...latin, ...compounds, ...verbs]) {
      const key = group.join("");
      if (seen.has(key)) continue;
      seen.add(key);
      words.push(key);
      if (!group.some((w) => indexed.some((d) => this.explained(w, d) || inPhrase(w, d)))) unexplained.push(key);
    }
    return { words, unexplained };
  }

  private readonly usedWords = new Map<string, boolean>();

  /** Whether any page uses the word (a topic word as `explains` returns it): what no page uses, the site never says. */
  uses(word: string): boolean {
    if (isCjk(word)) return this.docs.some((d) => d.text.includes(word));
    if (this.idf.has(`w:${word}`)) return true;
    // A near spelling means a pass over every page: remembered, so a message repeating a word pays once.
    let used = this.usedWords.get(word);
    if (used === undefined) {
      used = this.docs.some((d) => this.explained(word, d));
      if (this.usedWords.size >= 10_000) this.usedWords.clear();
      this.usedWords.set(word, used);
    }
    return used;
  }

  private common(word: string): boolean {
    const feature = isCjk(word) ? ([...word].length <= 3 ? `g:${word}` : undefined) : `w:${word}`;
    const idf = feature ? this.idf.get(feature) : undefined;
    return idf !== undefined && idf < 1;
  }

  private explained(word: string, d: IndexedDoc): boolean {
    if ([...conceptsIn(word)].some((c) => d.concepts.has(c))) return true;
    if (isCjk(word)) return d.text.includes(word);
    // "train" and "training", "monitor" and "monitored": one word in another form.
    const has = (w: string) => d.head.has(`w:${w}`) || d.body.has(`w:${w}`);
    if (has(word) || wordForms(word).some(has)) return true;
    if (word.length < 5) return false;
    for (const f of [...d.head.keys(), ...d.body.keys()])
      if (f.startsWith("w:") && Math.abs(f.length - 2 - word.length) <= 1 && editDistance(f.slice(2), word, 1) <= 1)
        return true;
    return false;
  }

  search(question: string, options: SearchOptions = {}): SearchHit[] {
    const { text, features, anchors, wholeWords } = this.analyze(question);
    let possible = 0;
    const weighted: [string, number][] = [];
    for (const f of features) {
      const idf = this.idf.get(f);
      const w = featureWeight(f);
      // A word no page uses ("weather", "タワー") counts fully against confidence; an unseen
      // n-gram inside a longer word only a little, as it is mostly a seam between two words.
      const fragment = (f.startsWith("g:") && !wholeWords.has(f)) || f.startsWith("t:");
      possible += w * (idf ?? (fragment ? this.unseenIdf * 0.25 : this.unseenIdf));
      if (idf !== undefined) weighted.push([f, w * idf]);
    }
    if (possible === 0) return [];

    // Each document's terms are added in the order of `weighted`, as a scan of every
    // document would add them, so the scores (and the order of ties) are the same.
    const scores = new Float64Array(this.docs.length);
    const anchoredDocs = new Uint8Array(this.docs.length);
    for (const [f, w] of weighted) {
      const isAnchor = anchors.has(f);
      for (const i of this.postings.get(f) ?? []) {
        const d = this.docs[i]!;
        const lengthNorm = 0.5 + (0.5 * d.length) / this.averageLength;
        const inHead = d.head.has(f);
        const tf = d.body.get(f) ?? 0;
        if (isAnchor) anchoredDocs[i] = 1;
        const bodyMatch = tf > 0 ? (0.55 * tf) / (tf + 0.5 * lengthNorm) : 0;
        scores[i] += w * (inHead ? Math.min(1, 0.9 + bodyMatch / 5) : bodyMatch);
      }
    }

    const hits: SearchHit[] = [];
    for (let i = 0; i < this.docs.length; i++) {
      const score = scores[i]!;
      if (score === 0) continue;
      const d = this.docs[i]!;
      if (options.kinds && !options.kinds.includes(d.doc.kind)) continue;
      const confidence = (anchoredDocs[i] ? 1 : 0.5) * (score / possible);
      // "How much is a native app?" names the Native App entry itself: it beats lists that mention it.
      const named = d.titleLength >= 2 && text.includes(d.title) ? 1.25 : 1;
      hits.push({ doc: d.doc, score: score * named, confidence });
    }
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, options.limit ?? 10);
  }
}
