import { test, expect } from "./fixtures";
import { axeViolations } from "../support/axe";
import type { Page } from "@playwright/test";

/**
 * The header lays out every item on one line, without sideways scrolling, at every
 * width a visitor may have, in both languages.
 */

/** Items of the header (visible ones) whose text takes more than one line, and the page's sideways overflow. */
async function headerProblems(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>("[data-testid=site-header]")!;
    const wrapped: string[] = [];
    for (const item of header.querySelectorAll<HTMLElement>(
      "nav > a, nav > ul > li > a, nav > ul > li > button, summary",
    )) {
      if (!item.checkVisibility()) continue;
      // The tops of its text's line boxes (screen-reader-only text aside).
      const lines = new Set<number>();
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) lines.add(Math.round(r.top));
      }
      if (lines.size > 1) wrapped.push(item.textContent?.trim() || item.outerHTML.slice(0, 60));
    }
    return {
      wrapped,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      headerHeight: Math.round(header.querySelector("nav")!.getBoundingClientRect().height),
    };
  });
}

for (const path of ["/", "/en"]) {
  test(`the header stays on one line at 1024, 1050 and 1100 px and every 16 px from 320 to 1920 (${path})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(path);
    const widths = [1024, 1050, 1071, 1100, 1279, 1280];
    for (let w = 320; w <= 1920; w += 16) widths.push(w);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const problems = await headerProblems(page);
      expect({ width, ...problems }).toEqual({ width, wrapped: [], overflow: 0, headerHeight: 64 });
    }
  });
}

test("narrower than 1280 px the compact menu replaces the bar; from 1280 px the bar shows every link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1050, height: 800 });
  await page.goto("/en");
  await expect(page.getByTestId("mobile-menu-button")).toBeVisible();
  await expect(page.getByTestId("nav-contact")).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId("mobile-menu-button")).toBeHidden();
  await expect(page.getByTestId("nav-contact")).toBeVisible();
});

test("the compact menu closes on Escape (focus back on its button) and on a click on the dimmed page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/services");
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
  const button = page.getByTestId("mobile-menu-button");
  const menu = page.locator("#mobile-menu");
  const backdrop = page.locator("[data-menu-backdrop]");

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await expect(backdrop).toBeVisible();
  await expect(button).toHaveAccessibleName("Close menu");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName("Open menu");

  await button.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(195, 800);
  await expect(menu).toBeHidden();
  await expect(backdrop).toBeHidden();
  await expect(page).toHaveURL(/\/en\/services$/);
});

for (const path of ["/", "/en"]) {
  test(`on a phone the menu button stays whole on screen, menu open or closed (${path})`, async ({ page }) => {
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(path);
      const button = page.getByTestId("mobile-menu-button");
      for (const open of [false, true]) {
        if (open) {
          await button.click();
          await expect(page.locator("#mobile-menu")).toBeVisible();
        }
        const box = (await button.boundingBox())!;
        expect({ width, open, left: box.x >= 0, right: box.x + box.width <= width }).toEqual({
          width,
          open,
          left: true,
          right: true,
        });
        // Nothing in the header reaches past the right edge (fixed elements do not make the page scroll).
        const widest = await page.evaluate(() =>
          Math.max(
            ...[...document.querySelectorAll("[data-testid=site-header] *")]
              .filter((el) => el.checkVisibility())
              .map((el) => Math.round(el.getBoundingClientRect().right)),
          ),
        );
        expect({ width, open, widest: widest <= width }).toEqual({ width, open, widest: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }
  });
}

test("with script a desktop dropdown opens from the keyboard, Escape closes it, and axe finds nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en");
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
  const projects = page.getByRole("button", { name: "Projects", exact: true });
  const list = page.locator("#nav-menu-projects");
  await expect(projects).toHaveAttribute("aria-expanded", "false");
  // Focus alone does not open it once the script drives it; Enter does.
  await projects.focus();
  await expect(list).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(projects).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("link", { name: "Portfolio" })).toBeVisible();
  expect(await axeViolations(page, "[data-testid=site-header]")).toEqual([]);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(projects).toBeFocused();
  await expect(projects).toHaveAttribute("aria-expanded", "false");
});
