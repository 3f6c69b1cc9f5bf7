import { test, expect } from "./fixtures";
import { emulateSlowPhone } from "./slow-phone";
import { islandPrefetchRan, preloadsArrived } from "./page-settled";

// docs/decisions/018-first-touch.md: on a slow phone (slow 4G, CPU 4x slower, 390 px) the chat's first tap
// shows the dialog within 100 ms, from the prerendered markup, and within 500 ms React has the panel's input, so
// a message typed takes (what was typed before then becomes the draft too). Both are measured inside the page, from
// the tap's own event timestamp to the animation frame that shows the state, so a busy test machine's
// round trips do not count; once retried, since a 2-core machine shared by other jobs can stall any frame.
test.describe.configure({ retries: 1 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const path of ["/en/services"]) {
  test(`on a slow phone the chat dialog opens within 100 ms of the tap and takes a message within 500 ms (${path})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      // ready: the frame from which the input is React's, enabled and in the open panel, so a message typed takes.
      const times = { tap: -1, shown: -1, ready: -1 };
      Object.defineProperty(window, "__chatTouch", { value: times });
      addEventListener("pointerdown", (e) => times.tap < 0 && (times.tap = e.timeStamp), { capture: true });
      const frame = (now: number) => {
        const dialog = document.getElementById("chat-panel");
        const input = document.getElementById("chat-input") as HTMLInputElement | null;
        if (times.tap >= 0 && times.shown < 0 && dialog?.checkVisibility()) times.shown = now - times.tap;
        const reacts = !!input && Object.keys(input).some((k) => k.startsWith("__reactProps"));
        if (times.tap >= 0 && times.ready < 0 && reacts && !input.disabled && input.checkVisibility())
          times.ready = now - times.tap;
        if (times.ready < 0) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await emulateSlowPhone(page);
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
    // The visitor reads for a moment: the page is idle and its island code fetched (not run).
    await islandPrefetchRan(page);
    await preloadsArrived(page);
    expect(await page.evaluate(() => Object.keys(document.getElementById("chat-input")!).length)).toBe(0);

    await page.getByTestId("chat-button").tap();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Typed as soon as the test runner can (before or after React arrives, depending on the machine's load).
    await page.getByTestId("chat-input").focus();
    await page.keyboard.insertText("Hello");
    type Times = { shown: number; ready: number };
    await page.waitForFunction(() => (window as unknown as { __chatTouch: Times }).__chatTouch.ready >= 0);
    const times = await page.evaluate(() => (window as unknown as { __chatTouch: Times }).__chatTouch);
    test.info().annotations.push({ type: "first-touch-ms", description: `shown ${times.shown}, ready ${times.ready}` });
    expect(times.shown).toBeGreaterThanOrEqual(0);
    expect(times.shown).toBeLessThanOrEqual(100);
    expect(times.ready).toBeLessThanOrEqual(500);
    // The message typed is the panel's draft: it can be sent.
    await expect(page.getByTestId("chat-send")).toBeEnabled();
    // React has the conversation: the greetings are there and the message goes out.
    await expect(page.getByTestId("chat-message")).toHaveCount(2);
    await expect(page.getByTestId("chat-input")).toHaveValue("Hello");
  });
}
