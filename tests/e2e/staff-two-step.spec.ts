import { axeViolations } from "../support/axe";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { staffOffice } from "../../content/staff-office";
import { spawnServer, type SpawnedServer } from "../support/spawn-server";
import { addStaff, E2E_STAFF_PASSWORD } from "../support/staff-e2e";

// A server of this file's own, so its dozen sign-in steps have their own per-address budget
// (raised to 30 a minute; the limits themselves are tested in tests/integration).
test.describe.configure({ mode: "serial", timeout: 120_000 });
// Wrong passwords and codes answer 401 and 422 on purpose; Chromium reports those documents as console errors.
test.use({ expectedConsoleErrors: [/status of (401|422)/] });

const t = staffOffice.ja;
const PASSWORD = E2E_STAFF_PASSWORD;
const NEW_PASSWORD = "two step e2e password 2, new";

let server: SpawnedServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "e2e-two-step-"));
  server = await spawnServer({
    env: { DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_STAFF_LOGINS_PER_MINUTE: "30" },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The password step of the sign-in page, in whichever language the page chose. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/staff/login`);
  const login = staffOffice[(await page.locator("html").getAttribute("lang")) === "en" ? "en" : "ja"].login;
  await page.getByLabel(login.email).fill(email);
  await page.getByLabel(login.password).fill(password);
  await page.getByRole("button", { name: login.submit }).click();
}

test("enrol two-step verification from the key as shown, sign in with a recovery code once, and change sign-in settings only with the current password", async ({
  page,
  browser,
}) => {
  const email = `two-step-${Date.now()}@tamagawa-digital.jp`;
  addStaff(email, "二段階", dataDir);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);

  // Enrolment: the server makes the key; the page shows it as a QR code and in base32 for typing in.
  await page.goto(`${server.url}/staff/account`);
  await page.getByRole("button", { name: t.account.totpStart }).click();
  const totp = page.getByRole("region", { name: t.account.totp });
  await expect(totp.getByRole("img", { name: t.account.totp })).toBeVisible();
  const shown = (await totp.locator("code.totp-key").innerText()).trim();
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expectNoAxeViolations(page);
  // What an authenticator app does with the typed key: base32 without the spaces, RFC 6238.
  const key = decodeBase32IgnorePadding(shown.replace(/ /g, ""));
  expect(key.length).toBe(20);
  await totp.getByLabel(t.login.code).fill(generateTOTP(key, 30, 6));
  await totp.getByLabel(t.account.currentPassword).fill(PASSWORD);
  await totp.getByRole("button", { name: t.account.totpConfirm }).click();
  await expect(page.getByText(t.account.totpEnabled)).toBeVisible();
  const shownCodes = page.getByRole("region", { name: t.account.recovery }).locator("ol.codes code");
  await expect(shownCodes).toHaveCount(10);
  const codes = await shownCodes.allInnerTexts();
  await expectNoAxeViolations(page);

  // Another device, with no authenticator app at hand: a recovery code instead of the code.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signIn(phone, email, PASSWORD);
  await expect(phone).toHaveURL(/\/staff\/login\/code/);
  await expectNoAxeViolations(phone);
  await phone.getByLabel(t.login.recovery).fill(codes[0]!);
  await phone.getByRole("button", { name: t.login.recoverySubmit }).click();
  await expect(phone).toHaveURL(/\/staff$/);

  // The same code a second time is refused.
  await phone.getByRole("button", { name: t.nav.logout }).click();
  await signIn(phone, email, PASSWORD);
  await phone.getByLabel(t.login.recovery).fill(codes[0]!);
  await phone.getByRole("button", { name: t.login.recoverySubmit }).click();
  await expect(phone.getByRole("alert")).toHaveText(t.login.recoveryFailed);
  await expect(phone).toHaveURL(/\/staff\/login\/code/);
  // Typed from the keyboard alone, in lower case: the next code works.
  await phone.getByLabel(t.login.recovery).focus();
  await phone.keyboard.type(codes[1]!.toLowerCase());
  await phone.keyboard.press("Enter");
  await expect(phone).toHaveURL(/\/staff$/);

  await page.goto(`${server.url}/staff/account`);
  await expect(page.getByText(t.account.recoveryLeft(8))).toBeVisible();

  // Turning two-step verification off needs the current password.
  const disable = page.locator('form[action="/staff/account/totp/disable"]');
  await disable.getByLabel(t.account.currentPassword).fill("not the password at all");
  await disable.getByRole("button", { name: t.account.totpDisable }).click();
  await expect(page.getByRole("alert")).toHaveText(t.account.wrongPassword);
  await expect(page.getByText(t.account.totpOn)).toBeVisible();
  await disable.getByLabel(t.account.currentPassword).fill(PASSWORD);
  await disable.getByRole("button", { name: t.account.totpDisable }).click();
  await expect(page.getByText(t.account.totpDisabled)).toBeVisible();
  await expect(page.getByText(t.account.totpOff)).toBeVisible();

  // So does a new password, which then signs out the account's other sessions (the phone).
  const password = page.getByRole("region", { name: t.account.password });
  await password.getByLabel(t.account.currentPassword).fill("not the password at all");
  await password.getByLabel(t.account.newPassword).fill(NEW_PASSWORD);
  await password.getByLabel(t.account.newPasswordAgain).fill(NEW_PASSWORD);
  await password.getByRole("button", { name: t.account.passwordChange }).click();
  await expect(page.getByRole("alert")).toHaveText(t.account.wrongPassword);
  await password.getByLabel(t.account.currentPassword).fill(PASSWORD);
  await password.getByLabel(t.account.newPassword).fill(NEW_PASSWORD);
  await password.getByLabel(t.account.newPasswordAgain).fill(NEW_PASSWORD);
  await password.getByRole("button", { name: t.account.passwordChange }).click();
  await expect(page.getByText(t.account.passwordChanged)).toBeVisible();
  await expectNoAxeViolations(page);

  await phone.goto(`${server.url}/staff`);
  await expect(phone).toHaveURL(/\/staff\/login\?next=/);
  await page.goto(`${server.url}/staff`);
  await expect(page).toHaveURL(/\/staff$/);
  await signIn(phone, email, PASSWORD);
  await expect(phone.getByRole("alert")).toBeVisible();
  await signIn(phone, email, NEW_PASSWORD);
  await expect(phone).toHaveURL(/\/staff$/);
  await phoneContext.close();
});
