import { en, ja, lead, promises, saysNo, type VisitorCase } from "./chat-visitor-questions";

/**
 * The sixth held-out table: written from the site's content and the spec alone, without
 * reading or running the engine, and committed before the round of tuning it measures.
 * It is scored once, after that tuning; nobody tunes the engine on its failures
 * (decision 019). Once its failures have been looked at it becomes a regression table and
 * a fresh held-out table takes its place.
 *
 * Facts come from the content modules (company facts, team, services and their listed
 * items, case studies, plan cards, privacy policy, terms) and the calculator's formulas in
 * `domain/pricing/pricing.ts`: a web site per page at its size's plan rate (1-5 pages
 * ¥10,000, 6-15 ¥15,000, 16+ ¥25,000), added pages ¥15,000 each; maintenance ¥3,000 a month,
 * SEO ¥15,000 and performance work ¥30,000 + ¥15,000 per started block of 5 pages; apps per
 * screen or feature; migration ¥1,000 per GB; consulting per hour (remote ¥5,000, on site
 * ¥7,000, at least ¥10,000); training ¥5,000 an hour. An estimate gives the pre-tax amount
 * and, for a single plan, the amount with 10 % tax (rounded down). Same judging rules as
 * `chat-visitor-questions.ts`.
 */
export const heldOut6Questions: VisitorCase[] = [
  // ---------- Estimates from free text ----------
  // web-medium: 10 pages × ¥15,000 = ¥150,000; with tax ¥165,000
  ja("estimate", "10ページくらいの会社サイトを作りたいのですが、ざっくりいくらになりますか？", ["150,000", "165,000"]),
  // web-complex: 20 pages × ¥25,000 = ¥500,000; with tax ¥550,000
  en("estimate", "Rough cost for a 20 page corporate site in both english and japanese?", ["500,000", "550,000"]),
  // web-basic: 4 pages × ¥10,000 = ¥40,000; with tax ¥44,000
  ja("estimate", "４ページだけの小さいホームページでいいんですが、費用はいくらですか", ["40,000", "44,000"]),
  // maintenance: ceil(12 / 5) = 3 blocks × ¥3,000 = ¥9,000 a month; with tax ¥9,900
  en("estimate", "We already have a 12-page site. what would monthly maintenance cost us?", ["9,000", "9,900"]),
  // cloud-migration: 50 GB × ¥1,000 = ¥50,000; with tax ¥55,000
  ja("estimate", "オンプレのファイルサーバー約50GBをクラウドに移したい。移行費用の目安を教えて", ["50,000", "55,000"]),
  // it-consulting on site: 3 h × ¥7,000 = ¥21,000; with tax ¥23,100
  en("estimate", "How much for 3 hours of IT consulting at our office in Kawasaki (on-site)?", ["21,000", "23,100"]),
  // it-consulting remote: 1 h × ¥5,000 = ¥5,000, raised to the ¥10,000 minimum; with tax ¥11,000
  ja("estimate", "オンラインで1時間だけITの相談に乗ってもらうと、いくらかかりますか？", ["10,000", "11,000"]),
  // mobile-simple: 6 screens × ¥10,000 = ¥60,000; with tax ¥66,000
  en("estimate", "simple app, about 6 screens, nothing fancy. price?", ["60,000", "66,000"]),
  // mobile-native: ¥500,000 + 5 screens × ¥40,000 = ¥700,000; with tax ¥770,000
  ja("estimate", "ネイティブアプリで画面数は５つ程度。見積もりをお願いします", ["700,000", "770,000"]),
  // map-app: ¥300,000 + 4 features × ¥15,000 = ¥360,000; with tax ¥396,000
  en("estimate", "Thinking of a map based app for our shops with 4 features. how much would that be", [
    "360,000",
    "396,000",
  ]),
  // training: 6 h × ¥5,000 = ¥30,000; with tax ¥33,000
  ja("estimate", "社員向けの技術研修を6時間お願いしたら費用はどれくらい？", ["30,000", "33,000"]),
  // performance-optimization: ¥30,000 + ceil(12 / 5) = 3 blocks × ¥15,000 = ¥75,000; with tax ¥82,500
  en("estimate", "Our 12 page website is painfully slow. What would a performance optimisation cost?", [
    "75,000",
    "82,500",
  ]),
  // web-additional: 3 pages × ¥15,000 = ¥45,000; with tax ¥49,500
  ja("estimate", "今あるサイトにページを3枚追加したいです。おいくらですか", ["45,000", "49,500"]),
  // web-medium 8 pages × ¥15,000 = ¥120,000 + SEO ceil(8 / 5) = 2 blocks × ¥15,000 = ¥30,000
  en("estimate", "8 pages site with SEO please, how much all together?", ["120,000", "30,000"]),
  // web-basic 3 × ¥10,000 = ¥30,000 + maintenance 1 block × ¥3,000 = ¥3,000 a month
  ja("estimate", "3ページのサイト制作と、保守もお願いしたい場合の料金は？", ["30,000", "3,000"]),
  // cloud-migration: 120 GB × ¥1,000 = ¥120,000; with tax ¥132,000
  en("estimate", "we need to migrate 120GB of data to AWS — ballpark?", ["120,000", "132,000"]),

  // ---------- Plan prices ----------
  ja("price", "クラウドのホスティングって月いくらですか？", ["3,000"]),
  en("price", "What's the price of an AI chatbot for my website?", ["50,000"]),
  ja("price", "セキュリティ診断の料金を知りたいです", ["30,000"]),
  en("price", "How much is the advanced social features package (messaging, push notifications etc)?", ["500,000"]),
  ja("price", "Basicのウェブサイトは修正何回まで無料？それ以上はいくら？", ["2", "5,000"]),
  en("price", "how much does custom AI development start at?", ["100,000"]),
  ja("price", "PWAアプリの料金っていくらから？", ["50,000"]),

  // ---------- Several questions in one message ----------
  en(
    "multi",
    "Hi, a few questions: where is your office, what are your business hours, and do you build mobile apps?",
    ["Kawasaki", "9:00", "18:00", ["app", "App"]],
  ),
  ja("multi", "電話番号とメールアドレスを教えてください。あと設立はいつですか？", [
    "044-200-1234",
    "info@tamagawa-digital.jp",
    "2022",
  ]),
  en("multi", "How many employees do you have, and who is your main bank?", ["4", "Kawasaki Shinkin"]),
  ja("multi", "資本金はいくらですか？それと社員は何人いますか", [["100万", "1,000,000"], "4"]),
  en("multi", "What's the hourly rate for remote consulting vs on site? Also is the first consultation free?", [
    "5,000",
    "7,000",
    ["free", "Free"],
  ]),
  ja("multi", "SEOの料金と、GEO対策っていうのが何なのか教えてください", ["15,000", ["生成AI", "AI"]]),
  en("multi", "do you do bilingual websites? and how fast do you reply to enquiries?", [
    ["bilingual", "Bilingual", "English"],
    "24",
  ]),

  // ---------- Company facts, terms, privacy ----------
  ja("facts", "御社の正式な会社名は何ですか", ["株式会社多摩川デジタルワークス"]),
  en("facts", "What's your postcode? I want to send you a letter", ["210-0007"]),
  ja("facts", "土曜日も営業していますか？", [["土日祝", "土日"]]),
  en("facts", "how many projects have you done so far?", ["200"]),
  ja("facts", "お客様満足度ってどれくらいですか", ["98"]),
  en("facts", "If there's a legal dispute, which court has jurisdiction under your terms?", ["Yokohama"]),
  ja("facts", "利用規約で、トラブルになったときの管轄裁判所はどこになっていますか", ["横浜地方裁判所"]),
  en("facts", "How long do you keep chat conversations like this one?", ["24 months"]),
  ja("facts", "料金シミュレーターで途中までやった見積もりは何日で消えますか？", ["30"]),
  en("facts", "Does your website use advertising cookies?", [
    ["not use", "don't use", "doesn't use", "no advertising", "No advertising"],
  ]),
  ja("facts", "お問い合わせフォームで送った内容はどのくらい保存されますか？", ["24"]),
  en("facts", "what is your company's registered capital?", ["1,000,000"]),

  // ---------- Case studies ----------
  en("case", "Tell me about the chatbot you built for the ryokan. how many languages?", ["4", "45%"]),
  ja("case", "AWSのコスト削減の事例では何％下がったんですか", ["53"]),
  en("case", "the inventory app for the manufacturer — what were the results?", ["70%"]),
  ja("case", "iSocializeの案件は、リリースまでどのくらいの期間でした？", ["8週間"]),
  en("case", "What happened with the Kyoto sushi class SEM project? bookings up by how much", ["400%"]),
  ja("case", "川崎のパソコン修理店のSEO、検索で何位になったの？", ["2位"]),
  en("case", "For the computer repair shop, how much did enquiries from the website grow?", [
    ["2.5×", "2.5x", "2.5 times"],
  ]),

  // ---------- Services and their listed items ----------
  ja("service", "GEO対策では具体的に何をしてくれるんですか？", [["llms.txt", "構造化データ"]]),
  en("service", "What does your web development service include? Do you set up a CMS?", ["CMS"]),
  en("service", "do you offer video production or social media management?", [["video", "Video"]], saysNo.en),
  ja("service", "保守・運用サポートはお願いできますか？", [["保守", "運用"]], saysNo.ja),
  en("service", "Can you help a startup get off the ground? what kind of support?", [["startup", "Startup"]]),
  ja("service", "地図アプリの開発ってやってますか？", [["地図", "マップ"]], saysNo.ja),
  en(
    "service",
    "Do you build web applications with React and TypeScript, or just brochure sites?",
    ["React"],
    saysNo.en,
  ),

  // ---------- Typos ----------
  en("typo", "whats ur adress? wanna visit ur ofice", ["Ekimae-honcho"]),
  ja("typo", "かいしゃの電話ばんごうおしえてくだい", ["044-200-1234"]),
  en("typo", "how much is a standrad websit per page", ["15,000"]),
  ja("typo", "せつりつは何年ですか？？", ["2022"]),
  en("typo", "who is the ceo of tamagwa digital", ["Kenta Sato"]),
  ja("typo", "パフォーマンスかいぜんの料金しりたい", ["30,000"]),

  // ---------- Kana-only Japanese ----------
  ja("kana", "しゃちょうは だれですか", [["佐藤", "さとう"]]),
  ja("kana", "でざいなーの ひとは いますか", [["田中", "Misaki"]]),
  ja("kana", "じゅうしょは どこですか", ["駅前本町"]),
  ja("kana", "えーあいの ちゃっとぼっとは いくら", ["50,000"]),
  ja("kana", "えいぎょうじかんは なんじから なんじまで", ["9:00", "18:00"]),

  // ---------- Small talk inside longer messages ----------
  en("smalltalk", "hey there 👋 quick one — what's your phone number?", ["044-200-1234"]),
  ja("smalltalk", "こんにちは😊 御社のメールアドレスを教えてもらえますか", ["info@tamagawa-digital.jp"]),
  en("smalltalk", "Thanks so much, that helps a lot! One more thing: who's Daniel Harris?", [
    ["AI Engineer", "AI engineer"],
  ]),
  ja("smalltalk", "ありがとうございます！助かりました🙏 ちなみにダニエルさんは何をしている方ですか？", ["AI"]),
  en("smalltalk", "good morning! hope you're well. what does Misaki Tanaka do there?", [
    ["UI/UX", "designer", "Designer"],
  ]),
  ja("smalltalk", "お疲れさまです！突然すみません、会社の住所ってどこでしょう？", ["川崎"]),

  // ---------- Things the company does not do ----------
  en("outOfScope", "Can you repair my broken laptop screen?", [saysNo.en]),
  ja("outOfScope", "名刺やチラシの印刷もお願いできますか？", [saysNo.ja]),
  en("outOfScope", "Do you do tax returns or bookkeeping for small businesses?", [saysNo.en]),
  ja("outOfScope", "中古のiPhoneを買い取ってもらえますか", [saysNo.ja]),
  en("outOfScope", "Can you find us engineers to hire as a recruitment agency?", [saysNo.en]),
  ja("outOfScope", "オフィスのLAN配線工事もやってもらえますか？", [saysNo.ja]),

  // ---------- Asking to be contacted (no details yet) ----------
  en("contact", "I'd like someone from your sales team to call me about a project", [["name", "email"]], promises.en),
  ja(
    "contact",
    "見積もりの相談をしたいので、担当の方から連絡をもらえますか",
    [["お名前", "メールアドレス"]],
    promises.ja,
  ),
  en("contact", "Our site is down and we're your client, I need support asap", [["name", "email"]], promises.en),
  ja("contact", "営業の方とお話ししたいです。", [["お名前", "メールアドレス"]], promises.ja),
  en("contact", "could someone email me about a quote for an online store? 🙂", [["name", "email"]], promises.en),

  // ---------- Follow-ups ----------
  en("followUp", ["What is the Standard Website plan?", "how much is it?"], ["15,000"]),
  ja("followUp", ["保守サポートについて教えて", "それは月額ですか？"], [["月額", "毎月", "月"], "3,000"]),
  en(
    "followUp",
    ["Tell me about the AWS cost optimisation case", "how did you do that?"],
    [["Graviton", "Savings Plans", "right-sizing", "Right-sizing"]],
  ),
  ja("followUp", ["小さいサイトを作りたい", "５ページならいくら？"], ["50,000", "55,000"]),
  en("followUp", ["who's on your team?", "and what does the CEO do?"], [["Tech Lead", "tech lead"]]),
  ja("followUp", ["旅館のチャットボット事例を教えて", "問い合わせはどれくらい減ったの？"], ["45"]),
  // mobile-simple: 12 screens × ¥10,000 = ¥120,000; with tax ¥132,000
  en("followUp", ["How much does a simple mobile app cost?", "ok and for 12 screens?"], ["120,000", "132,000"]),
  en("followUp", ["What kind of IT consulting do you do?", "and per hour if it's remote?"], ["5,000"]),

  // ---------- Conversations ending in a stored lead ----------
  lead(
    "en",
    [
      "Hi, I'd like a quote for a bilingual website, can someone contact me?",
      "Sure — I'm Emily Carter from Harbor Light Tours, emily.carter@harborlight.example, phone 03-5555-0142",
      "yes that's right",
    ],
    {
      name: "Emily Carter",
      email: "emily.carter@harborlight.example",
      phone: "03-5555-0142",
      company: "Harbor Light Tours",
    },
  ),
  lead(
    "ja",
    [
      "ホームページのリニューアルについて相談したいので連絡ください",
      "山本花子です。yamamoto@sakura-kobo.example",
      "はい、それでお願いします",
    ],
    { name: "山本花子", email: "yamamoto@sakura-kobo.example" },
  ),
  lead(
    "en",
    [
      "Can your sales team reach out to me?",
      "My name is Tom Becker",
      "email is tom.becker@northwind.example",
      "yes, correct",
    ],
    { name: "Tom Becker", email: "tom.becker@northwind.example" },
  ),
  lead(
    "ja",
    [
      "アプリ開発の見積もりをお願いしたいです",
      "株式会社ミドリ食品の鈴木一郎と申します。メールは suzuki@midori-foods.example、電話は 090-1234-5678 です",
      "はい、それでお願いします",
    ],
    { name: "鈴木一郎", email: "suzuki@midori-foods.example", phone: "090-1234-5678", company: "株式会社ミドリ食品" },
  ),
  lead(
    "en",
    [
      "We're an existing client and need support with our hosting",
      "Priya Nair, priya@lotus-design.example",
      "yes that's right",
    ],
    { name: "Priya Nair", email: "priya@lotus-design.example" },
  ),
  lead("ja", ["担当者から連絡してほしいです", "名前は高橋健です", "takahashi.ken@example.jp です", "はい"], {
    name: "高橋健",
    email: "takahashi.ken@example.jp",
  }),
];
