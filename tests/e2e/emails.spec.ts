import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect } from "./fixtures";
import { e2eDataDir } from "../../playwright.config";
import { company } from "../../content/company";
import { contactPage } from "../../content/contact-page";
import type { Locale } from "../../domain/i18n/locales";
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

const sender: Record<Locale, string> = { ja: "多摩川デジタルワークス", en: "Tamagawa Digital Works" };

for (const [lang, prefix] of [
  ["ja", ""],
  ["en", "/en"],
] as const) {
  test(`a contact message is confirmed by email under a short reference, from the company's ${lang === "ja" ? "Japanese" : "English"} name (${lang})`, async ({
    page,
  }) => {
    const address = `reference-${lang}-${Date.now()}@example.com`;
    await page.goto(`${prefix}/contact`);
    await expect(page.locator('#contact-form input[name="formToken"]')).toHaveValue(/^v3\.contact\./);
    const typed = {
      name: "Hanako Kawasaki",
      email: address,
      company: "Example KK",
      message: "Please call me about https://example.net/offer",
    };
    for (const [name, value] of Object.entries(typed)) await page.locator(`#contact-form [name="${name}"]`).fill(value);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST"),
      page.getByRole("button", { name: contactPage[lang].form.submit }).click(),
    ]);
    expect(answer.status()).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    expect(reference).toMatch(/^C-\d{4}-\d{4}$/);

    await expect.poll(() => mailsAbout(address).length, { timeout: 15_000 }).toBe(2);
    const mails = mailsAbout(address);
    const reply = mails.find((m) => m.header("to") === address)!;
    const notification = mails.find((m) => m.header("to") !== address)!;
    expect(reply.header("subject")).toContain(reference);
    expect(reply.header("from")).toBe(`${sender[lang]} <no-reply@tamagawa-digital.jp>`);
    expect(reply.text).toContain(reference);
    for (const part of [typed.name, typed.company, "example.net"])
      expect(`${reply.text}${reply.html}`).not.toContain(part);
    // The company's copy, in Japanese from the Japanese name, says what arrived and from whom.
    expect(notification.header("to")).toContain(company.email);
    expect(notification.header("from")).toBe(`${sender.ja} <no-reply@tamagawa-digital.jp>`);
    expect(notification.header("subject")).toBe(`[お問い合わせ ${reference}] ${typed.name} 様（${typed.company}）`);
    expect(notification.text).toContain(typed.message);
  });
}
