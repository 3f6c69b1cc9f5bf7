import { hiraganaToKatakana, isTokenizerLoaded, kanjiReadings, readingsOf } from "./japanese-readings";

/**
 * Typos in the words an estimate is read from, corrected against that small vocabulary before
 * the patterns see them: two letters swapped ("mcuh", "wiht"), one left out of a longer word
 * ("traning", "consulation") or doubled ("pagges"), and a katakana long-vowel mark dropped
 * (「ペジ」, 「ホームペジ」), one letter wrong in a long word ("maintenence"), two vowels exchanged ("maintanence"),
 * a key struck twice ("scrrens"), or one kanji of a word swapped for another of the same sound (「保手」 for 保守).
 * Other substitutions are not guessed: "cast" or "post" are words of their own.
 */

const englishVocabulary = [
  "much",
  "cost",
  "costs",
  "price",
  "prices",
  "pages",
  "page",
  "screens",
  "screen",
  "features",
  "feature",
  "hours",
  "hour",
  "with",
  "training",
  "maintenance",
  "consulting",
  "consultation",
  "migration",
  "website",
  "estimate",
  "native",
  "security",
  "audit",
  "monthly",
  "including",
  "total",
  "hosting",
  "chatbot",
  "performance",
  "optimization",
  "optimisation",
  "revisions",
  "migrate",
  "site",
  "sites",
  "mobile",
];
const katakanaVocabulary = [
  "ページ",
  "ホームページ",
  "メンテナンス",
  "ネイティブ",
  "セキュリティ",
  "トレーニング",
  "ギガ",
];

const known = new Set(englishVocabulary);

function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 4) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

/** Whether `short` is `long` with one letter left out. */
function oneLeftOut(short: string, long: string): boolean {
  if (long.length !== short.length + 1) return false;
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

function oneReplaced(a: string, b: string): boolean {
  return a.length === b.length && [...a].filter((c, i) => c !== b[i]).length === 1;
}

const vowels = /[aeiou]/;

/** "maintanence": two vowels of a long word typed in each other's places. */
function vowelsExchanged(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 8) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    vowels.test(a[diff[0]!]!) &&
    vowels.test(a[diff[1]!]!) &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!]
  );
}

/** "screans": one vowel of a word of six letters or more typed as another vowel ("posting" is no "hosting"). */
const vowelMistyped = (word: string, candidate: string) =>
  word.length >= 6 &&
  oneReplaced(word, candidate) &&
  [...word].every((c, i) => c === candidate[i] || (vowels.test(c) && vowels.test(candidate[i]!)));

/** "scrrens": a key struck twice in place of the next letter. */
const keyRepeated = (word: string, candidate: string) =>
  word.length === candidate.length &&
  word.length >= 6 &&
  oneReplaced(word, candidate) &&
  [...word].some((c, i) => i > 0 && c !== candidate[i] && c === word[i - 1]);

function correctedWord(word: string): string {
  if (word.length < 4 || known.has(word)) return word;
  // "mutch": a word spelt as it sounds, "tch" for "ch".
  if (word.includes("tch") && known.has(word.replace("tch", "ch"))) return word.replace("tch", "ch");
  for (const candidate of englishVocabulary) {
    if (swapped(word, candidate)) return candidate;
    if (word.length >= 5 && oneLeftOut(word, candidate)) return candidate;
    if (candidate.length >= 4 && oneLeftOut(candidate, word) && /(.)\1/.test(word)) return candidate;
    // One letter wrong in a long word ("maintenence") is still that word.
    if (word.length >= 8 && oneReplaced(word, candidate)) return candidate;
    if (vowelsExchanged(word, candidate) || keyRepeated(word, candidate) || vowelMistyped(word, candidate))
      return candidate;
  }
  return word;
}

// The two-kanji words an estimate is read from (plan hints, units, price words).
const kanjiVocabulary = [
  "保守",
  "研修",
  "診断",
  "移行",
  "制作",
  "構築",
  "開発",
  "訪問",
  "出張",
  "常駐",
  "料金",
  "費用",
  "画面",
  "機能",
  "見積",
];

/**
 * Whether a kanji read `second` spells `rest`, alone or with the kana written after it:
 * 積 (ツモル) in 「身積もり」 spells ツモリ as ツ and the もり that follows.
 */
function readsAs(second: string, rest: string, after: string): boolean {
  if (second === rest) return true;
  for (let j = 1; j < rest.length; j++) {
    if (second.startsWith(rest.slice(0, j)) && after.startsWith(rest.slice(j))) return true;
  }
  return false;
}

let kanjiVocabularyReadings: [string, string][] | undefined;

/** 「保手」 → 保守: a kanji pair sharing one kanji with a vocabulary word and able to be read as it. */
function correctedKanji(text: string): string {
  if (!isTokenizerLoaded() || !/[\u4e00-\u9fff]{2}/u.test(text)) return text;
  kanjiVocabularyReadings ??= kanjiVocabulary.map((word) => [word, readingsOf(word)[0] ?? ""]);
  const chars = [...text];
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = chars[i]! + chars[i + 1]!;
    if (!/^[\u4e00-\u9fff]{2}$/u.test(pair) || kanjiVocabulary.includes(pair)) continue;
    for (const [word, reading] of kanjiVocabularyReadings) {
      if ((pair[0] === word[0]) === (pair[1] === word[1]) || !reading) continue;
      const after = hiraganaToKatakana(chars.slice(i + 2, i + 8).join(""));
      const soundsAlike = [...kanjiReadings(pair[0]!)].some(
        (first) =>
          reading.startsWith(first) &&
          [...kanjiReadings(pair[1]!)].some((second) => readsAs(second, reading.slice(first.length), after)),
      );
      if (soundsAlike) {
        chars.splice(i, 2, ...word);
        break;
      }
    }
  }
  return chars.join("");
}

const withoutLongVowels = (word: string) => word.replace(/ー/g, "");
const katakanaByBareForm = new Map(katakanaVocabulary.map((word) => [withoutLongVowels(word), word]));

/** 「メンテナス」「トレニング」: a long katakana word with one letter left out or two swapped. */
function correctedKatakana(run: string): string {
  if (run.length < 4) return run;
  for (const word of katakanaVocabulary) {
    if (word.length >= 5 && (oneLeftOut(run, word) || swapped(run, word))) return word;
  }
  return run;
}

/** A normalised sentence with the estimate vocabulary's typos corrected; other words are left alone. */
export function correctTypos(normalized: string): string {
  return correctedKanji(normalized)
    .replace(/[a-z]+/g, correctedWord)
    .replace(/[\u30a1-\u30faー]+/gu, (run) => katakanaByBareForm.get(withoutLongVowels(run)) ?? correctedKatakana(run));
}
