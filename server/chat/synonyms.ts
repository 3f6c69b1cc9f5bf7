import { editDistance, isCjk } from "./text-features";

/**
 * Concepts shared by both languages. A question and a page that name the same
 * concept in different words (費用 / price / cost) meet on the concept feature,
 * which also lets a Japanese question find an English page and the other way round.
 * Japanese terms match as substrings (no spaces), Latin terms as whole words, with
 * one or two typos tolerated in longer words ("migraton", "bussiness").
 */
export const synonymGroups: Record<string, readonly string[]> = {
  price: [
    "費用",
    "料金",
    "値段",
    "価格",
    "いくら",
    "幾ら",
    "金額",
    "見積",
    "予算",
    "コスト",
    "相場",
    "単価",
    "price",
    "pricing",
    "cost",
    "fee",
    "how much",
    "quote",
    "budget",
    "charge",
    "yen",
    "expensive",
    "cheap",
    "cheapest",
    "going rate",
    "rates",
    "lowest price",
    "affordable",
    "安い",
    "最安",
    "estimate",
    "月額",
    "月々",
    "monthly fee",
    "per month",
    "hourly rate",
    "rates",
  ],
  migration: [
    "移行",
    "引っ越し",
    "移設",
    "乗り換え",
    "migration",
    "migrate",
    "migrating",
    "move to the cloud",
    "on-premises",
    "オンプレ",
  ],
  cloud: ["クラウド", "aws", "azure", "gcp", "google cloud", "cloud", "インフラ", "infrastructure"],
  hosting: ["ホスティング", "レンタルサーバー", "サーバー", "hosting", "server"],
  hours: [
    "営業時間",
    "受付時間",
    "営業日",
    "営業して",
    "営業は",
    "土曜",
    "日曜",
    "saturday",
    "sunday",
    "何時",
    "開いて",
    "営業中",
    "休み",
    "休業",
    "定休",
    "土日",
    "週末",
    "祝日",
    "hours",
    "opening",
    "open",
    "closed",
    "business hours",
    "weekend",
    "holiday",
    "what time",
    "office hours",
  ],
  contact: [
    "問い合わせ",
    "問合せ",
    "連絡",
    "電話",
    "メール",
    "連絡先",
    "contact",
    "phone",
    "email",
    "e-mail",
    "telephone",
    "call",
    "reach",
  ],
  address: [
    "郵便番号",
    "postcode",
    "post code",
    "postal code",
    "zip code",
    "住所",
    "所在地",
    "場所",
    "どこ",
    "アクセス",
    "最寄",
    "オフィス",
    "駅",
    "近く",
    "近い",
    "address",
    "station",
    "near",
    "nearby",
    "location",
    "located",
    "where",
    "office",
    "access",
    "directions",
    "visit",
  ],
  company: ["会社概要", "企業情報", "会社情報", "company"],
  founded: [
    "設立",
    "創業",
    "創立",
    "いつから",
    "何年目",
    "founded",
    "established",
    "founding",
    "since",
    "did it start",
    "did you start",
    "did the company start",
    "you started",
    "been around",
    "how old is",
    "how long have you been",
  ],
  // Who heads the company: the person whose role says so answers.
  leader: [
    "代表",
    "社長",
    "代表取締役",
    "経営者",
    "創業者",
    "ceo",
    "president",
    "owner",
    "boss",
    "founder",
    "runs the company",
    "who runs",
    "in charge",
    "managing director",
    "head of the company",
  ],
  capital: ["資本金", "capital"],
  staff: [
    "従業員",
    "社員",
    "スタッフ",
    "人数",
    "何人",
    "規模",
    "employees",
    "staff",
    "headcount",
    "how many people",
    "how big",
    "team size",
    "contractor",
    "フリーランス",
    "freelance",
    "freelancer",
  ],
  bank: ["銀行", "バンク", "bank"],
  team: [
    "チーム",
    "メンバー",
    "代表",
    "社長",
    "エンジニア",
    "デザイナー",
    "team",
    "member",
    "ceo",
    "founder",
    "engineer",
    "designer",
  ],
  hiring: [
    "採用",
    "求人",
    "募集",
    "応募",
    "キャリア",
    "働きたい",
    "hiring",
    "hire you",
    "job",
    "career",
    "recruit",
    "join",
    "vacancy",
  ],
  website: [
    "ウェブ",
    "web",
    "ホームページ",
    "サイト",
    "リニューアル",
    "renewal",
    "redesign",
    "website",
    "site",
    "webpage",
    "landing page",
    "homepage",
    "コーポレートサイト",
    "ecサイト",
  ],
  mobile: ["アプリ", "スマホ", "スマートフォン", "iphone", "android", "ios", "app", "mobile", "pwa"],
  ai: [
    "ai",
    "人工知能",
    "chatgpt",
    "gpt",
    "llm",
    "機械学習",
    "machine learning",
    "artificial intelligence",
    "rag",
    "生成",
  ],
  integration: [
    "連携",
    "つなげ",
    "繋げ",
    "integration",
    "integrate",
    "connected to",
    "connect it",
    "crm",
    "erp",
    "existing systems",
  ],
  chatbot: ["チャットボット", "ボット", "chatbot", "bot"],
  seo: ["seo", "検索順位", "上位表示", "検索エンジン", "search engine", "ranking", "google search"],
  geo: ["geo", "ai検索", "ai search", "llms.txt", "generative engine", "ai overviews"],
  consulting: ["コンサル", "アドバイス", "dx", "戦略", "consulting", "consultant", "advice", "strategy", "advisory"],
  maintenance: ["保守", "運用", "メンテナンス", "maintenance", "upkeep", "updates"],
  security: ["セキュリティ", "脆弱性", "security", "vulnerability", "audit", "pentest", "penetration"],
  performance: [
    "表示速度",
    "速度",
    "高速化",
    "遅い",
    "重い",
    "速く",
    "faster",
    "パフォーマンス",
    "core web vitals",
    "performance",
    "speed",
    "slow",
  ],
  training: ["研修", "教育", "トレーニング", "講座", "training", "workshop", "course", "teach"],
  social: ["sns", "ソーシャル", "コミュニティ", "social", "community", "social network"],
  map: ["地図アプリ", "マップ", "位置情報", "gps", "map", "geolocation", "store finder"],
  marketing: ["マーケティング", "広告", "リスティング", "集客", "marketing", "ads", "advertising"],
  video: ["動画", "映像", "video", "movie", "youtube"],
  caseStudy: [
    "事例",
    "実績",
    "成功例",
    "project",
    "case",
    "ケーススタディ",
    "case study",
    "case studies",
    "example",
    "track record",
    "success story",
    "past work",
    "previous work",
    "have you helped",
    "helped anyone",
    "helped other",
    "worked with",
    "手がけた",
    "やったこと",
  ],
  portfolio: ["ポートフォリオ", "制作実績", "作品", "制作例", "portfolio", "work samples", "showcase"],
  terms: [
    "管轄",
    "裁判所",
    "jurisdiction",
    "governing law",
    "court",
    "利用規約",
    "規約",
    "契約",
    "免責",
    "禁止事項",
    "準拠法",
    "著作権",
    "知的財産",
    "terms",
    "terms of service",
    "terms of use",
    "contract",
    "liability",
    "disclaimer",
    "copyright",
    "intellectual property",
    "governing law",
    "prohibited",
    "jurisdiction",
    "支払",
    "支払い",
    "振込",
    "請求書",
    "payment",
    "pay",
    "pay by",
    "invoice",
  ],
  cookie: ["クッキー", "cookie", "ローカルストレージ", "local storage", "localstorage"],
  privacy: [
    "個人情報",
    "プライバシー",
    "クッキー",
    "cookie",
    "privacy",
    "personal data",
    "personal information",
    "data protection",
    "gdpr",
    "保存期間",
    "保存",
    "保管",
    "retention",
    "開示",
    "keep my data",
    "store my data",
    "stored",
  ],
  language: [
    "英語",
    "日本語",
    "多言語",
    "バイリンガル",
    "english",
    "japanese",
    "bilingual",
    "multilingual",
    "language",
    "話せ",
    "喋れ",
    "通じ",
    "speak",
    "speaks",
  ],
  // Work across borders: the company's expansion entries and its two languages.
  global: [
    "ローカライズ",
    "翻訳",
    "日本市場",
    "日本進出",
    "localise",
    "localize",
    "localisation",
    "localization",
    "translate",
    "translation",
    "japanese market",
    "enter japan",
    "海外",
    "外資",
    "外国",
    "国外",
    "グローバル",
    "overseas",
    "abroad",
    "international",
    "outside japan",
    "foreign",
    "global",
    "cross-border",
  ],
  free: ["無料相談", "free chat", "free consultation", "無料", "初回", "free", "no charge", "without charge"],
  meeting: [
    "get started",
    "where do we start",
    "how do we start",
    "何から始め",
    "始め方",
    "meet online",
    "online meeting",
    "video call",
    "オンラインで相談",
    "オンライン相談",
    "初回相談",
    "相談会",
    "quick chat",
    "a chat",
    "first step",
    "予約",
    "打ち合わせ",
    "打合せ",
    "ミーティング",
    "面談",
    "日程",
    "オンライン会議",
    "zoom",
    "book",
    "booking",
    "meeting",
    "appointment",
    "schedule",
  ],
  stats: [
    "実績はどれ",
    "実績の数",
    "どれくらいの実績",
    "track record",
    "how many projects",
    "how many clients",
    "how many customers",
    "number of projects",
    "件数",
    "何件",
    "満足度",
    "プロジェクト数",
    "取引企業",
    "satisfaction",
    "projects delivered",
    "client companies",
    "years of experience",
    "業界経験",
  ],
  serviceList: [
    "サービス一覧",
    "サービス内容",
    "事業内容",
    "何ができ",
    "what do you do",
    "what do you offer",
    "services do you",
    "services you",
  ],
  startup: ["スタートアップ", "起業", "mvp", "startup", "start-up"],
  vision: ["ビジョン", "理念", "価値観", "ミッション", "vision", "mission", "values"],
  reply: ["返信", "返事", "回答", "reply", "response", "respond", "how soon", "how long"],
  revision: ["修正回数", "修正", "revision", "revisions", "rounds of changes"],
  tax: ["消費税", "税込", "税抜", "tax", "vat"],
  reduce: [
    "削減",
    "節約",
    "安く",
    "下が",
    "下げ",
    "減っ",
    "減ら",
    "reduce",
    "reduction",
    "saving",
    "cut costs",
    "lower",
    "went down",
    "cheaper",
  ],
};

interface Term {
  concept: string;
  /** Japanese as written; Latin in canonical form (letters and digits separated by single spaces). */
  term: string;
  cjk: boolean;
  /** Single Latin word long enough to allow a typo. */
  fuzzy: boolean;
}

/** "e-mail", "llms.txt" -> "e mail", "llms txt": the same canon for terms and text makes matching plain substring search. */
const canon = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, " ").trim();

const terms: Term[] = Object.entries(synonymGroups).flatMap(([concept, list]) =>
  list.map((raw) => {
    const cjk = isCjk(raw);
    const term = cjk ? raw : canon(raw);
    return { concept, term, cjk, fuzzy: !cjk && !term.includes(" ") && term.length >= 5 };
  }),
);

// Latin words may carry a plural or -ing/-ed ending ("prices", "migrating").
const endings = ["", "s", "es", "ing", "ed", "d"];

// Precomputed lookups: single Latin words (with their endings) by word, phrases and Japanese terms as lists.
const conceptsByWord = new Map<string, string[]>();
const phrases: Term[] = [];
const cjkTerms: Term[] = [];
for (const t of terms) {
  if (t.cjk) cjkTerms.push(t);
  else if (t.term.includes(" ")) phrases.push(t);
  // "vulnerability" / "vulnerabilities": a -y word's plural too.
  else
    for (const form of [...endings.map((e) => t.term + e), t.term.replace(/([^aeiou])y$/, "$1ies")])
      conceptsByWord.set(form, [...new Set([...(conceptsByWord.get(form) ?? []), t.concept])]);
}

/**
 * Groups that only say which area a question is in: their words are not interchangeable
 * (準拠法 and 免責 are both "terms" but different clauses), so their own wording still counts.
 */
const areaConcepts = new Set(["terms", "privacy", "caseStudy", "portfolio", "team", "company", "stats", "vision"]);

/** The Japanese synonym terms in a text, e.g. ["移行", "費用"]; their n-grams are replaced by the concept. */
export function japaneseTermsIn(normalized: string): string[] {
  return cjkTerms.filter((t) => !areaConcepts.has(t.concept) && normalized.includes(t.term)).map((t) => t.term);
}

export interface TypoTolerance {
  /** Words the site uses are spelt right by definition and never "corrected". */
  isKnownWord: (word: string) => boolean;
  /** Filled with the misspelt words that were recognised as a synonym. */
  resolved: Set<string>;
}

/** Whether a Latin word is itself one of the synonym terms (or one with an ending). */
export const isSynonymWord = (word: string) => conceptsByWord.has(word);

/** Every concept the (normalised) text mentions. Typo tolerance is for visitor input, not for pages. */
export function conceptsIn(normalized: string, typos?: TypoTolerance): Set<string> {
  const found = new Set<string>();
  const latin = canon(normalized);
  for (const word of latin.split(" ")) for (const c of conceptsByWord.get(word) ?? []) found.add(c);
  const padded = ` ${latin} `;
  for (const t of phrases) {
    if (!found.has(t.concept) && endings.some((e) => padded.includes(` ${t.term}${e} `))) found.add(t.concept);
  }
  for (const t of cjkTerms) if (!found.has(t.concept) && normalized.includes(t.term)) found.add(t.concept);
  if (typos) {
    const words = new Set(normalized.match(/\p{Script=Latin}{6,}/gu) ?? []);
    for (const word of words) {
      if (conceptsByWord.has(word) || typos.isKnownWord(word)) continue;
      for (const t of terms) {
        // Typos rarely hit the first letter, and short words are too close to each other to guess ("tower"/"lower").
        if (!t.fuzzy || found.has(t.concept) || word[0] !== t.term[0] || Math.abs(word.length - t.term.length) > 2)
          continue;
        const shorter = Math.min(word.length, t.term.length);
        if (shorter < 6) continue;
        const limit = shorter >= 9 ? 2 : 1;
        if (editDistance(word, t.term, limit) <= limit) {
          found.add(t.concept);
          typos.resolved.add(word);
        }
      }
    }
  }
  return found;
}
