import { test, expect } from "./fixtures";
import { scrollSettled } from "./page-settled";
import type { Locale } from "../../domain/i18n/locales";

const languages: { lang: Locale; prefix: string }[] = [
  { lang: "ja", prefix: "" },
  { lang: "en", prefix: "/en" },
];

/** Spec section 2 "Services": the anchor ids, in this order. */
const sectionIds = [
  "web-development",
  "mobile-apps",
  "cloud-solutions",
  "it-consulting",
  "ai-integration",
  "social-networks",
  "map-apps",
  "seo",
  "geo",
];

for (const { lang, prefix } of languages) {
  const url = (path: string) => (lang === "ja" ? path : `/en${path}`);

  test.describe(`services page (${lang})`, () => {
    test("a visitor finds the nine core services, each with a description and its feature bullets", async ({
      page,
    }) => {
      await page.goto(`${prefix}/services`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const sections = page.getByTestId("service-section");
      await expect(sections).toHaveCount(9);
      expect(await sections.evaluateAll((els) => els.map((el) => el.id))).toEqual(sectionIds);
      for (const id of sectionIds) {
        const section = page.locator(`#${id}`);
        await expect(section.getByRole("heading", { level: 2 })).toHaveCount(1);
        await expect(section.locator("p").first()).not.toBeEmpty();
        const features = await section.getByTestId("service-feature").count();
        expect(features, `${id} feature bullets`).toBeGreaterThanOrEqual(4);
        expect(features, `${id} feature bullets`).toBeLessThanOrEqual(6);
      }
    });

    test("a visitor sees seven additional services and a consultation link to the contact page", async ({ page }) => {
      await page.goto(`${prefix}/services`);
      const extras = page.getByTestId("additional-service");
      await expect(extras).toHaveCount(7);
      for (const card of await extras.all()) {
        await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
        await expect(card.locator("p")).not.toBeEmpty();
      }
      await expect(page.getByTestId("services-contact-link")).toHaveAttribute("href", url("/contact"));
      await expect(page.getByTestId("services-pricing-link")).toHaveAttribute("href", url("/pricing-calculator"));
    });

    test("the jump links in the page header point at each service section in the page's language", async ({ page }) => {
      await page.goto(`${prefix}/services`);
      const jump = page
        .getByRole("navigation", { name: lang === "ja" ? "サービス一覧" : "Service list" })
        .getByRole("link");
      expect(await jump.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
        sectionIds.map((id) => url(`/services#${id}`)),
      );
    });

    test("a visitor opening /services#seo sees the SEO heading just below the fixed header", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}/services#seo`);
      const heading = page.locator("#seo").getByRole("heading", { level: 2 });
      await expect(heading).toBeInViewport();
      await scrollSettled(page);
      const header = await page.getByTestId("site-header").boundingBox();
      const box = (await heading.boundingBox())!;
      expect(header?.height).toBe(64);
      expect(box.y).toBeGreaterThanOrEqual(64);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      // The GEO section after it must not be where the visitor landed.
      expect((await page.locator("#geo").boundingBox())!.y).toBeGreaterThan(box.y);
    });

    test("on a phone, /services#seo also lands with the heading visible below the header", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${prefix}/services#seo`);
      const heading = page.locator("#seo").getByRole("heading", { level: 2 });
      await expect(heading).toBeInViewport();
      await scrollSettled(page);
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}
