import { axeViolations } from "../support/axe";
import { colleagueSignedIn } from "../support/staff-e2e";
import { test, expect } from "./fixtures";
import { askInOpenChat, messages, panel } from "./chat-panel";
import { chatWidget } from "../../content/chat-widget";
import { chatLiveOffice } from "../../content/chat-live";

const languages = [
  { language: "ja", home: "/", question: "明日の大阪の天気はどうですか？" },
  { language: "en", home: "/en", question: "What's the weather like in Osaka tomorrow?" },
] as const;

for (const { language, home, question } of languages) {
  const t = chatWidget[language];
  const office = chatLiveOffice.en;

  test(`a person answers the visitor's open chat from the office, and the answer stays after a reload (${language})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const staffName = `Aiko ${language.toUpperCase()} ${Date.now() % 100000}`;
    const staff = await colleagueSignedIn(browser, staffName);

    // The visitor asks what the assistant cannot answer.
    const asked = await askInOpenChat(page, home, question);

    // The office finds the question at the top of its inbox, and answers in the chat.
    await staff.goto("/staff");
    await staff.locator("tr[data-lead]", { hasText: asked }).locator("a.row-link").click();
    await expect(staff.getByRole("heading", { level: 3, name: office.heading })).toBeVisible();
    await expect(staff.locator(".chat-visitor", { hasText: asked })).toBeVisible();
    expect(await axeViolations(staff)).toEqual([]);
    const answer = `Sunny, 24°C. See [our services](/en/services). ${Date.now()}`;
    await staff.getByLabel(office.replyLabel).fill(answer);
    await staff.getByRole("button", { name: office.send }).click();
    await expect(staff.getByRole("status")).toHaveText(office.sent);
    await expect(staff.locator(".chat-person", { hasText: staffName })).toBeVisible();

    // The visitor's open panel shows it, marked as from a person, with the name.
    const fromPerson = messages(page).locator("[data-author]");
    await expect(fromPerson).toHaveCount(1);
    await expect(fromPerson).toContainText(`${staffName}${t.personSuffix}`);
    await expect(fromPerson.getByRole("link", { name: "our services" })).toBeVisible();
    expect(await axeViolations(page, "[data-testid=chat-panel]")).toEqual([]);

    // After a reload the panel still has the whole exchange.
    await page.reload();
    if (!(await panel(page).isVisible())) await page.getByTestId("chat-button").click();
    await expect(messages(page).filter({ hasText: asked })).toHaveCount(1);
    await expect(messages(page).locator("[data-author]")).toContainText(staffName);
    await staff.context().close();
  });
}
