import { test, expect } from "./fixtures";
import { prerenderPaths } from "../../app/lib/prerender-paths";

// docs/decisions/010-islands.md: every page hydrates only its interactive parts and ships no router.
const islandPages = [...prerenderPaths(), "/no-such-page", "/en/no-such-page", "/portfolio?category=mobile", "/contact?sent=1"];

test.describe("pages ship islands, not the router", () => {
  for (const path of islandPages) {
    test(`${path} hydrates its islands without a mismatch and without React Router`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
      await page.goto(path);
      // A hydration mismatch would surface as a page error, which the fixture turns into a failure.
      await page.waitForFunction(() => document.documentElement.dataset.islands === "hydrated");
      expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterRouteModules" in window)).toBe(false);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((s) => s.startsWith("/assets/islands/")), scripts.join("\n")).toBe(true);
      // The header is live: the language toggle is a hydrated button, not dead markup.
      await expect(page.getByTestId("language-toggle").first()).toBeAttached();
    });
  }

  test("the header's menu and the chat button work on a content page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/services");
    await page.waitForFunction(() => document.documentElement.dataset.islands === "hydrated");
    const menuButton = page.getByTestId("mobile-menu-button");
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.locator("#mobile-menu").getByRole("link", { name: "Company", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/company$/);
    await page.getByTestId("chat-button").click();
    await expect(page.getByTestId("chat-panel")).toBeVisible();
  });

});
