import { describe, expect, test } from "vitest";
import { locales } from "../domain/i18n/locales";
import { calculatePrice, formatYen, planIds, planRates } from "../domain/pricing/pricing";
import { describePriceLine } from "../domain/pricing/pricing-breakdown";
import { pricingLabels } from "./pricing-labels";
import { categoryOfPlan, planCard, plansByCategory, pricingCategories, pricingCategoryIds } from "./pricing-plans";

const allCards = (language: "ja" | "en") => pricingCategoryIds.flatMap((id) => plansByCategory(id, language));

describe("plan cards", () => {
  test("there are five categories with a title in both languages", () => {
    expect(pricingCategoryIds).toEqual(["web", "mobile", "cloud", "ai", "services"]);
    for (const language of locales) {
      for (const id of pricingCategoryIds) expect(pricingCategories[language][id].title).not.toBe("");
    }
  });

  test("every plan with a formula has exactly one card, in the same place in both languages", () => {
    const ids = allCards("ja").map((card) => card.id);
    expect([...ids].sort()).toEqual([...planIds].sort());
    expect(allCards("en").map((card) => card.id)).toEqual(ids);
  });

  test("every card has a title, price, unit and at least two features", () => {
    for (const language of locales) {
      for (const card of allCards(language)) {
        expect(card.title && card.priceText && card.unitText, card.id).toBeTruthy();
        expect(card.features.length, card.id).toBeGreaterThanOrEqual(2);
      }
    }
  });

  test("looking up a category returns its plans", () => {
    expect(plansByCategory("cloud", "en").map((card) => card.id)).toEqual(["cloud-hosting", "cloud-migration"]);
    expect(categoryOfPlan("map-app")).toBe("mobile");
    expect(categoryOfPlan("social-basic")).toBe("web");
    expect(planCard("seo", "ja")?.title).toBe("SEO対策");
  });

  test("price texts agree with the formulas", () => {
    expect(planCard("web-basic", "en")?.priceText).toBe(formatYen(planRates["web-basic"].perPage, "en"));
    expect(planCard("web-basic", "en")?.priceText).toBe("¥10,000");
    expect(planCard("mobile-medium", "en")?.priceText).toBe("¥25,000–¥40,000");
    expect(planCard("mobile-medium", "ja")?.priceText).toMatch(/25,000〜[¥￥]40,000$/);
    expect(planCard("mobile-native", "en")?.priceText).toBe("From ¥500,000");
    expect(planCard("it-consulting", "en")?.features).toContain("Minimum charge ¥10,000");
    // A flat-fee card shows exactly the plan's default estimate.
    for (const id of [
      "mobile-pwa",
      "ai-chatbot",
      "ai-custom",
      "social-basic",
      "social-advanced",
      "security-audit",
    ] as const) {
      expect(planCard(id, "en")?.priceText, id).toBe(formatYen(calculatePrice(id).total, "en"));
    }
  });

  test("the cloud hosting card promises 99.9% uptime and 24/7 monitoring", () => {
    expect(planCard("cloud-hosting", "en")?.features).toEqual(
      expect.arrayContaining(["99.9% uptime", "24/7 monitoring"]),
    );
    expect(planCard("cloud-hosting", "ja")?.features.join()).toMatch(/99\.9%.*24時間365日/);
  });
});

describe("breakdown labels", () => {
  test("the estimate is labelled approximate in both languages", () => {
    expect(pricingLabels.en.approximate).toMatch(/approximate.*final price may vary/);
    expect(pricingLabels.ja.approximate).toMatch(/概算.*変動/);
    expect(pricingLabels.en.tax).toBe("Consumption tax (10%)");
  });

  test("a breakdown line reads as quantity times unit price", () => {
    const [pages, revisions] = calculatePrice("web-basic", { pages: 3, revisions: 3 }).lines;
    expect(describePriceLine(pages, "en")).toEqual({ label: "Pages", detail: "3 pages × ¥10,000", amount: "¥30,000" });
    expect(describePriceLine(revisions, "en").detail).toBe("1 revision × ¥5,000");
    expect(describePriceLine(pages, "ja").detail).toMatch(/^3ページ × [¥￥]10,000$/);
    const [, minimum] = calculatePrice("it-consulting", { hours: 1 }).lines;
    expect(describePriceLine(minimum, "ja")).toMatchObject({ label: "最低料金までの差額", detail: "" });
  });
});
