import type { Locale } from "../../domain/i18n/locales";

/**
 * The assistant's own labelled utterances for the per-part precision gate, written by this team in its own words
 * (keigo, typos, casual, both languages), never taken from a development set. `answer` lists the document ids
 * (prefixes) that answer the part; `none` marks a part the published site does not cover, which must get the
 * honest "can't answer here" instead of an answer.
 */
export interface LabelledPart {
  language: Locale;
  text: string;
  answer?: string[];
  none?: true;
}

export const labelledParts: LabelledPart[] = [
  // Covered by the site.
  {
    language: "en",
    text: "Do you build websites for small shops?",
    answer: ["service:web-development", "price-category:web", "price:web-"],
  },
  { language: "en", text: "how much does a basic websit cost", answer: ["price:web-basic", "price-category:web"] },
  { language: "en", text: "Could you tell me your office address, please?", answer: ["contact:access"] },
  { language: "en", text: "Which train station is closest to you?", answer: ["contact:station", "contact:access"] },
  {
    language: "en",
    text: "Will you sign a non-disclosure agreement before we share details?",
    answer: ["contact:confidentiality"],
  },
  { language: "en", text: "What are your opening hours on weekdays?", answer: ["contact:hours"] },
  {
    language: "en",
    text: "Can you help us move our servers to the cloud?",
    answer: ["service:cloud-solutions", "price:cloud-migration", "price-category:cloud"],
  },
  {
    language: "en",
    text: "Do you offer security audits for web apps?",
    answer: ["service:security-assessment", "price:security-audit"],
  },
  {
    language: "en",
    text: "Is there an hourly rate for IT training sessions?",
    answer: ["price:training", "service:technical-training"],
  },
  {
    language: "en",
    text: "How long do you keep the data I send through the contact form?",
    answer: ["privacy:collected-data"],
  },
  { language: "en", text: "Which court handles disputes under your terms?", answer: ["terms:governing-law"] },
  { language: "en", text: "Who is the CEO of your company?", answer: ["company:representative", "team:kenta-sato"] },
  {
    language: "en",
    text: "Do you make chatbots with AI for hotels?",
    answer: ["service:ai-integration", "price:ai-chatbot", "case:ai-chatbot-ryokan", "portfolio:16"],
  },
  { language: "en", text: "When do I have to pay the invoice?", answer: ["price:payment"] },
  { language: "en", text: "Are your prices including consumption tax?", answer: ["price:tax"] },
  { language: "en", text: "Are you hiring developers at the moment?", answer: ["team:join"] },
  { language: "en", text: "How quickly do you usually answer emails?", answer: ["contact:reply"] },
  {
    language: "en",
    text: "What's the monthly fee for maintenance?",
    answer: ["price:maintenance", "service:maintenance"],
  },
  {
    language: "ja",
    text: "ホームページの制作はお願いできますか？",
    answer: ["service:web-development", "price-category:web", "price:web-"],
  },
  { language: "ja", text: "御社の所在地を教えていただけますでしょうか。", answer: ["contact:access"] },
  { language: "ja", text: "最寄り駅はどちらになりますか", answer: ["contact:station", "contact:access"] },
  { language: "ja", text: "秘密保持契約は結んでいただけますか？", answer: ["contact:confidentiality"] },
  { language: "ja", text: "営業時間は何時から何時までですか", answer: ["contact:hours"] },
  {
    language: "ja",
    text: "セキュリティ診断の料金はいくらぐらいですか",
    answer: ["price:security-audit", "service:security-assessment"],
  },
  { language: "ja", text: "保守の月額費用を知りたいです", answer: ["price:maintenance", "service:maintenance"] },
  { language: "ja", text: "支払い条件はどうなっていますか", answer: ["price:payment"] },
  { language: "ja", text: "代表者のお名前は？", answer: ["company:representative", "team:kenta-sato"] },
  { language: "ja", text: "エンジニアの採用はしていますか", answer: ["team:join"] },
  { language: "ja", text: "英語での対応は可能でしょうか", answer: ["company:languages"] },
  {
    language: "ja",
    text: "クラウドへの移行をお願いしたいのですが",
    answer: ["service:cloud-solutions", "price:cloud-migration", "price-category:cloud"],
  },
  {
    language: "ja",
    text: "AIチャットボットを導入した事例はありますか",
    answer: ["case:ai-chatbot-ryokan", "portfolio:16", "price:ai-chatbot", "service:ai-integration"],
  },
  { language: "ja", text: "個人情報の削除をお願いしたい場合はどうすればいいですか", answer: ["privacy:requests"] },
  { language: "ja", text: "SEO対策もやってもらえますか", answer: ["service:seo", "price:seo"] },
  { language: "ja", text: "返信はどのくらいで来ますか", answer: ["contact:reply"] },
  // Not covered by the site: an honest "can't answer here", never a neighbouring topic.
  { language: "en", text: "Do you have free parking for visitors?", none: true },
  { language: "en", text: "What's your policy on pets in the office?", none: true },
  { language: "en", text: "Which accounting software do you use internally?", none: true },
  { language: "en", text: "Can your staff attend our trade fair booth in Osaka next spring?", none: true },
  { language: "en", text: "Do you repair broken printers?", none: true },
  { language: "en", text: "What is your CEO's favourite food?", none: true },
  { language: "en", text: "Do you sponsor local football teams?", none: true },
  { language: "en", text: "Is your office wheelchair accessible?", none: true },
  { language: "ja", text: "駐車場はありますか？", none: true },
  { language: "ja", text: "社員旅行は毎年どこへ行かれていますか", none: true },
  { language: "ja", text: "御社の売上高を教えていただけますか", none: true },
  { language: "ja", text: "プリンターの修理もお願いできますか", none: true },
  { language: "ja", text: "社長の趣味は何ですか", none: true },
  { language: "ja", text: "オフィスにペットを連れて行ってもいいですか", none: true },
  { language: "ja", text: "ISO27001の認証は取得されていますか", none: true },
  { language: "ja", text: "地元の祭りに協賛していますか", none: true },
];
