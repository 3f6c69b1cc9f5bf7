import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { caseStudyIds, type CaseStudyId } from "../../content/case-study-ids";
import { getCaseStudy } from "../../content/case-studies";
import type { Locale } from "../../domain/i18n/locales";

const pathOf = (page: Page) => new URL(page.url()).pathname;

const languages: { lang: Locale; prefix: string }[] = [
  { lang: "ja", prefix: "" },
  { lang: "en", prefix: "/en" },
];

/** The spec's figures (section 2) as each language writes them. */
const figures: Record<CaseStudyId, Record<Locale, string[]>> = {
  "aws-cost-optimization": { ja: ["53%", "約50%"], en: ["53%", "about 50%"] },
  "seo-computer-repair": { ja: ["2位", "300%"], en: ["Rank 2", "300%"] },
  "isocialize-api-integration": { ja: ["4+"], en: ["4+"] },
  "sem-kyoto-sushi": { ja: ["1位", "1060+", "400%"], en: ["Rank 1", "1060+", "400%"] },
};

async function jsonLdTypes(page: Page): Promise<{ types: string[]; article?: { headline?: string } }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((b) => JSON.parse(b) as { "@type": string; headline?: string });
  return { types: data.map((d) => d["@type"]), article: data.find((d) => d["@type"] === "Article") };
}

for (const { lang, prefix } of languages) {
  test.describe(`case studies (${lang})`, () => {
    test("a visitor sees six case cards, and exactly four of them open a detail page", async ({ page }) => {
      await page.goto(`${prefix}/case-studies`);
      const cards = page.getByTestId("case-card");
      await expect(cards).toHaveCount(6);
      for (let i = 0; i < 6; i++) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
        await expect(card.getByTestId("case-metric")).toHaveCount(3);
        await expect(card.getByRole("listitem").first()).toBeVisible();
      }
      const links = page.getByTestId("case-detail-link");
      await expect(links).toHaveCount(4);
      const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
      expect(hrefs.sort()).toEqual(caseStudyIds.map((id) => `${prefix}/case-studies/${id}`).sort());
      await expect(page.getByTestId("stat")).toHaveCount(4);
      await expect(page.getByTestId("cta-link")).toHaveAttribute("href", `${prefix}/contact`);
    });

    for (const id of caseStudyIds) {
      test(`a visitor reading the ${id} case sees its own title, figures and structured data`, async ({ page }) => {
        const text = getCaseStudy(id).text[lang];
        await page.goto(`${prefix}/case-studies/${id}`);
        await expect(page).toHaveTitle(new RegExp(`^${text.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
        const main = page.locator("main");
        for (const figure of figures[id][lang]) await expect(main).toContainText(figure);
        await expect(page.getByTestId("case-industry")).toHaveText(text.industry);
        await expect(main).toContainText(text.client);
        await expect(page.getByTestId("case-metric")).toHaveCount(3);
        for (const key of ["challenge", "goal", "background"])
          await expect(page.getByTestId(`case-${key}`)).toBeVisible();
        await expect(page.getByTestId("case-strategy")).toHaveCount(text.strategies.length);
        await expect(page.getByTestId("case-result")).toHaveCount(text.results.length);
        const hero = page.locator(`img[src="${getCaseStudy(id).heroImageUrl}"]`);
        await expect(hero).toHaveAttribute("width", "1200");
        await expect(hero).toHaveAttribute("height", "600");
        await expect(page.getByTestId("cta-link")).toHaveAttribute("href", `${prefix}/contact#schedule`);
        await expect(page.getByTestId("case-back-link")).toHaveAttribute("href", `${prefix}/case-studies`);
        const ld = await jsonLdTypes(page);
        expect(ld.types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
        expect(ld.article?.headline).toBe(text.title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", text.summary);
      });
    }

    test("every case study page has a title of its own", async ({ page }) => {
      const titles = new Set<string>();
      for (const id of caseStudyIds) {
        await page.goto(`${prefix}/case-studies/${id}`);
        titles.add(await page.title());
      }
      expect(titles.size).toBe(caseStudyIds.length);
    });

    test("a visitor opening an unknown case study is sent back to the list in the same language", async ({ page }) => {
      const response = await page.goto(`${prefix}/case-studies/no-such-case`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => pathOf(page)).toBe(`${prefix}/case-studies`);
      await expect(page.getByTestId("case-card")).toHaveCount(6);
    });

    test("a visitor opens a case study from the list and returns with the back link", async ({ page }) => {
      await page.goto(`${prefix}/case-studies`);
      const first = page.getByTestId("case-detail-link").first();
      const href = await first.getAttribute("href");
      await first.click();
      await expect.poll(() => pathOf(page)).toBe(href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.getByTestId("case-back-link").click();
      await expect.poll(() => pathOf(page)).toBe(`${prefix}/case-studies`);
      await expect(page.getByTestId("case-card")).toHaveCount(6);
    });
  });
}
