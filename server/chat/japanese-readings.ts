import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import kuromoji from "kuromoji";
import { logger } from "../logger";

/**
 * Katakana readings of Japanese text, from the kuromoji morphological analyser and
 * the dictionary it ships: 料金 reads リョウキン, so a visitor who types only kana
 * (「りょうきん」) still meets the page that writes it in kanji. The dictionary loads
 * once, asynchronously (a second or two, off the request path); tokenising a
 * short question afterwards takes about a millisecond.
 */

type Tokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;

let tokenizer: Tokenizer | undefined;
let loading: Promise<Tokenizer | undefined> | undefined;

function dictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("kuromoji/package.json")), "dict");
}

/** Starts loading the dictionary (once); resolves undefined if it cannot be loaded. */
export function loadJapaneseTokenizer(): Promise<Tokenizer | undefined> {
  loading ??= new Promise((resolve) => {
    try {
      kuromoji.builder({ dicPath: dictionaryPath() }).build((error, built) => {
        if (error) {
          logger.warn("chat_tokenizer_unavailable", { reason: error.message });
          resolve(undefined);
          return;
        }
        tokenizer = built;
        resolve(built);
      });
    } catch (error) {
      logger.warn("chat_tokenizer_unavailable", { reason: error instanceof Error ? error.message : "unknown" });
      resolve(undefined);
    }
  });
  return loading;
}

export const hiraganaToKatakana = (text: string) =>
  text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));

const japaneseRun = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff々〆ー]+/gu;

// kuromoji's lattice searches the dictionary from every position to the end of its input, so its cost grows
// with the square of a run's length; runs are read in pieces no word spans in practice, keeping it linear.
const PIECE = 32;

function tokensOf(t: Tokenizer, run: string): kuromoji.IpadicFeatures[] {
  const chars = [...run];
  if (chars.length <= PIECE) return t.tokenize(run);
  const tokens: kuromoji.IpadicFeatures[] = [];
  for (let i = 0; i < chars.length; i += PIECE) tokens.push(...t.tokenize(chars.slice(i, i + PIECE).join("")));
  return tokens;
}

/**
 * Each run of Japanese in the text, as katakana: kanji by their dictionary reading,
 * kana as they are. Without the dictionary (still loading) kana alone are converted.
 */
export function readingsOf(text: string): string[] {
  const runs = text.normalize("NFKC").match(japaneseRun) ?? [];
  return runs.map((run) => {
    if (!tokenizer || !/[\u3400-\u9fff\uf900-\ufaff々]/u.test(run)) return hiraganaToKatakana(run);
    return tokensOf(tokenizer, run)
      .map((token) => (token.reading && token.reading !== "*" ? token.reading : hiraganaToKatakana(token.surface_form)))
      .join("");
  });
}

export const isTokenizerLoaded = () => tokenizer !== undefined;

/**
 * A person's name the dictionary tags as one (人名: a family name, then given names, a space allowed between):
 * 「山田太郎」, 「佐々木 一郎と申します」, 「鈴木です」. Undefined before the dictionary has loaded.
 */
export function personNameIn(text: string): string | undefined {
  if (!tokenizer) return undefined;
  // Cut by code points: a lone half of a surrogate pair (an emoji cut at 200 units) makes kuromoji throw.
  const tokens = tokensOf(tokenizer, [...text.normalize("NFKC")].slice(0, 200).join(""));
  const isName = (t: kuromoji.IpadicFeatures | undefined) => t?.pos_detail_2 === "人名";
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.pos_detail_3 !== "姓") continue;
    let name = tokens[i]!.surface_form;
    let j = i + 1;
    const space = tokens[j]?.pos_detail_1 === "空白" && isName(tokens[j + 1]);
    if (space) j++;
    if (isName(tokens[j])) name += `${space ? " " : ""}${tokens[j]!.surface_form}`;
    return name;
  }
  return undefined;
}

/**
 * The site's own Japanese words by their reading (リョウキン → 料金), so a question
 * typed in kana can be rewritten into the words the pages use. Built once from the
 * content when the dictionary has loaded.
 */
export class ReadingVocabulary {
  private readonly words = new Map<string, string>();
  private readonly longest: number;

  constructor(texts: Iterable<string>) {
    for (const text of texts) {
      if (!tokenizer) break;
      for (const run of text.normalize("NFKC").match(japaneseRun) ?? []) {
        for (const token of tokensOf(tokenizer, run)) {
          const reading =
            token.reading && token.reading !== "*" ? token.reading : hiraganaToKatakana(token.surface_form);
          const content =
            token.pos === "名詞" &&
            token.pos_detail_1 !== "非自立" &&
            token.pos_detail_1 !== "代名詞" &&
            token.pos_detail_1 !== "数";
          if (content && [...reading].length >= 2 && !this.words.has(reading))
            this.words.set(reading, token.surface_form);
        }
      }
    }
    this.longest = Math.max(0, ...[...this.words.keys()].map((r) => [...r].length));
  }

  /**
   * Each run of hiragana (and long-vowel marks) replaced, longest reading first, by
   * the site's words: 「でんわばんごう おしえて」 → 「電話番号 おしえて」. Kanji and katakana stay.
   */
  rewrite(text: string): string {
    return text.normalize("NFKC").replace(/[\u3041-\u3096ー]{2,}/gu, (run) => {
      const chars = [...hiraganaToKatakana(run)];
      const typed = [...run];
      let out = "";
      for (let i = 0; i < chars.length;) {
        let matched = 0;
        for (let n = Math.min(this.longest, chars.length - i); n >= 2; n--) {
          const word = this.words.get(chars.slice(i, i + n).join(""));
          if (word) {
            out += word;
            matched = n;
            break;
          }
        }
        if (matched) i += matched;
        else out += typed[i++];
      }
      return out;
    });
  }
}

/** The parts of kuromoji's dictionary that list every reading of a word, not only the one it picks. */
interface DictionaryInternals {
  viterbi_builder: { trie: { commonPrefixSearch(key: string): { k: string; v: number }[] } };
  token_info_dictionary: { target_map: Record<number, number[] | undefined>; getFeatures(id: number): string };
}

const readingsByKanji = new Map<string, Set<string>>();

/**
 * Every reading the dictionary gives one kanji (手: テ, シュ): a word typed with the wrong kanji
 * of the right sound (「保手」 for 保守) is recognised by them. Empty until the dictionary has loaded.
 */
export function kanjiReadings(kanji: string): Set<string> {
  const known = readingsByKanji.get(kanji);
  if (known || !tokenizer) return known ?? new Set();
  const readings = new Set<string>();
  try {
    const { viterbi_builder, token_info_dictionary } = tokenizer as unknown as DictionaryInternals;
    for (const entry of viterbi_builder.trie.commonPrefixSearch(kanji)) {
      if (entry.k !== kanji) continue;
      for (const id of token_info_dictionary.target_map[entry.v] ?? []) {
        const reading = token_info_dictionary.getFeatures(id).split(",")[8];
        if (reading && reading !== "*") readings.add(reading);
      }
    }
  } catch {
    // Another dictionary layout: no alternative readings, the word is simply not corrected.
  }
  readingsByKanji.set(kanji, readings);
  return readings;
}

// Tokens a name is made of: nouns that stand alone (a verb, a particle or 「の」 ends it).
const nameToken = (t: kuromoji.IpadicFeatures) =>
  t.pos === "名詞" &&
  !["非自立", "代名詞", "数", "接尾", "副詞可能", "サ変接続", "形容動詞語幹"].includes(t.pos_detail_1);

/**
 * The run of name-like tokens that ends the text (「本名は木村 翔太」 → 木村 翔太), or undefined when the text
 * ends in a verb phrase (「電話で相談したいの」). `person`: only a run the dictionary tags as a person's name.
 */
export function nameSpanEnding(text: string, person = false): string | undefined {
  if (!tokenizer) return undefined;
  const tokens = tokensOf(tokenizer, [...text.normalize("NFKC").trim()].slice(-40).join(""));
  let start = tokens.length;
  while (start > 0) {
    const token = tokens[start - 1]!;
    const space = token.pos_detail_1 === "空白" && start < tokens.length && start > 1;
    if (!nameToken(token) && !space) break;
    start--;
  }
  const span = tokens.slice(start);
  if (span.length === 0 || span.length > 5) return undefined;
  if (person && !span.some((t) => t.pos_detail_2 === "人名")) return undefined;
  return span
    .map((t) => t.surface_form)
    .join("")
    .trim();
}

/** Whether the dictionary finds a verb or an auxiliary in the text: it is a phrase, not a name. */
export function hasVerb(text: string): boolean {
  if (!tokenizer) return false;
  const tokens = tokensOf(tokenizer, [...text.normalize("NFKC")].slice(0, 60).join(""));
  return tokens.some((t) => t.pos === "動詞" || t.pos === "助動詞");
}

// Nouns that name a topic: not pronouns, numbers, suffixes, 「こと」 or 「大丈夫」, which only build the sentence.
const topicNoun = (t: kuromoji.IpadicFeatures) =>
  t.pos === "名詞" && !["非自立", "代名詞", "数", "接尾", "副詞可能", "形容動詞語幹"].includes(t.pos_detail_1);

// 「仕事して」「一緒に」: a verbal noun used as the verb or as an adverb says what is done, not what it is about.
const predicate = (token: kuromoji.IpadicFeatures, next: kuromoji.IpadicFeatures | undefined) =>
  token.pos_detail_1 === "サ変接続" &&
  ((next?.pos === "動詞" && next.basic_form === "する") || (next?.pos === "助詞" && next.surface_form === "に"));

export interface TopicNouns {
  /** Each compound as its nouns (「新規事業の試作」 → [新規, 事業], [試作]). */
  topics: string[][];
  /** Verbal nouns used as the verb (「削除して」): they name the topic when a page uses them, else they say nothing. */
  verbs: string[];
}

/** The Japanese topic nouns of a text, from the dictionary; empty before it has loaded. */
export function topicNounsOf(text: string): TopicNouns {
  const verbs: string[] = [];
  if (!tokenizer) return { topics: [], verbs };
  // Spaces between Japanese words (「しごと してますか」 read as 仕事 してますか) do not end the sentence.
  const joined = text
    .normalize("NFKC")
    .replace(/(?<=[\u3040-\u30ff\u3400-\u9fff])\s+(?=[\u3040-\u30ff\u3400-\u9fff])/gu, "");
  const runs = [...joined].slice(0, 200).join("").match(japaneseRun) ?? [];
  const compounds: string[][] = [];
  for (const run of runs) {
    let current: string[] = [];
    const tokens = tokensOf(tokenizer, run);
    tokens.forEach((token, i) => {
      if (topicNoun(token) && predicate(token, tokens[i + 1])) verbs.push(token.surface_form);
      else if (topicNoun(token)) {
        // A noun in kana only (「もと」「ところ」) frames the sentence; a topic is written in kanji or katakana.
        if ([...token.surface_form].length >= 2 && !/^[\u3041-\u3096ー]+$/u.test(token.surface_form))
          current.push(token.surface_form);
        return;
      }
      if (current.length) compounds.push(current);
      current = [];
    });
    if (current.length) compounds.push(current);
  }
  return { topics: compounds, verbs };
}
