/**
 * Turns text into matching features that work for Japanese without spaces and for
 * English with typos: NFKC + lower case (full-width "ＡＷＳ" becomes "aws"), word
 * tokens from Intl.Segmenter, and character n-grams (bigrams and trigrams inside
 * Japanese runs, trigrams inside Latin words) so partial and misspelt words still meet.
 */

const segmenter = new Intl.Segmenter("ja", { granularity: "word" });

// Chat spelling ("r u", "ur", "wat") and idioms a page never uses ("where are you based"), in the pages' words.
const casualWords: [RegExp, string][] = [
  [/\b(?:r)\b/g, "are"],
  [/\b(?:u|ya)\b/g, "you"],
  [/\b(?:ur|yr)\b/g, "your"],
  [/\b(?:wat|wot|waht|wht)\b/g, "what"],
  // Question words typed in a hurry ("wher is your ofice", "hw long"): too short for the fuzzy reading to catch.
  [/\b(?:wher|whre|wehre)\b/g, "where"],
  [/\b(?:hw|hwo)\b/g, "how"],
  [/\b(?:wen|wehn)\b/g, "when"],
  [/\b(?:teh)\b/g, "the"],
  [/\b(?:yuo|yoo)\b/g, "you"],
  [/\b(?:yuor|yor)\b/g, "your"],
  [/\b(?:cna)\b/g, "can"],
  [/\b(?:pls|plz)\b/g, "please"],
  [/\bwhere\b(.*)\bbased\b/g, "where$1located"],
];

/** A normalised English question with chat spellings and idioms written out. */
export function plainWords(normalized: string): string {
  let text = normalized;
  for (const [pattern, replacement] of casualWords) text = text.replace(pattern, replacement);
  return text;
}

// 「ホームぺージ」: a hiragana letter typed inside a katakana word is that katakana letter.
// Particles between two katakana words (ページのリニューアル) are particles, not slips.
const strayHiragana = /(?<=[\u30a1-\u30f6ー])(?![のをにはがとでもや])[\u3041-\u3096](?=[\u30a1-\u30f6ー])/gu;
const toKatakana = (ch: string) => String.fromCharCode(ch.charCodeAt(0) + 0x60);

export function normalizeText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(strayHiragana, toKatakana)
    .toLowerCase()
    .replace(/[‐‑‒–—―−]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

// Filler words that say nothing about the topic; dropping them keeps confidence honest.
const englishStopwords = new Set(
  (
    "a an the and or but of to in on at for from by with about as into is are was were be been being am do does did " +
    "doing have has had i me my we our us you your yours it its this that these those there here what which who whom " +
    "whose when where why how can could would should will shall may might must please tell know want need like " +
    "give show get any some much many more most very just also if than then so not no yes let i'm i'd you're it's " +
    "what's kindly " +
    // Conversational words that carry no topic, so a long, chatty question is not judged by them.
    "anyone anybody someone somebody anything something everything help there's we'd we're we've i've i'll you'd " +
    "they them their really actually maybe perhaps wondering wonder curious quick question questions ok okay lol " +
    "hi hey hello thanks thank sorry bit little too still sure possible able guys folks one ones each weird build builds make makes making run runs create offer provide thinking think planning looking take got " +
    "done ever far " +
    // When is not what is asked: "how many staff do you have now?".
    "today currently nowadays presently now"
  ).split(" "),
);

const japaneseStopwords = new Set(
  (
    "の は が を に へ と で や も か な ね よ から まで より って です ます でしょ でしょう ください 下さい 教え 教えて " +
    "知り 知りたい たい ある あり あります いる います する し して します され れる られる こと もの ため について " +
    "に関して どう どの どんな どれ どこ なに 何 なん ですか ますか お願い おねがい いただけ いただけます でき できます " +
    "できる 御社 貴社 そちら 今 ちょっと 少し 聞き 聞きたい 質問 だ ん しか ない なく なくて なくても でも けど けれど ので " +
    "任せ お任せ まとめて とか みたい みたいな 急ぎ 至急 来週 今週 来月 今月 早め なるべく 可能"
  ).split(" "),
);

export function isStopword(word: string): boolean {
  return englishStopwords.has(word) || japaneseStopwords.has(word);
}

const stopwordLetters = new Set(
  [...englishStopwords].filter((stop) => stop.length >= 3).map((stop) => [...stop].sort().join("")),
);

/** "wher", "whats": an English filler word with one slip is still filler. */
export function isMistypedStopword(word: string): boolean {
  if (englishStopwords.has(word)) return true;
  if (word.length < 3 || !/^[a-z']+$/u.test(word)) return false;
  // Two letters swapped ("teh", "wehn") or one slip in a longer word ("wher", "whta").
  if (stopwordLetters.has([...word].sort().join(""))) return true;
  for (const stop of englishStopwords)
    if (stop.length >= 4 && Math.abs(stop.length - word.length) <= 1 && editDistance(stop, word, 1) <= 1) return true;
  return false;
}

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]/u;
const latinOrDigit = /^[\p{Script=Latin}\p{Nd}][\p{Script=Latin}\p{Nd}.+#'-]*$/u;

export function isCjk(text: string): boolean {
  return cjk.test(text);
}

/** A light English stem: "prices" and "price", "hours" and "hour", "management" and "manage", "liability" and "liable" meet. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 7 && word.endsWith("ility")) return `${word.slice(0, -5)}le`;
  if (word.length > 7 && word.endsWith("ments")) return word.slice(0, -5);
  if (word.length > 7 && word.endsWith("ment")) return word.slice(0, -4);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

const formEnding = /(?:ing|ed|er|ion)$/u;
/** The other forms of an English word that say the same thing: its stem with an ending, or without one. */
export function wordForms(word: string): string[] {
  if (word.length < 4) return [];
  const base = word.replace(formEnding, "");
  const bases = base !== word && base.length >= 3 ? [base, `${base}e`] : [word];
  return bases.flatMap((b) => [b, `${b}ing`, `${b}ed`, `${b}er`, `${b}ion`]).filter((w) => w !== word);
}

export interface Segments {
  /** Content words (stopwords removed), stemmed if Latin. */
  words: string[];
  /** Runs of adjacent Japanese content words, joined; n-grams are taken inside these. */
  cjkChunks: string[];
}

// Polite endings and request phrases carry no topic; cut before segmenting so they
// neither match nor count against confidence. Longest first.
const japaneseFiller = new RegExp(
  [
    "を?教えて(いただけ|もらえ|くれ|ほし|欲し)?(ますか|ません|ください|下さい|ほしい|欲しい|い)?",
    "(な|の)?ん(です|だ)(が|けど|けれど|けれども)",
    "(を|も)?まとめて",
    "(を|も)?お任せ(でき|したい|いただけ|します)?",
    "について",
    "に関して",
    "に関する",
    "(を|は|が)?お願い(したい|します|できますか|できる)?",
    "(して|やって|行って|使って)?(いますか|ますか|ですか|でしょうか)",
    // Asking frames: 「…も大丈夫ですか」「…お任せできたりする？」「…は可能ですかね」.
    "(で|も|は)?大丈夫",
    "(は|が|も)?可能",
    "(を)?手伝って",
    "(もらえ|いただけ|くれ)たり(します|しません)?",
    "して(もらえ|いただけ)(ますか|ますでしょうか)?",
    "(もらえ|いただけ|でき)(ますか|る|ます)",
    "ください",
    "下さい",
    "したい(です)?",
    "したく",
    "知りたい",
    "見たい",
    "聞きたい",
    "確認したい",
    "どれくらい",
    "どのくらい",
    "どれぐらい",
    "くらい",
    "ぐらい",
    "ありますか",
    "あります",
    "できますか",
    "ですか",
    "ますか",
    "でしょうか",
    "って何",
    "とは何",
    "とは",
  ].join("|"),
  "g",
);

const katakana = /[\p{Script=Katakana}ー]/u;
const hiraganaOnly = /^[\p{Script=Hiragana}ー]+$/u;

/** "ホームページ制作" -> ["ホームページ", "制作"]: n-grams across that seam only add noise. */
function splitAtKatakanaSeams(chunk: string): string[] {
  const parts: string[] = [];
  let current = "";
  let wasKatakana: boolean | undefined;
  for (const ch of chunk) {
    const isKatakana = katakana.test(ch);
    if (current && wasKatakana !== undefined && isKatakana !== wasKatakana) {
      parts.push(current);
      current = "";
    }
    current += ch;
    wasKatakana = isKatakana;
  }
  if (current) parts.push(current);
  return parts;
}

export function segment(normalized: string): Segments {
  const words: string[] = [];
  const cjkChunks: string[] = [];
  let chunk = "";
  const flush = () => {
    for (const part of splitAtKatakanaSeams(chunk)) if (!hiraganaOnly.test(part)) cjkChunks.push(part);
    chunk = "";
  };
  for (const part of segmenter.segment(normalized.replace(japaneseFiller, " "))) {
    const s = part.segment;
    if (!part.isWordLike || isStopword(s)) {
      flush();
      continue;
    }
    if (isCjk(s)) {
      chunk += s;
      if (!hiraganaOnly.test(s)) words.push(s);
    } else {
      flush();
      if (latinOrDigit.test(s)) words.push(stem(s));
    }
  }
  flush();
  return { words, cjkChunks };
}

export function charNgrams(text: string, n: number): string[] {
  const chars = [...text];
  const grams: string[] = [];
  for (let i = 0; i + n <= chars.length; i++) {
    let gram = chars[i];
    for (let k = 1; k < n; k++) gram += chars[i + k];
    grams.push(gram);
  }
  return grams;
}

/** A bag of features with counts; prefixes keep word, gram and concept spaces apart. */
export type FeatureBag = Map<string, number>;

function add(bag: FeatureBag, feature: string, times = 1) {
  bag.set(feature, (bag.get(feature) ?? 0) + times);
}

export function textFeatures(normalized: string, bag: FeatureBag = new Map()): FeatureBag {
  const { words, cjkChunks } = segment(normalized);
  for (const word of words) {
    // Japanese words are matched through their n-grams; a lone kanji says too little on its own.
    if (isCjk(word)) continue;
    add(bag, `w:${word}`);
    // Trigrams with boundary marks give a misspelt word ("migraton") partial credit.
    if (word.length >= 5) for (const g of charNgrams(`^${word}$`, 3)) add(bag, `t:${g}`);
  }
  for (const chunk of cjkChunks) {
    for (const g of charNgrams(chunk, 2)) add(bag, `g:${g}`);
    for (const g of charNgrams(chunk, 3)) add(bag, `g:${g}`);
  }
  return bag;
}

/** Edit distance with transpositions (optimal string alignment), for typo-tolerant matches. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every later row is at least this row's minimum: stop once the limit is out of reach.
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}
