import { describe, expect, test } from "vitest";
import {
  calculatePrice,
  CONSUMPTION_TAX_RATE,
  formatYen,
  isPlanId,
  planBilling,
  planDefaultSpecifications,
  planIds,
  planInputs,
  taxBreakdown,
  type PlanId,
  type PriceLine,
} from "./pricing";

const total = (planId: PlanId, specs = {}) => calculatePrice(planId, specs).total;
const kinds = (lines: PriceLine[]) => lines.map((line) => line.kind);

describe("plan ids", () => {
  test("there are 22 plans with a formula, each id unique", () => {
    expect(planIds).toHaveLength(22);
    expect(new Set(planIds).size).toBe(22);
  });

  test("isPlanId accepts known plans and refuses anything else", () => {
    expect(isPlanId("web-basic")).toBe(true);
    expect(isPlanId("web-premium")).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});

describe("web plans", () => {
  test("web-basic charges 10,000 yen per page with two revisions included", () => {
    expect(total("web-basic", { pages: 3, revisions: 2 })).toBe(30_000);
  });

  test("web-basic charges 5,000 yen for each revision beyond two", () => {
    const { total: sum, lines } = calculatePrice("web-basic", { pages: 3, revisions: 5 });
    expect(sum).toBe(30_000 + 3 * 5_000);
    expect(lines[1]).toEqual({
      kind: "revisionSurcharge",
      unit: "revision",
      quantity: 3,
      unitPrice: 5_000,
      amount: 15_000,
    });
  });

  test("web-medium charges 15,000 yen per page and the same revision surcharge", () => {
    expect(total("web-medium", { pages: 10 })).toBe(150_000);
    expect(total("web-medium", { pages: 10, revisions: 3 })).toBe(155_000);
  });

  test("web-complex charges 25,000 yen per page and ignores revisions", () => {
    expect(total("web-complex", { pages: 20, revisions: 9 })).toBe(500_000);
    expect(planInputs("web-complex")).toEqual(["pages"]);
  });

  test("a page count outside the plan's range is charged at the plan's own rate", () => {
    expect(total("web-basic", { pages: 12 })).toBe(120_000);
    expect(total("web-complex", { pages: 2 })).toBe(50_000);
  });

  test("web-additional charges 15,000 yen per additional page and nothing for none", () => {
    expect(total("web-additional", { additionalPages: 4 })).toBe(60_000);
    expect(total("web-additional")).toBe(0);
  });
});

describe("mobile plans", () => {
  test("mobile-pwa is a flat 50,000 yen", () => {
    expect(calculatePrice("mobile-pwa")).toEqual({ total: 50_000, lines: [{ kind: "base", amount: 50_000 }] });
  });

  test("mobile-simple charges 10,000 yen per screen", () => {
    expect(total("mobile-simple", { screens: 7 })).toBe(70_000);
  });

  test("mobile-medium charges 25,000 yen per screen on the web and 40,000 yen native", () => {
    expect(total("mobile-medium", { screens: 4 })).toBe(100_000);
    expect(total("mobile-medium", { screens: 4, platform: "web" })).toBe(100_000);
    expect(total("mobile-medium", { screens: 4, platform: "native" })).toBe(160_000);
  });

  test("mobile-complex charges 40,000 yen per feature", () => {
    expect(total("mobile-complex", { features: 3 })).toBe(120_000);
  });

  test("mobile-native charges 500,000 yen plus 40,000 yen per screen", () => {
    const { total: sum, lines } = calculatePrice("mobile-native", { screens: 5 });
    expect(sum).toBe(700_000);
    expect(kinds(lines)).toEqual(["base", "perUnit"]);
  });

  test("map-app charges 300,000 yen plus 15,000 yen per feature", () => {
    expect(total("map-app", { features: 4 })).toBe(360_000);
  });
});

describe("cloud plans", () => {
  test("cloud-hosting is 3,000 yen a month", () => {
    expect(calculatePrice("cloud-hosting").lines).toEqual([
      { kind: "base", unit: "month", quantity: 1, unitPrice: 3_000, amount: 3_000 },
    ]);
    expect(planBilling("cloud-hosting")).toBe("monthly");
  });

  test("cloud-migration charges 1,000 yen per GB plus the setup cost", () => {
    expect(total("cloud-migration", { gigabytes: 250 })).toBe(250_000);
    const { total: sum, lines } = calculatePrice("cloud-migration", { gigabytes: 250, setupCost: 80_000 });
    expect(sum).toBe(330_000);
    expect(lines[1]).toEqual({ kind: "setup", amount: 80_000 });
  });
});

describe("consulting and services", () => {
  test("it-consulting charges 5,000 yen an hour remote and 7,000 yen on-site", () => {
    expect(total("it-consulting", { hours: 3 })).toBe(15_000);
    expect(total("it-consulting", { hours: 3, location: "onsite" })).toBe(21_000);
  });

  test("it-consulting never charges less than 10,000 yen and shows the top-up as its own line", () => {
    const remote = calculatePrice("it-consulting", { hours: 1 });
    expect(remote.total).toBe(10_000);
    expect(remote.lines[1]).toEqual({ kind: "minimumAdjustment", amount: 5_000 });
    const onsite = calculatePrice("it-consulting", { hours: 1, location: "onsite" });
    expect(onsite.total).toBe(10_000);
    expect(onsite.lines[1]).toEqual({ kind: "minimumAdjustment", amount: 3_000 });
  });

  test("it-consulting adds no top-up line once the hours reach the minimum", () => {
    expect(kinds(calculatePrice("it-consulting", { hours: 2 }).lines)).toEqual(["perUnit"]);
  });

  test("flat-fee plans charge their fixed price", () => {
    expect(total("ai-chatbot")).toBe(50_000);
    expect(total("ai-custom")).toBe(100_000);
    expect(total("social-basic")).toBe(200_000);
    expect(total("social-advanced")).toBe(500_000);
    expect(total("security-audit")).toBe(30_000);
  });

  test("maintenance charges 3,000 yen a month per block of five pages, five pages by default", () => {
    expect(planDefaultSpecifications("maintenance")).toEqual({ pages: 5 });
    expect(total("maintenance")).toBe(3_000);
    expect(total("maintenance", { pages: 6 })).toBe(6_000);
    expect(planBilling("maintenance")).toBe("monthly");
  });

  test("blocks of five pages are rounded up: 6 pages make 2 blocks", () => {
    expect(calculatePrice("seo", { pages: 6 }).lines[0]).toMatchObject({ unit: "block", quantity: 2 });
    expect(total("seo", { pages: 5 })).toBe(15_000);
    expect(total("seo", { pages: 11 })).toBe(45_000);
  });

  test("performance-optimization charges 30,000 yen plus 15,000 yen per block of five pages", () => {
    expect(total("performance-optimization", { pages: 1 })).toBe(45_000);
    expect(total("performance-optimization", { pages: 6 })).toBe(60_000);
  });

  test("training charges 5,000 yen per hour", () => {
    expect(total("training", { hours: 4 })).toBe(20_000);
    expect(planBilling("training")).toBe("oneTime");
  });
});

describe("defaults and line items", () => {
  test("every plan starts from the spec's defaults", () => {
    expect(planDefaultSpecifications("web-basic")).toEqual({ pages: 1, revisions: 2 });
    expect(planDefaultSpecifications("mobile-medium")).toEqual({ screens: 1, platform: "web" });
    expect(planDefaultSpecifications("it-consulting")).toEqual({ hours: 1, location: "remote" });
    expect(planDefaultSpecifications("cloud-migration")).toEqual({ gigabytes: 1, setupCost: 0 });
    expect(planDefaultSpecifications("mobile-complex")).toEqual({ features: 1 });
    expect(planDefaultSpecifications("web-additional")).toEqual({ additionalPages: 0 });
    expect(planDefaultSpecifications("mobile-pwa")).toEqual({});
  });

  test("a plan's default estimate is its smallest sensible price", () => {
    const defaults: Record<PlanId, number> = {
      "web-basic": 10_000,
      "web-medium": 15_000,
      "web-complex": 25_000,
      "web-additional": 0,
      "mobile-pwa": 50_000,
      "mobile-simple": 10_000,
      "mobile-medium": 25_000,
      "mobile-complex": 40_000,
      "mobile-native": 540_000,
      "cloud-hosting": 3_000,
      "cloud-migration": 1_000,
      "it-consulting": 10_000,
      "ai-chatbot": 50_000,
      "ai-custom": 100_000,
      "social-basic": 200_000,
      "social-advanced": 500_000,
      "map-app": 315_000,
      maintenance: 3_000,
      "security-audit": 30_000,
      "performance-optimization": 45_000,
      seo: 15_000,
      training: 5_000,
    };
    for (const planId of planIds) expect(total(planId), planId).toBe(defaults[planId]);
  });

  test("the lines of every plan add up to its total, in whole yen", () => {
    const specs = {
      pages: 13,
      revisions: 4,
      screens: 3,
      hours: 1,
      features: 2,
      gigabytes: 9,
      setupCost: 1_234,
      additionalPages: 2,
    };
    for (const planId of planIds) {
      const { total: sum, lines } = calculatePrice(planId, specs);
      expect(
        lines.reduce((acc, line) => acc + line.amount, 0),
        planId,
      ).toBe(sum);
      for (const line of lines) expect(Number.isInteger(line.amount), planId).toBe(true);
    }
  });

  test("inputs a plan does not use do not change its price", () => {
    expect(total("ai-chatbot", { pages: 99, screens: 99 })).toBe(50_000);
  });

  test("an invalid value that skipped validation throws instead of pricing", () => {
    expect(() => calculatePrice("web-basic", { pages: -1 })).toThrow(RangeError);
    expect(() => calculatePrice("web-basic", { pages: 1.5 })).toThrow(RangeError);
    expect(() => calculatePrice("mobile-simple", { screens: Number.NaN })).toThrow(RangeError);
  });
});

describe("tax and formatting", () => {
  test("consumption tax is 10 percent, rounded down to the whole yen", () => {
    expect(CONSUMPTION_TAX_RATE).toBe(0.1);
    expect(taxBreakdown(10_000)).toEqual({ tax: 1_000, totalWithTax: 11_000 });
    expect(taxBreakdown(12_345)).toEqual({ tax: 1_234, totalWithTax: 13_579 });
    expect(taxBreakdown(0)).toEqual({ tax: 0, totalWithTax: 0 });
  });

  test("yen amounts are formatted for each language without decimals", () => {
    expect(formatYen(1_234_567, "en")).toBe("¥1,234,567");
    expect(formatYen(1_234_567, "ja")).toMatch(/^[¥￥]1,234,567$/);
  });
});
