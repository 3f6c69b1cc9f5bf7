import { beforeAll, describe, expect, it } from "vitest";
import type { ChatLead, ChatTurn, ConversationState } from "../../server/chat/chat-types";
import { createChatEngine } from "../../server/chat/engine";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { score } from "./chat-visitor-judge";
import { en, ja, lead, promises, saysNo, unsure, type VisitorCase } from "./chat-visitor-questions";

/**
 * One case per general mechanism, in wording of our own (not taken from any question table):
 * every case must pass, so a mechanism that stops working fails here by name.
 */
const cases: Record<string, VisitorCase[]> = {
  // The out-of-scope list names kinds of request, in both languages.
  "declines hardware sales, on-site hardware work, legal and IP paperwork, tax and staffing": [
    ja("outOfScope", "オフィス用にノートPCを20台まとめて買いたいのですが", [saysNo.ja]),
    en("outOfScope", "Could you supply us with a dozen monitors and keyboards?", [saysNo.en]),
    en("outOfScope", "Can a technician come over and replace the failed disk in our NAS?", [saysNo.en]),
    ja("outOfScope", "サーバーのハードディスクの交換に来てもらえますか", [saysNo.ja]),
    en("outOfScope", "We need help drafting an NDA with a supplier.", [saysNo.en]),
    ja("outOfScope", "特許の出願手続きもお願いできますか", [saysNo.ja]),
    ja("outOfScope", "業務委託契約書のチェックをお願いしたいです", [saysNo.ja]),
    en("outOfScope", "Can you file our company's taxes this year?", [saysNo.en]),
    en("outOfScope", "Could you recruit two engineers for our team?", [saysNo.en]),
    ja("outOfScope", "オフィスの光回線の契約を代わりにお願いできますか", [saysNo.ja]),
    ja("outOfScope", "雇用契約書を作ってもらえますか", [saysNo.ja]),
    ja("outOfScope", "データ入力の代行をお願いできますか", [saysNo.ja]),
    ja("outOfScope", "会社のパソコンのウイルス駆除をお願いしたいです", [saysNo.ja]),
    en("outOfScope", "Could you answer our customer calls while we're on holiday?", [saysNo.en]),
    ja("outOfScope", "複合機のリース契約をお願いしたい", [saysNo.ja]),
    en("outOfScope", "We need new desks and chairs for the office, do you supply furniture?", [saysNo.en]),
    // A quote for something we do not do is declined, not started.
    en("outOfScope", "Please send me a quote for 8 new laptops.", [saysNo.en]),
    // Printed matter to translate: brochures, leaflets, company profiles.
    ja("outOfScope", "会社案内の和訳をお願いしたいです", [saysNo.ja]),
    en("outOfScope", "Could you translate our product brochure into Japanese?", [saysNo.en]),
  ],
  "still answers what we do when it names hardware or paperwork": [
    // A question about our own office is no request for office fit-out.
    {
      language: "en",
      category: "facts",
      turns: ["Is your office accessible for wheelchair users?"],
      must: [],
      mustNot: saysNo.en,
    },
    en("service", "Can you build an app that runs on tablets?", [["mobile app", "app development"]], saysNo.en),
    ja("service", "既存の会計ソフトと連携するシステムを作れますか", [["連携", "業務システム"]], saysNo.ja),
    en(
      "service",
      "Can your chatbot answer the phone calls we get about opening hours?",
      [["chatbot", "ai"]],
      saysNo.en,
    ),
  ],
  // The sentence that asks is read alone when the rest of the message is context.
  "answers the asking sentence of a message with context around it": [
    en("facts", "What's the registered name of your company? We need it for our invoice template.", [
      "tamagawa digital works inc",
    ]),
    en("facts", "Where is your office? My colleague and I will be in the area on Thursday.", ["kawasaki"]),
    ja(
      "facts",
      "御社の正式な社名を教えてください。請求書の宛名に使います。",
      ["株式会社多摩川デジタルワークス"],
      ["ポートフォリオ"],
    ),
  ],
  // A Latin word written against Japanese, and the longest Japanese synonym.
  "reads Latin words inside Japanese": [ja("service", "Geminiみたいな生成AIを社内システムに組み込めますか", ["ai"])],
  // 「ページのリニューアル」: a particle between katakana words stays a particle.
  "reads a particle between katakana words as a particle": [
    ja("service", "コーポレートサイトのリニューアルをお願いできますか", ["web開発"]),
  ],
  // How getting a quote works comes from one entry built from the pricing page, terms and privacy policy.
  "explains how a quote is made": [
    en("facts", "Do I have to create an account to get an estimate?", [["no sign-up", "free"]]),
    ja("facts", "見積書は紙かPDFでもらえるんでしょうか", ["PDF", "メール"]),
    en("facts", "Is the calculator's figure binding?", ["estimate"]),
    en("facts", "How would we pay you if we go ahead?", ["invoice", "bank transfer"]),
    ja("facts", "支払いは請求書払いですか？", ["請求書", "振り込み"]),
  ],
  // A request for the company to get in touch starts lead capture, nothing is promised yet.
  "starts lead capture when asked to reach out": [
    en("contact", "Could your sales folks reach out to us about a new booking app?", [["name"]], promises.en),
    en("contact", "We're locked out of our admin page, can support get back to us?", [["name"]], promises.en),
    en("contact", "Is there somebody we could talk to about moving to the cloud?", [["name"]], promises.en),
  ],
  // 「…したいのですが」 is not a name: only a name-shaped word, or one introduced as a name, is taken.
  "does not take a sentence for a name": [
    ja(
      "contact",
      "社内の問い合わせ対応をAIで自動化したいのですが、相談に乗ってもらえますか",
      ["お名前"],
      ["自動化したいの様"],
    ),
  ],
  // Details left after asking about something are a request to be contacted.
  "captures a lead from details left after a question": [
    lead(
      "en",
      [
        "Do you maintain WordPress sites?",
        "Tom Baker, tom.baker@example.org, 080-2222-3333",
        "yes that's right, thank you",
      ],
      { name: "Tom Baker", email: "tom.baker@example.org", phone: "080-2222-3333" },
    ),
    lead(
      "ja",
      [
        "クラウド移行の料金を知りたいです",
        "佐藤花子です。hanako.sato@example.jp までお願いします",
        "はい、ありがとうございます",
      ],
      { name: "佐藤花子", email: "hanako.sato@example.jp" },
    ),
  ],
  // Greetings and thanks around a question, with emoji, are answered along with it.
  "answers the question inside small talk": [
    en("smalltalk", "hey 👋 quick one, how many employees do you have?", ["4"]),
    // Chat before "by the way" / 「ところで」 is no question; what follows is.
    en("smalltalk", "haha nice, you type fast 😄 by the way, how many people work there?", ["4"]),
    ja("smalltalk", "なるほどね〜 ところで会社はどこにありますか", ["川崎"]),
    ja("facts", "メルアド教えてもらえる？", ["info@tamagawa-digital.jp"]),
  ],
  // A size that alone would pick a default plan prices the service the question before named.
  "prices a sized follow-up for the service named before, and a plan asked for by its name": [
    en("followUp", ["Do you offer website maintenance?", "how much per month if the site has 15 pages?"], ["9,000"]),
    ja("followUp", ["保守サービスについて教えてください", "サイトが15ページだと月いくらですか"], ["9,000"]),
    en("estimate", "How much for a standard app with 6 screens?", ["150,000"]),
    ja("estimate", "スタンダードアプリで画面5つだといくら？", ["125,000"]),
  ],
  // The privacy policy's list of periods answers how long something is kept, not the list of what is collected.
  "answers how long data is kept with the retention periods": [
    en("facts", "How long do you hold on to chat conversations?", ["Chat support conversations:"]),
    ja("facts", "お問い合わせの内容はいつまで保管されますか", ["お問い合わせフォームのメッセージ："]),
  ],
  // A site to be rebuilt is priced along with its upkeep; 「いただける」 is no "only".
  "prices a rebuilt site with the upkeep asked beside it": [
    ja("multi", "古いサイトを10ページでリニューアルしたいです。保守もお願いしたいので、費用を教えていただけますか", [
      "150,000",
      "保守",
    ]),
    // A part that ends like a statement but asks (「…のか知りたいです」) is answered beside the estimate.
    ja(
      "multi",
      "8ページでサイトを新しく作りたいです。公開後の保守もお願いできますか。英語にも対応しているのか知りたいです。費用も教えてください",
      ["120,000", "英語"],
    ),
  ],
  "declines a legal check or review of documents": [
    ja("outOfScope", "代理店契約のリーガルチェックを頼めますか", [saysNo.ja]),
    en("outOfScope", "Could you give our partnership deal a legal check?", [saysNo.en]),
  ],
  // A visitor who changes their mind mid-flow leaves it, and the question asked with it is answered.
  "leaves the lead flow when the visitor withdraws, answering what they ask instead": [
    ja(
      "contact",
      ["担当の方から電話をもらえますか", "いまは大丈夫です。会社の住所はどこですか"],
      ["川崎"],
      ["メールアドレスを入力"],
    ),
    en(
      "contact",
      ["Can someone call me back?", "actually never mind, where is your office?"],
      ["Kawasaki"],
      ["email address"],
    ),
  ],
  'reads labelled names, a company after "we are", a bare yes for the request, and details left in the quote flow': [
    lead("ja", ["営業の方と話したい", "氏名：中村 健", "ken.nakamura@example.jp", "ECサイトの相談です", "はい"], {
      name: "中村 健",
      email: "ken.nakamura@example.jp",
    }),
    lead(
      "en",
      [
        "Could your sales team get in touch?",
        "I'm Mia Chen",
        "mia@harbor.example.com, we are Harbor Foods",
        "We want a new online shop",
        "yes",
      ],
      { name: "Mia Chen", email: "mia@harbor.example.com", company: "Harbor Foods" },
    ),
    lead("ja", ["サポートに連絡したいです", "山田太郎", "taro.yamada@example.jp", "はい", "はい"], {
      name: "山田太郎",
      email: "taro.yamada@example.jp",
    }),
    lead("ja", ["見積もりをお願いします", "鈴木一郎と申します。ichiro@example.jp、電話は090-1111-2222", "はい"], {
      name: "鈴木一郎",
      email: "ichiro@example.jp",
    }),
    ja("smalltalk", "ありがとうございます🙏 ところで会社の設立はいつですか？", ["2022"]),
    en("smalltalk", "thanks so much!! 😊", [["thank", "welcome", "glad"]]),
    en("smalltalk", "Cheers for the info 👍", [["welcome", "glad"]], ["@"]),
    ja("smalltalk", "ありがとう😊 また連絡します", ["どういたしまして"], ["@"]),
    en("smalltalk", "yo 👋 r u guys open on saturdays?", ["9:00"]),
  ],
  // A message asking several things gets one answer per part.
  "answers each part of a multi-part message": [
    en("multi", "What are your opening hours, and what's your office address?", ["9:00", "kawasaki"]),
    ja("multi", "資本金と取引銀行を教えてください", ["100万円", "川崎信用金庫"]),
    ja("multi", "営業時間を教えてください。あと住所も。", ["9:00", "川崎市"]),
  ],
  // The honest "not sure" offers to pass the question on and promises nothing.
  "offers to pass on what it cannot answer without promising a reply": [
    {
      language: "en",
      category: "facts",
      turns: ["Is there a vending machine in your building?"],
      must: [unsure.en, "pass it on"],
      mustNot: promises.en,
    },
    {
      language: "ja",
      category: "facts",
      turns: ["ビルに自動販売機はありますか"],
      must: [unsure.ja, "担当者に伝えて"],
      mustNot: promises.ja,
    },
  ],
  // "Pass it on" after that reply takes the visitor's details, with the question as the request.
  // A question about size wants the headcount entry, not the team page's summary.
  "answers the headcount when asked how big the company is": [
    en("facts", "How big is your company?", [["4 employees"]]),
    en("multi", "What year did you start, and how big is the team today?", ["2022", "4 employees"]),
    en("facts", "How many developers are on your staff?", ["4 employees"], ["Daniel Harris"]),
  ],
  // Asking frames (「…も大丈夫？」「…手伝ってもらえたりします？」「…は可能ですか」) neither match nor dilute.
  "reads Japanese asking frames as no topic": [
    ja("facts", "英語のメールでも大丈夫？", ["英語"]),
    ja("service", "新規事業の試作から手伝ってもらえたりしますか", [["MVP", "スタートアップ支援"]]),
  ],
  // Startups name their first version many ways; answers from a company's own documents too.
  "knows a prototype is a startup's MVP and a knowledge base is RAG": [
    en("service", "We want to build a prototype to show investors. Can you help?", ["MVP"]),
    ja("service", "社内規程やマニュアルを検索できるAIは作れますか", [["RAG", "社内文書", "ナレッジ"]]),
  ],
  // A condition before the question ("If …, which court …?") sets the scene; the main clause asks.
  "reads the main clause after a condition": [
    en("facts", "Should we ever disagree about a project, which court would decide?", ["Yokohama"], saysNo.en),
    ja("facts", "もし契約で揉めたら、どこの裁判所が管轄になりますか", ["横浜"], saysNo.ja),
    en("facts", "In case of a disagreement with you, what court has jurisdiction?", ["Yokohama"], saysNo.en),
  ],
  // 「こんにちは！はじめまして」「お聞きしたいんですけど」: every greeting and asking preface is taken off.
  "answers the question after several greetings and an asking preface": [
    ja("smalltalk", "おはようございます、はじめまして。お尋ねしたいのですが、日曜日はお休みですか", [["土日", "土曜"]]),
  ],
  // "Name, Company, email, phone": the capitalised segment after the name is the company, a job title is not.
  "takes the company from a comma-separated list of details": [
    lead(
      "en",
      [
        "Our online shop keeps crashing, please have someone contact me. Maria Lopez, Harbor Foods, maria@harbor-foods.example",
        "yes",
      ],
      {
        name: "Maria Lopez",
        email: "maria@harbor-foods.example",
        company: "Harbor Foods",
      },
    ),
  ],
  // A result asked ("how much did … grow", 「効果は」) is answered by the case study, not the portfolio entry.
  "answers a result asked with the case study's figures": [
    en("case", "How much did traffic grow for the repair shop?", ["300%"], saysNo.en),
    ja("case", "旅館のチャットボットでどんな効果がありましたか", ["45%"]),
    ja("case", "寿司体験サイトは公開後どれだけ予約が伸びましたか", ["400%"]),
    ja("case", "旅館にAIチャットボットを入れた話を読みました。結果はどうでしたか？", ["45%"], ["日本進出"]),
  ],
  // A request about one's own data (delete, correct) is the privacy policy's requests clause.
  "answers how to have one's data deleted or corrected": [
    en("facts", "I would like you to delete the personal information I gave you. How?", ["Deletion"]),
    en("facts", "How can I ask you to correct my personal data?", ["Correction"]),
    ja("facts", "フォームで送った私の個人情報を削除してもらう方法は？", ["info@tamagawa-digital.jp"]),
  ],
  // "The Japanese market" names a market, not the language we speak.
  "answers entering the Japanese market with the expansion service": [
    en("service", "We are a Korean company hoping to enter the Japanese market. Can you help?", [
      ["locali", "Japanese SEO", "Japanese-language", "Japanese search"],
    ]),
  ],
  // "Is that something you support?" points back: read alone it would match any page that says "support".
  "does not answer a sentence that points back on its own": [
    // Not understood surely as a whole, it gets the honest "not sure", never an unrelated service.
    {
      language: "en",
      category: "facts",
      turns: ["Our German firm wants to sell into the Japanese market. Is that something you support?"],
      must: [[unsure.en, "locali"]],
      mustNot: ["Startup Support", "Maintenance"],
    },
  ],
  // Communicating in a language named is the languages we work in; messaging in an app is not.
  "answers communicating in a language with the languages we work in": [
    en("facts", "Is communication in English OK?", ["English and Japanese"]),
    ja("facts", "日本語でのコミュニケーションは問題ありませんか", ["日本語と英語"]),
    ja("service", "アプリでメッセージのやり取りはできますか", [["アプリ"]], ["日本語と英語の両方でご対応"]),
  ],
  // "What does your company do?" asks for the line of business, however the company is named.
  "answers what the company does": [
    en("facts", "So what does the company do, in a nutshell?", [["Software development", "Web Development"]]),
  ],
  // 「…もしてもらえますか」 asks whether we offer it: the service answers, not a project that used it; internships are hiring.
  "answers an offer asked with してもらえますか, and internships as hiring": [
    ja("service", "新しくお店のサイトを作りたいです。多言語対応もしてもらえますか？", [
      ["Web開発", "日本語と英語", "多言語"],
    ]),
    en("facts", "Do you take interns?", [["engineer", "freelancer"]]),
  ],
  // 「資料をもとに」: と inside a word or between particles is not "and".
  "does not split a question at a と that is not and": [
    ja("service", "社内の手順書をもとに回答するAIは作ってもらえますか", [
      ["RAG", "社内文書", "ナレッジ", "チャットボット"],
    ]),
  ],
};

describe("each general mechanism of the assistant works on wording of its own", () => {
  beforeAll(() => sharedKnowledge().ready, 30_000);

  for (const [mechanism, list] of Object.entries(cases)) {
    it(mechanism, async () => {
      const { failures } = await score(list);
      expect(failures).toEqual([]);
    });
  }

  it("passes an unanswered question on as a lead, with the question as the request", async () => {
    const engine = createChatEngine();
    const question = "Is there a vending machine in your building?";
    const history: ChatTurn[] = [];
    let state: ConversationState | null = null;
    let lead: ChatLead | undefined;
    for (const content of [question, "please pass it on", "Jane Roe", "jane.roe@example.com", "yes"]) {
      history.push({ role: "user", content });
      const out = await engine({ language: "en", history: [...history], state, now: new Date("2025-06-10T02:00:00Z") });
      state = out.state;
      lead ??= out.lead;
      history.push({ role: "assistant", content: out.message });
    }
    expect(lead).toMatchObject({ name: "Jane Roe", email: "jane.roe@example.com", message: question });
  });
});
