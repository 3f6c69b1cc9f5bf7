import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

// The floating chat button must never cover text, a link, a button or a form control: on a phone it sits on a
// strip of its own (the page scrolls behind it, as behind the header); wider, the page keeps a bottom gutter.

/** What lies under the chat button and can be seen there: words and controls, not hidden behind the strip. */
function coveredUnderButton(page: Page) {
  return page.evaluate(() => {
    const rectOf = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      return element && element.getClientRects().length > 0 ? element.getBoundingClientRect() : null;
    };
    const button = rectOf('[data-testid="chat-button"]');
    if (!button) return ["no chat button"];
    const strip = rectOf('[data-testid="chat-gutter"]');
    const seen = (r: DOMRect) => {
      if (r.width <= 1 || r.height <= 1) return false; // screen-reader-only text
      const top = Math.max(r.top, button.top);
      const bottom = Math.min(r.bottom, button.bottom);
      const overlaps = r.left < button.right && r.right > button.left && top < bottom;
      // Behind the opaque strip the page is out of sight, as under the header.
      return overlaps && !(strip && top >= strip.top);
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest("#chat-widget-root, script, style")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(seen)) found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea")) {
      if (control.closest("#chat-widget-root")) continue;
      if (seen(control.getBoundingClientRect()))
        found.push(
          `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute("name") || "").trim().slice(0, 40)}"`,
        );
    }
    return found;
  });
}

const pages = [
  { path: "/team", width: 768 },
  { path: "/contact", width: 320 },
  { path: "/pricing-calculator", width: 320 },
  { path: "/company", width: 375 },
];

for (const prefix of ["", "/en"]) {
  for (const { path, width } of pages) {
    test(`the chat button covers nothing on ${prefix}${path} at ${width} px, at the top and at the end`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${prefix}${path}`);
      await expect(page.getByTestId("chat-button")).toBeVisible();
      expect(await coveredUnderButton(page), "at the top").toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await expect
        .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight)))
        .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight));
      expect(await coveredUnderButton(page), "at the end").toEqual([]);
      // The footer's last line is readable above the strip or beside the button.
      const last = (await page.getByTestId("site-footer").locator("p").last().boundingBox())!;
      const gutter = page.getByTestId("chat-gutter");
      const strip = (await gutter.count()) > 0 ? await gutter.boundingBox() : null;
      if (strip) expect(last.y + last.height).toBeLessThanOrEqual(strip.y);
    });
  }
}
