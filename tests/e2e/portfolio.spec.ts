import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { type PortfolioCategory, itemImage, itemTitle, portfolioItems } from "../../content/portfolio";
import type { Locale } from "../../domain/i18n/locales";

const languages: { lang: Locale; prefix: string }[] = [
  { lang: "ja", prefix: "" },
  { lang: "en", prefix: "/en" },
];
const categories: PortfolioCategory[] = ["website", "webapp", "mobile", "ai"];
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
const countOf = (c: PortfolioCategory) => portfolioItems.filter((i) => i.category === c).length;

for (const { lang, prefix } of languages) {
  test.describe(`portfolio (${lang})`, () => {
    test("a visitor sees all 19 projects, each with an image, tech tags and a View Site link to a new tab", async ({
      page,
    }) => {
      await page.goto(`${prefix}/portfolio`);
      const items = page.getByTestId("portfolio-item");
      await expect(items).toHaveCount(19);
      for (const [i, item] of portfolioItems.entries()) {
        const card = items.nth(i);
        const title = itemTitle(item, lang);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
        const img = card.locator("img");
        await expect(img).toHaveAttribute("src", itemImage(item, lang));
        await expect(img).toHaveAttribute("width", "480");
        await expect(img).toHaveAttribute("height", "300");
        await expect(img).toHaveAttribute("alt", new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
        await expect(card.getByRole("listitem")).toHaveCount(item.tech.length);
        const link = card.getByTestId("portfolio-view-site");
        await expect(link).toHaveAttribute("href", item.url);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(
          new RegExp(
            `${lang === "ja" ? "サイトを見る" : "View Site"}.*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
          ),
        );
      }
    });

    test("each filter tab shows exactly its category and puts it in the address", async ({ page }) => {
      await page.goto(`${prefix}/portfolio`);
      const tabs = page.getByTestId("portfolio-filter");
      await expect(tabs).toHaveCount(5);
      for (const category of categories) {
        await page.locator(`[data-testid="portfolio-filter"][data-filter="${category}"]`).click();
        await expect.poll(() => addressOf(page)).toBe(`${prefix}/portfolio?category=${category}`);
        // The address changes a moment before the list re-renders: wait for the tab, then the items.
        await expect(page.locator('[data-testid="portfolio-filter"][aria-current="true"]')).toHaveAttribute(
          "data-filter",
          category,
        );
        const items = page.getByTestId("portfolio-item");
        await expect(items).toHaveCount(countOf(category));
        await expect
          .poll(async () => [
            ...new Set(await items.evaluateAll((els) => els.map((el) => el.getAttribute("data-category")))),
          ])
          .toEqual([category]);
      }
      await page.locator('[data-testid="portfolio-filter"][data-filter="all"]').click();
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/portfolio`);
      await expect(page.getByTestId("portfolio-item")).toHaveCount(19);
    });

    test("a visitor opening a shared ?category=mobile link sees only mobile apps, already in the server's HTML", async ({
      page,
    }) => {
      const url = `${prefix}/portfolio?category=mobile`;
      const html = await (await page.request.get(url)).text();
      const served = [...html.matchAll(/data-testid="portfolio-item" data-category="([a-z]+)"/g)].map((m) => m[1]);
      expect(served).toHaveLength(countOf("mobile"));
      expect(new Set(served)).toEqual(new Set(["mobile"]));
      await page.goto(url);
      await expect(page.getByTestId("portfolio-item")).toHaveCount(countOf("mobile"));
      await expect(page.locator('[data-testid="portfolio-filter"][aria-current="true"]')).toHaveAttribute(
        "data-filter",
        "mobile",
      );
    });

    test("an unknown category in the address shows every project", async ({ page }) => {
      await page.goto(`${prefix}/portfolio?category=spaceships`);
      await expect(page.getByTestId("portfolio-item")).toHaveCount(19);
      await expect(page.locator('[data-testid="portfolio-filter"][aria-current="true"]')).toHaveAttribute(
        "data-filter",
        "all",
      );
    });

    test("a keyboard user tabbing onto a project reveals its View Site link", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}/portfolio`);
      const overlay = page.getByTestId("portfolio-overlay").first();
      await expect(overlay).toHaveCSS("opacity", "0");
      await page.locator('[data-testid="portfolio-filter"][data-filter="ai"]').focus();
      await page.keyboard.press("Tab");
      await expect(page.getByTestId("portfolio-view-site").first()).toBeFocused();
      await expect(overlay).toHaveCSS("opacity", "1");
      // The next Tab moves to the next project's link, shown in its turn; the first hides again.
      await page.keyboard.press("Tab");
      await expect(page.getByTestId("portfolio-view-site").nth(1)).toBeFocused();
      await expect(page.getByTestId("portfolio-overlay").nth(1)).toHaveCSS("opacity", "1");
      await expect(overlay).toHaveCSS("opacity", "0");
    });

    test("a mouse user hovering a project sees its View Site link", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}/portfolio`);
      const overlay = page.getByTestId("portfolio-overlay").nth(1);
      await expect(overlay).toHaveCSS("opacity", "0");
      await page.getByTestId("portfolio-item").nth(1).hover();
      await expect(overlay).toHaveCSS("opacity", "1");
    });

    test("the page opens at the top even after reloading further down", async ({ page }) => {
      await page.goto(`${prefix}/portfolio`);
      await page.getByTestId("portfolio-item").last().scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.reload();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("portfolio on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("a visitor on a phone sees every View Site link without hovering", async ({ page }) => {
    await page.goto("/portfolio");
    expect(await page.evaluate(() => matchMedia("(hover: none)").matches)).toBe(true);
    const overlays = page.getByTestId("portfolio-overlay");
    await expect(overlays).toHaveCount(19);
    for (let i = 0; i < 19; i++) await expect(overlays.nth(i)).toHaveCSS("opacity", "1");
    // And a tap on it opens the project's site (a new tab), with nothing on top of it.
    const link = page.getByTestId("portfolio-view-site").first();
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("[data-testid=portfolio-view-site]") !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(true);
  });
});
