import type { Page, Request } from "@playwright/test";
import { test, expect } from "./fixtures";
import { prerenderPaths } from "../../domain/seo/prerender-paths";
import { emulateSaveData } from "./slow-phone";
import { framesPassed, islandPrefetchRan, preloadsArrived } from "./page-settled";

// docs/decisions/010-islands.md and 011-react-on-demand.md: every page loads a small boot
// script and no router; React comes only when the visitor reaches for something that needs
// it (the chat, the calculator) or it comes into view (the contact form, below the fold
// of a phone). Without Save-Data their code is fetched (not run) once the page is idle, so these tests
// emulate Save-Data to see exactly when it is asked for (docs/decisions/018-first-touch.md).
const islandPages = [
  ...prerenderPaths(),
  "/no-such-page",
  "/en/no-such-page",
  "/portfolio?category=mobile",
  "/contact?sent=1",
];
const reactRuntime = /\/assets\/islands\/hydrate-/;

/** The path of every script the page requests, as they are requested. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  return scripts;
}
const reactRequests = (scripts: string[]) => scripts.filter((s) => reactRuntime.test(s));
/** The request recordScripts counts as React's: for page.waitForRequest, since the list fills as Playwright hears of them. */
const isReactScript = (r: Request) => r.resourceType() === "script" && reactRuntime.test(new URL(r.url()).pathname);

/** Holds every request for React's runtime until the returned function is called. */
async function holdReactRuntime(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(reactRuntime, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens a page and waits until its boot script has attached the behaviours and hydrated what is due at load. */
async function openReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
}

test.describe("pages ship a boot script, not the router, and React only where it is needed", () => {
  test.beforeEach(({ page }) => emulateSaveData(page));

  for (const path of islandPages) {
    test(`${path} boots without React or the router`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.setViewportSize({ width: 390, height: 700 });
      // A hydration mismatch would surface as a page error, which the fixture turns into a failure.
      await openReady(page, path);
      expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterRouteModules" in window)).toBe(
        false,
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        scripts.every((s) => s.startsWith("/assets/islands/")),
        scripts.join("\n"),
      ).toBe(true);
      expect(reactRequests(scripts)).toEqual([]);
      // The header is live without React: its behaviour is attached to the prerendered markup.
      await expect(page.getByTestId("site-header")).toHaveAttribute("data-behaviour-attached", "");
    });
  }

  test("the header's menu works without React, and the chat button brings React when it is used", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openReady(page, "/en/services");
    const menuButton = page.getByTestId("mobile-menu-button");
    await menuButton.click();
    await expect(menuButton).toHaveAccessibleName("Close menu");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await menuButton.click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    expect(reactRequests(scripts)).toEqual([]);

    // The panel's frame opens from the markup, before React is asked for: wait for the request itself. Had the menu
    // brought React, the chat would not ask again (this wait fails) or React would be asked for twice.
    const runtime = page.waitForRequest(isReactScript);
    await page.getByTestId("chat-button").click();
    await expect(page.getByTestId("chat-panel")).toBeVisible();
    await runtime;
    expect(reactRequests(scripts)).toHaveLength(1);
  });

  test("on a phone the contact form brings React only when it comes into view", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.setViewportSize({ width: 390, height: 700 });
    await openReady(page, "/en/contact");
    // Past the point where the page, settled, fetches code ahead of use (and the form's observers have reported):
    // React asked for before the scroll would have been asked for by now.
    await islandPrefetchRan(page);
    expect(reactRequests(scripts)).toEqual([]);
    await page.getByTestId("contact-form").scrollIntoViewIfNeeded();
    await expect.poll(() => reactRequests(scripts).length > 0).toBe(true);
    await expect
      .poll(() =>
        page.getByTestId("contact-form").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
      )
      .toBe(true);
  });

  test("on a phone a tap on the contact page's schedule tab before React has arrived is not lost", async ({ page }) => {
    const release = await holdReactRuntime(page);
    await page.setViewportSize({ width: 390, height: 700 });
    await openReady(page, "/en/contact");
    const schedule = page.getByRole("tab", { name: "Schedule a meeting" });
    await schedule.scrollIntoViewIfNeeded();
    await schedule.click();
    await expect(schedule).toHaveAttribute("aria-selected", "false");
    release();
    await expect(schedule).toHaveAttribute("aria-selected", "true");
  });

  test("what a visitor types into the contact form before React has arrived is kept", async ({ page }) => {
    const release = await holdReactRuntime(page);
    await page.setViewportSize({ width: 390, height: 700 });
    await openReady(page, "/en/contact");
    await page.locator("#contact-name").fill("Taro Yamada");
    await page.locator("#contact-email").fill("taro@example.jp");
    release();
    await expect
      .poll(() =>
        page.getByTestId("contact-form").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
      )
      .toBe(true);
    await expect(page.locator("#contact-name")).toHaveValue("Taro Yamada");
    await expect(page.locator("#contact-email")).toHaveValue("taro@example.jp");
    // Hydrating did not move the page back to the top, away from the form being filled in.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the calculator brings React with the first touch of it, and nothing typed or clicked before it arrives is lost", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const release = await holdReactRuntime(page);
    await openReady(page, "/en/pricing-calculator");
    // Untouched, the settled page has not asked for React (it would have by now).
    await islandPrefetchRan(page);
    expect(reactRequests(scripts)).toEqual([]);
    const runtime = page.waitForRequest(isReactScript);
    await page.locator("#quote-name").fill("Taro Yamada");
    await page.locator("#quote-email").fill("taro@example.jp");
    await page.getByTestId("quote-start").click();
    await runtime;
    expect(reactRequests(scripts)).toHaveLength(1);
    release();
    await expect(page.getByTestId("pricing-category")).toHaveCount(5);
  });

  test("a click on the chat button before React has arrived opens the panel's frame at once and is not lost", async ({
    page,
  }) => {
    const release = await holdReactRuntime(page);
    await openReady(page, "/company");
    const runtime = page.waitForRequest(isReactScript);
    // Keyboard: the focus starts React (held back here), and the Enter's click must wait for it.
    await page.getByTestId("chat-button").focus();
    await page.keyboard.press("Enter");
    // The prerendered panel opens without React, the caret in its input; the conversation needs React.
    await expect(page.getByTestId("chat-panel")).toBeVisible();
    await expect(page.getByTestId("chat-button")).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("chat-input")).toBeFocused();
    await page.keyboard.type("Do you build apps?");
    // React has been asked for and is held: the conversation is not there before it.
    await runtime;
    await expect(page.getByTestId("chat-message")).toHaveCount(0);
    release();
    await expect(page.getByTestId("chat-message")).toHaveCount(2);
    await expect(page.getByTestId("chat-panel")).toBeVisible();
    await expect(page.getByTestId("chat-button")).toHaveAttribute("aria-expanded", "true");
    // What was typed before React arrived is the draft: it can be sent.
    await expect(page.getByTestId("chat-input")).toHaveValue("Do you build apps?");
    await expect(page.getByTestId("chat-send")).toBeEnabled();
  });

  test("a message typed and sent with Enter before React has arrived is sent once it has", async ({ page }) => {
    const release = await holdReactRuntime(page);
    await openReady(page, "/en/company");
    const runtime = page.waitForRequest(isReactScript);
    await page.getByTestId("chat-button").click();
    await page.getByTestId("chat-input").fill("Do you build apps?");
    await page.getByTestId("chat-input").press("Enter");
    await runtime;
    // Held, not posted to the page: still here, nothing sent yet.
    await expect(page).toHaveURL(/\/en\/company$/);
    await expect(page.getByTestId("chat-message")).toHaveCount(0);
    release();
    const sent = page.locator('[data-testid="chat-message"][data-role="user"]');
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText("Do you build apps?");
    await expect(page.getByTestId("chat-input")).toHaveValue("");
  });

  test("a quick option chosen in the panel's frame before React has arrived is sent once it has", async ({ page }) => {
    const release = await holdReactRuntime(page);
    await openReady(page, "/en/company");
    await page.getByTestId("chat-button").click();
    await page.getByTestId("chat-quick-option").first().click();
    release();
    await expect(page.locator('[data-testid="chat-message"][data-role="user"]')).toHaveCount(1);
    // React opened the conversation first (its greetings), then sent the option.
    await expect(page.getByTestId("chat-message").first()).toHaveAttribute("data-role", "assistant");
    await expect(page.getByTestId("chat-panel")).toBeVisible();
    await expect(page.getByTestId("chat-button")).toHaveAttribute("aria-expanded", "true");
  });

  test("a tap on the chat button and again before React has arrived leaves it closed", async ({ page }) => {
    const release = await holdReactRuntime(page);
    await openReady(page, "/en/company");
    await page.getByTestId("chat-button").click();
    await expect(page.getByTestId("chat-panel")).toBeVisible();
    await page.getByTestId("chat-minimize").click();
    await expect(page.getByTestId("chat-panel")).toBeHidden();
    release();
    await expect
      .poll(() =>
        page.getByTestId("chat-button").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
      )
      .toBe(true);
    await expect(page.getByTestId("chat-panel")).toBeHidden();
    await expect(page.getByTestId("chat-button")).toHaveAttribute("aria-expanded", "false");
  });
});

test("without Save-Data the islands' code is fetched once the page is idle, and not run until it is used", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await openReady(page, "/en/pricing-calculator");
  await expect.poll(() => reactRequests(scripts).length).toBe(1);
  await expect.poll(() => scripts.some((s) => /\/pricing-calculator-/.test(s))).toBe(true);
  expect(scripts.some((s) => /\/chat-mount-/.test(s))).toBe(true);
  const hydrated = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("[data-island]")].some((el) =>
        Object.keys(el).some((k) => k.startsWith("__reactContainer")),
      ),
    );
  // Every file fetched ahead has arrived and frames have passed since: code run on arrival would have hydrated by now.
  await preloadsArrived(page);
  await framesPassed(page);
  expect(await hydrated()).toBe(false);
  await page.locator("#quote-name").click();
  await expect.poll(hydrated).toBe(true);
});
