import { axeViolations } from "../support/axe";
import { colleagueSignedIn } from "../support/staff-e2e";
import { test, expect } from "./fixtures";
import { askInOpenChat, messages, panel } from "./chat-panel";
import { chatWidget } from "../../content/chat-widget";
import { chatLiveOffice } from "../../content/chat-live";

const languages = [
  { language: "ja", home: "/", question: "昨日の野球の試合はどちらが勝ちましたか？" },
  { language: "en", home: "/en", question: "Who won the baseball game last night?" },
] as const;

for (const { language, home, question } of languages) {
  const t = chatWidget[language];
  const office = chatLiveOffice.en;

  test(`staff close the chat from the office and the visitor's open panel says so, with a way to start again (${language})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const staffName = `Ken ${language.toUpperCase()} ${Date.now() % 100000}`;
    const staff = await colleagueSignedIn(browser, staffName);

    // The visitor asks what the assistant cannot answer.
    const asked = await askInOpenChat(page, home, question);

    // A person answers, then closes the conversation.
    await staff.goto("/staff");
    await staff.locator("tr[data-lead]", { hasText: asked }).locator("a.row-link").click();
    await staff.getByLabel(office.replyLabel).fill("We only answer questions about our own services, sorry.");
    await staff.getByRole("button", { name: office.send }).click();
    await expect(messages(page).locator("[data-author]")).toContainText(staffName);
    await staff.getByRole("button", { name: office.close }).click();
    await expect(staff.getByRole("status")).toHaveText(office.closedDone);
    await expect(staff.getByText(office.closed)).toBeVisible();
    await expect(staff.getByRole("button", { name: office.close })).toHaveCount(0);
    expect(await axeViolations(staff)).toEqual([]);

    // The visitor's open panel learns it live, after the person's last words, and offers a fresh start.
    const notice = panel(page).getByTestId("chat-closed");
    await expect(notice).toContainText(t.closedByCompany);
    await expect(panel(page).getByTestId("chat-talk-to-person")).toBeVisible();
    expect(await axeViolations(page, "[data-testid=chat-panel]")).toEqual([]);

    // It stays after a reload; starting again brings the greetings back.
    await page.reload();
    if (!(await panel(page).isVisible())) await page.getByTestId("chat-button").click();
    await expect(notice).toContainText(t.closedByCompany);
    await notice.getByTestId("chat-start-again").click();
    await expect(notice).toHaveCount(0);
    await expect(messages(page)).toHaveCount(2);
    await staff.context().close();
  });
}
