import { en, ja, lead, promises, saysNo, type VisitorCase } from "./chat-visitor-questions";

/**
 * The fourth held-out table: written from the site's content and the spec alone, without
 * reading or running the engine, and committed before the round of tuning it measures.
 * It is scored once, after that tuning; nobody tunes the engine on its failures
 * (decision 019). Once its failures have been looked at it becomes a regression table and
 * a fresh held-out table takes its place.
 *
 * Facts come from the content modules (company facts, team, services, case studies,
 * plan cards, privacy policy, terms) and the calculator's formulas in
 * `domain/pricing/pricing.ts`: a web site is charged per page at the rate of the plan its
 * size falls in (1-5 pages ¥10,000, 6-15 ¥15,000, 16+ ¥25,000); maintenance, SEO and
 * performance work per started block of 5 pages. An estimate for a quantity gives the
 * pre-tax amount and, for a single plan, the amount with 10 % tax (rounded down). Same
 * judging rules as `chat-visitor-questions.ts`.
 */
export const heldOut4Questions: VisitorCase[] = [
  // ---------- Estimates from free text ----------
  // web-medium: 12 pages × ¥15,000 = 180,000; with tax 198,000 (full-width digits).
  ja(
    "estimate",
    "会社のHPを作り直したいです。ページ数は全部で１２ページの予定ですが、だいたいいくらになりますか？",
    ["180,000", "198,000"],
    ["120,000"],
  ),
  // web-basic: 3 pages × ¥10,000 + (4 − 2 included) revisions × ¥5,000 = 40,000; with tax 44,000.
  ja("estimate", "3ページだけの小さなサイトで、修正は4回くらいお願いすると思います。費用はどのくらいですか", [
    "40,000",
    "44,000",
  ]),
  // maintenance: ceil(23 / 5) = 5 blocks × ¥3,000 = 15,000 a month; with tax 16,500.
  ja(
    "estimate",
    "いま23ページあるサイトの更新や保守をお任せしたいのですが、月々おいくらになりますか？",
    ["15,000", "16,500", ["月額", "毎月", "月々", "1か月", "ひと月"]],
    ["13,800"],
  ),
  // it-consulting on site: 3 h × ¥7,000 = 21,000 (above the ¥10,000 minimum); with tax 23,100.
  ja("estimate", "ITコンサルで、うちの事務所まで来てもらって3時間ほど相談したい場合の料金は？", ["21,000", "23,100"]),
  // performance-optimization: ¥30,000 + ceil(12 / 5) = 3 blocks × ¥15,000 = 75,000; with tax 82,500.
  ja("estimate", "サイトの表示が遅いので速度改善をお願いしたいです。ページは12ページです。いくらかかりますか", [
    "75,000",
    "82,500",
  ]),
  // map-app: ¥300,000 + 4 features × ¥15,000 = 360,000; with tax 396,000.
  ja(
    "estimate",
    "店舗検索ができる地図アプリを考えています。機能は現在地表示・店舗検索・ルート案内・お気に入りの4つです。見積もりいくらくらい？",
    ["360,000", "396,000"],
  ),
  // web-complex: 20 pages × ¥25,000 = 500,000; seo: ceil(20 / 5) = 4 blocks × ¥15,000 = 60,000; together 560,000.
  ja("estimate", "20ページ規模のWebサイト制作と、全ページのSEO対策もあわせてお願いしたら合計いくらですか？", [
    "500,000",
    "60,000",
    "560,000",
  ]),

  // web-medium: 13 pages × ¥15,000 = 195,000; with tax 214,500 (the count spelled out).
  en(
    "estimate",
    "We're planning a new company website with roughly thirteen pages. What kind of budget should we expect?",
    ["195,000", "214,500"],
  ),
  // web-basic: 4 pages × ¥10,000 + (5 − 2 included) revisions × ¥5,000 = 55,000; with tax 60,500.
  en("estimate", "Small 4 page site, but our boss is picky so assume 5 rounds of revisions. How much?", [
    "55,000",
    "60,500",
  ]),
  // web-complex: 30 pages × ¥25,000 = 750,000; with tax 825,000.
  en(
    "estimate",
    "Our product catalogue site would be about 30 pages. Ballpark cost to build it?",
    ["750,000", "825,000"],
    ["450,000"],
  ),
  // maintenance: ceil(14 / 5) = 3 blocks × ¥3,000 = 9,000 a month; with tax 9,900.
  en("estimate", "What would you charge per month to maintain a 14-page website?", ["9,000", "9,900", "month"]),
  // seo: ceil(25 / 5) = 5 blocks × ¥15,000 = 75,000; with tax 82,500.
  en("estimate", "If we wanted SEO work on all 25 pages of our site, what would that cost?", ["75,000", "82,500"]),
  // it-consulting remote: 1 h × ¥5,000 = 5,000, raised to the ¥10,000 minimum; with tax 11,000.
  en("estimate", "I just need a quick one-hour video call with a consultant about our IT setup. Price?", [
    "10,000",
    "11,000",
  ]),
  // cloud-migration: 350 GB × ¥1,000 = 350,000; with tax 385,000.
  en("estimate", "We have around 350 gigs sitting on an old on-prem file server. What would moving it to AWS cost?", [
    "350,000",
    "385,000",
  ]),
  // mobile-complex: 3 features (payments, bookings, chat) × ¥40,000 = 120,000; with tax 132,000.
  en(
    "estimate",
    "We want an advanced app with three features: online payments, reservations and in-app chat. How much would that be?",
    ["120,000", "132,000"],
  ),

  // ---------- Prices ----------
  ja("price", "既存のサイトにページを追加してもらう場合、1ページいくらですか？", ["15,000"]),
  ja("price", "会員登録とかプロフィール、投稿やいいねができるSNSっぽい機能をサイトに付けたいです。料金は？", [
    "200,000",
  ]),
  ja("price", "訪問してもらってのITコンサルティングだと時給はいくらになりますか？最低料金もありますか？", [
    "7,000",
    "10,000",
  ]),
  ja("price", "iPhoneとAndroidのネイティブアプリを作るといくらからですか？画面が増えると高くなりますか", [
    "500,000",
    "40,000",
  ]),

  en("price", "What does a map-based app cost with you?", ["300,000", "15,000"]),
  en("price", "How much per screen is your standard app plan?", ["25,000", "40,000"]),
  en("price", "Do you charge extra for design revisions on a website?", [
    "5,000",
    ["2 revisions", "two revisions", "2 rounds", "two rounds", "first 2", "first two"],
  ]),
  en(
    "price",
    "We'd like members to message each other in real time, with push notifications and an admin screen for moderation. Is there a package for that and what does it cost?",
    ["500,000"],
  ),

  // ---------- Long enquiries and several questions at once ----------
  // web-medium: 6 pages × ¥15,000 = 90,000; maintenance: ceil(6 / 5) = 2 blocks × ¥3,000 = 6,000 a month.
  ja(
    "multi",
    "横浜で小さな英会話教室を運営しています。今のホームページがかなり古いので、日本語と英語で6ページくらいのサイトに作り替えたいと思っています。公開後の更新もお願いしたいのですが、保守は月いくらですか？それと、打ち合わせはオンラインでもできますか？",
    ["90,000", "6,000", "オンライン"],
  ),
  ja("multi", "御社の住所とメールアドレス、あと資本金も教えてください。", [
    "駅前本町",
    "info@tamagawa-digital.jp",
    ["100万", "1,000,000"],
  ]),
  ja("multi", "AIチャットボットとセキュリティ診断、それぞれの料金を知りたいです", ["50,000", "30,000"]),
  ja("multi", "設立はいつですか？社員さんは何人？英語でのやり取りも大丈夫ですか？", ["2022", ["4名", "4人"], ["英語"]]),

  // web-medium: 14 pages × ¥15,000 = 210,000; seo: ceil(14 / 5) = 3 × ¥15,000 = 45,000; maintenance: 3 × ¥3,000 = 9,000 a month.
  en(
    "multi",
    "Hello! We run a small craft brewery in Kawasaki and want to start selling online. The site would be maybe 14 pages in English and Japanese. We'd also want SEO on all of it and someone to look after the site every month. Could you give me a rough idea of the cost, and is the first consultation free?",
    ["210,000", "45,000", "9,000", "free"],
  ),
  en("multi", "What are your business hours, are you open on weekends, and what's the best email to reach you?", [
    ["9:00", "9am", "9 am", "9 a.m."],
    "info@tamagawa-digital.jp",
    ["weekend", "saturday"],
  ]),
  en("multi", "Two quick ones: price of a PWA, and price of a custom AI solution?", ["50,000", "100,000"]),
  en("multi", "Who runs the company, when was it founded, and how big is the team?", [
    "Kenta Sato",
    "2022",
    ["4 employees", "four employees", "4 full-time", "4 staff"],
  ]),
  en("multi", "Where exactly is your office, which bank do you use, and how much capital does the company have?", [
    "Ekimae-honcho",
    "Kawasaki Shinkin",
    ["1,000,000", "1 million"],
  ]),

  // ---------- Company facts ----------
  ja("facts", "御社のメインバンクはどちらですか？", ["川崎信用金庫"]),
  ja("facts", "代表者の方のお名前を教えていただけますか", ["佐藤"]),
  ja("facts", "問い合わせしたら返事ってどれくらいで来ますか？", ["24時間"]),
  ja("facts", "以前問い合わせフォームから送った個人情報を消してほしいのですが、どうすればいいですか", [
    "info@tamagawa-digital.jp",
  ]),

  en("facts", "How many projects have you actually delivered so far?", ["200"]),
  en("facts", "what's your client satisfaction rate?", ["98%"]),
  en("facts", "I sent my details through your contact form and now want them deleted. How do I request that?", [
    "info@tamagawa-digital.jp",
  ]),
  en("facts", "If there were ever a legal dispute over your services, which court would handle it?", ["Yokohama"]),

  // ---------- Case studies ----------
  ja("case", "箱根の旅館にAIチャットボットを入れた事例、電話やメールの問い合わせはどれくらい減りましたか？", ["45%"]),
  ja("case", "製造業の在庫管理アプリの事例があると聞きました。どんな成果が出たんですか？", [
    "70%",
    ["3拠点", "3つの拠点", "三拠点"],
  ]),
  ja("case", "京都のお寿司体験のサイト、予約ってどのくらい増えたんですか", ["400%"]),

  en("case", "How much did you cut that HR SaaS company's AWS bill by?", ["53%"]),
  en("case", "Tell me about the iSocialize integration work. How long did it take to go live?", [
    ["8 weeks", "eight weeks"],
  ]),
  en("case", "Did the Kawasaki computer repair shop you did SEO for actually rank well?", [
    ["rank 2", "second", "2nd", "#2", "no. 2", "number 2"],
    "300%",
  ]),

  // ---------- Services ----------
  ja("service", "GEO対策って何ですか？SEOとは違うんでしょうか", [["生成AI", "ChatGPT", "AI検索"]]),
  ja("service", "社内のマニュアルや資料をもとに質問に答えてくれるAIって作ってもらえますか？", [
    ["RAG", "ナレッジ検索", "社内文書", "社内資料"],
  ]),
  ja("service", "これから起業するんですが、最初のプロトタイプ作りから手伝ってもらえたりします？", [
    ["MVP", "スタートアップ支援"],
  ]),

  en("service", "Do you build proper native iOS/Android apps, or only web stuff?", [["native", "React Native"]]),
  en("service", "We're a US company thinking about entering the Japanese market. Can you help with that?", [
    ["locali", "Japanese SEO", "Japanese-language", "Japanese search"],
  ]),
  en("service", "Which cloud platforms do you work with?", ["AWS"]),

  // ---------- Typos ----------
  ja("typo", "セキュリティ診断の料金わいくらですか", ["30,000"]),
  ja("typo", "会社の所在血を教えて下さい", ["川崎"]),
  // web-medium: 7 pages × ¥15,000 = 105,000; with tax 115,500.
  ja("typo", "ホームページせいさく ７ぺーじで身積もりください", ["105,000", "115,500"]),

  // mobile-simple: 6 screens × ¥10,000 = 60,000; with tax 66,000.
  en("typo", "how much for a simple mobil app with 6 scrrens", ["60,000", "66,000"]),
  en("typo", "wher is ur ofice located", ["Kawasaki"]),
  en("typo", "do u guys do secuirty audits? whats the pirce", ["30,000"]),
  // maintenance: ceil(20 / 5) = 4 blocks × ¥3,000 = 12,000 a month; with tax 13,200.
  en("typo", "maintanence fee for a 20 page sitee per month?", ["12,000", "13,200"]),

  // ---------- Kana-only Japanese ----------
  ja("kana", "かいしゃは どこに ありますか", ["川崎"]),
  ja("kana", "えーあいちゃっとぼっとは いくらですか", ["50,000"]),
  ja("kana", "でんわばんごう おしえてください", ["044-200-1234"]),
  // web-basic: 5 pages × ¥10,000 = 50,000; with tax 55,000.
  ja("kana", "ほーむぺーじを ごぺーじで つくると いくらに なりますか", ["50,000", "55,000"]),

  // ---------- Small talk inside longer messages ----------
  ja("smalltalk", "こんにちは！はじめまして😊 ちょっとお聞きしたいんですけど、土曜日って営業してますか？", [
    ["土日", "土曜"],
    ["9:00", "9時"],
  ]),
  ja(
    "smalltalk",
    "いつもお世話になっております。先日はありがとうございました🙇‍♀️ ところで、御社のメールアドレスを改めて教えていただけますか",
    ["info@tamagawa-digital.jp"],
  ),
  ja("smalltalk", "お疲れさまです〜☕ 今日は寒いですね。ところで川崎のオフィスって何階にありますか？", [["5F", "5階"]]),

  en("smalltalk", "hey there 👋 hope your week's going well! quick one: what's your phone number?", ["044-200-1234"]),
  en(
    "smalltalk",
    "Thanks, that was really helpful 🙏 Oh, one more thing: is the first consultation free or do you charge for it?",
    ["free"],
  ),
  en("smalltalk", "lol sorry for all the questions 😅 who on your team handles the AI stuff?", ["Daniel"]),

  // ---------- Things the company does not do ----------
  ja("outOfScope", "ノートパソコンの画面が割れてしまいました。修理をお願いできますか？", [saysNo.ja]),
  ja("outOfScope", "うちの会社の経理と確定申告を代わりにやってもらうことってできますか", [saysNo.ja]),
  ja("outOfScope", "エンジニアを何人か紹介してほしいです。人材紹介みたいなことはやってますか？", [saysNo.ja]),

  en("outOfScope", "Can you sell us ten laptops for our new office?", [saysNo.en]),
  en("outOfScope", "We need a lawyer to review a supplier contract. Could your team do that?", [saysNo.en]),
  en("outOfScope", "my iphone screen is cracked, can you fix it?", [saysNo.en]),
  en("outOfScope", "Are you a recruitment agency? We're looking to hire two developers through you.", [saysNo.en]),

  // ---------- Requests to be contacted (the flow starts; nothing stored yet) ----------
  ja(
    "contact",
    "正式な見積もりがほしいので、担当の方から連絡してもらえますか？",
    [["お名前", "氏名", "メール", "電話"]],
    promises.ja,
  ),
  ja(
    "contact",
    ["保守のプランについて知りたいです", "やっぱり直接担当の方とお話ししたいです。連絡をもらえますか？"],
    [["お名前", "氏名", "メール", "電話"]],
    promises.ja,
  ),

  en(
    "contact",
    "Can someone from your sales team give me a ring tomorrow?",
    [["name", "email", "phone", "number"]],
    promises.en,
  ),
  en(
    "contact",
    ["what does maintenance include?", "ok actually I'd rather talk to a person, can support contact me?"],
    [["name", "email", "phone", "number"]],
    promises.en,
  ),

  // ---------- Follow-ups read against earlier turns ----------
  // web-medium: 9 pages × ¥15,000 = 135,000; with tax 148,500.
  ja("followUp", ["ウェブサイト制作って1ページいくらですか？", "じゃあ９ページだと？"], ["135,000", "148,500"]),
  ja("followUp", ["保守サービスについて教えてください", "それは月額？"], ["3,000", ["月額", "毎月", "月々", "1か月"]]),
  ja(
    "followUp",
    ["導入事例をいくつか教えてください", "AWSの費用を下げた事例、具体的にどうやったんですか？"],
    [["Graviton", "Savings Plans", "スポット", "自動停止", "適正化", "タグ"]],
  ),
  ja("followUp", ["どんなサービスがありますか？", "３"], ["AWS"]),

  // web-medium: 11 pages × ¥15,000 = 165,000; with tax 181,500.
  en(
    "followUp",
    ["What's the rate for your standard website plan?", "and if we need 11 pages, how much?"],
    ["165,000", "181,500"],
  ),
  en(
    "followUp",
    ["Tell me about the computer repair shop SEO project", "how did you do that?"],
    [["Google Business Profile", "structured data", "LocalBusiness", "smartphone", "loading speed"]],
  ),
  en("followUp", ["how much is cloud hosting?", "is that monthly or a one-off?"], ["3,000", "month"]),
  en("followUp", ["What services do you offer?", "2"], [["iOS", "Android"]]),
  en("followUp", ["do you do security audits for websites?", "how much?"], ["30,000"]),

  // ---------- Conversations that end in a stored lead ----------
  lead(
    "ja",
    [
      "ホームページの見積もりをお願いしたいので、担当の方から連絡をいただけますか",
      "山本彩花です。メールは a.yamamoto@kawasaki-bakery.jp 、電話は 080-3456-7812 です",
      "はい、それでお願いします",
    ],
    { name: "山本彩花", email: "a.yamamoto@kawasaki-bakery.jp", phone: "080-3456-7812" },
  ),
  lead(
    "ja",
    [
      "サイトのリニューアルを検討中で、営業の方とお話ししたいです。株式会社ミナト物流の中村健二と申します。連絡先は kenji.nakamura@minato-logi.co.jp 、０４４－５５５－０１２３ です。",
      "はい、合っています",
    ],
    {
      name: "中村健二",
      email: "kenji.nakamura@minato-logi.co.jp",
      phone: "044-555-0123",
      company: "株式会社ミナト物流",
    },
  ),
  lead(
    "ja",
    [
      "先月納品してもらったサイトで、お問い合わせフォームが送信できなくなっています。サポートの方に見てもらえますか",
      "小林真由美です",
      "mayumi.k@hoshino-dental.jp です。電話は 03-5789-1122 でお願いします",
      "はい、大丈夫です",
    ],
    { name: "小林真由美", email: "mayumi.k@hoshino-dental.jp", phone: "03-5789-1122" },
  ),

  lead(
    "en",
    [
      "Hi, I'd like a proper quote for a 15-page bilingual site. Could someone from your team reach out?",
      "Sure. I'm Rachel Owens from BrightPath Consulting, rachel.owens@brightpath.io, phone 090-2211-4567",
      "yes that's right",
    ],
    {
      name: "Rachel Owens",
      email: "rachel.owens@brightpath.io",
      phone: "090-2211-4567",
      company: "BrightPath Consulting",
    },
  ),
  lead(
    "en",
    [
      "can I talk to someone in sales about an AI chatbot for our hotel?",
      "Tom Becker",
      "tom@harbourview-hotel.com",
      "yep, that's correct",
    ],
    { name: "Tom Becker", email: "tom@harbourview-hotel.com" },
  ),
  lead(
    "en",
    [
      "Our cloud server keeps going down and we need support. Please have someone contact me asap. I'm Priya Natarajan, Kestrel Analytics, priya.n@kestrel-analytics.com, 045-332-9081",
      "Yes, all correct.",
    ],
    {
      name: "Priya Natarajan",
      email: "priya.n@kestrel-analytics.com",
      phone: "045-332-9081",
      company: "Kestrel Analytics",
    },
  ),
];
