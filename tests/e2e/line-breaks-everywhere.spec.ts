import { test, expect } from "./fixtures";
import { prerenderPaths } from "../../domain/seo/prerender-paths";
import { japanesePhrases } from "../../domain/text/japanese-phrases";

/**
 * Every text on every page, in both languages and at five widths: Japanese breaks only between BudouX phrases,
 * no phrase is wider than its box (the browser would break it anywhere), no line starts with a closing bracket or a
 * small kana or ends with an opening one, and an address breaks only after "@", "." or "/". Lines are read from
 * each character's box (Range.getClientRects).
 */

type Run = { text: string; starts: number[]; widths: number[]; box: number; island: boolean };

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
const NO_LINE_START = /[」』）】〕〉》〙〗、。，．！？ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/;
const NO_LINE_END = /[「『（【〔〈《〘〖]/;
const ADDRESS = /https?:\/\/[^\s<>"'（）「」、。]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The runs of text on the page: a parent's adjacent text nodes (and the <wbr> between them) read as one. */
function readRuns(): Run[] {
  const runs: Run[] = [];
  const blockWidth = (el: Element) => {
    let box: Element | null = el;
    while (box && getComputedStyle(box).display.startsWith("inline")) box = box.parentElement;
    if (!box) return Infinity;
    const style = getComputedStyle(box);
    const edges = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"] as const;
    return edges.reduce((width, edge) => width - parseFloat(style[edge]), box.getBoundingClientRect().width);
  };
  const visit = (parent: Element) => {
    if (/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT|svg|TITLE|HEAD)$/.test(parent.tagName)) return;
    let nodes: Text[] = [];
    const end = () => {
      if (nodes.length) read(parent, nodes);
      nodes = [];
    };
    // The spans the line breaks are placed with (<Phrases>, domain/text/line-breaks-html.ts) are part of the run.
    const collect = (from: Node) => {
      for (const child of from.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) nodes.push(child as Text);
        else if (child.nodeName === "WBR" || child.nodeType === Node.COMMENT_NODE) continue;
        else if (child instanceof HTMLSpanElement && /^(phrases|nowrap)$/.test(child.className)) collect(child);
        else {
          end();
          if (child.nodeType === Node.ELEMENT_NODE) visit(child as Element);
        }
      }
    };
    collect(parent);
    end();
  };
  const read = (parent: Element, nodes: Text[]) => {
    const text = nodes.map((n) => n.data).join("");
    if (!text.trim()) return;
    const starts: number[] = [];
    const widths: number[] = [];
    let previous: DOMRect | undefined;
    let index = 0;
    for (const node of nodes) {
      for (let offset = 0; offset < node.length; offset++, index++) {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const rect = range.getClientRects()[0];
        widths.push(rect?.width ?? 0);
        if (!rect || rect.width === 0 || /\s/.test(node.data[offset])) continue;
        // A glyph's box can be taller than the line (a CJK font at line-height 1.2): a new line starts half a glyph lower.
        if (previous && rect.top >= previous.top + previous.height / 2) starts.push(index);
        previous = rect;
      }
    }
    if (!previous) return; // not rendered
    runs.push({ text, starts, widths, box: blockWidth(parent), island: !!parent.closest("[data-island]") });
  };
  visit(document.body);
  return runs;
}

/** What is wrong with where a run's lines break. */
function problems(run: Run, path: string, width: number): string[] {
  const found: string[] = [];
  const where = (i: number) => `${path} @${width}: "${run.text.slice(0, i)}|${run.text.slice(i)}"`;
  const addressBreaks = new Set<number>();
  const inAddress = new Set<number>();
  for (const m of run.text.matchAll(ADDRESS)) {
    for (let i = m.index + 1; i < m.index + m[0].length; i++) {
      inAddress.add(i);
      if (/[@./]/.test(run.text[i - 1])) addressBreaks.add(i);
    }
  }
  const japanese = JAPANESE.test(run.text);
  const phrases = japanese ? japanesePhrases(run.text) : [run.text];
  const boundaries = new Set<number>();
  const phraseAt: { start: number; end: number }[] = [];
  let at = 0;
  for (const p of phrases) {
    boundaries.add(at);
    phraseAt.push({ start: at, end: at + p.length });
    at += p.length;
  }
  for (const i of run.starts) {
    if (inAddress.has(i)) {
      if (!addressBreaks.has(i)) found.push(`address broken: ${where(i)}`);
      continue;
    }
    // A space, or the zero-width space an island's words carry at each phrase boundary (island-phrases.ts).
    if (/[\s\u200b]/.test(run.text[i - 1])) continue;
    const phrase = japanese ? phraseAt.find((p) => p.start < i && i < p.end) : undefined;
    if (NO_LINE_START.test(run.text[i])) found.push(`line starts with ${run.text[i]}: ${where(i)}`);
    if (NO_LINE_END.test(run.text[i - 1])) found.push(`line ends with ${run.text[i - 1]}: ${where(i)}`);
    // After a separator (・、。」）％…) Japanese may break even inside a phrase (JIS X 4051).
    if (!japanese || !phrase || /[・、。，」』）〕】％%：]/.test(run.text[i - 1])) continue;
    // A phrase wider than its box is a layout fault (a heading too large, a column too narrow): the browser
    // then breaks it anywhere, without kinsoku.
    if (run.widths.slice(phrase.start, phrase.end).reduce((a, b) => a + b, 0) > run.box - 0.5) {
      found.push(`phrase wider than its box: ${where(i)}`);
      continue;
    }
    // Islands included: React renders their words in the browser with the server's phrase breaks.
    found.push(`inside a phrase${run.island ? " (island)" : ""}: ${where(i)}`);
  }
  return found;
}

for (const path of prerenderPaths()) {
  test(`lines break between phrases on ${path}`, async ({ page }) => {
    const found: string[] = [];
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 320) {
        await page.goto(path);
        // The notices shown without JavaScript are checked too, in place: parsed from their <noscript> (outside
        // the islands, whose markup React is to hydrate as it came).
        await page.evaluate(() => {
          for (const notice of document.querySelectorAll("noscript")) {
            if (notice.closest("[data-island]")) continue;
            const shown = document.createElement("div");
            shown.innerHTML = notice.textContent ?? "";
            notice.replaceWith(shown);
          }
        });
      }
      const runs = await page.evaluate(readRuns);
      for (const run of runs) found.push(...problems(run, path, width));
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}
