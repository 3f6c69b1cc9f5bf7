import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parsePortfolioFilter, portfolioFilters, portfolioItems } from "./portfolio";

const publicDir = new URL("../public", import.meta.url).pathname;

describe("portfolio content", () => {
  it("lists 19 projects with unique ids, each in one of the four categories", () => {
    expect(portfolioItems).toHaveLength(19);
    expect(new Set(portfolioItems.map((i) => i.id)).size).toBe(19);
    for (const item of portfolioItems) expect(["website", "webapp", "mobile", "ai"]).toContain(item.category);
  });

  it("gives every category at least one project and every project its own picture, drawn from its own look", () => {
    for (const filter of portfolioFilters.filter((f) => f.id !== "all")) {
      expect(portfolioItems.some((i) => i.category === filter.id)).toBe(true);
    }
    for (const item of portfolioItems) {
      // The build draws it from `look` (scripts/portfolio-pictures.mjs); no file of ours stands in for it.
      expect(item.image).toMatch(/^\/images\/portfolio\/[a-z0-9-]+\.svg$/);
      expect(existsSync(`${publicDir}${item.image}`), item.image).toBe(false);
      expect(item.url).toMatch(/^https:\/\//);
      expect(item.tech.length).toBeGreaterThan(0);
    }
    expect(new Set(portfolioItems.map((i) => i.image)).size).toBe(portfolioItems.length);
    const looks = portfolioItems.map((i) => JSON.stringify(i.look));
    expect(new Set(looks).size).toBe(portfolioItems.length);
  });

  it("reads a category from the address and falls back to all for anything else", () => {
    expect(parsePortfolioFilter("mobile")).toBe("mobile");
    expect(parsePortfolioFilter("ai")).toBe("ai");
    expect(parsePortfolioFilter(null)).toBe("all");
    expect(parsePortfolioFilter("Mobile")).toBe("all");
    expect(parsePortfolioFilter("constructor")).toBe("all");
  });
});
