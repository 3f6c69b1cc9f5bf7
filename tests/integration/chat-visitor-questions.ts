import type { Locale } from "../../domain/i18n/locales";

/**
 * Questions written the way visitors write them (long enquiries, several questions at
 * once, typos, kana only, emoji, casual speech, things the company does not do, requests
 * to be contacted, follow-ups), judged by the facts the last reply must hold, never by
 * its first link. Written before the engine was tuned; the engine has since been tuned
 * on all of it, so it is a regression table now. What the engine does with questions
 * it was not tuned on is measured by `chat-held-out-questions.ts`.
 *
 * Facts are compared after NFKC, lower-casing and collapsing white space, so "￥" and
 * "¥", "１０" and "10" are the same. An entry that is an array is met by any one of its
 * alternatives.
 */
export interface VisitorCase {
  language: Locale;
  /** The visitor's messages, in order; the engine's state is carried between them. */
  turns: string[];
  /** Facts the reply to the last turn must contain. */
  must: (string | string[])[];
  /** Text the reply to the last turn must not contain. */
  mustNot?: string[];
  /** A conversation that must end with a stored lead holding these fields. */
  lead?: { name: string; email: string; phone?: string; company?: string };
  category: Category;
}

export type Category =
  | "price"
  | "estimate"
  | "multi"
  | "facts"
  | "case"
  | "service"
  | "typo"
  | "kana"
  | "smalltalk"
  | "outOfScope"
  | "contact"
  | "followUp"
  | "lead";

// Phrases of "we don't do that" in either language.
export const saysNo = {
  ja: [
    "行っておりません",
    "承っておりません",
    "対応しておりません",
    "行っていません",
    "お受けしていません",
    "取り扱っておりません",
    "扱っておりません",
  ],
  en: [
    "don't offer",
    "do not offer",
    "don't provide",
    "do not provide",
    "isn't something we",
    "is not something we",
    "don't do",
    "do not do",
  ],
};
// A reply that promises the team will answer; only allowed once a lead is stored.
export const promises = {
  ja: ["ご返信します", "ご連絡いたします", "ご返信いたします", "ご連絡します", "順次ご対応します"],
  en: ["will reply", "will get back to you", "will pick this up", "will contact you"],
};
export const unsure = { ja: "当サイトに記載がな", en: "site doesn't say" };

const c = (
  language: Locale,
  category: Category,
  turns: string | string[],
  must: (string | string[])[],
  mustNot: string[] = [],
): VisitorCase => ({
  language,
  category,
  turns: typeof turns === "string" ? [turns] : turns,
  must,
  // An answer to a question the site can answer is never the "not sure" fallback.
  mustNot: category === "outOfScope" ? [...mustNot, ...promises[language]] : [...mustNot, unsure[language]],
});
export const ja = (category: Category, turns: string | string[], must: (string | string[])[], mustNot: string[] = []) =>
  c("ja", category, turns, must, mustNot);
export const en = (category: Category, turns: string | string[], must: (string | string[])[], mustNot: string[] = []) =>
  c("en", category, turns, must, mustNot);
export const lead = (language: Locale, turns: string[], fields: NonNullable<VisitorCase["lead"]>): VisitorCase => ({
  language,
  category: "lead",
  turns,
  must: [fields.email],
  lead: fields,
});

export const visitorCases: VisitorCase[] = [
  // Prices and estimates from free text: before-tax and with-tax amounts, by the calculator's formulas.
  ja("estimate", "10ページくらいの会社のホームページを作りたいんですが、いくらくらいかかりますか？", [
    "150,000",
    "165,000",
    "/pricing-calculator",
  ]),
  en("estimate", "how much would a 10-page website cost us?", ["150,000", "165,000", "/pricing-calculator"]),
  ja(
    "estimate",
    "保守だけお願いしたいです。今のサイトは10ページほどなんですが、月額いくらになりますか",
    ["6,000", "6,600", ["月額", "毎月", "1か月"]],
    ["ページ追加"],
  ),
  en("estimate", "We only need maintenance for our existing site (about 10 pages). What's the monthly fee?", [
    "6,000",
    "6,600",
    "month",
  ]),
  ja("estimate", "5ページだけの小さいサイトならいくら？", ["50,000", "55,000"]),
  en("estimate", "Rough price for migrating 200GB of data to the cloud?", ["200,000", "220,000"]),
  ja("estimate", "SEO対策を10ページ分お願いしたら費用はどれくらいですか", ["30,000", "33,000"]),
  en("estimate", "what does a simple app with 5 screens cost", ["50,000", "55,000"]),
  ja("price", "セキュリティ診断っておいくらですか？", ["30,000"]),
  en("price", "How much is the AI chatbot package?", ["50,000"]),
  ja("price", "クラウドのホスティングは月いくら？", ["3,000", "月"]),
  en("price", "What's your hourly rate for IT consulting? Is there a minimum?", ["5,000", "10,000"]),
  ja("price", "ネイティブアプリだと基本料金はいくらからですか", ["500,000"]),
  en("price", "price for technical training per hour?", ["5,000"]),
  ja("price", "料金って税込ですか、税抜ですか？", [["税抜", "税別"]]),
  en("price", "Are the prices on your site including tax?", [["before tax", "excluding tax", "excl. tax", "pre-tax"]]),

  // Several questions in one message, long enquiries.
  ja(
    "multi",
    "川崎で飲食店を経営しています。英語と日本語の8ページくらいのサイトで、予約機能とSEO対策、公開後の保守もお願いしたいです。全部でいくらくらいで、どれくらいの期間でできますか？",
    ["120,000", "/pricing-calculator", ["保守", "月額"]],
  ),
  en(
    "multi",
    "Hi, we're a small dental clinic in Kawasaki. We need an 8-page bilingual website with online booking, some SEO, and ongoing maintenance afterwards. What would the total cost be and how long would it take?",
    ["120,000", "/pricing-calculator", "maintenance"],
  ),
  ja("multi", "営業時間と電話番号を教えてください。あと土曜日はやってますか？", [
    "9:00",
    "044-200-1234",
    ["土日", "土曜"],
  ]),
  en("multi", "What are your opening hours, and what's the phone number? Also where's your office?", [
    "9:00",
    "044-200-1234",
    "kawasaki",
  ]),
  ja("multi", "会社の設立はいつですか？社員は何人いますか？", ["2022", "4名"]),
  en("multi", "When were you founded and how big is the team?", ["2022", "4 employees"]),
  ja("multi", "アプリ開発とクラウド移行の両方をお願いしたいのですが、それぞれの料金を教えてください", [
    "50,000",
    "1,000",
  ]),
  en("multi", "Do you do SEO? And how much is a security audit?", ["seo", "30,000"]),

  // Company facts, casually.
  ja("facts", "会社どこにあるの？", ["川崎"]),
  en("facts", "where r u guys based", ["kawasaki"]),
  ja("facts", "メールアドレス教えてもらえますか", ["info@tamagawa-digital.jp"]),
  en("facts", "whats ur email address", ["info@tamagawa-digital.jp"]),
  ja("facts", "英語でやりとりできますか？社内に英語が話せる人はいますか", [["英語"]]),
  en("facts", "My Japanese isn't great, can we work in English?", ["english"]),
  ja("facts", "資本金っていくらなんですか", ["100万円"]),
  en("facts", "Who's the CEO?", [["sato", "satō", "佐藤"]]),
  ja("facts", "問い合わせしたら返事はどれくらいで来ますか？", ["24時間"]),
  en("facts", "How fast do you usually reply to enquiries?", ["24 hours"]),
  ja("facts", "無料で相談だけってできます？", ["無料"]),
  en("facts", "Is the first consultation free?", ["free"]),

  // Case studies.
  ja("case", "AWSのコスト削減の実績ってありますか？どれくらい下がりました？", [
    "53%",
    "/case-studies/aws-cost-optimization",
  ]),
  en("case", "Have you helped anyone cut their cloud bill? By how much?", [
    "53%",
    "/case-studies/aws-cost-optimization",
  ]),
  ja("case", "旅館のチャットボットの事例、問い合わせはどれくらい減ったんですか", ["45%"]),
  en("case", "tell me about the sushi place in kyoto you worked with", ["400%", "/case-studies/sem-kyoto-sushi"]),
  ja("case", "在庫管理のシステムを作った実績はありますか", ["70%"]),
  en("case", "Any examples of work you did for a local shop's SEO?", ["300%", "/case-studies/seo-computer-repair"]),

  // Services.
  ja("service", "GEO対策ってなんですか？SEOとどう違うの？", ["GEO", "/services"]),
  en(
    "service",
    "We'd like an AI assistant connected to our CRM. Can you build that?",
    [["ai integration", "custom ai", "ai solution"]],
    ["Generative Engine Optimisation"],
  ),
  ja("service", "スマホアプリって作ってもらえますか", [["モバイルアプリ", "アプリ開発"]]),
  en("service", "Do you guys do social media management too?", [["social media"]]),

  // Typos and variant spellings.
  ja("typo", "ほーむぺーじの りょうきん おしえて", ["10,000"]),
  en("typo", "how much for a webiste with 3 pagse?", ["30,000", "33,000"]),
  en("typo", "do u do serch engine optimisaton", ["seo"]),
  en("typo", "whats the adress of ur ofice", ["kawasaki"]),
  ja("typo", "えいぎょうじかんは なんじまで ですか", ["18:00"]),
  en("typo", "buisness hours??", ["9:00", "18:00"]),

  // Kana only.
  ja("kana", "ほーむぺーじを つくって もらえますか", [["web", "ホームページ", "サイト"]]),
  ja("kana", "せきゅりてぃしんだんは いくら", ["30,000"]),
  ja("kana", "でんわばんごう おしえて", ["044-200-1234"]),
  ja("kana", "ちゃっとぼっとの どうにゅう できますか", [["チャットボット", "AI"]]),

  // Small talk inside longer messages, with emoji.
  en("smalltalk", "hi there 👋", [["hello", "hi"]]),
  ja("smalltalk", "ありがとう、参考になりました！", ["どういたしまして"]),
  en("smalltalk", "thanks so much, that's really helpful 🙏", [["welcome", "glad"]]),
  ja("smalltalk", "こんにちは！ちょっと質問してもいいですか？😊", [["こんにちは"]]),
  en("smalltalk", "Hello! Quick question: how much is cloud hosting per month?", ["3,000"]),
  ja("smalltalk", "おはようございます。セキュリティ診断の料金を知りたいです", ["30,000"]),

  // Out of scope: an honest "no" and what the company does instead; never the case study that merely mentions it.
  ja("outOfScope", "ノートパソコンの修理ってお願いできますか？", [saysNo.ja], ["/case-studies/seo-computer-repair"]),
  en("outOfScope", "Do you do accounting?", [saysNo.en], ["/portfolio"]),
  ja("outOfScope", "会社の確定申告とか税務もお願いできますか", [saysNo.ja]),
  en("outOfScope", "Can you help us with a legal dispute with a former employee?", [saysNo.en]),
  ja("outOfScope", "エンジニアの人材紹介ってしてますか？", [saysNo.ja]),
  en("outOfScope", "my printer is broken, can you come fix it?", [saysNo.en]),
  ja("outOfScope", "チラシの印刷もできますか", [saysNo.ja]),
  en("outOfScope", "do you sell laptops or other hardware?", [saysNo.en]),

  // Asking to be contacted without details: the flow starts, nothing is promised yet.
  ja("contact", "見積もりをお願いしたいです", [["Web", "モバイル", "クラウド"]], promises.ja),
  en("contact", "I'd like a quote for a mobile app", ["mobile", ["screen", "pwa"]], promises.en),
  ja("contact", "営業の方と話したい", [["お名前", "氏名"]], promises.ja),
  en(
    "contact",
    "Could someone from your team give me a call? I have a few questions about a project.",
    [["your name", "may i have your name", "name"]],
    promises.en,
  ),
  ja(
    "contact",
    "サポートに相談したいことがあります。サイトが表示されなくなりました",
    [["お名前", "氏名"]],
    promises.ja,
  ),
  en("contact", "I need to talk to support, our site is down", [["name"]], promises.en),

  // Follow-ups read against the previous turns.
  ja("followUp", ["SEO対策もやってますか？", "料金は？"], ["15,000"], ["100,000"]),
  en(
    "followUp",
    ["Tell me about the AWS cost reduction project", "How did you actually achieve that?"],
    [["graviton", "savings plans", "rightsiz", "right-siz"]],
  ),
  en("followUp", ["I need a quote", "2"], [["pwa", "progressive web app"]], ["/case-studies/seo-computer-repair"]),
  ja("followUp", ["保守サポートについて教えて", "それは月額？"], ["3,000", "月"]),
  en("followUp", ["Do you build mobile apps?", "how much?"], ["50,000"]),
  ja("followUp", ["AIチャットボットの事例はありますか", "費用はどのくらい？"], ["50,000"]),
  en("followUp", ["Do you offer SEO?", "and how much would that be for 10 pages?"], ["30,000"]),
  ja("followUp", ["クラウド移行をお願いしたいです", "300GBだといくら？"], ["300,000", "330,000"]),

  // Conversations that end with a captured lead: fields from free text, confirmed, then stored.
  lead(
    "en",
    [
      "Hi, I'm looking for a bilingual website for my dental clinic, about 8 pages. How much would that cost?",
      "Can someone from your sales team contact me? I'm John Smith, john.smith@example.com, +81 90-1234-5678",
      "Yes, that's correct.",
    ],
    { name: "John Smith", email: "john.smith@example.com", phone: "+81 90-1234-5678" },
  ),
  lead(
    "ja",
    [
      "ホームページのリニューアルを考えています。",
      "では担当の方から連絡をください。山田太郎、yamada.taro@example.jp、電話は090-1234-5678です",
      "はい、お願いします",
    ],
    { name: "山田太郎", email: "yamada.taro@example.jp", phone: "090-1234-5678" },
  ),
  lead(
    "ja",
    [
      "営業の方と話したい",
      "株式会社サクラ食品の佐藤花子です",
      "hanako.sato@sakura-foods.example.jp",
      "通販サイトの構築について相談したいです",
      "はい",
    ],
    { name: "佐藤花子", email: "hanako.sato@sakura-foods.example.jp", company: "株式会社サクラ食品" },
  ),
  lead(
    "en",
    [
      "I'd like a quote for a mobile app",
      "Actually, could someone just contact me? Emma Brown from Brown Logistics, emma@brownlogistics.example.com",
      "yes please",
    ],
    { name: "Emma Brown", email: "emma@brownlogistics.example.com", company: "Brown Logistics" },
  ),
];
