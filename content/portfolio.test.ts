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

  it("gives every category at least one project and every project its own illustration on disk", () => {
    for (const filter of portfolioFilters.filter((f) => f.id !== "all")) {
      expect(portfolioItems.some((i) => i.category === filter.id)).toBe(true);
    }
    for (const item of portfolioItems) {
      expect(existsSync(`${publicDir}${item.image}`), item.image).toBe(true);
      expect(item.url).toMatch(/^https:\/\//);
      expect(item.tech.length).toBeGreaterThan(0);
    }
  });

  it("reads a category from the address and falls back to all for anything else", () => {
    expect(parsePortfolioFilter("mobile")).toBe("mobile");
    expect(parsePortfolioFilter("ai")).toBe("ai");
    expect(parsePortfolioFilter(null)).toBe("all");
    expect(parsePortfolioFilter("Mobile")).toBe("all");
    expect(parsePortfolioFilter("constructor")).toBe("all");
  });
});
