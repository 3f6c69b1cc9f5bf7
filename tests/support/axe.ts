import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's violations once the page has settled: a colour measured halfway through a transition (a button fading back
 * from its busy state) is neither the before nor the after, so every running animation finishes first.
 */
export async function axeViolations(page: Page, include?: string) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const builder = new AxeBuilder({ page });
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}
