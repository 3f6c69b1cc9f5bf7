import { expect, type Page } from "@playwright/test";
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

/** Resolves once two more frames have been drawn and a task has run: effects and observers set off by now have run. */
export async function framesPassed(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

/** Resolves once every file the page has fetched ahead of use (<link rel="modulepreload">) has arrived. */
export async function preloadsArrived(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        // A resource timing entry is there once the file has arrived.
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].every(
          (link) => performance.getEntriesByName(link.href).length > 0,
        ),
      ),
    )
    .toBe(true);
}

/**
 * Resolves once the page's own import of the chunk whose address matches `file` has been answered and what it
 * continued with has run: importing the same module in the page resolves only after it has run and after the
 * page's earlier imports of it were answered; a task later, their few remaining promise steps are over too.
 */
export async function pageImportHandled(page: Page, file: RegExp) {
  const find = (source: string) =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .find((name) => new RegExp(source).test(name)) ?? null;
  let url: string | null = null;
  await expect.poll(async () => (url = await page.evaluate(find, file.source))).not.toBeNull();
  await page.evaluate(async (address) => {
    await import(address);
    await new Promise((resolve) => setTimeout(resolve));
  }, url!);
}

/** Resolves once the page's (possibly smooth) scroll has come to rest: the scroll position unchanged over three frames. */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
