import fc from "fast-check";

/**
 * Messages built to make text analysis slow: long numerals, one character repeated, scripts alternating, long
 * runs without a space, emoji, and the mixes of them an attacker tries. Each is at most `max` characters.
 */
const units = [
  "一",
  "一二三四五六七八九十百千万億",
  "1",
  "１",
  "あ",
  "ア",
  "ｱ",
  "ー",
  "々",
  "㍿",
  "a",
  "aあ1一",
  "ページ",
  "円",
  "万円",
  "です",
  "？",
  "?",
  "。",
  "\n",
  " ",
  "www.",
  "@",
  "090-",
  "ok ",
  "はい",
  "page ",
  "😀",
  "👨‍👩‍👧‍👦",
  "🇯🇵",
  "\u0301",
  "①",
  "株式会社",
  "様",
];

export const pathologicalText = (max = 2000): fc.Arbitrary<string> =>
  fc
    .tuple(fc.array(fc.constantFrom(...units), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max }))
    .map(([parts, length]) => {
      const chars: string[] = [];
      for (let i = 0; chars.length < length; i++) chars.push(...parts[i % parts.length]!);
      const text = chars.slice(0, length).join("").trim();
      return text === "" ? "一" : text;
    });
