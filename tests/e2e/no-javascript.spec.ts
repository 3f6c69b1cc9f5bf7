import { test, expect } from "./fixtures";

/** A visitor whose browser runs no script still finds every page and can read the header. */
test.use({ javaScriptEnabled: false });

test("on a phone the menu opens without script and leads to every page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await page.getByTestId("mobile-menu-button").click();
  await expect(menu).toBeVisible();
  for (const href of [
    "/",
    "/services",
    "/case-studies",
    "/portfolio",
    "/company",
    "/team",
    "/pricing-calculator",
    "/contact",
  ]) {
    await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await menu.getByRole("link", { name: "チーム" }).click();
  await expect(page).toHaveURL(/\/team$/);
  // The other language is a plain link too.
  await page.getByTestId("mobile-menu-button").click();
  await menu.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/en\/team$/);
});

test("the header keeps its dark bar without script, so its white text is never on a white page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/privacy");
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 500);
  const background = await page.getByTestId("site-header").evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(background).toContain("linear-gradient");
  // The chat needs script: no button that would do nothing.
  await expect(page.getByTestId("chat-button")).toBeHidden();
});

test("the footer links to every page of the site", async ({ page }) => {
  for (const [path, prefix] of [
    ["/", ""],
    ["/en", "/en"],
  ] as const) {
    await page.goto(path);
    const footer = page.getByTestId("site-footer");
    for (const to of [
      "/services",
      "/case-studies",
      "/portfolio",
      "/company",
      "/team",
      "/pricing-calculator",
      "/contact",
      "/terms",
      "/privacy",
    ]) {
      await expect(footer.locator(`a[href="${prefix}${to}"]`).first()).toBeAttached();
    }
  }
});

test("at desktop width the dropdowns open on hover and keyboard focus without script, and their links work", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const dropdowns = {
    サービス: [
      "/services#web-development",
      "/services#mobile-apps",
      "/services#cloud-solutions",
      "/services#it-consulting",
    ],
    実績: ["/case-studies", "/portfolio"],
    会社情報: ["/company", "/company#vision"],
  };
  for (const [label, hrefs] of Object.entries(dropdowns)) {
    const button = page.getByRole("button", { name: label, exact: true });
    const list = page.locator("[data-dropdown]", { has: button }).locator("ul");
    await expect(list).toBeHidden();
    await button.hover();
    for (const href of hrefs) await expect(list.locator(`a[href="${href}"]`)).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(list).toBeHidden();
    // The keyboard: Tab onto the button shows the list, the next Tab reaches its first link.
    await button.focus();
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", hrefs[0]);
    await page.locator("body").click({ position: { x: 5, y: 700 } });
  }
  for (const href of ["/case-studies", "/portfolio", "/company"]) {
    await page.goto("/");
    const dropdown = page.locator("[data-dropdown]", { has: page.locator(`a[href="${href}"]`) });
    await dropdown.locator("button").hover();
    await dropdown.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  }
  await page.goto("/en");
  await page.getByRole("button", { name: "Services", exact: true }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/services#web-development$/);
});
