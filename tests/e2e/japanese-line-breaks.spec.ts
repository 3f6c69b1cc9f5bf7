import { test, expect } from "./fixtures";
import type { Locator } from "@playwright/test";

/**
 * Japanese headings, leads and cards break between phrases, never inside a word
 * (「プロ／ダクト」, 「始めましょ／う」).
 */

/** The line (by the top of its box) each character of `word` sits on, for its first occurrence in the element. */
async function linesOf(element: Locator, word: string): Promise<number[]> {
  return element.evaluate((el, word) => {
    const chars: { node: Text; offset: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let offset = 0; offset < node.length; offset++) chars.push({ node, offset });
    }
    const text = chars.map(({ node, offset }) => node.data[offset]).join("");
    const start = text.indexOf(word);
    if (start < 0) throw new Error(`"${word}" is not in "${text}"`);
    return chars.slice(start, start + word.length).map(({ node, offset }) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return Math.round(range.getClientRects()[0].top);
    });
  }, word);
}

async function expectWhole(element: Locator, word: string) {
  const lines = await linesOf(element, word);
  expect(new Set(lines).size, `"${word}" is broken across lines`).toBe(1);
}

test("the home headline breaks between phrases at 390 px, not inside 「プロダクト」", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const headline = page.getByRole("heading", { level: 1 });
  await expect(headline).toHaveText("アイデアを、動くプロダクトへ。");
  // It does take two lines at this width: the test is about where the break falls.
  const lines = await linesOf(headline, "アイデアを、動くプロダクトへ。");
  expect(new Set(lines).size).toBeGreaterThan(1);
  await expectWhole(headline, "プロダクト");
  // The phrase boundaries were computed at build time: browsers without auto-phrase get <wbr>.
  expect(await headline.locator("wbr").count()).toBeGreaterThan(0);
});

const examples: { path: string; heading: () => string; words: string[]; selector?: string }[] = [
  { path: "/", heading: () => "プロジェクトを始めましょう", words: ["始めましょう"] },
  { path: "/", heading: () => "国境を越えたビジネス展開を支援します", words: ["支援します"] },
  { path: "/services", heading: () => "GEO対策（生成AI検索最適化）", words: ["生成AI検索最適化"] },
];

for (const width of [320, 390, 768, 1280]) {
  test(`headings, leads and cards keep their words whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expectWhole(page.getByRole("heading", { level: 1 }), "プロダクト");
    for (const { path, heading, words } of examples) {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      const element = page.getByRole("heading", { name: heading(), exact: true });
      for (const word of words) await expectWhole(element, word);
    }
    await page.goto("/");
    await expectWhole(page.getByText("小さなチームだからこそできる、スピードと丁寧さを大切にしています。"), "スピード");
  });
}
