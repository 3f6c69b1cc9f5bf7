import { beforeAll, describe, expect, it } from "vitest";
import { calculatePrice, formatYen, taxBreakdown } from "../../domain/pricing/pricing";
import type { Locale } from "../../domain/i18n/locales";
import type { ChatTurn, ConversationState } from "./chat-types";
import { createChatEngine } from "./engine";
import { sizesIn } from "./estimate-sizes";
import { plansIn } from "./free-estimate";
import { sharedKnowledge } from "./knowledge";
import { normalizeText } from "./text-features";
import { correctTypos } from "./typo-words";

const sizes = (text: string) => sizesIn(correctTypos(normalizeText(text)));

describe("sizes read the ways visitors write them", () => {
  it("reads the unit before its number", () => {
    expect(sizes("アプリの画面は6つほどになりそうです")).toEqual({ screens: 6 });
    expect(sizes("ページ数は12くらいを予定")).toEqual({ pages: 12 });
    expect(sizes("number of screens is around 7")).toEqual({ screens: 7 });
    expect(sizes("pages: 9")).toEqual({ pages: 9 });
    expect(sizes("画面数12のアプリ")).toEqual({ screens: 12 });
    expect(sizes("画面7こくらいのアプリ")).toEqual({ screens: 7 });
    expect(sizes("ページ20程度")).toEqual({ pages: 20 });
    expect(sizes("6P程度のコーポレートサイト")).toEqual({ pages: 6 });
    expect(sizes("step: 3")).toEqual({});
    // A duration or an amount after the unit is not its count.
    expect(sizes("画面は3時間で確認します")).toEqual({ hours: 3 });
  });

  it("reads a rate per page as no count when the count is given elsewhere", () => {
    expect(sizes("1ページあたりの値段はどれくらい？全部で8ページです")).toEqual({ pages: 8 });
    expect(sizes("what's your price per page for a 6 page site")).toEqual({ pages: 6 });
    expect(sizes("1画面あたりの単価は")).toEqual({ screens: 1 });
  });

  it("reads kanji numerals, terabytes and a dozen, and no part of a decimal", () => {
    expect(sizes("二十ページほどのサイト")).toEqual({ pages: 20 });
    expect(sizes("三つの機能があるアプリ")).toEqual({ features: 3 });
    expect(sizes("about 3TB of files")).toEqual({ gigabytes: 3000 });
    expect(sizes("a dozen screens")).toEqual({ screens: 12 });
    expect(sizes("2.5 hours of consulting")).toEqual({});
  });

  it("counts a list of named features, and reads a described count", () => {
    expect(sizes("features: login, search, favourites")).toEqual({ features: 3 });
    expect(sizes("機能は会員登録、検索、お気に入り、通知です")).toEqual({ features: 4 });
    expect(sizes("チャット・予約・決済の機能があるアプリ")).toEqual({ features: 3 });
    expect(sizes("an app with messaging, payments and booking features")).toEqual({ features: 3 });
    expect(sizes("three custom features")).toEqual({ features: 3 });
    // Beside a page count, named features describe the site, not an app.
    expect(sizes("10ページのサイトで、機能はログインと検索")).toEqual({ pages: 10 });
  });

  it("corrects typos of the estimate vocabulary only", () => {
    expect(correctTypos("hw mcuh for 3 pgaes wiht seo")).toBe("hw much for 3 pages with seo");
    expect(correctTypos("traning for 4 hours, scren count 2")).toBe("training for 4 hours, screen count 2");
    expect(correctTypos("8ペジのホームペジ")).toBe("8ページのホームページ");
    expect(correctTypos("メンテナスとセキュリテ")).toBe("メンテナンスとセキュリティ");
    expect(correctTypos("ネイティプ")).toBe("ネイティプ");
    expect(correctTypos("maintanance and optimisaton")).toBe("maintenance and optimisation");
    // Real words one letter away are left alone.
    expect(correctTypos("cast of ours post")).toBe("cast of ours post");
  });

  it("reads numbers written as words up to ninety-nine, and small numbers typed in hiragana before a unit", () => {
    expect(sizes("about seventeen pages in all")).toEqual({ pages: 17 });
    expect(sizes("a twenty-four screen app")).toEqual({ screens: 24 });
    expect(sizes("forty pages")).toEqual({ pages: 40 });
    expect(sizes("fourty pages")).toEqual({ pages: 40 });
    expect(sizes("twelve or so pages")).toEqual({ pages: 12 });
    expect(sizes("a 20-odd screen app")).toEqual({ screens: 20 });
    expect(sizes("8ish pages")).toEqual({ pages: 8 });
    expect(sizes("さんがめんの あぷり")).toEqual({ screens: 3 });
    expect(sizes("さいとは はちぺーじ")).toEqual({ pages: 8 });
    expect(sizes("ぺーじは じゅうご")).toEqual({ pages: 15 });
    expect(sizes("にじゅうがめん")).toEqual({ screens: 20 });
    // Kana that only end in a numeral's sound are no number.
    expect(sizes("かにページ")).toEqual({});
  });

  it("corrects vowels typed in each other's places, a doubled key and a doubled last letter", () => {
    expect(correctTypos("a mobil app, 4 screns")).toBe("a mobile app, 4 screens");
    expect(correctTypos("mointenance of a 9 page sitee")).toBe("maintenance of a 9 page site");
    expect(correctTypos("maintanence and a secirutu audit")).toBe("maintenance and a secirutu audit");
    expect(correctTypos("8 scrreens, 5 featturs")).toBe("8 screens, 5 featturs");
    expect(correctTypos("how many sreeens")).toBe("how many sreeens");
    expect(correctTypos("6 screans, a wibsite")).toBe("6 screens, a website");
    expect(correctTypos("posting and hosting")).toBe("posting and hosting");
    expect(correctTypos("how mutch for 2 screens")).toBe("how much for 2 screens");
  });

  it("corrects a kanji of the right sound but the wrong character, once the dictionary is loaded", async () => {
    await sharedKnowledge().ready;
    expect(correctTypos("研周を3時間")).toBe("研修を3時間");
    // A kanji read with the kana written after it: 積 in 「見積もり」 is ツ before もり.
    expect(correctTypos("身積もりをお願いします")).toBe("見積もりをお願いします");
    // Words of their own are left alone.
    expect(correctTypos("保険の料金と移動の費用")).toBe("保険の料金と移動の費用");
    expect(plansIn("保手をお願いしたい。サイトは20ページです").map((p) => p.plan)).toEqual(["maintenance"]);
  });

  it("reads a feature denied, a service for the site named, and gigs", () => {
    expect(plansIn("an info app with 6 screens, no user accounts, how much?").map((p) => p.plan)).toEqual([
      "mobile-simple",
    ]);
    expect(plansIn("会員機能は不要で、画面は5つのアプリ").map((p) => p.plan)).toEqual(["mobile-simple"]);
    expect(plansIn("cost of looking after our 20 page site each month").map((p) => p.plan)).toEqual(["maintenance"]);
    expect(plansIn("moving 25 gigs of photos to the cloud")[0]).toMatchObject({ plan: "cloud-migration", value: 25 });
    expect(plansIn("to host and look after our 5 page site").map((p) => p.plan)).toEqual([
      "maintenance",
      "cloud-hosting",
    ]);
  });

  it("reads on-site hours and a price asked in other words", () => {
    expect(plansIn("someone on site for three hours")[0]?.specs).toEqual({ hours: 3, location: "onsite" });
    expect(plansIn("a native app, screens: 3").map((p) => p.plan)).toEqual(["mobile-native"]);
  });
});

describe("estimates in a conversation", () => {
  beforeAll(() => sharedKnowledge().ready, 30_000);
  const engine = createChatEngine();
  const now = new Date("2025-06-10T02:00:00Z");
  const yen = (n: number, language: Locale) => formatYen(n, language);

  async function play(language: Locale, turns: string[]): Promise<string> {
    const history: ChatTurn[] = [];
    let state: ConversationState | null = null;
    let message = "";
    for (const content of turns) {
      history.push({ role: "user", content });
      const out = await engine({ language, history: [...history], state, now });
      state = out.state;
      message = out.message;
      history.push({ role: "assistant", content: message });
    }
    return message;
  }

  it("applies a follow-up size to the plan asked about before, the latest size winning", async () => {
    const web = calculatePrice("web-complex", { pages: 18 }).total;
    const reply = await play("ja", ["6ページのホームページだと費用は？", "18ページならどうなりますか"]);
    expect(reply).toContain(yen(web, "ja"));
    const seo = calculatePrice("seo", { pages: 30 }).total;
    expect(
      await play("en", ["Is SEO something you offer?", "Our website is 30 pages, how much would it be?"]),
    ).toContain(yen(seo, "en"));
  });

  it("gives the tax-inclusive figure of the plan discussed before", async () => {
    const chatbot = taxBreakdown(calculatePrice("ai-chatbot").total).totalWithTax;
    expect(await play("en", ["Can you build a chatbot for our site?", "including tax?"])).toContain(yen(chatbot, "en"));
    const maintenance = calculatePrice("maintenance", { pages: 12 }).total;
    const reply = await play("ja", ["保守だけお願いしたい。12ページのサイトです", "消費税込みでいくらになりますか"]);
    expect(reply).toContain(yen(taxBreakdown(maintenance).totalWithTax, "ja"));
  });

  it("adds a size named as an extra to what was asked before", async () => {
    const migration = calculatePrice("cloud-migration", { gigabytes: 120 }).total;
    expect(await play("en", ["What does hosting cost?", "what if we also had 120 GB to migrate?"])).toContain(
      yen(migration, "en"),
    );
  });

  it("answers a request that gives sizes and asks the price with the estimate, not a form", async () => {
    const consulting = calculatePrice("it-consulting", { hours: 3, location: "remote" }).total;
    const reply = await play("ja", ["オンラインで3時間、システムの相談に乗っていただきたいです。費用はいかほどですか"]);
    expect(reply).toContain(yen(consulting, "ja"));
    expect(reply).not.toContain("お名前");
    const app = calculatePrice("mobile-native", { screens: 6 }).total;
    expect(await play("en", ["Could I get a quote for a native app? Screens: 6"])).toContain(yen(app, "en"));
  });

  it("prices the flat-fee service named when no page answers a price question surely", async () => {
    const audit = calculatePrice("security-audit").total;
    const reply = await play("en", [
      "Our booking platform goes live next month and we want an outside team to look for vulnerabilities first. What's the cost?",
    ]);
    expect(reply).toContain(yen(audit, "en"));
    expect(reply).toContain(yen(taxBreakdown(audit).totalWithTax, "en"));
    const custom = calculatePrice("ai-custom").total;
    expect(
      await play("ja", ["社内の業務にAIを活用した独自のシステムを入れたいのですが、費用はどれくらいですか"]),
    ).toContain(yen(custom, "ja"));
  });

  it("reads a price asked of no topic of its own as the price of what the sentence before named", async () => {
    const social = calculatePrice("social-basic").total;
    const reply = await play("ja", ["会員制のSNSを立ち上げたいと思っています。ベーシックなものだと料金は？"]);
    expect(reply).toContain(yen(social, "ja"));
  });

  it("reads a katakana word typed in hiragana as the site's word for it", async () => {
    expect(await play("ja", ["ふりーらんすさんとも いっしょに しごと してますか"])).toContain("20");
  });

  it("reads units and hints typed in hiragana", async () => {
    expect(sizes("80ぎがの でーた")).toEqual({ gigabytes: 80 });
    const training = calculatePrice("training", { hours: 2 }).total;
    expect(await play("ja", ["けんしゅう 2じかんの ねだん"])).toContain(yen(training, "ja"));
    const native = calculatePrice("mobile-native", { screens: 3 }).total;
    expect(await play("ja", ["ねいてぃぶの あぷりで 3がめん、いくら？"])).toContain(yen(native, "ja"));
  });

  it("reads an estimate typed in kana as the site's words", async () => {
    const seo = calculatePrice("seo", { pages: 15 }).total;
    expect(await play("ja", ["えすいーおーの りょうきん、ぺーじは 15です"])).toContain(yen(seo, "ja"));
  });

  it("adds a service named in a follow-up to the plan estimated before, and prices a service for the site named", async () => {
    const web = calculatePrice("web-basic", { pages: 4 }).total;
    const seo = calculatePrice("seo", { pages: 4 }).total;
    const reply = await play("en", ["What would a 4 page website cost?", "plus seo?"]);
    expect(reply).toContain(yen(web, "en"));
    expect(reply).toContain(yen(seo, "en"));
    const upkeep = calculatePrice("maintenance", { pages: 40 }).total;
    const alone = await play("ja", ["40ページのサイトの保守はいくらですか"]);
    expect(alone).toContain(yen(upkeep, "ja"));
    expect(alone).not.toContain(yen(calculatePrice("web-complex", { pages: 40 }).total, "ja"));
  });

  it("reads a short message giving a size as the size for the price asked before", async () => {
    const app = calculatePrice("mobile-medium", { screens: 7, platform: "web" }).total;
    expect(await play("en", ["what do your apps cost?", "ours would have 7 screens and user logins"])).toContain(
      yen(app, "en"),
    );
  });

  it("does not answer again a part the estimate priced", async () => {
    const reply = await play("en", ["A 3-page website, plus maintenance. What would that run us?"]);
    expect(reply).toContain(yen(calculatePrice("maintenance", { pages: 3 }).total, "en"));
    expect(reply).not.toContain("/en/services#maintenance");
  });

  it("reads a bare number after a question with one size as a new value of that size", async () => {
    const hours = calculatePrice("it-consulting", { hours: 8, location: "remote" }).total;
    expect(await play("en", ["Remote consulting for 3 hours, what's the fee?", "how about 8?"])).toContain(
      yen(hours, "en"),
    );
    const screens = calculatePrice("mobile-simple", { screens: 9 }).total;
    expect(await play("ja", ["アプリが4画面だと費用は？", "9だと？"])).toContain(yen(screens, "ja"));
  });

  it("answers the cheapest plan of a kind with that kind's prices", async () => {
    const basic = formatYen(10_000, "en");
    expect(await play("en", ["Which is your cheapest plan for a company website?"])).toContain(basic);
  });

  it("reads question words typed in a hurry", async () => {
    expect(await play("en", ["wehn was teh company founded"])).toContain("2022");
  });

  it("reads a changed option, a tax question or a replacing plan against the estimate before", async () => {
    const onsite = calculatePrice("it-consulting", { hours: 4, location: "onsite" }).total;
    expect(await play("en", ["4 hours of IT consulting, how much?", "what if it's at our office?"])).toContain(
      yen(onsite, "en"),
    );
    const web = calculatePrice("web-basic", { pages: 3 }).total;
    expect(await play("en", ["cost of a 3 page site?", "does it include tax?"])).toContain(
      yen(taxBreakdown(web).totalWithTax, "en"),
    );
    const app = calculatePrice("mobile-simple", { screens: 3 }).total;
    const reply = await play("ja", ["5ページのサイトの費用は？", "サイトではなく3画面のアプリにしたら？"]);
    expect(reply).toContain(yen(app, "ja"));
    expect(reply).not.toContain(yen(calculatePrice("web-basic", { pages: 5 }).total, "ja"));
  });

  it("answers how long the work takes beside an estimate with the estimate's own closing line", async () => {
    const reply = await play("en", ["What would a 12 page site cost, and how long would it take to build?"]);
    expect(reply).toContain(yen(calculatePrice("web-medium", { pages: 12 }).total, "en"));
    expect(reply).toContain("timeline");
    expect(reply).not.toContain("Privacy");
  });

  it("finds the largest size a budget covers, by the calculator's formulas", async () => {
    const ja = await play("ja", ["ご予算20万円だと、研修は何時間お願いできますか"]);
    expect(ja).toContain("40時間");
    expect(ja).toContain(yen(calculatePrice("training", { hours: 40 }).total, "ja"));
    const en = await play("en", ["For ¥120,000 how many pages would we get?"]);
    expect(en).toContain(yen(calculatePrice("web-medium", { pages: 8 }).total, "en"));
  });

  it("reads the going rate as a price question", async () => {
    expect(await play("en", ["going rate for your cloud hosting?"])).toContain(formatYen(3_000, "en"));
  });

  it("reads an ordinal after a list on one line or in bullets as that item", async () => {
    expect(await play("en", ["Which services can you provide?", "the third one"])).toContain("AWS");
    expect(await play("ja", ["サービス一覧を見せて", "２番目"])).toContain("iOS");
    const category = await play("ja", ["Web制作の料金プランを教えて", "3つ目"]);
    expect(category).toContain(formatYen(25_000, "ja"));
    expect(category).not.toContain(formatYen(10_000, "ja"));
    // A list after an opening sentence.
    expect(await play("en", ["Who is on your team?", "number 3"])).toContain("Daniel Harris");
    expect(
      await play("en", ["What kind of services do you have?", "could you tell me more about the 3rd one?"]),
    ).toContain("AWS");
    expect(await play("ja", ["サービス内容を一覧で", "2つ目について詳しく教えて"])).toContain("iOS");
    // A number with nothing listed before it is no choice.
    expect(await play("en", ["Hello", "2"])).not.toContain("iOS");
  });

  it("names what was done in a case study asked how it was done", async () => {
    const en = await play("en", [
      "What happened with the sushi class website in Kyoto?",
      "And what did you do to get there?",
    ]);
    expect(en).toContain("(SEM)");
    expect(
      await play("en", ["Tell me about the inventory app for the manufacturer", "what was the impact?"]),
    ).toContain("70%");
    const ja = await play("ja", ["パソコン修理店のSEOの事例について", "どのように進めたのですか"]);
    expect(ja).toContain("Googleビジネスプロフィール");
  });

  it("builds a site still to come beside the services it will need", () => {
    expect(
      plansIn("the site should be around 11 pages and we'd need someone to look after it").map((p) => p.plan),
    ).toEqual(["web-medium", "maintenance"]);
    expect(plansIn("ホームページは8ページになる予定で、SEOもお願いしたい").map((p) => p.plan)).toEqual([
      "web-medium",
      "seo",
    ]);
    expect(plansIn("quote for a 6 page site together with a chatbot").map((p) => p.plan)).toEqual([
      "web-medium",
      "ai-chatbot",
    ]);
    expect(plansIn("10ページのサイトのセキュリティ診断").map((p) => p.plan)).toEqual(["security-audit"]);
    // A site that exists is the service's subject.
    expect(plansIn("our site is 11 pages, what does looking after it cost?").map((p) => p.plan)).toEqual([
      "maintenance",
    ]);
  });

  it("prices each flat-fee service named in one price question", async () => {
    const en = await play("en", ["Quick one: what would a chatbot and a security check set us back?"]);
    expect(en).toContain(yen(calculatePrice("ai-chatbot", {}).total, "en"));
    expect(en).toContain(yen(calculatePrice("security-audit", {}).total, "en"));
    const timeline = await play("en", ["What's the fee for a security audit and how long would it take?"]);
    expect(timeline).toContain(yen(calculatePrice("security-audit", {}).total, "en"));
    expect(timeline).toContain("timeline");
    const ja = await play("ja", ["PWAと独自AIの開発、料金を教えてください"]);
    expect(ja).toContain(yen(calculatePrice("mobile-pwa", {}).total, "ja"));
    expect(ja).toContain(yen(calculatePrice("ai-custom", {}).total, "ja"));
  });

  it("reads the kana as the site's words when they name a service the typed text only sizes", async () => {
    const reply = await play("ja", ["さいとは 15ぺーじ。ほしゅの 料金は 月に いくら？"]);
    expect(reply).toContain(yen(calculatePrice("maintenance", { pages: 15 }).total, "ja"));
    expect(reply).not.toContain(yen(calculatePrice("web-medium", { pages: 15 }).total, "ja"));
  });

  it("reads a bare number after a price asked with no size in the unit the service is sized in", async () => {
    expect(await play("en", ["what do you charge for a web site?", "7"])).toContain(
      yen(calculatePrice("web-medium", { pages: 7 }).total, "en"),
    );
    expect(await play("ja", ["アプリ開発の料金を教えて", "9で"])).toContain(
      yen(calculatePrice("mobile-simple", { screens: 9 }).total, "ja"),
    );
  });

  it("reads a size given unit first in hiragana", () => {
    expect(sizes("がめん 8 くらい")).toEqual({ screens: 8 });
    expect(sizes("ぺーじは12")).toEqual({ pages: 12 });
  });

  it("reads a new value said in other words as the size before", async () => {
    expect(await play("en", ["what's a 6 page site cost?", "actually, make it 12"])).toContain(
      yen(calculatePrice("web-medium", { pages: 12 }).total, "en"),
    );
    expect(await play("en", ["price of an app?", "so for 4?"])).toContain(
      yen(calculatePrice("mobile-simple", { screens: 4 }).total, "en"),
    );
  });

  it("reads what an order would come to as a price question", async () => {
    const reply = await play("en", ["2 hours of training and a chatbot, what would that all add up to?"]);
    expect(reply).toContain(yen(calculatePrice("training", { hours: 2 }).total, "en"));
  });

  it("reads a service added after an estimate as added to it, not as pages added", async () => {
    const ja = await play("ja", ["12ページのホームページはいくら？", "あと保守も追加でお願いしたら月いくら？"]);
    expect(ja).toContain(yen(calculatePrice("maintenance", { pages: 12 }).total, "ja"));
    expect(ja).not.toContain(yen(calculatePrice("web-additional", { additionalPages: 12 }).total, "ja"));
    expect(plansIn("既存サイトに5ページ追加したい").map((p) => p.plan)).toEqual(["web-additional"]);
    const en = await play("en", ["price of a 9 page website?", "add SEO as well"]);
    expect(en).toContain(yen(calculatePrice("seo", { pages: 9 }).total, "en"));
  });
});
