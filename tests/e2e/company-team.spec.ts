import { test, expect } from "./fixtures";
import { scrollSettled } from "./page-settled";
import { company } from "../../content/company";
import { representativeLine, teamMembers } from "../../content/team";
import { formatYearMonth } from "../../domain/text/format-date";
import type { Locale } from "../../domain/i18n/locales";

const languages: { lang: Locale; prefix: string }[] = [
  { lang: "ja", prefix: "" },
  { lang: "en", prefix: "/en" },
];

for (const { lang, prefix } of languages) {
  test.describe(`company and team pages (${lang})`, () => {
    test("a visitor reads the company's four values and its profile (the spec's seven rows, then the representative) built from the company facts", async ({
      page,
    }) => {
      await page.goto(`${prefix}/company`);
      await expect(page.getByTestId("company-value")).toHaveCount(4);
      const rows = page.getByTestId("profile-row");
      await expect(rows).toHaveCount(8);
      const founded = formatYearMonth(company.founded.year, company.founded.month, lang);
      const expected = [
        company.legalName[lang],
        founded,
        company.address.full[lang],
        company.capital.label[lang],
        company.staff.label[lang],
        company.mainBank[lang],
        company.businessType[lang],
        representativeLine(lang),
      ];
      for (const [i, value] of expected.entries()) await expect(rows.nth(i)).toContainText(value);
      await expect(rows.nth(1)).toContainText(lang === "ja" ? "2022年4月" : "April 2022");
      await expect(rows.nth(4)).toContainText(String(company.staff.contractors));
    });

    test("a visitor opening /company#vision sees the vision section below the fixed header", async ({ page }) => {
      await page.goto(`${prefix}/company#vision`);
      const vision = page.locator("#vision");
      await expect(vision).toBeInViewport();
      const heading = vision.getByRole("heading", { level: 2 });
      await expect(heading).toBeInViewport();
      await scrollSettled(page);
      const header = await page.getByTestId("site-header").boundingBox();
      const box = await vision.boundingBox();
      expect(header?.height).toBe(64);
      expect(box!.y).toBeGreaterThanOrEqual(64);
      expect(box!.y).toBeLessThan(200);
    });

    test("a visitor choosing Vision in the header's company menu lands on the vision section below the header", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}/team`);
      const nav = page.getByRole("navigation", { name: lang === "ja" ? "メインナビゲーション" : "Main navigation" });
      // Hovering opens the menu for mouse users (a click on top of hover would toggle it shut).
      await nav.getByRole("button", { name: lang === "ja" ? "会社情報" : "Company" }).hover();
      await nav.getByRole("link", { name: lang === "ja" ? "ビジョン" : "Our Vision" }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/company#vision$`));
      const vision = page.locator("#vision");
      await expect(vision.getByRole("heading", { level: 2 })).toBeInViewport();
      await expect.poll(async () => (await vision.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
      await expect.poll(async () => (await vision.boundingBox())?.y ?? 999).toBeLessThan(200);
    });

    test("a visitor follows the join-us link from the company page to the team page", async ({ page }) => {
      await page.goto(`${prefix}/company`);
      const join = page.getByTestId("cta-link");
      await expect(join).toHaveAttribute("href", `${prefix}/team`);
      await join.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/team$`));
      await expect(page.getByTestId("team-member")).toHaveCount(3);
    });

    test("a visitor meets three team members with portraits, skills and profile links opening in a new tab", async ({
      page,
    }) => {
      await page.goto(`${prefix}/team`);
      const members = page.getByTestId("team-member");
      await expect(members).toHaveCount(3);
      for (const [i, m] of teamMembers.entries()) {
        const card = members.nth(i);
        const name = lang === "ja" ? m.name : m.nameEn;
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
        await expect(card).toContainText(m.role[lang]);
        for (const skill of lang === "ja" ? m.skills : m.skillsEn) await expect(card).toContainText(skill);
        if (m.image) {
          const img = card.getByRole("img", { name });
          await expect(img).toHaveAttribute("width", String(m.image.width));
          await expect(img).toHaveAttribute("height", String(m.image.height));
          await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
        }
        const links = card.getByRole("link");
        const expectedCount = [m.github, m.linkedin, m.isocialize].filter(Boolean).length;
        await expect(links).toHaveCount(expectedCount);
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
          await expect(link).toHaveAccessibleName(new RegExp(name));
        }
      }
      await expect(page.getByTestId("avatar-initials")).toHaveCount(0);
    });

    test("a visitor whose portrait downloads fail sees each member's initials instead", async ({ page }) => {
      await page.route("**/images/team/**", (route) => route.abort("failed"));
      await page.goto(`${prefix}/team`);
      const initials = page.getByTestId("avatar-initials");
      await expect(initials).toHaveCount(3);
      for (const [i, m] of teamMembers.entries()) {
        await expect(initials.nth(i)).toHaveText(m.initials);
        await expect(initials.nth(i)).toHaveAccessibleName(lang === "ja" ? m.name : m.nameEn);
      }
    });

    test("a visitor whose portrait fails after the page is interactive still sees the initials", async ({ page }) => {
      // Hold the first portrait until the page's behaviours are attached, then fail it: this exercises the error listener.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${teamMembers[0].image!.src}`, async (route) => {
        await held;
        await route.abort("failed");
      });
      await page.goto(`${prefix}/team`, { waitUntil: "commit" });
      const firstImage = page.getByTestId("team-member").first().getByRole("img");
      await expect(firstImage).toHaveAttribute("data-behaviour-attached", "");
      release();
      await expect(page.getByTestId("team-member").first().getByTestId("avatar-initials")).toHaveText(
        teamMembers[0].initials,
      );
      await expect(page.getByTestId("avatar-initials")).toHaveCount(1);
    });

    test("a visitor reads the three parts of the team culture and finds the join-us link to the contact page", async ({
      page,
    }) => {
      await page.goto(`${prefix}/team`);
      await expect(page.getByTestId("culture-item")).toHaveCount(3);
      await expect(page.getByTestId("cta-link")).toHaveAttribute("href", `${prefix}/contact`);
    });
  });
}
