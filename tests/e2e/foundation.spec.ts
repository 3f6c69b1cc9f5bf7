import { test, expect } from "./fixtures";
import { seo, type PageKey } from "../../content/seo";
import { caseStudyIds } from "../../content/case-study-ids";

const pages: [string, PageKey][] = [
  ["/", "home"],
  ["/services", "services"],
  ["/case-studies", "caseStudies"],
  ["/portfolio", "portfolio"],
  ["/company", "company"],
  ["/team", "team"],
  ["/contact", "contact"],
  ["/pricing-calculator", "pricing"],
  ["/terms", "terms"],
  ["/privacy", "privacy"],
];
const en = (p: string) => (p === "/" ? "/en" : `/en${p}`);
const siteUrl = "http://localhost:3000";

test.describe("every page answers in both languages", () => {
  for (const [path, key] of pages) {
    for (const lang of ["ja", "en"] as const) {
      const url = lang === "ja" ? path : en(path);
      test(`${url} has its title, lang and canonical`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(seo[lang][key].title);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        const canonical = url === "/" ? `${siteUrl}/` : `${siteUrl}${url}`;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      });
    }
  }
  for (const id of caseStudyIds) {
    test(`case study ${id} answers in both languages`, async ({ page }) => {
      for (const [url, lang] of [
        [`/case-studies/${id}`, "ja"],
        [`/en/case-studies/${id}`, "en"],
      ] as const) {
        expect((await page.goto(url))?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${url}`);
      }
    });
  }
});

test("the raw HTML carries the text, meta tags and JSON-LD without JavaScript", async ({ request }) => {
  const html = await (await request.get("/en/company")).text();
  expect(html).toContain(`<title>${seo.en.company.title}</title>`);
  expect(html).toContain('property="og:locale" content="en_US"');
  expect(html).toContain('hrefLang="ja"');
  expect(html).toContain('"@type":"ProfessionalService"');
  expect(html).toContain('"priceRange":"¥¥"');
  expect(html).toContain("Tamagawa Digital Works");
});

test("the language toggle round-trips and the choice survives a reload", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByTestId("language-toggle").first()).toHaveText("EN");
  await page.getByTestId("language-toggle").first().click();
  await expect(page).toHaveURL(/\/en\/services$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  await page.reload();
  await expect(page).toHaveURL(/\/en\/services$/);
  await page.getByTestId("language-toggle").first().click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.getByTestId("language-toggle").first()).toHaveText("EN");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ja");
  await page.reload();
  await expect(page).not.toHaveURL(/\/en\//);
});

test("a saved English choice on /company lands on /en/company before painting Japanese", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  await page.goto("/company");
  await expect(page).toHaveURL(/\/en\/company$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a saved language other than exactly ja or en is ignored", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "EN"));
  await page.goto("/company");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page).toHaveURL(/\/company$/);
  await expect(page).not.toHaveURL(/\/en\//);
});

test("the navigation bar turns solid after 20 px of scrolling", async ({ page }) => {
  await page.goto("/privacy");
  const header = page.getByTestId("site-header");
  await expect(header).toHaveAttribute("data-solid", "false");
  // The behaviour listens for scrolling (the attribute above is the prerendered markup's).
  await expect(header).toHaveAttribute("data-behaviour-attached", "");
  // Resolves in a scroll listener added after the header's, so the header has seen this scroll.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo(0, 10);
      }),
  );
  await expect(header).toHaveAttribute("data-solid", "false");
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute("data-solid", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-solid", "false");
});

test("on a phone the menu opens, navigates and closes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en");
  const button = page.getByTestId("mobile-menu-button");
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await button.click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(page.getByTestId("site-header")).toHaveAttribute("data-solid", "true");
  await page.locator("#mobile-menu").getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/en\/team$/);
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await expect(button).toHaveAccessibleName("Open menu");
});

test("desktop dropdowns work with the keyboard and mark the active section", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/case-studies");
  const projects = page.getByRole("button", { name: "実績" });
  await expect(projects).toHaveClass(/decoration-accent-400/);
  const services = page.getByRole("button", { name: "サービス" });
  await services.focus();
  await page.keyboard.press("Enter");
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", "/services#web-development");
  await page.keyboard.press("Escape");
  await expect(services).toHaveAttribute("aria-expanded", "false");
  await expect(services).toBeFocused();
  await expect(page.getByTestId("nav-contact")).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "料金シミュレーター" }).first()).toHaveAttribute(
    "href",
    "/pricing-calculator",
  );
});

test("desktop dropdowns open on hover, stay open for the click that follows, and close when the pointer or a click goes elsewhere", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en/company");
  const company = page.getByRole("button", { name: "Company", exact: true });
  const menu = page.locator("#nav-menu-company");
  await company.hover();
  await expect(company).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  // The click of a mouse user whose hover already opened the menu must not close it again.
  await company.click();
  await expect(menu).toBeVisible();
  await page.mouse.move(640, 600);
  await expect(menu).toBeHidden();
  await company.click();
  await expect(company).toHaveAttribute("aria-expanded", "true");
  await page.mouse.move(640, 600);
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Services", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#nav-menu-services")).toBeVisible();
  await page.mouse.click(640, 600);
  await expect(page.locator("#nav-menu-services")).toBeHidden();
});

test("the language toggle keeps the query string and fragment", async ({ page }) => {
  await page.goto("/portfolio?category=mobile");
  await page.getByTestId("language-toggle").first().click();
  await expect(page).toHaveURL(/\/en\/portfolio\?category=mobile$/);
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
});

test("an unknown address answers 404 with the translated page", async ({ page }) => {
  let response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ページが見つかりません");
  await expect(page.getByRole("link", { name: "ホームに戻る" })).toHaveAttribute("href", "/");
  response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByText("The page you are looking for may have been moved or removed.")).toBeVisible();
  // Said once, not twice ("Page Not Found / Oops! Page not found").
  await expect(page.locator("main").getByText(/page not found/i)).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/en");
});

test("an unknown case study redirects to the list in the same language", async ({ page }) => {
  await page.goto("/case-studies/does-not-exist");
  await expect(page).toHaveURL(/\/case-studies$/);
  await page.goto("/en/case-studies/does-not-exist");
  await expect(page).toHaveURL(/\/en\/case-studies$/);
});

test("the footer carries the company facts, five social links and the version", async ({ page }) => {
  await page.goto("/en");
  const footer = page.getByTestId("site-footer");
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[target="_blank"]')).toHaveCount(5);
  await expect(footer).toContainText("Version 2.0");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const href of ["/en", "/en/services", "/en/case-studies", "/en/company", "/en/terms", "/en/privacy"]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});
