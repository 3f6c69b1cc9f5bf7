import { PHRASE_BREAK } from "./island-phrases";
import { japanesePhrases } from "./japanese-phrases";

/**
 * Where a rendered page's lines may break, decided once on the whole HTML (app/entry.server.tsx), so every
 * text node is covered without a component placed by hand: Japanese text gets a <wbr> at each BudouX phrase
 * boundary (app.css sets `word-break: keep-all` on Japanese pages, so it breaks only there), and e-mail
 * addresses and URLs break only after "@", "." or "/", never at a hyphen. Islands are left as rendered:
 * React hydrates them against this markup; their words carry the same phrase breaks as zero-width spaces
 * (island-phrases.ts).
 */

const TOKEN = /<!--[\s\S]*?-->|<[^>]*>|[^<]+/g;
// Elements without a closing tag: an <input class="sr-only"> holds no text to skip.
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track"]);
// <noscript> is not raw here: its notices are shown text, and get their breaks like any other.
const RAW = new Set(["script", "style", "textarea", "title", "template", "option", "svg", "math"]);
const ADDRESS = /https?:\/\/[^\s<>"'（）「」、。]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const ENTITY = /&(amp|lt|gt|quot|#x27|#39|nbsp);/g;
const DECODED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  nbsp: "\u00a0",
};

const decode = (html: string) => html.replace(ENTITY, (_, name: string) => DECODED[name]);
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An address as HTML: a break after each "@", "." and "/", and hyphenated pieces kept on one line. */
export function addressHtml(address: string): string {
  return address
    .split(/(?<=[@./])/)
    .map((piece) => (piece.includes("-") ? `<span class="nowrap">${escape(piece)}</span>` : escape(piece)))
    .join("<wbr>");
}

function textHtml(text: string, japanese: boolean): string {
  let html = "";
  let last = 0;
  // A Japanese piece holding a 番地 (12-8) or a range (9:00〜18:00) stays on one line: the browser would break
  // after the hyphen or the wave dash.
  const piece = (p: string) =>
    japanese && /\d[-〜~–]\d/.test(p) ? `<span class="nowrap">${escape(p)}</span>` : escape(p);
  const plain = (part: string) => (japanese ? japanesePhrases(part).map(piece) : [escape(part)]).join("<wbr>");
  for (const match of text.matchAll(ADDRESS)) {
    html += plain(text.slice(last, match.index)) + addressHtml(match[0]);
    last = match.index + match[0].length;
  }
  return html + (last < text.length ? plain(text.slice(last)) : "");
}

/** The page with its line breaks placed; `japanese` for a Japanese page (phrase breaks). */
export function withLineBreaks(html: string, japanese: boolean): string {
  let out = "";
  let raw: string | undefined; // inside <script>, <style>, … until its closing tag
  let islandDepth = 0; // <div> nesting inside an island; 0 outside one
  let run = ""; // text nodes joined across <wbr> and comments, which do not end a run of text
  let runTokens = "";
  const flush = () => {
    if (runTokens) {
      const html = /[^\s]/.test(run) ? textHtml(run, japanese) : runTokens;
      // One element: in a flex or grid box each <wbr> would otherwise split the text
      // into separate items (with the box's gap between them).
      out += html.includes("<wbr>") ? `<span class="phrases">${html}</span>` : html;
    }
    run = runTokens = "";
  };
  for (let [token] of html.matchAll(TOKEN)) {
    if (raw || islandDepth > 0) {
      out += token;
      if (raw && token.toLowerCase() === `</${raw}>`) raw = undefined;
      else if (islandDepth > 0 && !raw) {
        if (/^<div[\s>]/i.test(token)) islandDepth++;
        else if (/^<\/div>/i.test(token)) islandDepth--;
        const name = /^<([a-z][a-z0-9]*)/i.exec(token)?.[1]?.toLowerCase();
        if (name && RAW.has(name) && !token.endsWith("/>")) raw = name;
      }
      continue;
    }
    // The shared dictionary carries phrase breaks for the islands (island-phrases.ts); outside them this pass
    // places its own, so those are dropped, from text and attributes alike.
    // (An island's own tag keeps them: its data-props are what the browser renders it with.)
    if (!/^<div\s[^>]*data-island=/.test(token)) token = token.replaceAll(PHRASE_BREAK, "");
    if (token[0] !== "<") {
      run += decode(token);
      runTokens += token;
      continue;
    }
    if (/^<wbr\s*\/?>$/i.test(token)) {
      // A <wbr> already in the markup: the run goes on and is broken again as a whole.
      runTokens += token;
      continue;
    }
    flush();
    out += token;
    const name = /^<([a-z][a-z0-9]*)/i.exec(token)?.[1]?.toLowerCase();
    if (!name) continue;
    if (name === "div" && /\sdata-island=/.test(token)) islandDepth = 1;
    else if (RAW.has(name) && !token.endsWith("/>")) raw = name;
    // Text only screen readers hear is never laid out in lines; wrapping it would widen its 1-pixel box.
    else if (/\sclass="[^"]*\bsr-only\b/.test(token) && !token.endsWith("/>") && !VOID.has(name)) raw = name;
  }
  flush();
  return out;
}
