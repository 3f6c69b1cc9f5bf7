import type { Page } from "@playwright/test";
import { SETTLE_MS } from "../../app/islands/prefetch";

// A check that something did NOT happen on its own (no frame embedded, no beacon sent, no code fetched) means
// something only once the page has passed the point where it would have happened. These wait for that point by
// queueing behind the page's own deferred work (afterLoadIdle in app/behaviours/after-load.ts, prefetchIslands in
// app/islands/prefetch.ts): the same steps (an animation frame, an idle callback, a timer of the same length),
// registered later, run later. Then two more frames and a task, so that what that work set off (an
// IntersectionObserver's first report, say) has run too.

/** Waits, inside the page, behind afterLoadIdle, and with `settleMs` behind a second afterLoadIdle that many ms later. */
function queueBehind(page: Page, settleMs: number | null) {
  return page.evaluate(
    (settle) =>
      new Promise<void>((resolve) => {
        // The same steps as afterLoadIdle.
        const afterIdle = (run: () => void) =>
          requestAnimationFrame(() =>
            "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200),
          );
        const done = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
        afterIdle(() => (settle === null ? done() : setTimeout(() => afterIdle(done), settle)));
      }),
    settleMs,
  );
}

/** Resolves once what the page started via afterLoadIdle (the hero video, the analytics chunk's import) has started. */
export async function afterLoadIdleRan(page: Page) {
  await page.waitForLoadState("load");
  await queueBehind(page, null);
}

/** Resolves once the islands' code fetch ahead of use (prefetchIslands: SETTLE_MS after load and idle) has run. */
export async function islandPrefetchRan(page: Page) {
  await page.waitForLoadState("load");
  await queueBehind(page, SETTLE_MS);
}
