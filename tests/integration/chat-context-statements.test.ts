import { beforeAll, describe, expect, it } from "vitest";
import { createChatEngine } from "../../server/chat/engine";
import { loadJapaneseTokenizer } from "../../server/chat/japanese-readings";
import { sharedKnowledge } from "../../server/chat/knowledge";
import { askingParts, questionParts } from "../../server/chat/message-parts";
import { conceptsIn } from "../../server/chat/synonyms";
import { normalizeText } from "../../server/chat/text-features";
import { outOfScopeTopics } from "../../content/chat-out-of-scope";
import { company } from "../../content/company";

/** Context sentences, wrong-topic keywords and hedged phrasings, in the team's own words. */
const engine = createChatEngine();
const now = new Date("2026-11-24T01:00:00Z");

beforeAll(async () => {
  await loadJapaneseTokenizer();
  await sharedKnowledge().ready;
}, 60_000);

const ask = (language: "ja" | "en", content: string) =>
  engine({ language, history: [{ role: "user", content }], state: null, now });

describe("a statement that asks nothing is context, never a part of its own", () => {
  it("does not glue the question after a statement onto it", () => {
    const parts = questionParts("We sell second-hand furniture online. What is the price for a shop site?");
    expect(parts[0]).toBe("We sell second-hand furniture online.");
    expect(askingParts(parts)).toHaveLength(1);
    expect(askingParts(parts)[0]).not.toContain("furniture");
    // A price asked of no subject of its own is read with the statement before it.
    expect(askingParts(questionParts("We sell second-hand furniture online. What's the price?"))[0]).toContain(
      "furniture",
    );
  });

  it("answers the questions after a statement about the visitor's costs instead of saying the site is silent", async () => {
    for (const [language, text] of [
      [
        "en",
        "Our monthly hosting invoice has nearly tripled since spring, we pay about ¥600k a month now. Have you helped clients lower cloud spend? How much did they save?",
      ],
      [
        "en",
        "our cloud costs went through the roof this year, we are paying a fortune every month. any experience cutting AWS bills?",
      ],
      [
        "ja",
        "弊社は都内で不動産仲介をしております。毎月のクラウド費用がかさんで困っております。コスト削減の実績はございますか？",
      ],
    ] as const) {
      const out = await ask(language, text);
      expect(out.handoff, text).toBeUndefined();
      expect(out.message, text).not.toMatch(/記載がありません|記載がない|doesn't say|does not say/);
      expect(out.message, text).toMatch(/53\s*%|AWS/);
    }
  });
});

describe("keywords that led to the wrong topic", () => {
  const repair = outOfScopeTopics.find((topic) => topic.id === "hardware-repair")!.patterns;
  const fitOut = outOfScopeTopics.find((topic) => topic.patterns.source.includes("furniture"))!.patterns;

  it("reads fixing a site as software work and fixing a device as repair", () => {
    for (const text of [
      "スマホで見るとレイアウトが崩れるので直してほしいです",
      "サイトの不具合を直せますか",
      "can you repair our site's broken checkout?",
    ])
      expect(repair.test(text.toLowerCase()), text).toBe(false);
    for (const text of ["ノートパソコンが起動しないので修理をお願いしたい", "could you repair our office printer?"])
      expect(repair.test(text.toLowerCase()), text).toBe(true);
  });

  it("does not take a help desk for office furniture", () => {
    expect(fitOut.test("we want an it help desk tool for our staff")).toBe(false);
    expect(fitOut.test("can you supply standing desks for the new office?")).toBe(true);
  });

  it("reads how old a person is as no question of the founding date", async () => {
    expect(conceptsIn(normalizeText("how old is your ceo?")).has("founded")).toBe(false);
    expect(conceptsIn(normalizeText("how old is your company?")).has("founded")).toBe(true);
    const out = await ask("en", "how old is your president, roughly?");
    expect(out.message).not.toContain(String(company.founded.year));
  });

  it("keeps a phrase's meaning when a hedge word sits inside it", () => {
    expect(conceptsIn(normalizeText("how long does it normally take to build a shop site?")).has("timeline")).toBe(
      true,
    );
    expect(conceptsIn(normalizeText("and how long would it roughly take?")).has("timeline")).toBe(true);
  });
});

describe("the visitor's own place and a length of time are not the company's office and hours", () => {
  it("does not answer a visit to the visitor's office, or a session's length, with our address or opening hours", async () => {
    for (const [language, text] of [
      ["en", "How many hours does a beginners' cloud course last? Can you hold it at our office in Chiba?"],
      ["ja", "研修は何時間ぐらいを想定すればよいでしょうか。当社の事務所で実施いただくことはできますか？"],
    ] as const) {
      const out = await ask(language, text);
      expect(out.message, text).not.toContain(company.address.postalCode);
      expect(out.message, text).not.toMatch(/9:00/);
    }
  });

  it("reads no address or opening-hours concept in the visitor's own office or a number of hours", () => {
    const visitor = (text: string) => conceptsIn(normalizeText(text), { isKnownWord: () => true, resolved: new Set() });
    expect(visitor("could someone come by our office next week?").has("address")).toBe(false);
    expect(visitor("弊社の事務所で打ち合わせできますか").has("address")).toBe(false);
    expect(visitor("how many hours is the course?").has("hours")).toBe(false);
    expect(visitor("研修は何時間ですか").has("hours")).toBe(false);
    expect(visitor("where is your office?").has("address")).toBe(true);
    expect(visitor("週末にサーバーが落ちたら？").has("hours")).toBe(false);
    expect(visitor("週末は営業していますか").has("hours")).toBe(true);
  });

  it("still gives our address and hours when the visitor asks for ours", async () => {
    expect((await ask("en", "where's your office located?")).message).toContain(company.address.postalCode);
    expect((await ask("ja", "御社の営業時間を教えてください")).message).toContain("9:00");
  });

  it("reads a site going down at the weekend or at night as an outage, not as opening hours", async () => {
    for (const [language, text] of [
      ["ja", "土曜の夜中にサーバーが止まったら見てもらえるんでしょうか"],
      ["en", "if our shop site goes down on a sunday night, will anyone deal with it?"],
    ] as const) {
      const out = await ask(language, text);
      expect(out.message, text).not.toMatch(/9:00/);
      // Either what the site says about outages, or an honest hand-over: never the opening hours.
      if (!out.handoff) expect(out.message, text).toMatch(/24時間365日|障害|24\/7|monitor|incident/i);
    }
  });
});

describe("the visitor's own people and counts are context", () => {
  it("never answers a sentence that only says how many they are", () => {
    for (const text of [
      "Can you set up a shared calendar for us? There are 9 of us in the office.",
      "Do you build online shops? They're for selling handmade soap.",
      "Could you look at our network? Nobody here is technical.",
    ])
      expect(askingParts(questionParts(text)), text).toHaveLength(1);
  });

  it("reads training for the visitor's staff as training, not as the company's headcount", async () => {
    for (const [language, text] of [
      ["en", "Could you hold a training session for our staff?"],
      ["en", "can u run a workshop for my team on using AI tools"],
      ["ja", "うちのスタッフ向けに研修をしていただけますか"],
      ["ja", "弊社の社員向けに生成AIの講座をお願いできますでしょうか。"],
    ] as const) {
      const out = await ask(language, text);
      expect(out.message, text).not.toMatch(/4 employees|社員4名/u);
      if (!out.handoff) expect(out.message, text).toMatch(/training|研修/iu);
    }
    // The company's own headcount is still answered when asked.
    expect((await ask("en", "How many employees do you have?")).message).toMatch(/4 employees/u);
    expect((await ask("ja", "御社の社員数は？")).message).toMatch(/社員4名/u);
  });
});

describe("a message asking for something we do not do and something we do", () => {
  it("declines the one part and still answers the other, in both languages", async () => {
    const en = await ask(
      "en",
      "Could you repair the laptop our receptionist uses? Separately, do you build booking systems?",
    );
    expect(en.message).toMatch(/isn't something we offer/);
    expect(en.message.split("\n\n").length).toBeGreaterThan(1);
    const ja = await ask("ja", "事務所の椅子を10脚手配していただけますか。また、御社の営業時間もご教示ください。");
    expect(ja.message).toMatch(/承っておりません/);
    expect(ja.message).toContain("9:00");
  });
});
