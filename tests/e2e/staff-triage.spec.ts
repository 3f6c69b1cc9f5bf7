import type { APIRequestContext } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { staffOffice } from "../../content/staff-office";
import { staffTriage } from "../../content/staff-office-triage";
import { signedInStaff } from "../support/staff-e2e";
import { formToken } from "../support/form-tokens";
import { test, expect } from "./fixtures";

const PHONE = 390;

/** A contact message through the public API, with long values that once pushed the inbox table wide. */
async function contact(request: APIRequestContext, stamp: number) {
  const token = formToken("contact");
  const response = await request.post("/api/contact", {
    data: {
      name: "川崎 花子",
      email: `a-rather-long-address-for-a-phone-${stamp}@example-company-domain.co.jp`,
      phone: "090-1234-5678",
      company: "株式会社かわさきデジタルソリューションズ",
      // One unbroken run, as a pasted tracking ID or URL-like text is: it must wrap inside its cell.
      message: `${"ホームページのリニューアルについて相談したいです。".repeat(4)} ${"A1B2C3D4E5".repeat(16)}`,
      language: "ja",
      formToken: token,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test("on a 390 px phone the inbox is a list of cards without sideways scrolling, and the lead and person pages offer tap-to-call and tap-to-mail", async ({
  page,
  request,
}) => {
  test.slow();
  const lead = await contact(request, Date.now());
  await page.setViewportSize({ width: PHONE, height: 844 });
  await signedInStaff(page, "ja");
  const t = staffOffice.ja;

  await page.goto("/staff");
  const card = page.locator(`tr[data-lead="${lead.id}"]`);
  await expect(card).toBeVisible();
  expect(await page.evaluate(overflow)).toBe(0);
  // Each lead is a card: the row is a block as wide as the list, its cells stacked with their column's name.
  expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe("block");
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE);
  // 「新規」 reads on one line, not one character per line.
  const status = card.locator(".badge.status");
  await expect(status).toHaveText(t.statuses.new);
  const badge = (await status.boundingBox())!;
  expect(badge.width).toBeGreaterThan(badge.height);
  const lineHeight = await status.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(badge.height).toBeLessThan(lineHeight * 1.5);
  // The card's checkbox is still there for bulk actions, with its name.
  await expect(card.getByRole("checkbox")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/staff/leads/${lead.id}$`));
  expect(await page.evaluate(overflow)).toBe(0);
  await expect(page.locator('a[href="tel:09012345678"]')).toHaveText("090-1234-5678");
  await expect(page.locator('a[href^="mailto:a-rather-long-address-for-a-phone-"]')).toBeVisible();

  await page.getByRole("link", { name: staffTriage.ja.person }).click();
  await expect(page).toHaveURL(/\/staff\/people\/e[0-9a-f]{24}$/);
  await expect(page.locator(`[data-lead="${lead.id}"]`)).toBeVisible();
  await expect(page.locator('a[href="tel:09012345678"]')).toBeVisible();
  expect(await page.evaluate(overflow)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  // A tablet just above the cards' breakpoint gets the table, still without sideways scrolling.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto("/staff");
  expect(await page.evaluate(overflow)).toBe(0);
  // On a desktop the same list is a table with a column per field.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/staff");
  expect(await page.locator(`tr[data-lead="${lead.id}"]`).evaluate((el) => getComputedStyle(el).display)).toBe(
    "table-row",
  );
});

test("the analytics page keeps the office header and its sign-out button", async ({ page }) => {
  await signedInStaff(page, "en");
  await page.goto("/staff/analytics");
  const t = staffOffice.en;
  await expect(page.getByRole("link", { name: t.nav.inbox })).toBeVisible();
  await page.getByRole("button", { name: t.nav.logout }).click();
  await expect(page).toHaveURL(/\/staff\/login/);
});
