import { test, expect } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { company } from "../../content/company";
import type { Locale } from "../../domain/i18n/locales";
import { afterLoadIdleRan } from "./page-settled";

const languages: { lang: Locale; prefix: string }[] = [
  { lang: "ja", prefix: "" },
  { lang: "en", prefix: "/en" },
];

/** The twelve cards of spec section 1, in order: nine core anchors, then the marketing services. */
const cardTargets = [
  "/services#web-development",
  "/services#mobile-apps",
  "/services#cloud-solutions",
  "/services#it-consulting",
  "/services#ai-integration",
  "/services#social-networks",
  "/services#map-apps",
  "/services#seo",
  "/services#geo",
  "/services#digital-marketing",
  "/services#video-social-media",
  "/services#video-social-media",
];

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not rendered");
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
}

async function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
}

/**
 * Waits until the page's boot script has attached its behaviours and what they defer until the page is loaded and
 * idle (the hero video) has run, so client-only code has had its chance to run.
 */
async function waitForHydration(page: Page) {
  await page.waitForLoadState("load");
  // docs/decisions/011-react-on-demand.md
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
  await afterLoadIdleRan(page);
}

for (const { lang, prefix } of languages) {
  const url = (path: string) => (lang === "ja" ? path : path === "/" ? "/en" : `/en${path}`);

  test.describe(`home page (${lang})`, () => {
    test("a visitor sees twelve service cards, six reasons to choose the company and two expansion cards", async ({
      page,
    }) => {
      await page.goto(prefix || "/");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByTestId("home-service-card")).toHaveCount(12);
      await expect(page.getByTestId("why-point")).toHaveCount(6);
      await expect(page.getByTestId("expansion-card")).toHaveCount(2);
      await expect(page.getByTestId("home-stat")).toHaveCount(company.stats.length);
      await expect(page.getByTestId("home-stat").first()).toContainText(company.stats[0].value);
    });

    test("each service card leads to its section on the services page in the same language", async ({ page }) => {
      await page.goto(prefix || "/");
      expect(await hrefs(page.getByTestId("home-service-card"))).toEqual(cardTargets.map(url));
    });

    test("every call to action on the home page points to the right page in the page's language", async ({ page }) => {
      await page.goto(prefix || "/");
      await expect(page.getByTestId("hero-services-link")).toHaveAttribute("href", url("/services"));
      await expect(page.getByTestId("hero-contact-link")).toHaveAttribute("href", url("/contact"));
      await expect(page.getByTestId("why-company-link")).toHaveAttribute("href", url("/company"));
      await expect(page.getByTestId("start-project-link")).toHaveAttribute("href", url("/contact#schedule"));
      await expect(page.getByTestId("instant-quote-link")).toHaveAttribute("href", url("/pricing-calculator"));
      await expect(page.getByTestId("expansion-contact-link")).toHaveAttribute("href", url("/contact"));
      await expect(page.getByTestId("expansion-schedule-link")).toHaveAttribute("href", url("/contact#schedule"));
      expect(await hrefs(page.getByTestId("next-project").getByRole("link"))).toEqual(
        ["/contact", "/pricing-calculator", "/case-studies"].map(url),
      );
    });

    test("the instant-quote block promises a reply within the company's reply time", async ({ page }) => {
      await page.goto(prefix || "/");
      const quote = page.getByTestId("instant-quote");
      await expect(quote).toContainText(String(company.promises.replyWithinHours));
      await expect(quote.getByRole("listitem")).toHaveCount(3);
    });

    test("a visitor clicking the SEO card lands on the SEO section below the fixed header", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(prefix || "/");
      await waitForHydration(page);
      await page.locator(`[data-testid="home-service-card"][href="${url("/services#seo")}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${url("/services")}#seo$`));
      const heading = page.locator("#seo").getByRole("heading", { level: 2 });
      await expect(heading).toBeInViewport();
      await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
    });
  });

  test.describe(`home background video (${lang})`, () => {
    test("the prerendered page carries no video frame, so it looks finished without the third party", async ({
      request,
    }) => {
      const html = await (await request.get(prefix || "/")).text();
      expect(html).not.toContain("<iframe");
      expect(html).toContain('data-testid="home-service-card"');
    });

    test("a visitor who prefers reduced motion never gets the background video", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(prefix || "/");
      await waitForHydration(page);
      await expect(page.locator("iframe")).toHaveCount(0);
    });

    test("other visitors get the decorative video frame once the page has loaded", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.goto(prefix || "/");
      // The embed cannot reach its host here; only the frame itself is checked, never its content.
      const frame = page.getByTestId("hero-video");
      await expect(frame).toBeAttached();
      await expect(frame).toHaveAttribute("aria-hidden", "true");
      await expect(frame).toHaveAttribute("tabindex", "-1");
      await expect(frame).toHaveAttribute("src", /^https?:\/\//);
      await expect(frame).toHaveAttribute("title", lang === "ja" ? /背景動画/ : /Background video/);
      await expect(frame).toHaveCSS("pointer-events", "none");
      // Until the player announces itself, the frame stays invisible (no browser error page on the hero).
      await expect(frame).toHaveCSS("opacity", "0");
      await expect(page.getByTestId("hero-services-link")).toBeVisible();
    });

    test("with the video blocked, a wide screen shows the designed still in the hero's right half, clear of its text", async ({
      page,
      baseURL,
    }) => {
      // As a corporate network might: nothing but this site loads.
      const site = new URL(baseURL ?? "http://127.0.0.1").host;
      await page.route(
        (url) => url.host !== site,
        (route) => route.abort("blockedbyclient"),
      );
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(prefix || "/");
      const hero = await box(page.locator("section[aria-labelledby='home-hero-title']"));
      const still = page.getByTestId("hero-still");
      await expect(still).toBeVisible();
      await expect(still).toHaveCSS("opacity", "1");
      const art = await box(still);
      expect(art.left).toBeGreaterThanOrEqual((hero.left + hero.right) / 2);
      expect(art.right - art.left).toBeGreaterThan((hero.right - hero.left) / 4);
      expect(art.top).toBeGreaterThanOrEqual(hero.top);
      expect(art.bottom).toBeLessThanOrEqual(hero.bottom);
      // The eyebrow, the heading, the two lines under it and the two buttons.
      const text = page.locator("section[aria-labelledby='home-hero-title'] :is(h1, p, a)");
      expect(await text.count()).toBe(6);
      for (const element of await text.all()) {
        const b = await box(element);
        const apart = b.right <= art.left || art.right <= b.left || b.bottom <= art.top || art.bottom <= b.top;
        expect(apart, await element.innerText()).toBe(true);
      }
    });

    test("on a phone the still is left out, so it never sits under the hero's text", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(prefix || "/");
      await expect(page.getByTestId("hero-still")).toBeHidden();
    });
  });
}
