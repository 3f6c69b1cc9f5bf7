import type { Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { test, expect } from "./fixtures";
import { pricingPage } from "../../content/pricing-page";
import { contactValidation } from "../../content/contact-validation";
import { pricingValidation } from "../../content/pricing-validation";
import { formatYen } from "../../domain/pricing/pricing";
import { QUOTE_STORAGE_KEY } from "../../domain/pricing/quote-client";

const languages = ["ja", "en"] as const;
type Language = (typeof languages)[number];
const calculatorUrl = (language: Language) => (language === "en" ? "/en/pricing-calculator" : "/pricing-calculator");
const homeUrl = (language: Language) => (language === "en" ? "/en" : "/");

const calculator = (page: Page) => page.getByTestId("pricing-calculator");
const toast = (page: Page) => page.getByTestId("toast");

async function startQuote(page: Page, language: Language, name = "Taro Yamada") {
  await page.goto(calculatorUrl(language));
  await page.locator("#quote-name").fill(name);
  await page.locator("#quote-email").fill("taro@example.jp");
  await page.getByTestId("quote-start").click();
  await expect(calculator(page)).toHaveAttribute("data-step", "category");
}

async function choosePlan(page: Page, category: string, plan: string) {
  await page.locator(`[data-category="${category}"]`).click();
  await page.locator(`[data-plan="${plan}"]`).getByTestId("plan-choose").click();
  await expect(calculator(page)).toHaveAttribute("data-step", "configure");
}

/** Answers the quote API in the browser, for journeys about the page alone (the real API has its own tests). */
async function stubQuoteApi(page: Page) {
  const writes: string[] = [];
  await page.route("**/api/quotes**", async (route) => {
    writes.push(route.request().method());
    if (route.request().method() === "POST" && !route.request().url().endsWith("/complete")) {
      return route.fulfill({
        status: 201,
        json: { id: "00000000-0000-4000-8000-000000000000", token: "stub-token", status: "incomplete" },
      });
    }
    return route.fulfill({ status: 200, json: { id: "00000000-0000-4000-8000-000000000000", status: "incomplete" } });
  });
  return writes;
}

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 10) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function storedQuote(page: Page): Promise<{ id: string; token: string } | null> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "null"), QUOTE_STORAGE_KEY);
}

for (const language of languages) {
  const t = pricingPage[language];
  const yen = (amount: number) => formatYen(amount, language);

  test.describe(`pricing calculator (${language})`, () => {
    test(`a visitor gets an estimate, it is saved as they go, and the final quote is sent (${language})`, async ({
      page,
    }) => {
      await startQuote(page, language);
      const steps = page.getByTestId("pricing-step");
      await expect(steps.nth(0)).toHaveAttribute("data-state", "done");
      await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
      await expect(page.getByTestId("pricing-category")).toHaveCount(5);

      await page.locator('[data-category="web"]').click();
      await expect(page.getByTestId("plan-card")).toHaveCount(6);
      await page.locator('[data-plan="web-basic"]').getByTestId("plan-choose").click();
      await expect(calculator(page)).toHaveAttribute("data-step", "configure");
      await expect(page.getByRole("heading", { level: 2, name: t.configure.title })).toBeFocused();

      // Only the plan's own inputs, at the spec's defaults.
      await expect(page.getByTestId("spec-field")).toHaveCount(2);
      await expect(page.getByTestId("spec-pages")).toHaveValue("1");
      await expect(page.getByTestId("spec-revisions")).toHaveValue("2");
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(10_000));
      await expect(page.getByTestId("estimate-total-with-tax")).toHaveText(yen(11_000));
      await expect(page.getByTestId("estimate-note")).toBeVisible();

      // The estimate follows every change.
      await page.getByTestId("spec-pages").fill("3");
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(30_000));
      await page
        .getByTestId("spec-field")
        .filter({ has: page.getByTestId("spec-revisions") })
        .getByRole("button")
        .last()
        .click();
      await expect(page.getByTestId("spec-revisions")).toHaveValue("3");
      await expect(page.getByTestId("estimate-line")).toHaveCount(2);
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(35_000));
      await expect(page.getByTestId("estimate-tax")).toHaveText(yen(3_500));
      await expect(page.getByTestId("estimate-total")).toHaveText(yen(38_500));

      // Autosave reaches the server about a second after the last change.
      const quote = (await storedQuote(page))!;
      expect(quote.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const read = async () =>
        (
          await page.request.get(`/api/quotes/${quote.id}`, { headers: { authorization: `Bearer ${quote.token}` } })
        ).json();
      await expect.poll(read).toMatchObject({
        status: "incomplete",
        language,
        serviceType: "web-basic",
        specifications: { pages: 3, revisions: 3 },
        estimatedPrice: 35_000,
      });

      // A reload picks up where the visitor was.
      await page.reload();
      await expect(calculator(page)).toHaveAttribute("data-step", "configure");
      await expect(page.getByTestId("spec-pages")).toHaveValue("3");
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(35_000));

      // A change made just before pressing the button is saved first.
      await page.getByTestId("spec-pages").fill("4");
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(45_000));
      await page.getByTestId("final-quote").click();
      await expect(toast(page)).toContainText(t.toasts.completeTitle);
      await expect(toast(page)).toContainText(t.toasts.completeDescription);
      await expect(toast(page)).toHaveAttribute("data-variant", "success");
      await expect(page).toHaveURL((url) => url.pathname === homeUrl(language));
      expect(await storedQuote(page)).toBeNull();
      expect(await read()).toMatchObject({
        status: "complete",
        specifications: { pages: 4, revisions: 3 },
        estimatedPrice: 45_000,
      });
    });

    test(`Change Category clears the choice and Back returns to the plans (${language})`, async ({ page }) => {
      await stubQuoteApi(page);
      await startQuote(page, language);
      await choosePlan(page, "mobile", "mobile-medium");
      await expect(page.getByTestId("spec-field")).toHaveCount(2);
      await expect(page.getByTestId("spec-platform-web")).toBeChecked();
      await page.getByTestId("spec-screens").fill("2");
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(50_000));
      await page.getByTestId("spec-platform-native").check();
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(80_000));

      // Back: the same category's plans, the chosen one marked; choosing it again keeps the details.
      await page.getByTestId("configure-back").click();
      await expect(calculator(page)).toHaveAttribute("data-step", "category");
      await expect(page.getByTestId("plan-card")).toHaveCount(6);
      await expect(page.locator('[data-plan="mobile-medium"]')).toContainText(t.category.selected);
      await page.locator('[data-plan="mobile-medium"]').getByTestId("plan-choose").click();
      await expect(page.getByTestId("spec-screens")).toHaveValue("2");
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(80_000));

      // Change Category: back to the five categories, and choosing one starts from scratch.
      await page.getByTestId("configure-back").click();
      await page.getByTestId("change-category").click();
      await expect(page.getByTestId("plan-card")).toHaveCount(0);
      await expect(page.getByTestId("pricing-category")).toHaveCount(5);
      await page.locator('[data-category="mobile"]').click();
      await expect(page.getByText(t.category.selected, { exact: true })).toHaveCount(0);
      await page.locator('[data-plan="mobile-medium"]').getByTestId("plan-choose").click();
      await expect(page.getByTestId("spec-screens")).toHaveValue("1");
      await expect(page.getByTestId("spec-platform-web")).toBeChecked();
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(25_000));

      // A flat-fee plan has nothing to enter; a monthly plan says so.
      await page.getByTestId("configure-back").click();
      await page.getByTestId("change-category").click();
      await choosePlan(page, "cloud", "cloud-hosting");
      await expect(page.getByTestId("spec-field")).toHaveCount(0);
      await expect(page.getByText(t.configure.noInputs)).toBeVisible();
      await expect(page.getByTestId("estimate-total")).toHaveText(yen(3_300));
      await expect(page.getByTestId("final-quote")).toBeEnabled();
    });

    test(`Get Final Quote is disabled while the estimate is 0 or an entry is invalid (${language})`, async ({
      page,
    }) => {
      await stubQuoteApi(page);
      await startQuote(page, language);
      await choosePlan(page, "web", "web-additional");
      const button = page.getByTestId("final-quote");
      await expect(page.getByTestId("spec-additionalPages")).toHaveValue("0");
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(0));
      await expect(button).toBeDisabled();
      await expect(page.getByText(t.configure.zeroHint)).toBeVisible();

      await page.getByTestId("spec-additionalPages").fill("2");
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(30_000));
      await expect(button).toBeEnabled();

      await page.getByTestId("spec-additionalPages").fill("");
      await expect(button).toBeDisabled();
      await expect(page.getByTestId("spec-error")).toHaveText(
        pricingValidation[language].count("additionalPages", { min: "0", max: "10,000" }),
      );
      await expect(page.getByTestId("spec-additionalPages")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("estimate-unavailable")).toBeVisible();

      await page.getByTestId("configure-back").click();
      await page.locator('[data-plan="web-basic"]').getByTestId("plan-choose").click();
      await page.getByTestId("spec-revisions").fill("1");
      await expect(page.getByTestId("spec-error")).toHaveText(
        pricingValidation[language].count("revisions", { min: "2", max: "10,000" }),
      );
      await expect(button).toBeDisabled();
    });

    test(`invalid details show an Input Error toast and nothing is sent (${language})`, async ({ page }) => {
      const m = contactValidation[language];
      const requests: string[] = [];
      page.on("request", (r) => r.url().includes("/api/quotes") && requests.push(r.url()));
      await page.goto(calculatorUrl(language));
      await page.getByTestId("quote-start").click();
      await expect(toast(page)).toContainText(t.toasts.inputErrorTitle);
      await expect(toast(page)).toContainText(m.nameRequired);
      await expect(page.locator("#quote-name")).toBeFocused();
      await expect(page.locator("#quote-name")).toHaveAttribute("aria-invalid", "true");

      await page.locator("#quote-name").fill("Taro Yamada");
      await page.locator("#quote-email").fill("not-an-address");
      await page.keyboard.press("Enter");
      await expect(toast(page).last()).toContainText(m.emailInvalid);
      await expect(page.locator("#quote-email")).toBeFocused();

      await page.locator("#quote-email").fill(`${"a".repeat(250)}@example.jp`);
      await page.getByTestId("quote-start").click();
      await expect(toast(page).last()).toContainText(m.emailTooLong);
      await expect(calculator(page)).toHaveAttribute("data-step", "contact");
      // Proof that none of those went out: with valid details, the quote's creation is the first request sent.
      await page.locator("#quote-email").fill("taro@example.jp");
      const created = page.waitForRequest((r) => r.url().includes("/api/quotes"));
      await page.getByTestId("quote-start").click();
      await created;
      expect(requests).toEqual([`${new URL(page.url()).origin}/api/quotes`]);
    });

    test(`a failed start shows the Error toast and stays on the contact step (${language})`, async ({ page }) => {
      await page.route("**/api/quotes", (route) => route.abort("connectionrefused"));
      await page.goto(calculatorUrl(language));
      await page.locator("#quote-name").fill("Taro Yamada");
      await page.locator("#quote-email").fill("taro@example.jp");
      await page.getByTestId("quote-start").click();
      await expect(toast(page)).toContainText(t.toasts.errorTitle);
      await expect(toast(page)).toContainText(t.toasts.startFailed);
      await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
      await expect(calculator(page)).toHaveAttribute("data-step", "contact");
      await expect(page.locator("#quote-name")).toHaveValue("Taro Yamada");
    });

    test.describe("when the server refuses the details", () => {
      test.use({ expectedConsoleErrors: [/status of 400/] });

      test(`the server's validation message appears in the Input Error toast (${language})`, async ({ page }) => {
        const message = contactValidation[language].nameRequired;
        await page.route("**/api/quotes", (route) =>
          route.fulfill({ status: 400, json: { ok: false, error: { code: "validation", field: "name", message } } }),
        );
        await page.goto(calculatorUrl(language));
        await page.locator("#quote-name").fill("Taro Yamada");
        await page.locator("#quote-email").fill("taro@example.jp");
        await page.getByTestId("quote-start").click();
        await expect(toast(page)).toContainText(t.toasts.inputErrorTitle);
        await expect(toast(page)).toContainText(message);
        await expect(calculator(page)).toHaveAttribute("data-step", "contact");
      });
    });

    test(`every step works from the keyboard and has no accessibility violations (${language})`, async ({ page }) => {
      test.slow(); // four axe runs
      await stubQuoteApi(page);
      await page.goto(calculatorUrl(language));
      // The page's own content; the shared header and footer are audited by the foundation tests.
      const axe = async () => expect(await axeViolations(page, "#main")).toEqual([]);
      await axe();

      await page.locator("#quote-name").focus();
      await page.keyboard.type("Taro Yamada");
      await page.keyboard.press("Tab");
      await page.keyboard.type("taro@example.jp");
      await page.keyboard.press("Enter");
      await expect(calculator(page)).toHaveAttribute("data-step", "category");
      await expect(page.getByRole("heading", { level: 2, name: t.category.title })).toBeFocused();
      await axe();

      await page.keyboard.press("Tab");
      await expect(page.locator('[data-category="web"]')).toBeFocused();
      await tabTo(page, page.locator('[data-category="mobile"]'));
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("plans-heading")).toBeFocused();
      await expect(page.getByTestId("plan-card").first()).toHaveAttribute("data-plan", "mobile-pwa");
      await axe();

      await tabTo(page, page.locator('[data-plan="mobile-simple"]').getByTestId("plan-choose"));
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("selected-plan")).toHaveAttribute("data-plan", "mobile-simple");
      const screens = page.getByTestId("spec-screens");
      await screens.focus();
      await page.keyboard.press("ArrowUp");
      await expect(screens).toHaveValue("2");
      await expect(page.getByTestId("estimate-subtotal")).toHaveText(yen(20_000));
      await axe();
    });
  });
}

for (const language of languages) {
  test(`without JavaScript the calculator shows a note and a way to the contact page, and no form that could put an address in a URL (${language})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    await page.goto(calculatorUrl(language));
    const note = page.getByTestId("pricing-noscript");
    await expect(note).toBeVisible();
    await expect(note.getByRole("heading", { name: pricingPage[language].noScript.title })).toBeVisible();
    const link = note.getByRole("link", { name: pricingPage[language].noScript.link });
    await expect(link).toHaveAttribute("href", language === "en" ? "/en/contact" : "/contact");
    await expect(page.locator("#quote-name")).toBeHidden();
    await expect(page.locator("#quote-email")).toBeHidden();
    // Were the form shown anyway (a browser without the scripting media query), it would post, not GET.
    await expect(page.locator("form:has(#quote-email)")).toHaveAttribute("method", "post");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${language === "en" ? "/en" : ""}/contact$`));
    for (const address of urls) expect(address).not.toContain("?name=");
    await context.close();
  });
}

test("with JavaScript the calculator shows no no-script note", async ({ page }) => {
  await page.goto(calculatorUrl("en"));
  await expect(page.locator("#quote-name")).toBeVisible();
  await expect(page.getByTestId("pricing-noscript")).toHaveCount(0);
});
