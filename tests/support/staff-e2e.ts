import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { staffOffice } from "../../content/staff-office";
import type { Locale } from "../../domain/i18n/locales";
import { e2eDataDir } from "../../playwright.config";
import { builtServerDir } from "./spawn-server";

export const E2E_STAFF_PASSWORD = "e2e staff password 1234";

/** `npm run staff -- add`, as the README says, against the running server's data directory. */
export function addStaff(email: string, name: string) {
  execFileSync(process.execPath, [join(builtServerDir, "app-server/staff.js"), "add", email, "--name", name], {
    input: `${E2E_STAFF_PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: "warn" },
  });
}

/** A new staff account named `name` signed in on `page`, its office in `language`. */
export async function signedInStaff(page: Page, language: Locale, name = "E2E") {
  const email = `staff-${Date.now()}-${Math.round(Math.random() * 1e6)}@tamagawa-digital.jp`;
  addStaff(email, name);
  await page.goto("/staff/login");
  const login = staffOffice[(await page.locator("html").getAttribute("lang")) === "en" ? "en" : "ja"].login;
  await page.getByLabel(login.email).fill(email);
  await page.getByLabel(login.password).fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: login.submit }).click();
  await expect(page).toHaveURL(/\/staff$/);
  if (language === "en") {
    await page.goto("/staff/account");
    await page.getByLabel(staffOffice.ja.account.language).selectOption("en");
    await page.getByRole("button", { name: staffOffice.ja.account.saveLanguage }).click();
    await expect(page.getByRole("heading", { level: 1, name: staffOffice.en.account.title })).toBeVisible();
  }
  return email;
}

/** A colleague in a browser of their own (a context with its own cookies), signed in, the office in English. */
export async function colleagueSignedIn(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: "en-US" })).newPage();
  await signedInStaff(page, "en", name);
  return page;
}
