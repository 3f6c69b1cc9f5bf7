import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { panel } from "./chat-panel";
import { formatYen } from "../../domain/pricing/pricing";

/**
 * An estimate from free text in the chat links to the calculator with the plan and its
 * size chosen; following it (the real chat API, the real quote API) opens the calculator
 * on that plan with those values once the visitor has given name and email.
 */
const cases = [
  { language: "ja", home: "/", prefix: "", question: "8ページのホームページを作るといくらですか？" },
  { language: "en", home: "/en", prefix: "/en", question: "How much would an 8-page website cost?" },
] as const;

const calculator = (page: Page) => page.getByTestId("pricing-calculator");

for (const { language, home, prefix, question } of cases) {
  test(`the chat's estimate opens the calculator with the plan and pages filled in (${language})`, async ({ page }) => {
    const yen = (amount: number) => formatYen(amount, language);
    await page.goto(home);
    await page.getByTestId("chat-button").click();
    await panel(page).getByTestId("chat-input").fill(question);
    await panel(page).getByTestId("chat-input").press("Enter");

    const link = panel(page).locator(`a[href^="${prefix}/pricing-calculator?"]`);
    await expect(link).toHaveAttribute("href", `${prefix}/pricing-calculator?plan=web-medium&pages=8`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/pricing-calculator\\?plan=web-medium&pages=8$`));

    await page.locator("#quote-name").fill("Taro Yamada");
    await page.locator("#quote-email").fill("taro@example.jp");
    await page.getByTestId("quote-start").click();
    // Straight to the linked plan: no category to pick, the size already typed in.
    await expect(calculator(page)).toHaveAttribute("data-step", "configure");
    await expect(page.getByTestId("spec-pages")).toHaveValue("8");
    await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(120_000));
    await expect(page.getByTestId("estimate-total-with-tax")).toHaveText(yen(132_000));
  });
}

test("a link with a plan the calculator does not know, or a size it refuses, opens it as usual", async ({ page }) => {
  await page.goto("/en/pricing-calculator?plan=web-medium&pages=99999");
  await page.locator("#quote-name").fill("Taro Yamada");
  await page.locator("#quote-email").fill("taro@example.jp");
  await page.getByTestId("quote-start").click();
  // The plan is taken, the refused size is not: the plan's own starting value stands.
  await expect(calculator(page)).toHaveAttribute("data-step", "configure");
  await expect(page.getByTestId("spec-pages")).toHaveValue("1");

  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/en/pricing-calculator?plan=rocket-launch&pages=8");
  await page.locator("#quote-name").fill("Taro Yamada");
  await page.locator("#quote-email").fill("taro@example.jp");
  await page.getByTestId("quote-start").click();
  await expect(calculator(page)).toHaveAttribute("data-step", "category");
});
