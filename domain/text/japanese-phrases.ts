import { Parser, jaModel } from "budoux";
import { lineBreakTerms } from "../../content/line-break-terms";

// Runs where pages are rendered (prerender and SSR). The browser bundles never carry
// budoux: vite.config.ts stubs it in the client build and scripts/build-islands.mjs
// refuses it in the island bundle.

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
/** Opening brackets: a line may not end with one (kinsoku), and may break before one. */
const OPENING = /[「『（【〔〈《〘〖［｛]/;
const NO_LINE_END = new RegExp(`${OPENING.source}$`);
/** 約物 a line may not start with: closing brackets, 、。, small kana, ー. */
const NO_LINE_START =
  /^[」』）】〕〉》〙〗］｝、。，．！？：；・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶーゝゞヽヾ々]/;
const KANJI = /[\u3400-\u9fff々]/;
const HIRAGANA = /[\u3040-\u309f]/;
const LATIN = /[A-Za-z0-9]/;
const KATAKANA = /[\u30a0-\u30ffー]/;
const KATAKANA_OR_LATIN = new RegExp(`${KATAKANA.source}|${LATIN.source}`);
/** A phrase this long may break where a katakana or Latin word meets a kanji one (クラウド｜移行), never elsewhere. */
const LONG_PHRASE = 6;
const LONGER_PHRASE = 10;

/** The site's terms, longest first, so a term inside a longer one is found as part of it. */
const longestTermsFirst = [...lineBreakTerms].sort((a, b) => b.length - a.length);

let parser: Parser | undefined;

/** The length of the run of characters matching `kind` that ends before `end` (or starts at `start`). */
const runBefore = (s: string, end: number, kind: RegExp) => {
  let i = end;
  while (i > 0 && kind.test(s[i - 1]!)) i--;
  return end - i;
};
const runFrom = (s: string, start: number, kind: RegExp) => {
  let i = start;
  while (i < s.length && kind.test(s[i]!)) i++;
  return i - start;
};

/**
 * Where words of two scripts meet inside a long phrase: a katakana or Latin word beside a kanji one, either way
 * round, each at least two characters (「本サイト」 stays whole).
 */
function wordEdges(phrase: string, from: number): number[] {
  if ([...phrase].length < LONG_PHRASE) return [];
  const edges: number[] = [];
  for (let i = 1; i < phrase.length; i++) {
    const [a, b] = [phrase[i - 1]!, phrase[i]!];
    const kanjiFirst = KANJI.test(a) && KATAKANA_OR_LATIN.test(b);
    const kanjiLast = KATAKANA_OR_LATIN.test(a) && KANJI.test(b);
    if (!kanjiFirst && !kanjiLast) continue;
    const [left, right] = kanjiFirst ? [KANJI, KATAKANA_OR_LATIN] : [KATAKANA_OR_LATIN, KANJI];
    // Latin needs three letters: 生成AI is one word, 在庫管理｜Webアプリ two.
    const need = (kind: RegExp, run: number, at: number) => run >= (kind === KANJI || !LATIN.test(phrase[at]!) ? 2 : 3);
    const [before, after] = [runBefore(phrase, i, left), runFrom(phrase, i, right)];
    if (need(left, before, i - 1) && need(right, after, i)) edges.push(from + i);
  }
  for (let i = 1; i < phrase.length && [...phrase].length >= LONGER_PHRASE; i++) {
    // A Latin word of three or more letters and a katakana one of four or more, in a longer phrase (Google｜ビジネス).
    const [a, b] = [phrase[i - 1]!, phrase[i]!];
    const latinFirst = LATIN.test(a) && KATAKANA.test(b);
    const katakanaFirst = KATAKANA.test(a) && LATIN.test(b);
    if (!latinFirst && !katakanaFirst) continue;
    const [latin, katakana] = latinFirst
      ? [runBefore(phrase, i, LATIN), runFrom(phrase, i, KATAKANA)]
      : [runFrom(phrase, i, LATIN), runBefore(phrase, i, KATAKANA)];
    if (latin >= 3 && katakana >= 4) edges.push(from + i);
  }
  for (let i = 1; i < phrase.length; i++) {
    // Before an opening bracket (平日 9:00〜18:00｜（土日祝休み）), and before a free-standing conjunction of
    // three or more kana after a katakana or Latin word (コンサルティング｜および).
    if (OPENING.test(phrase[i]!) && !/\s/.test(phrase[i - 1]!)) edges.push(from + i);
    else if (
      KATAKANA_OR_LATIN.test(phrase[i - 1]!) &&
      runFrom(phrase, i, HIRAGANA) >= 3 &&
      !HIRAGANA.test(phrase[i + runFrom(phrase, i, HIRAGANA)] ?? "")
    )
      edges.push(from + i);
  }
  return edges.sort((a, b) => a - b);
}

/**
 * [start, end) of every occurrence of the site's own terms (content/line-break-terms.ts); a term inside a longer
 * one found there (the short name in the legal name) is not a piece of its own.
 */
function termSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const term of longestTermsFirst) {
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) {
      const end = at + term.length;
      if (!spans.some(([s, e]) => s <= at && end <= e)) spans.push([at, end]);
    }
  }
  return spans;
}

/**
 * Splits Japanese text into the pieces a line may break between (any other text comes back whole): BudouX's
 * phrases, a long phrase also where a katakana or Latin word meets a kanji one, and the site's own terms as whole
 * pieces; never before a closing bracket, 、。 or a small kana, nor after an opening bracket (kinsoku).
 */
export function japanesePhrases(text: string): string[] {
  if (!JAPANESE.test(text)) return [text];
  parser ??= new Parser(jaModel);
  const breaks = new Set<number>();
  let at = 0;
  for (const phrase of parser.parse(text)) {
    if (at > 0) breaks.add(at);
    for (const edge of wordEdges(phrase, at)) breaks.add(edge);
    at += phrase.length;
  }
  for (const [start, end] of termSpans(text)) {
    for (let i = start + 1; i < end; i++) breaks.delete(i);
    if (start > 0) breaks.add(start);
    // A particle after a name stays with it (多摩川デジタルワークスの).
    if (end < text.length && !/[\u3040-\u309f]/.test(text[end]!)) breaks.add(end);
  }
  const pieces: string[] = [];
  let last = 0;
  for (const i of [...breaks].sort((a, b) => a - b)) {
    if (NO_LINE_END.test(text.slice(0, i)) || NO_LINE_START.test(text.slice(i))) continue;
    pieces.push(text.slice(last, i));
    last = i;
  }
  pieces.push(text.slice(last));
  return pieces;
}
