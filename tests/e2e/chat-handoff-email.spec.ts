import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { messages, panel } from "./chat-panel";
import { axeViolations } from "../support/axe";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { spawnServer, type SpawnedServer } from "../support/spawn-server";
import { staffSignedIn } from "../support/staff-e2e";
import { chatHandoffEmail, chatReach } from "../../content/chat-handoff-email";
import { chatLiveOffice, chatLiveVisitor } from "../../content/chat-live";
import { chatWidget } from "../../content/chat-widget";
import { contactValidation } from "../../content/contact-validation";

// A server of this file's own, its clock on a Saturday (outside business hours, Japan time), sending through a real
// SMTP server the test reads. The Saturday is ahead of today, so the cookies it sets are not already expired.
test.describe.configure({ mode: "serial", timeout: 180_000 });
// The field's refusal of a malformed address is a 400 on purpose; Chromium reports it as a console error.
test.use({ expectedConsoleErrors: [/status of 400/] });

function nextSaturdayNoonInTokyo(): Date {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(3, 0, 0, 0);
  return day;
}

let smtp: TestSmtpServer;
let server: SpawnedServer;
let dataDir: string;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(join(tmpdir(), "e2e-handoff-email-"));
  server = await spawnServer({
    env: {
      SMTP_URL: smtp.url,
      DATA_DIR: dataDir,
      MAIL_TO: "inbox@tamagawa-digital.jp",
      LOG_LEVEL: "warn",
      RATE_LIMIT_WRITES_PER_MINUTE: "0",
      RATE_LIMIT_CHAT_PER_MINUTE: "0",
      NODE_OPTIONS: `--import ${resolve("tests/support/shifted-clock.mjs")}`,
      TEST_CLOCK_START: nextSaturdayNoonInTokyo().toISOString(),
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A staff member of this server, signed in in a browser of their own (the office in Japanese). */
async function colleagueOfThisServer(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: "ja-JP" })).newPage();
  await staffSignedIn(page, name, { baseUrl: server.url, dataDir });
  return page;
}

for (const language of ["ja", "en"] as const) {
  const t = chatWidget[language];
  const home = language === "en" ? "/en" : "/";

  test(`outside business hours the visitor leaves an email, a person's answer arrives by email, and its link reopens the conversation (${language})`, async ({
    page,
    browser,
  }) => {
    const staffName = `Sato ${language.toUpperCase()}`;
    const staff = await colleagueOfThisServer(browser, staffName);
    const address = `visitor-${language}-${Date.now()}@example.jp`;

    // The visitor asks for a person: the panel says when one will answer, and offers the optional field.
    await page.goto(`${server.url}${home}`);
    await page.getByTestId("chat-button").click();
    await panel(page)
      .getByTestId("chat-input")
      .fill(language === "ja" ? "こんにちは" : "Hello");
    await panel(page).getByTestId("chat-send").click();
    await panel(page).getByTestId("chat-talk-to-person").click();
    await expect(messages(page).last()).toContainText(chatLiveVisitor[language].closedNow("").slice(0, 12));
    const field = panel(page).getByLabel(t.handoffEmailLabel);
    await expect(field).toBeVisible();
    expect(await axeViolations(page, "[data-testid=chat-panel]")).toEqual([]);

    // By keyboard: a malformed address is refused beside the field, in the visitor's language; then a good one.
    await field.focus();
    await page.keyboard.type("not-an-address");
    await page.keyboard.press("Enter");
    await expect(panel(page).getByRole("alert")).toHaveText(contactValidation[language].emailInvalid);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    expect(await axeViolations(page, "[data-testid=chat-panel]")).toEqual([]);
    await field.fill(address);
    await page.keyboard.press("Enter");
    await expect(messages(page).last()).toContainText(chatLiveVisitor[language].emailSaved);
    await expect(field).toHaveCount(0);

    // The visitor closes the panel and leaves.
    await panel(page).getByTestId("chat-minimize").click();
    await expect(panel(page)).toBeHidden();

    // The office sees the chat, and that the answer will go by email once the panel is gone.
    await staff.goto(`${server.url}/staff`);
    await staff.locator("tr[data-lead]", { hasText: t.talkToPersonMessage }).locator("a.row-link").first().click();
    const reach = staff.locator("[data-chat-reach]");
    await expect
      .poll(async () => {
        await staff.reload();
        return reach.getAttribute("data-chat-reach");
      })
      .toBe("email");
    await expect(reach).toHaveText(chatReach.ja.byEmail(address));
    const answer = `We can help with that. See [our services](/en/services). ${Date.now()}`;
    await staff.getByLabel(chatLiveOffice.ja.replyLabel).fill(answer);
    await staff.getByRole("button", { name: chatLiveOffice.ja.send }).click();
    await expect(staff.getByRole("status")).toHaveText(chatReach.ja.sentByEmail);

    // The email arrives, in the visitor's language, with the answer and the link.
    const sent = () => smtp.received.find((m) => m.envelope.to.includes(address));
    await expect.poll(sent, { timeout: 20_000 }).toBeTruthy();
    const mail = sent()!;
    expect(mail.parsed.header("subject")).toBe(chatHandoffEmail[language].subject);
    const text = mail.parsed.text ?? "";
    expect(text).toContain(answer);
    const link = /http:\/\/127\.0\.0\.1:\d+\/(?:en)?#chat=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link).toBeTruthy();

    // The link, in a browser that never had the conversation, opens the panel on it with the answer.
    const elsewhere = await (await browser.newContext()).newPage();
    await elsewhere.goto(link!);
    await expect(panel(elsewhere)).toBeVisible();
    const fromPerson = messages(elsewhere).locator("[data-author]");
    await expect(fromPerson).toContainText(`${staffName}${t.personSuffix}`);
    await expect(fromPerson.getByRole("link", { name: "our services" })).toBeVisible();
    await expect(messages(elsewhere).filter({ hasText: t.talkToPersonMessage })).toHaveCount(1);
    // The token leaves the address bar at once.
    expect(new URL(elsewhere.url()).hash).toBe("");
    expect(await axeViolations(elsewhere, "[data-testid=chat-panel]")).toEqual([]);

    // The visitor answers back from the reopened panel: it goes to the person, and the office's open page shows it
    // without a reload.
    const thanks = `${language === "ja" ? "ありがとうございます" : "Thank you"} ${Date.now()}`;
    await panel(elsewhere).getByTestId("chat-input").fill(thanks);
    await panel(elsewhere).getByTestId("chat-send").click();
    await expect(messages(elsewhere).last()).toContainText(chatLiveVisitor[language].received);
    await expect(staff.locator(".chat-visitor", { hasText: thanks })).toBeVisible();
    expect(await axeViolations(staff)).toEqual([]);
    await elsewhere.context().close();
    await staff.context().close();
  });
}
