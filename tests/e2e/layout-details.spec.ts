import { test, expect } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { caseStudyIds } from "../../content/case-study-ids";
import { company } from "../../content/company";

/** Small layout promises: the chat button clear of titles, card grids without a lone last card, the team in at most two columns below 900 px, its scope. */

/** How many cards sit on each row (by their top edge), top to bottom. */
async function rowSizes(items: Locator) {
  const tops = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
}

/** The rectangles of the h1's text (not its box, whose padding keeps the safe area). */
async function titleTextRects(page: Page) {
  return page.locator("h1").evaluate((h1) => {
    const range = document.createRange();
    range.selectNodeContents(h1);
    return [...range.getClientRects()].filter((r) => r.width > 0).map((r) => ({ left: r.left, right: r.right }));
  });
}

for (const [lang, prefix] of [
  ["ja", ""],
  ["en", "/en"],
] as const) {
  test(`at 320 px the chat button never covers a case study's title, wherever it is scrolled (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    for (const id of caseStudyIds) {
      await page.goto(`${prefix}/case-studies/${id}`);
      const button = (await page.getByTestId("chat-button").boundingBox())!;
      // The button is fixed: the title scrolls under its row, so its text must stay left of its lane.
      for (const rect of await titleTextRects(page)) {
        expect(rect.right, `${id}: title text reaches under the chat button`).toBeLessThanOrEqual(button.x);
      }
    }
  });

  test(`at 768 px no card sits alone on the last row of the team and portfolio grids (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.goto(`${prefix}/team`);
    // Below 900 px the team is one column (at most two are allowed there), so no member sits alone beside a gap.
    const team = await rowSizes(page.getByTestId("team-member"));
    expect(Math.max(...team)).toBeLessThanOrEqual(2);
    expect(team.every((n) => n === 1) || team.at(-1)! > 1).toBe(true);

    await page.goto(`${prefix}/portfolio`);
    const filters = await page
      .getByTestId("portfolio-filter")
      .evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
    expect(filters.length).toBeGreaterThan(1);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 1000 });
      for (const href of filters) {
        await page.goto(href);
        const items = page.getByTestId("portfolio-item");
        const rows = await rowSizes(items);
        if ((await items.count()) > 1)
          expect({ width, href, last: rows.at(-1)! > 1 }).toEqual({ width, href, last: true });
      }
    }
  });

  test(`the team page says these are the core members, with the company's staff figures (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/team`);
    const { employees, contractors } = company.staff;
    const section = page.locator("section", { has: page.locator("#members-title") });
    const lead =
      lang === "ja"
        ? `ご紹介するのは中核メンバーです。社員${employees}名と業務委託${contractors}名の体制で`
        : `These are our core members. With ${employees} employees and ${contractors} contractors`;
    await expect(section).toContainText(lead);
  });
}
