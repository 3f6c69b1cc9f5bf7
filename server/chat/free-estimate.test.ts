import { describe, expect, it } from "vitest";
import { calculatePrice, formatYen, taxBreakdown } from "../../domain/pricing/pricing";
import { createChatEngine } from "./engine";
import { freeEstimate, plansIn } from "./free-estimate";
import { outOfScopeReply } from "./out-of-scope";

const yen = (n: number) => formatYen(n, "en");

describe("estimates from free text", () => {
  it("reads sizes and plan hints the way visitors write them", () => {
    expect(plansIn("how much would a 10-page website cost?")).toEqual([
      { plan: "web-medium", field: "pages", value: 10, specs: { pages: 10 } },
    ]);
    expect(plansIn("保守だけお願いしたいです。今のサイトは10ページほどです。月額いくら？").map((p) => p.plan)).toEqual([
      "maintenance",
    ]);
    expect(plansIn("an 8-page bilingual site with SEO and maintenance").map((p) => p.plan)).toEqual([
      "web-medium",
      "seo",
      "maintenance",
    ]);
    expect(plansIn("300GBだといくら").map((p) => p.plan)).toEqual(["cloud-migration"]);
    // An existing site is looked after or sped up, not rebuilt, unless the visitor says it is rebuilt.
    expect(plansIn("サイトが重いので速くしたい。20ページでいくら？").map((p) => p.plan)).toEqual([
      "performance-optimization",
    ]);
    expect(plansIn("今のサイトが古いので12ページで作り直したい。保守も").map((p) => p.plan)).toEqual([
      "web-medium",
      "maintenance",
    ]);
  });

  it("reads denials, added pages, revisions, on-site hours and a flat fee with tax", () => {
    expect(plansIn("ネイティブじゃなくてWebアプリで、ログインありの5画面").map((p) => p.plan)).toEqual([
      "mobile-medium",
    ]);
    expect(plansIn("a native app with 5 screens").map((p) => p.plan)).toEqual(["mobile-native"]);
    expect(plansIn("our site exists, we need 4 more pages").map((p) => p.plan)).toEqual(["web-additional"]);
    expect(plansIn("a 3 page site with 6 revisions")[0]?.specs).toEqual({ pages: 3, revisions: 6 });
    expect(plansIn("two hours of consulting at our office")[0]?.specs).toEqual({ hours: 2, location: "onsite" });
    expect(plansIn("チャットボットは税込でいくら？").map((p) => p.plan)).toEqual(["ai-chatbot"]);
    expect(plansIn("チャットボットはいくら？")).toEqual([]);
  });

  it("prices a flat-fee service named beside a sized one, and adds up the one-off amounts", () => {
    expect(plansIn("セキュリティ診断と保守をお願いしたい。サイトは10ページ。").map((p) => p.plan)).toEqual([
      "maintenance",
      "security-audit",
    ]);
    expect(plansIn("a security audit, how much?")).toEqual([]);
    const text = freeEstimate("security audit plus SEO for our 10 page site, how much?", "en", false)!;
    const seo = calculatePrice("seo", { pages: 10 }).total;
    const audit = calculatePrice("security-audit").total;
    expect(text).toContain(`Security Audit (flat fee): ${yen(audit)}`);
    expect(text).toContain(yen(seo + audit));
    expect(text).not.toContain("Standard Website");
  });

  it("states each amount before and with 10% tax, by the calculator's formulas", () => {
    const text = freeEstimate("an 8-page bilingual site with SEO and maintenance, total cost?", "en", true)!;
    const web = calculatePrice("web-medium", { pages: 8 }).total;
    const seo = calculatePrice("seo", { pages: 8 }).total;
    const maintenance = calculatePrice("maintenance", { pages: 8 }).total;
    for (const amount of [web, seo, maintenance, web + seo]) {
      expect(text).toContain(yen(amount));
      expect(text).toContain(yen(taxBreakdown(amount).totalWithTax));
    }
    expect(text).toContain("a month");
    // The calculator opens on the first plan, with its size filled in.
    expect(text).toContain("](/en/pricing-calculator?plan=web-medium&pages=8)");
  });

  it("gives an estimate for a hyphenated size inside the quote flow too", async () => {
    const engine = createChatEngine();
    const now = new Date("2025-06-10T02:00:00Z");
    const first = await engine({
      language: "en",
      history: [{ role: "user", content: "Get a quote", type: "menu_selection" }],
      state: null,
      now,
    });
    const history = [
      { role: "user" as const, content: "Get a quote", type: "menu_selection" },
      { role: "assistant" as const, content: first.message },
      { role: "user" as const, content: "a 10-page website" },
    ];
    const reply = await engine({ language: "en", history, state: first.state, now });
    expect(reply.message).toContain(yen(calculatePrice("web-medium", { pages: 10 }).total));
  });
});

describe("what the company does not do", () => {
  it("says no to laptop repair and accounting, without citing the pages that mention them", () => {
    expect(outOfScopeReply("ノートパソコンの修理ってお願いできますか？", "ja")).toContain("承っておりません");
    expect(outOfScopeReply("Do you do accounting?", "en")).toContain("isn't something we offer");
  });

  it("still lets questions about our own work through", () => {
    expect(outOfScopeReply("パソコン修理店のSEOの事例を教えて", "ja")).toBeNull();
    expect(outOfScopeReply("Can you build an accounting web app for us?", "en")).toBeNull();
  });
});
