import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caseStudies, getCaseStudy, hasDetailPage } from "./case-studies";
import { caseStudyIds } from "./case-study-ids";
import { locales } from "../domain/i18n/locales";

const publicDir = new URL("../public", import.meta.url).pathname;

describe("case-study content", () => {
  it("shows six cases, of which exactly the four spec ids have a detail page", () => {
    expect(caseStudies).toHaveLength(6);
    expect(new Set(caseStudies.map((c) => c.id)).size).toBe(6);
    expect(
      caseStudies
        .filter(hasDetailPage)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...caseStudyIds].sort());
  });

  it("gives every case three metrics, a strategy list, results and its own hero illustration in both languages", () => {
    for (const cs of caseStudies) {
      expect(existsSync(`${publicDir}${cs.heroImageUrl}`), cs.heroImageUrl).toBe(true);
      for (const locale of locales) {
        const text = cs.text[locale];
        expect(text.metrics).toHaveLength(3);
        expect(text.strategies.length).toBeGreaterThanOrEqual(3);
        expect(text.results.length).toBeGreaterThanOrEqual(3);
        expect(text.tags.length).toBeGreaterThan(0);
      }
    }
  });

  it("states the spec's figures: 53% (about 50%), rank 2 with +300%, 4+ APIs, rank 1 with 1060+ views and +400%", () => {
    const all = (id: (typeof caseStudyIds)[number]) => JSON.stringify(getCaseStudy(id).text);
    expect(all("aws-cost-optimization")).toContain("53%");
    expect(getCaseStudy("aws-cost-optimization").text.ja.title).toContain("約50%");
    expect(getCaseStudy("aws-cost-optimization").text.en.title).toContain("about 50%");
    expect(all("seo-computer-repair")).toMatch(/2位[\s\S]*300%/);
    expect(getCaseStudy("seo-computer-repair").text.en.metrics[0].value).toBe("Rank 2");
    expect(getCaseStudy("isocialize-api-integration").text.ja.metrics[0].value).toBe("4+");
    expect(getCaseStudy("isocialize-api-integration").text.en.metrics[0].value).toBe("4+");
    for (const locale of locales) {
      expect(getCaseStudy("sem-kyoto-sushi").text[locale].metrics.map((m) => m.value)).toEqual(
        locale === "ja" ? ["1位", "1060+", "+400%"] : ["Rank 1", "1060+", "+400%"],
      );
    }
  });
});
