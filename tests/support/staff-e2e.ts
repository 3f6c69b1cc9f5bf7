import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { staffOffice } from "../../content/staff-office";
import type { Locale } from "../../domain/i18n/locales";
import { e2eDataDir } from "../../playwright.config";
import { builtServerDir } from "./spawn-server";

export const E2E_STAFF_PASSWORD = "e2e staff password 1234";

/** `npm run staff -- add`, as the README says, against a server's data directory (the shared e2e server's by default). */
export function addStaff(email: string, name: string, dataDir = e2eDataDir) {
  execFileSync(process.execPath, [join(builtServerDir, "app-server/staff.js"), "add", email, "--name", name], {
    input: `${E2E_STAFF_PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
}

/** A new staff account named `name`, signed in on `page` (on the shared e2e server unless told another); its email. */
export async function staffSignedIn(
  page: Page,
  name: string,
  { baseUrl = "", dataDir = e2eDataDir }: { baseUrl?: string; dataDir?: string } = {},
) {
  const email = `staff-${Date.now()}-${Math.round(Math.random() * 1e6)}@tamagawa-digital.jp`;
  addStaff(email, name, dataDir);
  await page.goto(`${baseUrl}/staff/login`);
  const login = staffOffice[(await page.locator("html").getAttribute("lang")) === "en" ? "en" : "ja"].login;
  await page.getByLabel(login.email).fill(email);
  await page.getByLabel(login.password).fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: login.submit }).click();
  await expect(page).toHaveURL(/\/staff$/);
  return email;
}

/** A new staff account named `name` signed in on `page`, its office in `language`. */
export async function signedInStaff(page: Page, language: Locale, name = "E2E") {
  const email = await staffSignedIn(page, name);
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
