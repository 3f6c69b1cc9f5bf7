/**
 * Typos in the words an estimate is read from, corrected against that small vocabulary before
 * the patterns see them: two letters swapped ("mcuh", "wiht"), one left out of a longer word
 * ("traning", "consulation") or doubled ("pagges"), and a katakana long-vowel mark dropped
 * (「ペジ」, 「ホームペジ」). Substitutions are not guessed: "cast" or "post" are words of their own.
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

function correctedWord(word: string): string {
  if (word.length < 4 || known.has(word)) return word;
  for (const candidate of englishVocabulary) {
    if (swapped(word, candidate)) return candidate;
    if (word.length >= 5 && oneLeftOut(word, candidate)) return candidate;
    if (candidate.length >= 4 && oneLeftOut(candidate, word) && /(.)\1/.test(word)) return candidate;
  }
  return word;
}

const withoutLongVowels = (word: string) => word.replace(/ー/g, "");
const katakanaByBareForm = new Map(katakanaVocabulary.map((word) => [withoutLongVowels(word), word]));

/** A normalised sentence with the estimate vocabulary's typos corrected; other words are left alone. */
export function correctTypos(normalized: string): string {
  return normalized
    .replace(/[a-z]+/g, correctedWord)
    .replace(/[\u30a1-\u30faー]+/gu, (run) => katakanaByBareForm.get(withoutLongVowels(run)) ?? run);
}
