import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { contactPage } from "../../content/contact-page";
import { company } from "../../content/company";
import { MAP_TIMEOUT_MS } from "../../app/components/contact/lazy-map";
import { accessMap } from "../../content/access-map";
import { framesPassed, pageImportHandled } from "./page-settled";

/** The floating chat button's box, and whether another box overlaps it. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not visible");
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height };
}
type Box = Awaited<ReturnType<typeof box>>;
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const chatButton = (page: Page) => page.getByTestId("chat-button");

test.describe("the floating chat button leaves the page's key elements uncovered", () => {
  for (const [width, height] of [
    [390, 844],
    [320, 568],
  ]) {
    for (const path of ["/", "/en"]) {
      test(`home hero buttons and figures at ${width}×${height} (${path})`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        const button = await box(chatButton(page));
        for (const target of [
          page.getByTestId("hero-services-link"),
          page.getByTestId("hero-contact-link"),
          ...(await page.getByTestId("home-stat").all()),
        ]) {
          if (!(await target.isVisible())) continue;
          const b = await target.boundingBox();
          if (!b || b.y > height) continue; // below the fold
          expect(intersects(await box(target), button), await target.innerText()).toBe(false);
        }
      });
    }
  }

  test("the calculator's amounts keep out of the button's lane at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/pricing-calculator");
    await page.locator("#quote-name").fill("Taro Yamada");
    await page.locator("#quote-email").fill("taro@example.jp");
    await page.getByTestId("quote-start").click();
    await page.locator('[data-category="cloud"]').click();
    await page.locator('[data-plan="cloud-hosting"]').getByTestId("plan-choose").click();
    await expect(page.getByTestId("estimate-total-with-tax")).toBeVisible();
    const lane = await box(chatButton(page));
    for (const amount of await page.getByTestId("estimate-panel").locator("dd").all()) {
      await amount.scrollIntoViewIfNeeded();
      // Clear of the button's column, wherever the visitor scrolls.
      expect((await box(amount)).right).toBeLessThanOrEqual(lane.left);
    }
  });

  test("the footer's last line is clear of the button at the end of the page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/company");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = page.getByTestId("site-footer").getByText(company.legalName.en);
    await expect(footerEnd).toBeInViewport();
    expect(intersects(await box(footerEnd), await box(chatButton(page)))).toBe(false);
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("the portfolio's View site pills keep out of the chat button's lane", async ({ page }) => {
    await page.goto("/en/portfolio");
    const lane = await box(chatButton(page));
    const pills = page.getByTestId("portfolio-view-site");
    await expect(pills.first()).toBeVisible();
    for (const pill of (await pills.all()).slice(0, 4)) {
      await pill.scrollIntoViewIfNeeded();
      expect((await box(pill)).right).toBeLessThanOrEqual(lane.left);
    }
  });
});

test("a calculator error toast goes as soon as the field it is about is valid", async ({ page }) => {
  await page.goto("/en/pricing-calculator");
  const toast = page.getByTestId("toast");
  await page.locator("#quote-name").fill("Taro Yamada");
  await page.locator("#quote-email").fill("not-an-address");
  await page.getByTestId("quote-start").click();
  await expect(toast).toHaveCount(1);
  // Still wrong: the toast stays, once the edit's check (with the contact schema's chunk) has run.
  await page.locator("#quote-email").fill("taro@");
  await pageImportHandled(page, /\/assets\/islands\/contact-schema-[^/]*\.js$/);
  await expect(toast).toHaveCount(1);
  // Valid: gone at once, not after the toast's six seconds.
  await page.locator("#quote-email").fill("taro@example.jp");
  await expect(toast).toHaveCount(0, { timeout: 1500 });
});

test("a map that never loads leaves the drawn sketch map in view, with a note and a map link", async ({ page }) => {
  const copy = contactPage.en.access;
  // A blocked embed: the request never gets an answer. Real time (MAP_TIMEOUT_MS): a fake clock raced the
  // boot script's own timers that wake the island.
  await page.route(/google\.com\/maps/, () => {});
  await page.goto("/en/contact");
  const mapBox = page.getByTestId("map-box");
  // The sketch is in the page's HTML, labelled, before anything loads.
  const sketch = mapBox.getByRole("img", { name: accessMap.en.label });
  await expect(sketch).toBeVisible();
  await expect(sketch).toContainText(company.address.building.en);
  await mapBox.scrollIntoViewIfNeeded();
  await expect(page.getByTestId("map-frame")).toHaveCount(1, { timeout: 10_000 });
  const fallback = page.getByTestId("map-unavailable");
  await expect(fallback).toContainText(copy.mapUnavailable, { timeout: MAP_TIMEOUT_MS + 5_000 });
  await expect(page.getByTestId("map-unavailable-link")).toHaveAttribute("href", /google\.com\/maps\/search/);
  await expect(page.getByTestId("map-frame")).toHaveCount(0);
  await expect(sketch).toBeVisible();
  // The address stays beside the map as text.
  await expect(page.locator("#access-title").locator("xpath=..")).toContainText(company.address.full.en);
});

test("going back to the message tab drops #schedule from the address, without scrolling away", async ({ page }) => {
  const copy = contactPage.en.tabs;
  await page.goto("/en/contact#schedule");
  await expect(page.getByRole("tab", { name: copy.schedule })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: copy.message }).click();
  await expect(page.getByRole("tab", { name: copy.message })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/en\/contact$/);
  // Once what the change set off has run (frames drawn since) and the page has come to rest, it is still down there.
  await framesPassed(page);
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await framesPassed(page);
      return before === (await page.evaluate(() => window.scrollY));
    })
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

for (const width of [320, 390, 768, 1280]) {
  test(`case-study figures stay on one line with readable labels at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, minLabelPx] of [
      ["/en/case-studies", 12],
      ["/en/case-studies/aws-cost-optimization", 14],
    ] as const) {
      await page.goto(path);
      const metrics = await page.getByTestId("case-metric").evaluateAll((cells) =>
        cells.map((cell) => {
          const value = cell.querySelector("dd")!;
          const range = document.createRange();
          range.selectNodeContents(value);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          return {
            value: value.textContent,
            lines,
            overflows:
              value.getBoundingClientRect().right > cell.getBoundingClientRect().right + 0.5 ||
              value.scrollWidth > value.clientWidth + 0.5,
            labelPx: parseFloat(getComputedStyle(cell.querySelector("dt")!).fontSize),
          };
        }),
      );
      expect(metrics.some((m) => m.value === "12 weeks")).toBe(true);
      for (const m of metrics) {
        expect({ ...m, path }).toEqual({ ...m, path, lines: 1, overflows: false });
        expect(m.labelPx).toBeGreaterThanOrEqual(minLabelPx);
      }
    }
  });
}
