import { en, ja, lead, promises, saysNo, type VisitorCase } from "./chat-visitor-questions";

/**
 * The fifth held-out table: written from the site's content and the spec alone, without
 * reading or running the engine, and committed before the round of tuning it measures.
 * It is scored once, after that tuning; nobody tunes the engine on its failures
 * (decision 019). Once its failures have been looked at it becomes a regression table and
 * a fresh held-out table takes its place.
 *
 * Facts come from the content modules (company facts, team, services, case studies,
 * plan cards, privacy policy) and the calculator's formulas in `domain/pricing/pricing.ts`:
 * a web site is charged per page at the rate of the plan its size falls in (1-5 pages
 * ¥10,000, 6-15 ¥15,000, 16+ ¥25,000); maintenance (monthly), SEO and performance work
 * per started block of 5 pages; apps per screen or feature; migration per GB; consulting
 * per hour (remote ¥5,000, on site ¥7,000, at least ¥10,000). An estimate for a quantity
 * gives the pre-tax amount and, for a single plan, the amount with 10 % tax (rounded
 * down). Same judging rules as `chat-visitor-questions.ts`.
 */
export const heldOut5Questions: VisitorCase[] = [
  // ---------- Estimates from free text ----------
  // web-medium: 8 pages × ¥15,000 = 120,000; with tax 132,000.
  ja(
    "estimate",
    "会社のホームページを作り直したいです。ページ数は８ページくらいの想定ですが、だいたいいくらになりますか？",
    ["120,000", "132,000"],
    // The small-site rate applied to 8 pages.
    ["80,000"],
  ),
  // web-basic: 4 pages × ¥10,000 = 40,000; with tax 44,000.
  en("estimate", "Rough cost for a small four-page website for my bakery? Home, menu, about, access.", [
    "40,000",
    "44,000",
  ]),
  // web-complex: 20 pages × ¥25,000 = 500,000; with tax 550,000.
  ja("estimate", "２０ページ程度のコーポレートサイトの費用感を教えてください", ["500,000", "550,000"], ["300,000"]),
  // mobile-simple: 6 screens × ¥10,000 = 60,000; with tax 66,000.
  en("estimate", "how much would a simple mobile app with 6 screens cost?", ["60,000", "66,000"]),
  // mobile-native: 500,000 + 5 screens × ¥40,000 = 700,000; with tax 770,000.
  ja("estimate", "iOSとAndroidのネイティブアプリを作りたい。画面は5つです。見積もりお願いします", [
    "700,000",
    "770,000",
  ]),
  // cloud-migration: 250 GB × ¥1,000 = 250,000; with tax 275,000.
  en(
    "estimate",
    "We have roughly 250GB of data on an old on-prem server. What would migrating it to the cloud cost us?",
    ["250,000", "275,000"],
  ),
  // it-consulting onsite: 3 h × ¥7,000 = 21,000; with tax 23,100.
  ja("estimate", "ITコンサルを訪問で3時間お願いした場合の料金は？", ["21,000", "23,100"]),
  // it-consulting remote: 1 h × ¥5,000 = 5,000, raised to the ¥10,000 minimum; with tax 11,000.
  en("estimate", "Could I book just one hour of remote IT consulting? What would that come to?", ["10,000", "11,000"]),
  // training: 6 h × ¥5,000 = 30,000; with tax 33,000.
  ja("estimate", "社員向けのIT研修を6時間やってもらうといくらですか", ["30,000", "33,000"]),
  // seo: ceil(12 / 5) = 3 blocks × ¥15,000 = 45,000; with tax 49,500.
  en("estimate", "What would SEO work cost for our site? It has twelve pages.", ["45,000", "49,500"], ["180,000"]),
  // maintenance: ceil(18 / 5) = 4 blocks × ¥3,000 = 12,000 a month; with tax 13,200.
  ja("estimate", "18ページあるサイトの保守をお願いしたら月額いくらになりますか？", ["12,000", "13,200"]),
  // map-app: 300,000 + 4 features × ¥15,000 = 360,000; with tax 396,000.
  en("estimate", "Price for a store-finder map app with 4 features (search, route, favourites, filters)?", [
    "360,000",
    "396,000",
  ]),
  // performance-optimization: 30,000 + ceil(9 / 5) = 2 blocks × ¥15,000 = 60,000; with tax 66,000.
  en("estimate", "our 9-page site is slow as hell. how much to speed it up?", ["60,000", "66,000"]),
  // mobile-complex: 5 features × ¥40,000 = 200,000; with tax 220,000.
  ja("estimate", "機能が5つある複雑めのアプリ（予約・決済・チャット・通知・会員）を作るといくら？", [
    "200,000",
    "220,000",
  ]),
  // web-medium 10 pages = 150,000 + seo ceil(10 / 5) = 2 blocks × ¥15,000 = 30,000; together 180,000.
  en("estimate", "10 page website with SEO — ballpark?", ["150,000", "30,000", "180,000"]),
  // web-medium 6 pages = 90,000 + maintenance ceil(6 / 5) = 2 blocks × ¥3,000 = 6,000 a month.
  ja("estimate", "６ページのサイト制作と、保守もお願いしたいです。費用はどのくらい？", ["90,000", "6,000"]),
  // cloud-migration: 40 GB × ¥1,000 = 40,000; with tax 44,000.
  ja("estimate", "クラウド移行、データ量は40ギガくらいです。おいくらですか", ["40,000", "44,000"]),
  // web-complex: 30 pages × ¥25,000 = 750,000; with tax 825,000.
  en("estimate", "We're thinking about a big site, maybe thirty pages. Estimate please", ["750,000", "825,000"]),

  // ---------- Prices ----------
  ja("price", "AIチャットボットの導入費用はいくらからですか？", ["50,000"]),
  en("price", "What does your security audit cost?", ["30,000"]),
  ja("price", "サーバーのホスティングって月いくらですか", ["3,000"]),
  en("price", "how much is a PWA?", ["50,000"]),
  ja("price", "SNS（コミュニティサイト）の開発は基本プランでいくらですか？", ["200,000"]),
  en("price", "What's your hourly rate for consulting, remote and in person?", ["5,000", "7,000"]),
  ja("price", "Webサイトの1ページあたりの単価を教えてください。5ページ以内の場合です。", ["10,000"]),
  en("price", "Do the prices on your site include consumption tax?", [
    ["before tax", "excluding tax", "excl. tax", "tax excluded", "pre-tax", "without tax", "plus tax", "10%"],
  ]),
  en("price", "What do you charge for each extra page added to an existing site?", ["15,000"]),

  // ---------- Company facts ----------
  ja("facts", "御社の所在地を教えてください。", ["川崎"]),
  en("facts", "What's your phone number?", ["044-200-1234"]),
  ja("facts", "設立はいつですか？", ["2022"]),
  en("facts", "What are your business hours? Are you open on Saturdays?", [["9:00", "9am", "9 am"], "18:00"]),
  ja("facts", "資本金と従業員数を知りたいです", [
    ["100万", "1,000,000"],
    ["4名", "4人"],
  ]),
  en("facts", "Who runs the company? Who's the CEO?", ["Kenta Sato"]),
  ja("facts", "取引銀行はどこですか", ["川崎信用金庫"]),
  en("facts", "Which email address should I write to?", ["info@tamagawa-digital.jp"]),
  en("facts", "Is there anyone on your team I can talk to in English?", [
    ["Daniel", "bilingual", "Japanese and English", "English and Japanese"],
  ]),
  ja("facts", "このチャットでのやりとりって保存されるんですか？どのくらいの期間？", [
    ["24か月", "24ヶ月", "24カ月", "2年"],
  ]),
  en("facts", "How long do you keep the messages people send through the contact form?", [
    ["24 months", "two years", "2 years"],
  ]),
  ja("facts", "サイトのデザインを担当しているのはどなたですか？", ["田中"]),
  en("facts", "What's your client satisfaction rate?", ["98%"]),

  // ---------- Case studies ----------
  ja("case", "旅館のチャットボットの事例ってどんな成果が出たんですか？", ["45%"]),
  en("case", "Tell me about the AWS cost project. How much did you save?", ["53%"]),
  ja("case", "製造業向けの実績はありますか？", [["70%", "在庫"]]),
  en("case", "Any SEO success stories? Local businesses especially.", [["Rank 2", "second", "300%", "Rank 1", "400%"]]),
  ja("case", "京都の寿司の事例、予約はどれくらい増えた？", ["400%"]),
  en("case", "What did you do for iSocialize?", [["API", "APIs"]]),
  en("case", "Did you ever build something for a hotel or a ryokan?", [
    ["45%", "four languages", "4 languages", "Hakone"],
  ]),

  // ---------- Services ----------
  ja("service", "GEO対策って何ですか？SEOとは違うんですか", [["生成AI", "ChatGPT", "AI検索"]]),
  en("service", "Can you build apps for both iPhone and Android?", [["iOS", "iPhone"], "Android"]),
  ja("service", "AWSの構築とか、オンプレからの移行もやってますか？", ["AWS"], saysNo.ja),
  en(
    "service",
    "Do you make bilingual websites, Japanese and English?",
    [["bilingual", "Japanese and English", "English and Japanese"]],
    saysNo.en,
  ),
  ja("service", "動画の制作とかSNSの運用代行もお願いできますか", [["動画", "SNS"]], saysNo.ja),
  en("service", "do you do staff training on IT stuff?", [["training", "Training"]], saysNo.en),

  // ---------- Several questions at once ----------
  ja("multi", "質問が3つあります。①営業時間は？②電話番号は？③初回の相談は無料ですか？", [
    "9:00",
    "044-200-1234",
    "無料",
  ]),
  en("multi", "Where are you located, when were you founded, and how many people work there?", [
    "Kawasaki",
    "2022",
    ["4 employees", "four employees", "20 contractors", "twenty contractors"],
  ]),
  ja("multi", "AIチャットボットの料金と、セキュリティ診断の料金をそれぞれ教えてください", ["50,000", "30,000"]),
  en(
    "multi",
    "Two things: what's the price of a social network site (basic), and how fast do you reply to enquiries?",
    ["200,000", "24"],
  ),
  ja("multi", "メールアドレスと住所、あと土日も対応してるか教えて", [
    "info@tamagawa-digital.jp",
    "川崎",
    ["土日", "休み"],
  ]),

  // ---------- Long multi-part enquiries ----------
  ja(
    "multi",
    "はじめまして。横浜で小さな歯科医院を経営している者です。今のホームページが古くてスマホで見づらいので、7ページ程度で作り直しを考えています。あわせて、公開後の更新や保守もお願いできるのか、また英語ページも作れるのか知りたいです。だいたいの費用も教えていただけると助かります。",
    // web-medium: 7 pages × ¥15,000 = 105,000 (with tax 115,500); maintenance ceil(7 / 5) = 2 blocks × ¥3,000 = 6,000 a month.
    ["105,000", ["英語", "多言語"]],
  ),
  en(
    "multi",
    "Hi there, I run a small import business in Kawasaki and we are finally going digital. We need a website (around 5 pages), and at some point maybe a chatbot to answer customers in English and Japanese. Could you tell me roughly what the site would cost, what a chatbot costs, and whether the first meeting costs anything?",
    // web-basic: 5 pages × ¥10,000 = 50,000; ai-chatbot base 50,000; consultation free.
    ["50,000", "free"],
  ),
  ja(
    "multi",
    "お世話になります。社内の在庫管理がいまだにエクセルで、似たような事例があれば知りたいです。それと、訪問でのITコンサルは1時間いくらか、川崎の会社なので来てもらえるのかも教えてください。",
    ["70%", "7,000"],
  ),
  en(
    "multi",
    "Hello! Long story short, our AWS bill is out of control and our website is slow. Have you helped anyone cut AWS costs before, and what does performance optimisation cost for a site of about 15 pages?",
    // performance-optimization: 30,000 + ceil(15 / 5) = 3 blocks × ¥15,000 = 75,000.
    ["53%", "75,000"],
  ),

  // ---------- Typos ----------
  ja("typo", "ほーむぺーじ制作の料金ひょうありますか？5ぺーじで", ["50,000"]),
  en("typo", "wat r ur opening ours?", [["9:00", "9am", "9 am"]]),
  en("typo", "how much for a 3 page websit?", ["30,000", "33,000"]),
  en("typo", "do you do secuirty audits? prise?", ["30,000"]),
  ja("typo", "せつりつは何年ですか？会社の", ["2022"]),
  en("typo", "Whats the adress of you're office", ["Kawasaki"]),
  // seo: ceil(10 / 5) = 2 blocks × ¥15,000 = 30,000; with tax 33,000 (full-width letters, kana).
  ja("typo", "ｓｅｏたいさくの料金しりたいです、10ぺーじのサイトで", ["30,000", "33,000"]),

  // ---------- Kana-only Japanese ----------
  ja("kana", "でんわばんごう おしえて", ["044-200-1234"]),
  ja("kana", "えーあいちゃっとぼっと いくら？", ["50,000"]),
  ja("kana", "かいしゃは どこに ありますか", ["川崎"]),
  ja("kana", "えいぎょうじかんは なんじから なんじまで？", ["9:00", "18:00"]),
  // training: 3 h × ¥5,000 = 15,000; with tax 16,500.
  ja("kana", "けんしゅう 3じかん いくらですか", ["15,000", "16,500"]),

  // ---------- Casual speech and emoji ----------
  ja("smalltalk", "こんにちは〜😊 ちょっと聞きたいんだけど、メアド何？", ["info@tamagawa-digital.jp"]),
  en("smalltalk", "hey 👋 quick one — do you guys charge for the first consultation?", ["free"]),
  ja("smalltalk", "ありがとうございます！助かりました🙏 最後に、返信ってどれくらいで来ますか？", ["24"]),
  en("smalltalk", "Good morning! Hope you're well. What's the monthly price for hosting?", ["3,000"]),
  ja("smalltalk", "おつかれさまです！セキュリティ診断っていくらでしたっけ？✨", ["30,000"]),
  en("smalltalk", "thanks so much!! 🎉 oh and one more: how many projects have you done?", ["200"]),
  en("smalltalk", "lol ok you're pretty smart for a bot 😂 anyway where's your office?", ["Kawasaki"]),

  // ---------- Things the company does not do ----------
  ja("outOfScope", "ノートパソコンの画面が割れてしまったので修理してもらえますか？", [saysNo.ja]),
  en("outOfScope", "Can you do our bookkeeping and file our company tax return?", [saysNo.en]),
  ja("outOfScope", "取引先との契約書のリーガルチェックをお願いしたいのですが", [saysNo.ja]),
  en("outOfScope", "We need to hire two engineers. Can you recruit them for us, like an agency?", [saysNo.en]),
  ja("outOfScope", "オフィスに防犯カメラとLAN配線を設置してほしいです", [saysNo.ja]),
  en("outOfScope", "Could you sell us 10 laptops and set up the hardware in our office?", [saysNo.en]),
  ja("outOfScope", "確定申告の代行ってやってますか？", [saysNo.ja]),
  en("outOfScope", "Can you register our trademark and deal with the legal paperwork for it?", [saysNo.en]),

  // ---------- Requests to be contacted (no details yet) ----------
  ja("contact", "担当の方から電話をもらえますか？", [["お名前", "氏名"]], promises.ja),
  en("contact", "I'd like to talk to someone from sales please", [["name", "email"]], promises.en),
  ja(
    "contact",
    "見積もりを正式にお願いしたいので、連絡ください",
    [["お名前", "氏名", "メールアドレス", "メール", "ご連絡先"]],
    promises.ja,
  ),
  en(
    "contact",
    "Our site is down and I need support. Can someone get in touch?",
    [["name", "email", "contact details"]],
    promises.en,
  ),
  en(
    "contact",
    "could you call me back tomorrow? want to discuss a project",
    [["name", "phone", "number"]],
    promises.en,
  ),

  // ---------- Follow-ups ----------
  ja("followUp", ["SEO対策のサービスについて教えて", "いくら？"], ["15,000"]),
  ja("followUp", ["ホスティングの料金は？", "それは月額？"], ["3,000", "月"]),
  en(
    "followUp",
    ["Tell me about the AWS cost reduction case study", "how did you do that?"],
    [["Graviton", "Savings Plans", "right-siz", "Spot", "tagging"]],
  ),
  en("followUp", ["Do you build map apps?", "how much?"], ["300,000"]),
  // web-medium: 12 pages × ¥15,000 = 180,000; with tax 198,000.
  ja("followUp", ["サイト制作の料金体系を教えてください", "１２ページならどうなりますか"], ["180,000", "198,000"]),
  // mobile-medium web: 4 screens × ¥25,000 = 100,000; with tax 110,000.
  en(
    "followUp",
    [
      "What kinds of mobile apps do you build?",
      "ok, and a standard app (web, not native) with 4 screens? what would that cost",
    ],
    ["100,000", "110,000"],
  ),
  // web-medium: 8 pages × ¥15,000 = 120,000; with tax 132,000.
  en("followUp", ["How much is a website of 8 pages?", "and including tax?"], ["132,000"]),
  ja(
    "followUp",
    ["京都の寿司作り体験の事例について教えて", "どうやって予約を増やしたんですか？"],
    [["広告", "SEM", "SEO", "多言語"]],
  ),
  ja(
    "followUp",
    ["連絡してもらえますか", "やっぱり今はいいです。先にAIチャットボットの料金だけ教えてください"],
    ["50,000"],
    promises.ja,
  ),
  // maintenance: ceil(12 / 5) = 3 blocks × ¥3,000 = 9,000 a month; with tax 9,900.
  en(
    "followUp",
    ["Tell me about your maintenance service", "what would it cost a month for a 12 page site?"],
    ["9,000", "9,900"],
  ),

  // ---------- Conversations that end in a stored lead ----------
  lead(
    "ja",
    [
      "ホームページ制作の見積もりをお願いしたいです",
      "株式会社さくら工務店の木村直樹と申します。メールは kimura@sakura-koumuten.jp、電話は045-321-9876です",
      "はい、それでお願いします",
    ],
    { name: "木村直樹", email: "kimura@sakura-koumuten.jp", phone: "045-321-9876", company: "株式会社さくら工務店" },
  ),
  lead(
    "en",
    [
      "Can someone from your sales team contact me?",
      "Sure. I'm Emily Clarke from Harbor Lane Trading, emily.clarke@harborlane.co.uk, phone 080-4412-7730",
      "yes that's right",
    ],
    {
      name: "Emily Clarke",
      email: "emily.clarke@harborlane.co.uk",
      phone: "080-4412-7730",
      company: "Harbor Lane Trading",
    },
  ),
  lead(
    "ja",
    [
      "アプリ開発について相談したいので、折り返し連絡をもらえますか",
      "名前は佐々木 彩です",
      "メアドは aya.sasaki@example.jp です",
      "はい、合ってます",
    ],
    { name: "佐々木 彩", email: "aya.sasaki@example.jp" },
  ),
  lead(
    "en",
    [
      "Hi, we'd like a proper quote for moving our servers to AWS. Could someone get in touch?",
      "My name is Raj Patel",
      "raj.patel@kestrel-logistics.com — we're Kestrel Logistics",
      "Yes, correct",
    ],
    { name: "Raj Patel", email: "raj.patel@kestrel-logistics.com", company: "Kestrel Logistics" },
  ),
  lead(
    "ja",
    [
      "サポートの方に連絡とりたいです。名前は高橋 誠、会社は有限会社タカハシ印刷、メールは makoto@takahashi-print.co.jp、電話は０４４－５５５－０１２３です。",
      "はい、それで大丈夫です",
    ],
    {
      name: "高橋 誠",
      email: "makoto@takahashi-print.co.jp",
      phone: "044-555-0123",
      company: "有限会社タカハシ印刷",
    },
  ),
  lead(
    "en",
    [
      "What does a 3-page website cost?",
      "ok great, please have someone reach out to me about it",
      "Tom Becker, tom@beckerdesign.de",
      "yep that's right",
    ],
    { name: "Tom Becker", email: "tom@beckerdesign.de" },
  ),
];
