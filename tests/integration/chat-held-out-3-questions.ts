import { en, ja, lead, promises, saysNo, type VisitorCase } from "./chat-visitor-questions";

/**
 * The third held-out table: written from the site's content and the spec alone, without
 * reading or running the engine, and committed before the round of tuning it measures.
 * It is scored once, after that tuning; nobody tunes the engine on its failures
 * (decision 019). Once its failures have been looked at it becomes a regression table and
 * a fresh held-out table takes its place.
 *
 * Facts come from the content modules (company facts, team, services, case studies,
 * privacy policy, pricing page) and the calculator's formulas in `domain/pricing/pricing.ts`;
 * an estimate for a quantity gives the pre-tax amount and, for a single plan, the amount
 * with 10 % tax. Same judging rules as `chat-visitor-questions.ts`.
 */
export const heldOut3Questions: VisitorCase[] = [
  // Estimates for a size, computed with the calculator's formulas.
  // Standard site: 8 × ¥15,000.
  ja("estimate", "会社案内のサイトを8ページ構成で新しく作りたいと考えています。費用感を教えてください", [
    "120,000",
    "132,000",
  ]),
  // Additional pages: 3 × ¥15,000.
  ja("estimate", "今あるホームページに採用情報のページを3ページ足したいんだけど、いくらくらい？", ["45,000", "49,500"]),
  // Native app: ¥500,000 + 4 × ¥40,000.
  ja("estimate", "iPhoneとAndroid両方のネイティブアプリで、画面は4つくらいの想定です。お見積もりいただけますか", [
    "660,000",
    "726,000",
  ]),
  // SEO: ceil(18 / 5) = 4 blocks × ¥15,000.
  ja("estimate", "18ページあるサイトのSEOをお願いした場合の料金を教えてください", ["60,000", "66,000"]),
  // Map app: ¥300,000 + 4 × ¥15,000.
  ja(
    "estimate",
    "店舗検索、地図表示、クーポン配信、スタンプカードの4機能がある地図アプリを作ると、いくらになりますか",
    ["360,000", "396,000"],
  ),
  // Remote consulting: 4 × ¥5,000.
  ja("estimate", "リモートで4時間ほどITの相談に乗ってもらいたいです。料金はどのくらいですか？", ["20,000", "22,000"]),
  // Large-scale site: 25 × ¥25,000.
  en("estimate", "We're planning a big relaunch of our corporate site, 25 pages or so. Ballpark?", [
    "625,000",
    "687,500",
  ]),
  // Cloud migration: 80 × ¥1,000.
  en("estimate", "Roughly 80 GB of files need to move into the cloud. What would the migration run us?", [
    "80,000",
    "88,000",
  ]),
  // Performance optimisation: ¥30,000 + ceil(8 / 5) = 2 × ¥15,000.
  en("estimate", "Our site is 8 pages and painfully slow on phones. What does performance optimisation cost?", [
    "60,000",
    "66,000",
  ]),
  // Training: 6 × ¥5,000.
  en("estimate", "Could you run a full-day workshop for our developers, 6 hours of training? Price?", [
    "30,000",
    "33,000",
  ]),
  // Advanced app: 5 features × ¥40,000.
  en(
    "estimate",
    "Ballpark for an app with five advanced features: booking, payments, in-app chat, push notifications and an admin dashboard?",
    ["200,000", "220,000"],
  ),
  // On-site consulting: 2 × ¥7,000 (above the ¥10,000 minimum).
  en("estimate", "Need someone on site for 2 hours to look over our IT setup. What's that cost?", ["14,000", "15,400"]),
  // Basic site: 4 × ¥10,000 + (4 − 2 included) × ¥5,000.
  en("estimate", "Small 4-page site, but we'll probably go through 4 rounds of changes. Total with tax?", ["55,000"]),

  // Prices of single plans.
  ja("price", "SNSみたいな会員制のコミュニティサイトを作りたいです。ベーシックなものだと費用はいくらからですか？", [
    "200,000",
  ]),
  ja("price", "AIを使った独自システムの開発って、いちばん安いプランでいくらからでしょうか", ["100,000"]),
  // Security audit ¥30,000: either the tax itself or the total with it answers the question.
  ja("price", "セキュリティ診断をお願いした場合、消費税はいくらかかりますか？", [["3,000", "33,000"]]),
  en("price", "We just want our restaurant menu to work offline like an app, a PWA basically. Total incl. tax?", [
    "55,000",
  ]),
  en("price", "What do you charge per page for adding pages to a site that already exists?", ["15,000"]),
  en("price", "Before we launch our SaaS we'd like someone to check it for vulnerabilities. How much is that?", [
    "30,000",
  ]),

  // Long enquiries and several questions in one message.
  // Standard site 10 × ¥15,000; AI chatbot ¥50,000.
  ja(
    "multi",
    "はじめてご連絡いたします。横浜で歯科医院を経営しております。医院のホームページ（10ページ程度）を新しく作りたいのと、予約のお問い合わせ対応にAIチャットボットを導入したいと考えております。それぞれの費用の目安をお教えいただけますでしょうか。",
    ["150,000", "50,000"],
  ),
  ja("multi", "御社の従業員数と、これまでのお取引企業数を教えてください", [["4名", "4人"], "50"]),
  ja("multi", "クラウドホスティングの稼働率の目安と、月額料金を教えてください", ["99.9", "3,000"]),
  en("multi", "Couple of questions: who handles design on your team, and do you do accessibility work?", [
    ["misaki", "tanaka"],
    "accessib",
  ]),
  en("multi", "Where exactly is your office, and which days and hours are you open? Planning to drop by.", [
    "ekimae",
    "9:00",
  ]),
  // AI chatbot: ¥50,000.
  en(
    "multi",
    "We're a travel agency in Yokohama. Our site needs an English version, and we'd like an AI chatbot to answer booking questions. Do you do both, and what does the chatbot cost?",
    ["50,000"],
  ),

  // Company facts, team, policies.
  ja("facts", "会社って何年の何月にできたんですか？", ["2022", "4月"]),
  ja("facts", "お客さんの満足度ってどのくらいなんですか", ["98"]),
  ja("facts", "佐藤さんはどんな技術が得意な方なんですか？", [["aws", "クラウド"]]),
  ja("facts", "料金シミュレーターで見積もりを途中でやめた場合、入力したデータはいつ消えますか", ["30日"]),
  en("facts", "Are you on Facebook? I'd like to follow your updates", ["facebook.com/tamagawadigital"]),
  en("facts", "Roughly how many client companies have you worked with?", ["50"]),
  en("facts", "What's your full legal company name? Our accounts team needs it for the vendor registration form.", [
    "tamagawa digital works inc",
  ]),
  en("facts", "Who on your team knows SEO best?", [["misaki", "tanaka"]]),
  en("facts", "If our site goes down at 2am on a Sunday, is anyone there to help?", ["24/7"]),

  // Process: how quotes and first meetings work.
  ja("facts", "見積もりって会員登録しないと出せないんですか？", [["不要", "必要ありません", "必要ない", "いりません"]]),
  ja("facts", "料金シミュレーターで出した見積もりって、書面みたいな形でもらえますか", [
    "/pricing-calculator",
    "メール",
  ]),
  ja("facts", "ホスティングをお願いした場合、サーバーの監視は24時間してもらえるんですか", ["24時間"]),
  en("facts", "How does getting a quote work? Do I get something in writing?", ["/pricing-calculator", "email"]),
  en("facts", "Is the number the calculator gives me the final price?", [
    ["approximate", "may vary", "may change", "can change", "rough"],
  ]),

  // Case studies.
  ja("case", "金属部品メーカーの在庫管理アプリ、棚卸しの精度はどれくらいになったんですか", ["99"]),
  ja("case", "AWSの費用削減のとき、移行中にサービスが止まったりはしませんでしたか？", [
    ["0分", "停止なし", "止まらず"],
  ]),
  en("case", "In the inventory project, how many sites share the stock now, and how much time did they save?", [
    "3",
    "70%",
  ]),
  en("case", "Did the computer repair shop actually get more enquiries from its website after your SEO work?", ["2.5"]),

  // Services.
  ja("service", "会社紹介の動画を作りたいのですが、動画制作もお願いできますか？", ["動画制作"]),
  ja("service", "リスティング広告とかの運用もまとめてお任せできますか", [["デジタルマーケティング", "広告運用"]]),
  ja("service", "ChatGPTみたいな機能を自社のサービスに組み込みたいです。そういう開発もできますか？", [
    ["ai導入", "aiインテグレーション", "ai連携", "生成ai"],
  ]),
  en("service", "Can you make a short promo video for our product launch?", ["video"]),
  en("service", "Do you run ad campaigns, like Google and Instagram ads?", [["digital marketing", "advertising"]]),
  en("service", "Can you get our company mentioned when people ask ChatGPT or Perplexity for recommendations?", [
    "geo",
  ]),

  // Typos and variant spellings.
  // Maintenance: ceil(15 / 5) = 3 blocks × ¥3,000 a month.
  ja("typo", "保手の料金って月いくらですか？15ページのサイトです", ["9,000", "9,900"]),
  // Large-scale site: 17 × ¥25,000.
  ja("typo", "ホームペジ作成、17ペジでいくらになりますか", ["425,000", "467,500"]),
  en("typo", "hw long is the free consulation call", ["30"]),
  // Training: 2 × ¥5,000.
  en("typo", "cost of traning for 2 hrs??", ["10,000", "11,000"]),
  // Map app: ¥300,000 + 1 × ¥15,000.
  en("typo", "map app wiht 1 feature how mcuh", ["315,000", "346,500"]),

  // Kana only.
  ja("kana", "ぴーだぶりゅーえーの あぷりは いくらですか", ["50,000"]),
  ja("kana", "でーたの いこうは 1ぎがあたり いくらですか", ["1,000"]),
  ja("kana", "ふりーらんすの ひとも いっしょに はたらいて いるんですか", ["20"]),
  ja("kana", "えすいーおーの じれいって どんな けっかが でましたか", [["300", "2.5", "2位"]]),

  // Small talk and emoji around a real question.
  ja("smalltalk", "はじめまして〜😊 ちなみに御社ってLinkedInやってます？", [
    "linkedin.com/company/tamagawa-digital-works",
  ]),
  ja("smalltalk", "こんにちは🌸 デザインだけお願いしたいんですが、Figmaを使える方っていますか？", [["田中", "figma"]]),
  en("smalltalk", "hey there 😄 how many projects have you done so far?", ["200"]),
  en("smalltalk", "Morning ☀️ we're based in Singapore. Do you take overseas clients and work in English?", [
    "english",
  ]),
  en("smalltalk", "lol ok this might be a weird one 🙈 who is the AI person on your team?", ["daniel"]),

  // Out of scope: an honest "no", no promise of a reply.
  ja("outOfScope", "サーバーラックとNASを購入したいので、見積もりをいただけますか", [saysNo.ja]),
  ja("outOfScope", "年末調整の書類作成を代行してもらえませんか", [saysNo.ja]),
  ja("outOfScope", "商標登録の手続きをお願いしたいのですが", [saysNo.ja]),
  ja("outOfScope", "デザイナーを2名、半年ほど派遣してほしいのですが可能ですか", [saysNo.ja]),
  en("outOfScope", "The hard drive in our server died. Can you come and physically swap it?", [saysNo.en]),
  en("outOfScope", "Could you print stickers and shop banners for our grand opening?", [saysNo.en]),
  en("outOfScope", "We need someone to draft an employment contract for a new hire. Can you do that?", [saysNo.en]),
  en("outOfScope", "Can you sell us 15 monitors and docking stations for our new office?", [saysNo.en]),

  // Requests to be contacted: the flow starts, nothing is promised yet.
  ja("contact", "お見積もりの件で、折り返しご連絡をいただけますでしょうか。", [["お名前", "氏名"]], promises.ja),
  ja(
    "contact",
    "サイトの更新で急ぎの相談があります😣 担当の方と直接お話しできますか？",
    [["お名前", "氏名"]],
    promises.ja,
  ),
  en(
    "contact",
    "Please pass my enquiry on to your sales team, we're looking for a partner for a six-month project.",
    [["name"]],
    promises.en,
  ),
  en(
    "contact",
    "Can your support team reach out? We haven't been able to log into our hosting control panel since this morning.",
    [["name"]],
    promises.en,
  ),

  // Follow-ups read against the previous turns.
  // Security audit: ¥30,000 + 10 % tax.
  ja("followUp", ["セキュリティ診断ってやってますか？", "税込だとおいくらですか"], ["33,000"]),
  ja("followUp", ["在庫管理システムの事例を見ました", "それってどんな会社さんの案件ですか"], ["金属部品"]),
  // Training: 5 × ¥5,000.
  ja("followUp", ["社内向けの研修もやってますか？", "じゃあ5時間だといくら？"], ["25,000", "27,500"]),
  // SEO: ceil(40 / 5) = 8 blocks × ¥15,000.
  en("followUp", ["Do you do SEO?", "Our site has 40 pages, what would that be?"], ["120,000", "132,000"]),
  en("followUp", ["Who's Daniel?", "Can he also do meetings in Japanese?"], [["japanese", "bilingual"]]),
  // Cloud migration: 30 × ¥1,000.
  en("followUp", ["How much is cloud hosting?", "and if we also need 30GB moved over first?"], ["30,000"]),

  // Conversations ending in a captured lead: name, email and phone in one free-text message.
  lead(
    "ja",
    [
      "地図アプリの開発について相談したいです。観光マップのようなものを考えています",
      "詳しく話を聞きたいので連絡ください。山本大輔です。メールはdaisuke.yamamoto@example.ne.jp、電話は03-5555-0101です",
      "はい、大丈夫です",
    ],
    { name: "山本大輔", email: "daisuke.yamamoto@example.ne.jp", phone: "03-5555-0101" },
  ),
  lead(
    "en",
    [
      "Hi, could someone walk us through your maintenance plans? We have two small sites.",
      "My name is Sofia Martinez, sofia.m@example.net, phone 070-3333-4444. Please reach out this week.",
      "correct, thanks!",
    ],
    { name: "Sofia Martinez", email: "sofia.m@example.net", phone: "070-3333-4444" },
  ),
];
