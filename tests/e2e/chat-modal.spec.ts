import type { Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { test, expect } from "./fixtures";
import { panel } from "./chat-panel";
import { chatWidget } from "../../content/chat-widget";

// On a phone the open chat covers the page: it must behave as a modal dialog, by keyboard alone.

const chatButton = (page: Page) => page.getByTestId("chat-button");

/** The focused element's place: inside the panel, the chat button, or elsewhere (with its text, to say where). */
const focusIsIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.closest("#chat-panel")) return "panel";
    if (active?.matches('[data-testid="chat-button"]')) return "button";
    return `elsewhere: ${active?.tagName} ${active?.textContent?.trim().slice(0, 40)}`;
  });

for (const { language, home } of [
  { language: "ja", home: "/company" },
  { language: "en", home: "/en/company" },
] as const) {
  const t = chatWidget[language];

  test(`at 375 px the open chat is a modal: Tab stays inside, Escape closes it, focus returns (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(home);
    // The chat button is the page's last control: Shift+Tab from the top of the page reaches it.
    await page.keyboard.press("Shift+Tab");
    await expect(chatButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: t.title });
    await expect(dialog).toBeVisible();
    // React has the conversation (the frame opens from the page's markup before it).
    await expect(panel(page).getByTestId("chat-message").first()).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(page.locator("main#main")).toHaveJSProperty("inert", true);
    await expect(page.getByTestId("site-footer")).toHaveJSProperty("inert", true);

    // Tab goes round the panel's controls and comes back to where it started; so does Shift+Tab.
    const controls = await panel(page)
      .locator("a[href], button:not([disabled]), input:not([disabled])")
      .evaluateAll((all) => all.filter((el) => el.getClientRects().length > 0).length);
    expect(controls).toBeGreaterThan(3);
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    for (const key of ["Tab", "Shift+Tab"]) {
      const start = await focused();
      for (let i = 0; i < controls; i++) {
        await page.keyboard.press(key);
        expect(await focusIsIn(page), `${key} #${i + 1}`).toBe("panel");
      }
      expect(await focused(), `${key} went round the panel's ${controls} controls`).toBe(start);
    }

    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

    // Escape closes it from a control other than the input (a quick option), and the focus goes back to the button.
    const option = panel(page).getByTestId("chat-quick-option").first();
    await option.focus();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
    await expect(page.locator("main#main")).toHaveJSProperty("inert", false);
    expect(await focusIsIn(page)).toBe("button");

    // Open again with Enter: Escape from the header's own buttons closes it too.
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await panel(page).getByTestId("chat-new-conversation").focus();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
  });
}

test("beside the page (desktop width) the chat stays a non-modal dialog and the page stays usable", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en/company");
  await chatButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(panel(page).getByTestId("chat-message").first()).toBeVisible();
  await expect(panel(page)).toHaveAttribute("aria-modal", "false");
  await expect(page.locator("main#main")).toHaveJSProperty("inert", false);
});
