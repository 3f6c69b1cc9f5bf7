/**
 * The sizes a visitor gives in a sentence, read the ways people write them: a number before its unit
 * ("8 pages", 「3つの機能」, "five advanced features"), the unit first (「画面は4つくらい」, "pages: 10"),
 * or a list of named features counted ("features: booking, payments and chat").
 * The text is expected normalised (normalizeText) and typo-corrected (typo-words.ts).
 */

export type SizeField = "pages" | "screens" | "gigabytes" | "hours" | "features";

const units: Record<SizeField, string> = {
  // Units typed in hiragana after a number (「200ぎが」「5がめん」) are the same units.
  gigabytes: "gb|ギガ|ぎが|gigabytes?|gigs?\\b",
  pages: "ページ|頁|ぺーじ|pages?|pagse|pgs?\\b|p\\b",
  screens: "画面|がめん|screens?",
  hours: "時間|じかん|hours?|hrs?\\b",
  features: "機能|きのう|features?|functions?",
};

// 「3つの機能」, "7 more pages", "5 advanced features": a counter or one describing word between number and unit.
const between: Record<SizeField, string> = {
  gigabytes: "",
  pages: "(つの|個の|枚の|more |extra |additional |new |[a-z]+ )?",
  screens: "(つの|個の|more |extra |[a-z]+ )?",
  hours: "",
  features: "(つの|個の|more |extra |[a-z]+ )?",
};

// "1.5 hours" is no count of 5: a number is read whole or not at all.
const numberFirst = (field: SizeField) =>
  new RegExp(`(?<![\\d.])(\\d[\\d,]*)\\s*-?\\s*${between[field]}(${units[field]})`);

// 「画面は4つくらい」「ページ数は10ほど」「画面10こ」, "pages: 10", "number of screens is about 4".
const japaneseUnitFirst: Partial<Record<SizeField, string>> = {
  pages: "ページ|頁|ぺーじ",
  screens: "画面|がめん",
  features: "機能|きのう",
};
const unitFirst = (field: SizeField): RegExp | undefined => {
  const ja = japaneseUnitFirst[field];
  if (!ja) return undefined;
  const en = units[field].replace(/\|pagse|\|pgs\?\\b|\|p\\b/g, "");
  return new RegExp(
    `(?:(?:(?:${ja})数\\s*(?:は|が|を|で|:)?|(?:${ja})\\s*(?:は|が|を|で|:)|(?:${ja})(?=\\s*\\d[\\d,]*\\s*(?:こ|個|つ|枚|ほど|くらい|ぐらい|程度)))\\s*(?:だいたい|約|およそ|全部で|合計)?\\s*|(?:number of (?:${en})|(?:${en}) count|(?:${en}))\\s*(?:is|will be|would be|:|=)\\s*(?:about |around |roughly |maybe )?)(\\d[\\d,]*)(?!\\s*(?:時間|gb|hours?|円|yen|万))`,
  );
};

const patterns = (Object.keys(units) as SizeField[]).map(
  (field) => [field, [numberFirst(field), unitFirst(field)].filter((p): p is RegExp => p !== undefined)] as const,
);

// "one hour", "thirteen pages", "twenty-five screens": numbers written as words are read as digits.
const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dozen: 12,
};
// "fourty" is written often enough to be read as forty.
const tens: Record<string, number> = {
  fourty: 40,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const units1to9 = "one|two|three|four|five|six|seven|eight|nine";
const wordNumber = new RegExp(
  `\\b(?:(${Object.keys(tens).join("|")})(?:[ -](${units1to9}))?|(${Object.keys(numberWords).join("|")}))(?=[ -]+([a-z]+ )?(pages?|screens?|hours?|features?|functions?|gb)\\b)`,
  "g",
);
const wordValue = (_: string, ten?: string, unit?: string, small?: string) =>
  String(ten ? tens[ten]! + (unit ? numberWords[unit]! : 0) : numberWords[small!]!);
// 「ごページ」「さんがめん」: a small number typed in hiragana right before a unit typed in kana.
const kanaDigits: Record<string, number> = {
  いち: 1,
  に: 2,
  さん: 3,
  よん: 4,
  ご: 5,
  ろく: 6,
  なな: 7,
  はち: 8,
  きゅう: 9,
  じゅう: 10,
};
const kanaDigit = "いち|に|さん|よん|ご|ろく|なな|はち|きゅう";
const kanaNumeral = `(?:(?:${kanaDigit})?じゅう(?:${kanaDigit})?|${kanaDigit})`;
const kanaUnit = "ぺーじ|ページ|がめん|画面|じかん|時間|きのう|機能";
// Before its unit (「ごぺーじ」) or after the unit and a particle (「ぺーじは じゅうご」).
const kanaNumber = new RegExp(
  `(?<=^|[^\\u3041-\\u309f]|[をはでがもと])${kanaNumeral}(?=(${kanaUnit}))|(?<=(?:${kanaUnit})(?:は|が|:)?\\s*)${kanaNumeral}(?![\\u3041-\\u309f])`,
  "gu",
);
function kanaValue(numeral: string): number {
  const [tens, ones] = numeral.includes("じゅう") ? numeral.split("じゅう") : [undefined, numeral];
  const ten = tens === undefined ? 0 : (kanaDigits[tens] ?? 1) * 10;
  return ten + (ones ? (kanaDigits[ones] ?? 0) : 0);
}
// 「十ページ」「二十五画面」「三つの機能」: kanji numerals before a unit or counter.
const kanjiDigits: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const kanjiNumber = /([一二三四五六七八九十百]+)(?=\s*(ページ|頁|画面|時間|機能|つ|個|ギガ))/gu;
function kanjiValue(numeral: string): number {
  let total = 0;
  let digit = 0;
  for (const ch of numeral) {
    if (ch === "百" || ch === "十") {
      total += (digit || 1) * (ch === "百" ? 100 : 10);
      digit = 0;
    } else digit = kanjiDigits[ch] ?? 0;
  }
  return total + digit;
}
// "2TB", 「1.5テラ」: terabytes are a thousand gigabytes.
const terabytes = /(?<![\d.])(\d+(?:\.\d+)?)\s*(tb|テラ(?:バイト)?|terabytes?)(?![a-z])/gu;

// "15 or so pages", "twenty-odd screens", "10ish pages": the hedge after a number is dropped.
const hedge =
  /(?<=\d|\b(?:[a-z]+teen|[a-z]+ty|ten|eleven|twelve|one|two|three|four|five|six|seven|eight|nine))\s*-?\s*(?:or so|odd|ish)\b/g;

export const withDigits = (t: string) =>
  t
    .replace(hedge, "")
    .replace(wordNumber, wordValue)
    .replace(kanaNumber, (numeral) => String(kanaValue(numeral)))
    .replace(kanjiNumber, (numeral) => String(kanjiValue(numeral)))
    .replace(terabytes, (_, n: string) => `${Math.round(Number(n) * 1000)}gb`);

// "features: booking, payments, chat and push", 「機能は予約、決済、チャット」: the items named after the word.
const listAfter = /(?:features?|functions?|functionality)\s*(?::|-|like|such as|including|\()\s*([^.?!)]+)/;
const listAfterJa = /機能(?:は|:|\(|として(?:は)?)\s*([^。?!)]+)/;
// 「予約・決済・チャットの機能」, "booking, payments and chat features": the items named before it.
const listBeforeJa = /((?:[^\s、,・と。?!]{1,12}[、,・と]){1,}[^\s、,・と。?!]{1,12})(?:の|など(?:の)?)?機能/;
const listBefore =
  /\bwith ((?:[a-z-]+(?: [a-z-]+){0,2}(?:, and |, & |, | and | & ))+[a-z-]+(?: [a-z-]+){0,2}) (?:features?|functions?)\b/;
const itemSeparator = /\s*(?:,|、|・|;|\band\b|&|と)\s*/;

function listCount(text: string): number | undefined {
  const list = text.match(listAfter)?.[1] ?? text.match(listAfterJa)?.[1] ?? text.match(listBeforeJa)?.[1];
  const before = list ? undefined : text.match(listBefore)?.[1];
  const items = (list ?? before)
    ?.split(itemSeparator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  return items && items.length >= 2 ? items.length : undefined;
}

/** The sizes in a normalised sentence, one per kind. */
// 「1ページあたりの単価」, "per page": a rate asked, not a count, when the text gives the count elsewhere.
const perOne = /(?:1|一)\s*(?:ページ|画面)\s*(?:あたり|当たり|につき|ごと)|\bper (?:one |a |1 )?(?:page|screen)\b/gu;

export function sizesIn(normalized: string): Partial<Record<SizeField, number>> {
  const whole = withDigits(normalized);
  const rest = whole.replace(perOne, " ");
  const text = rest !== whole && /\d/u.test(rest) ? rest : whole;
  const found: Partial<Record<SizeField, number>> = {};
  for (const [field, fieldPatterns] of patterns) {
    for (const pattern of fieldPatterns) {
      const match = text.match(pattern);
      if (match) {
        found[field] = Number(match[1]!.replace(/,/g, ""));
        break;
      }
    }
  }
  // Named features size an app; beside another size (pages, screens) they describe it instead.
  if (Object.keys(found).length === 0) {
    const counted = listCount(text);
    if (counted !== undefined) found.features = counted;
  }
  return found;
}
