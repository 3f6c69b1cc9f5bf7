import { en, ja, lead, promises, saysNo, type VisitorCase } from "./chat-visitor-questions";

/**
 * A second table of visitor questions, written and committed before the engine was
 * changed to pass the first one, and scored on it unseen (80.3 %). Its failures have since
 * been looked at and fixed with general changes (decision 019), so it is now a regression
 * table like the first; a fresh held-out table measures the engine on unseen questions.
 *
 * Facts come from the site's content (company facts, the calculator's formulas, the
 * case studies); amounts for quantities give both the pre-tax and the with-tax figure.
 * Same judging rules as `chat-visitor-questions.ts`.
 */
export const heldOutQuestions: VisitorCase[] = [
  // Estimates from free text, written loosely.
  ja("estimate", "3ページくらいのシンプルなホームページだと、だいたいおいくらになりますか？", [
    "30,000",
    "33,000",
    "/pricing-calculator",
  ]),
  en("estimate", "ballpark for a 20 page corporate site?", ["500,000", "550,000"]),
  ja("estimate", "データが50GBくらいあるんですが、クラウドに移すといくらかかりますか", ["50,000", "55,000"]),
  en("estimate", "We'd need about 4 hours of training for our staff on the new system, what would that cost?", [
    "20,000",
    "22,000",
  ]),
  ja("estimate", "20ページのサイトの保守をお願いすると月額いくらですか？", ["12,000", "13,200"]),
  en("estimate", "How much is SEO for a site with 20 pages?", ["60,000", "66,000"]),
  ja("estimate", "ITコンサルを3時間だけお願いしたいです。リモートでいくらになりますか", ["15,000", "16,500"]),
  en("estimate", "Native iOS/Android app, roughly 5 screens — what's the damage? 😅", ["700,000", "770,000"]),

  // Prices of single services, casually.
  ja("price", "AIのカスタム開発ってどれくらいの予算が必要ですか", ["100,000"]),
  en("price", "how much do you charge for a map based app", ["300,000"]),
  ja("price", "SNS（ソーシャルネットワーク）の開発費用の目安を知りたい", ["200,000"]),
  en("price", "what's the price of a PWA?", ["50,000"]),

  // Long enquiries and several questions in one message.
  ja(
    "multi",
    "はじめまして。横浜で小さな不動産会社をやっています。今のホームページが古くてスマホで見づらいので、12ページくらいで作り直したいと思っています。費用の目安と、あと公開後の保守もお願いできるのか教えてください。",
    ["180,000", "198,000", ["保守", "月額"]],
  ),
  en(
    "multi",
    "Hello! We run a language school in Kawasaki and want a new 6 page website in English and Japanese. Could you tell me the price, and do you also do SEO so students can find us on Google?",
    ["90,000", "99,000", "seo"],
  ),
  ja("multi", "住所と最寄り駅、あと何時まで営業しているか教えてください", ["駅前本町", "18:00"]),
  en("multi", "Who runs the company and when did it start?", [["kenta sato", "sato"], "2022"]),
  ja("multi", "セキュリティ診断とパフォーマンス改善、両方お願いするといくらですか？", ["30,000"]),
  en("multi", "Can you do cloud hosting? How much per month, and is there 24/7 support?", ["3,000", "month"]),

  // Company facts in casual speech.
  ja("facts", "取引銀行ってどこ？", ["川崎信用金庫"]),
  en("facts", "how many people work there", ["4 employees", "20 contractors"]),
  ja("facts", "電話したいんだけど番号なんだっけ", ["044-200-1234"]),
  en("facts", "are you open on saturdays?", [["weekend", "weekdays"]]),
  ja("facts", "英語しか話せないんですが対応できますか？", ["英語"]),
  en("facts", "What's your company's capital?", ["1,000,000"]),

  // Case studies.
  ja("case", "京都のお寿司屋さんの事例、どれくらい予約が増えたんですか？", ["400%"]),
  en("case", "How much faster did the API integration for iSocialize get?", ["40%"]),
  ja("case", "パソコン修理店のSEOの実績について詳しく", ["300%"]),
  en("case", "Did the ryokan chatbot actually reduce the number of enquiries?", ["45%"]),

  // Services.
  ja("service", "地図を使ったアプリって作れますか？", [["地図アプリ", "地図"]]),
  en("service", "Do you help startups? We're a 3-person team with an idea", [["startup"]]),
  ja("service", "社員向けのIT研修ってやってます？", [["研修", "トレーニング"]]),
  en("service", "What is GEO and how is it different from SEO?", ["geo", "/services"]),

  // Typos and variant spellings.
  en("typo", "how much is a secuirty audit", ["30,000"]),
  en("typo", "wat r ur bussiness hours", ["9:00", "18:00"]),
  ja("typo", "せきゅりてぃー診断のりょうきんは？", ["30,000"]),
  en("typo", "do you make moblie apps?", [["mobile"]]),

  // Kana only.
  ja("kana", "くらうどいこうの りょうきんを しりたいです", ["1,000"]),
  ja("kana", "かいしゃの じゅうしょは どこですか", ["川崎"]),
  ja("kana", "ほしゅの つきの りょうきん いくら", ["3,000"]),

  // Small talk, inside longer messages and with emoji.
  en("smalltalk", "Good morning! 😊 What's the email address for enquiries?", ["info@tamagawa-digital.jp"]),
  ja("smalltalk", "こんばんは〜🌙", [["こんばんは", "こんにちは"]]),
  en("smalltalk", "cheers, that's all I needed 👍", [["welcome", "glad"]]),
  ja("smalltalk", "丁寧にありがとうございます！助かりました🙇", ["どういたしまして"]),

  // Out of scope: an honest "no", no promise of a reply.
  en("outOfScope", "Could you do our company's bookkeeping every month?", [saysNo.en], ["/portfolio"]),
  ja("outOfScope", "スマホの画面が割れたので直してもらえますか", [saysNo.ja]),
  en("outOfScope", "we need a lawyer to review a contract, can you help?", [saysNo.en]),
  ja("outOfScope", "名刺の印刷をお願いしたいのですが", [saysNo.ja]),
  en("outOfScope", "Can you send us a couple of temporary engineers? We just need staffing for 3 months", [saysNo.en]),
  ja("outOfScope", "事務所用のパソコンを10台購入したいです", [saysNo.ja]),

  // Requests to be contacted: the flow starts, nothing is promised yet.
  en("contact", "I'd like to speak to someone in sales please", [["name"]], promises.en),
  ja("contact", "詳しい人から電話で説明してほしいです", [["お名前", "氏名"]], promises.ja),
  en("contact", "Can I get a quote for a website?", [["page", "web"]], promises.en),
  ja("contact", "アプリ開発の見積もりが欲しいです", [["画面", "アプリ", "PWA"]], promises.ja),

  // Multi-turn conversations read against the previous turns.
  en("followUp", ["Do you do security audits?", "how much is it?"], ["30,000"]),
  ja(
    "followUp",
    ["AWSのコスト削減の事例を教えて", "どうやって削減したんですか？"],
    [["graviton", "savings plans", "リザーブド", "適正化", "サイズ"]],
  ),
  en("followUp", ["Do you do maintenance for websites?", "is that monthly?"], ["3,000", "month"]),
  ja("followUp", ["SEO対策お願いできますか", "20ページだとどのくらい？"], ["60,000", "66,000"]),
  en("followUp", ["I want a quote", "1"], [["page", "web"]], ["/case-studies"]),
  ja("followUp", ["クラウド移行もやってますか？", "100GBならいくら？"], ["100,000", "110,000"]),

  // Conversations ending in a captured lead.
  lead(
    "en",
    [
      "We're planning a mobile app for our gym members, maybe 8 screens. Roughly how much?",
      "ok great, please have someone reach out. Sarah Lee, sarah.lee@example.com, 080-5555-1234",
      "yes that's right",
    ],
    { name: "Sarah Lee", email: "sarah.lee@example.com", phone: "080-5555-1234" },
  ),
  lead(
    "ja",
    [
      "社内のデータをクラウドに移したいと考えています",
      "担当者から連絡がほしいです。鈴木一郎です。メールはichiro.suzuki@example.jp、電話は03-1234-5678",
      "はい、それで合っています",
    ],
    { name: "鈴木一郎", email: "ichiro.suzuki@example.jp", phone: "03-1234-5678" },
  ),
];
