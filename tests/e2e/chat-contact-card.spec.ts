import { readdirSync, readFileSync } from "node:fs";
import { axeViolations } from "../support/axe";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { messages, panel } from "./chat-panel";
import { e2eDataDir } from "../../playwright.config";
import { chatContactCard } from "../../content/chat-contact-card";
import { chatLeads } from "../../content/chat-leads";
import { chatQuickOptions } from "../../content/chat-widget";
import { company } from "../../content/company";
import { contactValidation } from "../../content/contact-validation";
import { parseMail, type ParsedMail } from "../support/parse-mail";

/** The emails the server's file mailer wrote that mention an address (To or Reply-To). */
function mailsAbout(address: string): ParsedMail[] {
  const dir = join(e2eDataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names
    .map((name) => parseMail(readFileSync(join(dir, name), "latin1")))
    .filter((mail) => `${mail.header("to")} ${mail.header("reply-to")}`.includes(address));
}

const card = (page: Page) => panel(page).getByTestId("chat-contact-card");
const field = (page: Page, name: string) => card(page).locator(`[name="${name}"]`);

async function widgetViolations(page: Page) {
  const violations = await axeViolations(page, "#chat-widget-root");
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab", max = 20) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The described-by text of a control, as a screen reader reads it after the label. */
const description = (control: Locator) =>
  control.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

for (const [language, prefix] of [
  ["ja", ""],
  ["en", "/en"],
] as const) {
  const t = chatContactCard[language];
  const m = contactValidation[language];
  const quick = chatQuickOptions[language];
  const person =
    language === "ja"
      ? {
          name: "川崎 花子",
          company: "川崎商事株式会社",
          time: "平日の午後",
          request: "ECサイトの構築を相談したいです。",
        }
      : {
          name: "Hanako Kawasaki",
          company: "Kawasaki Trading",
          time: "weekday afternoons",
          request: "A new shop site.",
        };

  test(`a visitor sends the contact card: an invalid email is marked, fixed, and the lead reaches the company (${language})`, async ({
    page,
  }) => {
    const address = `card-${language}-${Date.now()}@example.com`;
    await page.goto(`${prefix}/services`);
    await page.getByTestId("chat-button").click();
    await expect(messages(page).first()).toBeVisible();
    await panel(page)
      .getByTestId("chat-quick-option")
      .filter({ hasText: quick.find((o) => o.id === "sales")!.label })
      .click();

    await expect(card(page)).toBeVisible();
    await expect(panel(page).getByRole("form", { name: t.heading })).toBeVisible();
    for (const name of ["name", "email", "phone", "company", "preferredTime", "message"] as const)
      await expect(card(page).getByLabel(t.fields[name])).toBeVisible();
    expect(await description(field(page, "preferredTime"))).toContain(t.preferredTimeHint);
    expect(await widgetViolations(page)).toEqual([]);

    await field(page, "name").fill(person.name);
    await field(page, "email").fill("hanako@");
    await field(page, "company").fill(person.company);
    await field(page, "preferredTime").fill(person.time);
    await field(page, "message").fill(person.request);
    await card(page).getByRole("button", { name: t.submit }).click();

    // Marked beside the field, described to a screen reader, and focused; nothing was sent.
    await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "email")).toBeFocused();
    await expect(card(page).getByTestId("chat-card-error")).toHaveText([m.emailInvalid]);
    expect(await description(field(page, "email"))).toBe(m.emailInvalid);
    await expect(field(page, "name")).not.toHaveAttribute("aria-invalid");
    expect(await widgetViolations(page)).toEqual([]);

    await field(page, "email").fill(address);
    await expect(field(page, "email")).not.toHaveAttribute("aria-invalid");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/chat/lead")),
      card(page).getByRole("button", { name: t.submit }).click(),
    ]);
    expect(answer.status()).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    await expect(messages(page).last()).toContainText(chatLeads[language].reference(reference));
    await expect(messages(page).nth(-2)).toContainText(t.sent);
    await expect(card(page)).toHaveCount(0);
    await expect(panel(page).getByTestId("chat-input")).toBeFocused();

    // The company's notification carries the card's details; the visitor gets the confirmation.
    await expect.poll(() => mailsAbout(address).length, { timeout: 15_000 }).toBe(2);
    const notification = mailsAbout(address).find((mail) => mail.header("to")!.includes(company.email))!;
    expect(notification.header("subject")).toContain(reference);
    for (const part of [person.name, address, person.company, chatLeads[language].preferredTime(person.time)])
      expect(notification.text).toContain(part);
    expect(notification.text).toContain(person.request);
  });

  test(`the contact card works with the keyboard alone (${language})`, async ({ page }) => {
    const address = `keyboard-${language}-${Date.now()}@example.com`;
    await page.goto(prefix || "/");
    await page.getByTestId("chat-button").focus();
    await page.keyboard.press("Enter");
    await expect(messages(page).first()).toBeVisible();
    const support = panel(page)
      .getByTestId("chat-quick-option")
      .filter({ hasText: quick.find((o) => o.id === "support")!.label });
    await tabTo(page, support, "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(card(page)).toBeVisible();

    // From the message input, back into the card to its first field, then forward through it.
    await expect(panel(page).getByTestId("chat-input")).toBeFocused();
    await tabTo(page, field(page, "name"), "Shift+Tab");
    await page.keyboard.type(person.name);
    await page.keyboard.press("Tab");
    await expect(field(page, "email")).toBeFocused();
    await page.keyboard.type("not an address");
    for (const next of ["phone", "company", "preferredTime", "message"]) {
      await page.keyboard.press("Tab");
      await expect(field(page, next)).toBeFocused();
    }
    await page.keyboard.type(person.request);
    await page.keyboard.press("Tab");
    await expect(card(page).getByRole("button", { name: t.submit })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(field(page, "email")).toBeFocused();
    await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(address);
    await page.keyboard.press("Enter");
    await expect(messages(page).last()).toContainText(/L-\d{4}-\d{4}/);
    await expect(card(page)).toHaveCount(0);
    await expect(panel(page).getByTestId("chat-input")).toBeFocused();
  });

  test(`the typed flow goes on beside the card, which follows what the assistant read (${language})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/company`);
    await page.getByTestId("chat-button").click();
    await expect(messages(page).first()).toBeVisible();
    await panel(page)
      .getByTestId("chat-quick-option")
      .filter({ hasText: quick.find((o) => o.id === "sales")!.label })
      .click();
    await expect(card(page)).toBeVisible();
    // A field the visitor edited keeps the edit; the others fill in as the assistant reads the chat.
    await field(page, "company").fill(person.company);
    await panel(page).getByTestId("chat-input").fill(person.name);
    await panel(page).getByTestId("chat-input").press("Enter");
    await expect(field(page, "name")).toHaveValue(person.name);
    await expect(field(page, "company")).toHaveValue(person.company);
    await panel(page)
      .getByTestId("chat-input")
      .fill(language === "ja" ? "キャンセル" : "cancel");
    await panel(page).getByTestId("chat-input").press("Enter");
    await expect(card(page)).toHaveCount(0);
  });
}
