import type { Browser, Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signedInStaff } from "../support/staff-e2e";
import { afterLoadIdleRan, pageImportHandled } from "./page-settled";

// Headless Chromium calls itself HeadlessChrome, which the server rightly drops as a bot: these
// journeys present the user agent of an ordinary desktop Chrome.
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function visitorPage(browser: Browser, init?: () => void) {
  const context = await browser.newContext({ userAgent: desktopChrome });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const beacons: Request[] = [];
  page.on("request", (r) => r.url().endsWith("/api/events") && beacons.push(r));
  return { context, page, beacons };
}

/** Resolves once the page's analytics code has run (after load and idle): where a page view would have been sent. */
async function analyticsRan(page: Page) {
  await afterLoadIdleRan(page);
  await pageImportHandled(page, /\/assets\/islands\/analytics-(?!vitals)[^/]*\.js$/);
}

test("a visit with a campaign shows on the dashboard with its page views and Web Vitals", async ({ browser, page }) => {
  const campaign = `e2e-${Date.now()}`;
  const visitor = await visitorPage(browser);
  const first = visitor.page.waitForResponse((r) => r.url().endsWith("/api/events"));
  // The web-vitals chunk arrives once the page is idle.
  const vitalsChunk = visitor.page.waitForRequest(/\/assets\/islands\/analytics-vitals-/);
  await visitor.page.goto(`/en/services?utm_source=spec&utm_medium=test&utm_campaign=${campaign}`);
  expect((await first).status()).toBe(204);
  expect(visitor.beacons[0]!.postDataJSON()).toMatchObject({
    t: "pageview",
    p: "/en/services",
    l: "en",
    e: true,
    u: { source: "spec", medium: "test", campaign },
  });
  await vitalsChunk;
  // A click gives INP something to measure.
  await visitor.page.locator("main h1").first().click();
  // Leaving the page hides it: the library reports LCP, CLS and INP then.
  const second = visitor.page.waitForResponse(
    (r) => r.url().endsWith("/api/events") && r.request().postData()?.includes('"/en/company"') === true,
  );
  await visitor.page.goto("/en/company");
  await second;
  expect(await visitor.context.cookies()).toEqual([]);
  // The landing stays in the tab's sessionStorage, for a lead's attribution; no identifier.
  expect(JSON.parse((await visitor.page.evaluate(() => sessionStorage.getItem("analytics-entry")))!)).toEqual({
    entryPath: "/en/services",
    referrer: null,
    utmSource: "spec",
    utmMedium: "test",
    utmCampaign: campaign,
  });
  await visitor.context.close();

  await signedInStaff(page, "en");
  await expect(async () => {
    await page.goto("/staff/analytics");
    const campaigns = page.locator('[data-table="campaigns"]');
    await expect(campaigns.getByRole("row", { name: `spec / test / ${campaign}` })).toContainText("1");
    const vitals = page.locator('[data-table="vitals"]');
    await expect(vitals.getByRole("row", { name: /\/en\/services/ })).toContainText(/Good|Needs improvement|Poor/);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  expect(
    Number((await page.locator('[data-total="pageviews"]').textContent())!.replace(/,/g, "")),
  ).toBeGreaterThanOrEqual(2);
  await expect(page.locator('[data-table="vitals"] th[scope="col"]')).toHaveText([
    "Page",
    "LCP",
    "INP",
    "CLS",
    "Samples",
  ]);
  // The chart draws from the same numbers as the table under it.
  await expect(page.locator("#analytics-chart")).toHaveAttribute("data-chart", "ready");
  await expect(page.locator("#analytics-chart canvas")).toBeVisible();
});

test("the dashboard is behind the sign-in, speaks the staff member's language and keeps the range", async ({
  page,
}) => {
  await page.goto("/staff/analytics");
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fanalytics$/);
  await signedInStaff(page, "ja");
  await page.getByRole("link", { name: "アクセス解析" }).click();
  await expect(page).toHaveURL(/\/staff\/analytics$/);
  await page.goto("/staff/analytics?from=2026-01-01&to=2026-01-07");
  await expect(page.getByRole("heading", { level: 1, name: "アクセス解析" })).toBeVisible();
  await expect(page.locator('input[name="from"]')).toHaveValue("2026-01-01");
  await expect(page.locator('[data-table="days"] tbody tr')).toHaveCount(7);
});

for (const [name, init] of [
  ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
  [
    "Global Privacy Control",
    () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  ],
] as const) {
  test(`a visitor with ${name} on sends nothing and stores nothing`, async ({ browser }) => {
    const visitor = await visitorPage(browser, init);
    await visitor.page.goto("/en/services?utm_source=never");
    await visitor.page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
    await analyticsRan(visitor.page);
    await visitor.page.goto("/en/company");
    await analyticsRan(visitor.page);
    expect(visitor.beacons).toEqual([]);
    expect(await visitor.page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await visitor.context.cookies()).toEqual([]);
    await visitor.context.close();
  });
}
