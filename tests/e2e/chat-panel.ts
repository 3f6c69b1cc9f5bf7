import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const panel = (page: Page) => page.getByTestId("chat-panel");
export const messages = (page: Page) => panel(page).getByTestId("chat-message");

/** Eight random letters that find one journey's message in a shared inbox (digits would be masked as a phone number). */
export const marker = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/**
 * The visitor opens the chat on `home` and asks `question` (made unique); resolves with what was asked once the
 * assistant has answered and the panel's live stream is open, so that a person's answer reaches it.
 */
export async function askInOpenChat(page: Page, home: string, question: string): Promise<string> {
  await page.goto(home);
  await page.getByTestId("chat-button").click();
  await expect(messages(page).first()).toBeVisible();
  const asked = `${question} ${marker()}`;
  await panel(page).getByTestId("chat-input").fill(asked);
  // The stream opens with the conversation's token, which the answer carries.
  const streamOpen = page.waitForResponse((r) => r.url().includes("/events?") && r.status() === 200);
  await panel(page).getByTestId("chat-send").click();
  await expect(messages(page).filter({ hasText: asked })).toHaveCount(1);
  await expect(messages(page).last()).toHaveAttribute("data-role", "assistant");
  await streamOpen;
  return asked;
}
