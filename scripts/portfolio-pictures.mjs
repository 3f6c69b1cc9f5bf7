// Each portfolio item's own 480×300 picture, drawn from the item (content/portfolio.ts): its kind sets the frame
// (a browser for sites, a browser with an app's sidebar for web apps, a phone for mobile apps, an assistant panel
// for AI), its `look` the sketch of its main screen and its colours, its title the name on that screen: one
// picture per language, so the Japanese page shows the Japanese name (content/portfolio.ts itemImage).
// A photograph or screenshot in content-images/portfolio/ still replaces the picture (docs/photographs.md).

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { loadTs } from "./lib/load-ts.mjs";

const W = 480;
const H = 300;
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const r = (x, y, w, h, fill, rx = 0, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;
const c = (x, y, radius, fill, extra = "") => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"${extra}/>`;
const text = (x, y, size, fill, s, weight = 700) =>
  `<text x="${x}" y="${y}" font-family="system-ui, 'Segoe UI', Roboto, Arial, 'Hiragino Sans', 'Yu Gothic', 'Noto Sans CJK JP', sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${esc(s)}</text>`;
const line = (x, y, w, fill = "#cbd5e1", h = 6) => r(x, y, w, h, fill, h / 2);
const op = (o) => ` opacity="${o}"`;

/** Text lines of varied length: a paragraph's sketch. */
const lines = (x, y, w, n, fill = "#cbd5e1", gap = 11) =>
  Array.from({ length: n }, (_, i) => line(x, y + i * gap, Math.round(w * [1, 0.86, 0.93, 0.7][i % 4]), fill)).join("");

/** The main screen of each layout, drawn in the box (x, y, w, h). */
const layouts = {
  hero: ({ x, y, w, h }, p) =>
    r(x, y, w, h * 0.48, p.primary, 4) +
    line(x + 14, y + 22, w * 0.42, "#fff", 10) +
    line(x + 14, y + 40, w * 0.3, "#ffffffb3") +
    r(x + 14, y + 56, 64, 18, p.accent, 9) +
    c(x + w - 56, y + h * 0.24, 30, p.accent, op(0.9)) +
    [0, 1, 2]
      .map((i) => {
        const cw = (w - 20) / 3;
        return (
          r(x + i * (cw + 10), y + h * 0.55, cw, h * 0.45, "#f1f5f9", 5) +
          lines(x + i * (cw + 10) + 8, y + h * 0.62, cw - 20, 3)
        );
      })
      .join(""),
  article: ({ x, y, w, h }, p) =>
    r(x, y, w * 0.3, h, "#f1f5f9", 4) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => line(x + 8, y + 12 + i * 18, w * 0.3 - 24, i === 1 ? p.primary : "#cbd5e1"))
      .join("") +
    line(x + w * 0.35, y + 8, w * 0.5, p.primary, 12) +
    lines(x + w * 0.35, y + 32, w * 0.6, 4) +
    r(x + w * 0.35, y + 82, w * 0.6, h - 90, p.background, 5) +
    c(x + w * 0.35 + 22, y + 112, 12, p.accent) +
    lines(x + w * 0.35 + 44, y + 104, w * 0.42, 3),
  columns: ({ x, y, w, h }, p) =>
    r(x, y, w, 36, p.background, 4) +
    line(x + w / 2 - 70, y + 14, 140, p.primary, 10) +
    [0, 1]
      .map(
        (i) =>
          r(x + i * (w / 2 + 4), y + 46, w / 2 - 4, h - 46, "#f8fafc", 4) +
          lines(x + i * (w / 2 + 4) + 10, y + 60, w / 2 - 30, 6),
      )
      .join("") +
    r(x + w / 2 - 1, y + 46, 2, h - 46, p.accent),
  products: ({ x, y, w, h }, p) =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const cw = (w - 20) / 3;
        const ch = (h - 10) / 2;
        const cx = x + (i % 3) * (cw + 10);
        const cy = y + Math.floor(i / 3) * (ch + 10);
        return (
          r(cx, cy, cw, ch, "#fff", 6, ` stroke="#e2e8f0"`) +
          c(cx + cw / 2, cy + ch * 0.36, ch * 0.24, i % 2 ? p.accent : p.primary, op(0.85)) +
          line(cx + 8, cy + ch * 0.72, cw * 0.6) +
          line(cx + 8, cy + ch * 0.86, cw * 0.3, p.primary)
        );
      })
      .join(""),
  booking: ({ x, y, w, h }, p) =>
    r(x, y, w * 0.58, h, "#f8fafc", 5) +
    Array.from({ length: 20 }, (_, i) =>
      r(
        x + 8 + (i % 5) * ((w * 0.58 - 16) / 5),
        y + 28 + Math.floor(i / 5) * 26,
        (w * 0.58 - 16) / 5 - 4,
        22,
        i === 12 ? p.primary : "#e2e8f0",
        4,
      ),
    ).join("") +
    line(x + 8, y + 10, 80, p.primary, 10) +
    [0, 1, 2, 3].map((i) => r(x + w * 0.62, y + i * 30, w * 0.38, 24, i === 1 ? p.accent : "#f1f5f9", 12)).join("") +
    r(x + w * 0.62, y + h - 26, w * 0.38, 26, p.primary, 13),
  jobs: ({ x, y, w, h }, p) =>
    r(x, y, w, 50, p.accent, 4) +
    line(x + 12, y + 18, 150, "#fff", 12) +
    [0, 1, 2]
      .map(
        (i) =>
          r(x, y + 60 + i * ((h - 60) / 3), w, (h - 60) / 3 - 6, "#fff", 5, ` stroke="#e2e8f0"`) +
          r(x + 8, y + 68 + i * ((h - 60) / 3), 30, 30, p.primary, 5) +
          lines(x + 48, y + 70 + i * ((h - 60) / 3), w * 0.5, 2) +
          r(x + w - 70, y + 72 + i * ((h - 60) / 3), 60, 18, p.primary, 9),
      )
      .join(""),
  table: ({ x, y, w, h }, p) =>
    r(x, y, w, 22, p.primary, 3) +
    Array.from(
      { length: 7 },
      (_, i) =>
        [0, 1, 2, 3]
          .map((j) =>
            line(
              x + 8 + j * (w / 4),
              y + 34 + i * ((h - 34) / 7),
              w / 4 - 24,
              j === 3 && i % 3 === 1 ? p.accent : "#cbd5e1",
            ),
          )
          .join("") + r(x, y + 26 + (i + 1) * ((h - 34) / 7) - 2, w, 1, "#e2e8f0"),
    ).join(""),
  dashboard: ({ x, y, w, h }, p) =>
    [0, 1, 2]
      .map(
        (i) =>
          r(x + i * ((w + 8) / 3), y, (w - 16) / 3, 44, p.background, 5) +
          line(x + 8 + i * ((w + 8) / 3), y + 10, 40) +
          line(x + 8 + i * ((w + 8) / 3), y + 24, 60, i === 1 ? p.accent : p.primary, 12),
      )
      .join("") +
    r(x, y + 54, w, h - 54, "#f8fafc", 5) +
    Array.from({ length: 10 }, (_, i) => {
      const bh = ((i * 37) % 60) + 30;
      return r(
        x + 12 + i * ((w - 24) / 10),
        y + h - 10 - bh,
        (w - 24) / 10 - 8,
        bh,
        i % 3 === 2 ? p.accent : p.primary,
        2,
      );
    }).join(""),
  map: ({ x, y, w, h }, p) =>
    r(x, y, w * 0.66, h, "#e7f3e7", 5) +
    `<path d="M${x} ${y + h * 0.3} L${x + w * 0.66} ${y + h * 0.55} M${x + w * 0.25} ${y} L${x + w * 0.4} ${y + h} M${x + w * 0.5} ${y} L${x + w * 0.1} ${y + h}" stroke="#fff" stroke-width="7"/>` +
    [
      [0.2, 0.5],
      [0.45, 0.3],
      [0.55, 0.75],
      [0.3, 0.8],
    ]
      .map(
        ([px, py]) =>
          `<path transform="translate(${x + w * 0.66 * px} ${y + h * py})" d="M0 0c-8-10-12-14-12-20a12 12 0 0 1 24 0c0 6-4 10-12 20z" fill="${p.accent}"/>` +
          c(x + w * 0.66 * px, y + h * py - 20, 4, "#fff"),
      )
      .join("") +
    [0, 1, 2, 3]
      .map(
        (i) =>
          r(x + w * 0.7, y + i * (h / 4), w * 0.3, h / 4 - 6, "#fff", 4, ` stroke="#e2e8f0"`) +
          line(x + w * 0.7 + 8, y + i * (h / 4) + 10, w * 0.18, p.primary) +
          line(x + w * 0.7 + 8, y + i * (h / 4) + 22, w * 0.12),
      )
      .join(""),
  calendar: ({ x, y, w, h }, p) =>
    line(x, y, 120, p.primary, 12) +
    Array.from(
      { length: 5 },
      (_, col) =>
        r(x + col * (w / 5), y + 22, w / 5 - 6, 16, p.background, 3) +
        [0, 1, 2]
          .map((row) =>
            (col + row) % 2
              ? r(
                  x + col * (w / 5),
                  y + 46 + row * ((h - 46) / 3),
                  w / 5 - 6,
                  (h - 46) / 3 - 8,
                  row === 1 ? p.accent : p.primary,
                  4,
                  op(0.8),
                )
              : "",
          )
          .join(""),
    ).join(""),
  menu: ({ x, y, w, h }, p) =>
    [0, 1, 2, 3]
      .map((i) => {
        const cx = x + (i % 2) * (w / 2 + 4);
        const cy = y + Math.floor(i / 2) * ((h - 34) / 2);
        return (
          r(cx, cy, w / 2 - 4, (h - 34) / 2 - 6, "#fff", 6, ` stroke="#e2e8f0"`) +
          c(cx + 24, cy + 26, 16, i % 2 ? p.accent : p.primary, op(0.85)) +
          line(cx + 48, cy + 16, w * 0.2) +
          line(cx + 48, cy + 30, w * 0.1, p.primary)
        );
      })
      .join("") +
    r(x, y + h - 28, w, 28, p.primary, 14) +
    line(x + 14, y + h - 17, 90, "#fff") +
    c(x + w - 16, y + h - 14, 9, p.accent),
  feed: ({ x, y, w, h }, p) =>
    [0, 1]
      .map(
        (i) =>
          c(x + 14, y + 14 + i * (h / 2), 10, i ? p.accent : p.primary) +
          line(x + 30, y + 10 + i * (h / 2), w * 0.5) +
          r(x, y + 30 + i * (h / 2), w, h / 2 - 40, i ? "#ede9fe" : "#fce7f3", 6),
      )
      .join(""),
  rings: ({ x, y, w }, p) =>
    [34, 24, 14]
      .map(
        (rad, i) =>
          `<circle cx="${x + w / 2}" cy="${y + 46}" r="${rad}" fill="none" stroke="${[p.primary, p.accent, "#38bdf8"][i]}" stroke-width="7" stroke-dasharray="${rad * 4} ${rad * 7}" stroke-linecap="round"/>`,
      )
      .join("") +
    [0, 1, 2]
      .map(
        (i) =>
          r(x, y + 96 + i * 26, w, 20, "#1e293b", 6) +
          line(x + 8, y + 103 + i * 26, w * 0.4, "#94a3b8") +
          line(x + w - 40, y + 103 + i * 26, 30, p.primary),
      )
      .join(""),
  route: ({ x, y, w, h }, p) =>
    r(x, y, w, h, "#dcfce7", 6) +
    `<path d="M${x} ${y + h * 0.35} C${x + w * 0.4} ${y + h * 0.2} ${x + w * 0.6} ${y + h * 0.6} ${x + w} ${y + h * 0.5}" stroke="#7dd3fc" stroke-width="14" fill="none"/>` +
    `<path d="M${x + w * 0.15} ${y + h * 0.85} C${x + w * 0.2} ${y + h * 0.5} ${x + w * 0.8} ${y + h * 0.7} ${x + w * 0.8} ${y + h * 0.15}" stroke="${p.accent}" stroke-width="5" fill="none" stroke-dasharray="10 6" stroke-linecap="round"/>` +
    c(x + w * 0.15, y + h * 0.85, 7, p.primary) +
    c(x + w * 0.8, y + h * 0.15, 7, "#ef4444"),
  stamps: ({ x, y, w, h }, p) =>
    line(x, y, w * 0.6, p.primary, 10) +
    Array.from({ length: 9 }, (_, i) =>
      c(
        x + w / 6 + (i % 3) * (w / 3),
        y + 40 + Math.floor(i / 3) * ((h - 40) / 3),
        Math.min(w / 8, 18),
        i < 5 ? p.primary : "none",
        ` stroke="${p.accent}" stroke-width="3"${i < 5 ? ' opacity="0.85"' : ""}`,
      ),
    ).join(""),
  chat: ({ x, y, w, h }, p) =>
    [
      [0, w * 0.55, "#f1f5f9"],
      [1, w * 0.45, p.primary],
      [0, w * 0.62, "#f1f5f9"],
      [1, w * 0.35, p.primary],
    ]
      .map(
        ([right, bw, fill], i) =>
          r(right ? x + w - bw : x + 30, y + i * (h / 4), bw, h / 4 - 10, fill, 12) +
          (right ? "" : c(x + 12, y + i * (h / 4) + 12, 10, p.accent)),
      )
      .join(""),
  scan: ({ x, y, w, h }, p) =>
    r(x, y, w * 0.46, h, "#fff", 3, ` stroke="#cbd5e1"`) +
    lines(x + 10, y + 14, w * 0.36, 2) +
    [0, 1, 2]
      .map(
        (i) =>
          r(x + 8, y + 46 + i * 30, w * 0.46 - 16, 20, p.accent, 3, op(0.35)) + line(x + 14, y + 53 + i * 30, w * 0.25),
      )
      .join("") +
    `<path d="M${x + w * 0.5} ${y + h / 2} h${w * 0.06}" stroke="${p.primary}" stroke-width="4" marker-end=""/>` +
    `<path d="M${x + w * 0.56} ${y + h / 2 - 7} l8 7 -8 7z" fill="${p.primary}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          r(x + w * 0.62, y + 6 + i * (h / 4), w * 0.38, h / 4 - 10, p.background, 4) +
          line(x + w * 0.62 + 8, y + 14 + i * (h / 4), w * 0.12, "#94a3b8") +
          line(x + w * 0.62 + 8, y + 26 + i * (h / 4), w * 0.24, p.primary),
      )
      .join(""),
  recommend: ({ x, y, w, h }, p) =>
    r(x, y, w, h * 0.42, p.background, 6) +
    c(x + 36, y + h * 0.21, 24, p.primary) +
    lines(x + 72, y + h * 0.12, w * 0.5, 3) +
    `<path transform="translate(${x + w - 40} ${y + 20})" d="M0-12l3 9h9l-7 6 3 9-8-6-8 6 3-9-7-6h9z" fill="${p.accent}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          r(x + i * (w / 4), y + h * 0.5, w / 4 - 8, h * 0.5, "#fff", 5, ` stroke="#e2e8f0"`) +
          c(x + i * (w / 4) + w / 8 - 4, y + h * 0.66, 14, i === 0 ? p.accent : p.primary, op(0.75)),
      )
      .join(""),
  answer: ({ x, y, w, h }, p) =>
    r(x, y, w, 28, "#f1f5f9", 14) +
    line(x + 14, y + 11, w * 0.5, "#94a3b8") +
    c(x + w - 14, y + 14, 9, p.primary) +
    r(x, y + 40, w, h - 40, p.background, 6) +
    lines(x + 14, y + 54, w * 0.7, 4) +
    [0, 1, 2].map((i) => r(x + 14 + i * 78, y + h - 28, 70, 18, "#fff", 9, ` stroke="${p.accent}"`)).join(""),
};

/** Browser window (sites, web apps, AI tools) or phone (mobile apps) around the screen; returns its screen box. */
function frame(item, p, locale) {
  const title = locale === "ja" ? item.titleJa : item.titleEn;
  const short = (s, n) => cut(s, locale === "ja" ? Math.floor(n * 0.55) : n, locale);
  if (item.category === "mobile") {
    const phone = { x: 60, y: 22, w: 150, h: 262 };
    const screen = { x: phone.x + 12, y: phone.y + 44, w: phone.w - 24, h: phone.h - 58 };
    return {
      screen,
      svg:
        r(phone.x + 5, phone.y + 7, phone.w, phone.h, "#0f172a", 24, op(0.12)) +
        r(phone.x, phone.y, phone.w, phone.h, "#0f172a", 24) +
        r(phone.x + 6, phone.y + 6, phone.w - 12, phone.h - 12, p.layout === "rings" ? "#0f172a" : "#fff", 19) +
        r(phone.x + phone.w / 2 - 22, phone.y + 12, 44, 8, "#0f172a", 4) +
        text(screen.x, phone.y + 36, 11, p.primary, short(title, 20)) +
        // Beside the phone: the app's name large, as on a store listing.
        wrapTitle(title, locale, 236, 120, 24, p.primary) +
        r(236, 200, 100, 30, p.primary, 15) +
        r(344, 200, 100, 30, "#0f172a", 15, op(0.85)),
    };
  }
  const win = { x: 36, y: 24, w: 408, h: 252 };
  const sidebar = item.category === "webapp" ? 64 : 0;
  const screen = { x: win.x + 12 + sidebar, y: win.y + 60, w: win.w - 24 - sidebar, h: win.h - 72 };
  const bar =
    item.category === "ai"
      ? r(win.x, win.y + 22, win.w, 28, p.primary) +
        `<path transform="translate(${win.x + 18} ${win.y + 36})" d="M0-9l2.5 6.5L9 0l-6.5 2.5L0 9l-2.5-6.5L-9 0l6.5-2.5z" fill="#fff"/>` +
        text(win.x + 34, win.y + 41, 13, "#fff", short(title, 44))
      : r(win.x, win.y + 22, win.w, 28, "#fff") +
        text(win.x + 12 + sidebar, win.y + 41, 13, p.primary, short(title, sidebar ? 38 : 34)) +
        (sidebar ? "" : line(win.x + win.w - 90, win.y + 33, 70, "#e2e8f0"));
  return {
    screen,
    svg:
      r(win.x + 5, win.y + 7, win.w, win.h, "#0f172a", 10, op(0.1)) +
      r(win.x, win.y, win.w, win.h, "#fff", 10) +
      `<path d="M${win.x} ${win.y + 10}a10 10 0 0 1 10-10h${win.w - 20}a10 10 0 0 1 10 10v12H${win.x}z" fill="#e2e8f0"/>` +
      c(win.x + 14, win.y + 11, 4, "#f87171") +
      c(win.x + 28, win.y + 11, 4, "#fbbf24") +
      c(win.x + 42, win.y + 11, 4, "#34d399") +
      r(win.x + 70, win.y + 5, 200, 12, "#fff", 6) +
      bar +
      (sidebar
        ? r(win.x, win.y + 50, sidebar, win.h - 50, p.primary, 0) +
          [0, 1, 2, 3, 4]
            .map((i) => line(win.x + 12, win.y + 70 + i * 22, sidebar - 24, i === 1 ? p.accent : "#ffffff80"))
            .join("")
        : ""),
  };
}

const words = (s, locale) => [...new Intl.Segmenter(locale, { granularity: "word" }).segment(s)].map((w) => w.segment);

/** `s` in at most `n` characters: whole words, then "…" when some were left out. */
function cut(s, n, locale) {
  if ([...s].length <= n) return s;
  let kept = "";
  for (const word of words(s, locale)) {
    if ([...`${kept}${word}`].length > n - 1) break;
    kept += word;
  }
  return `${kept.trimEnd()}…`;
}

/**
 * The title in up to three lines of about 16 Latin or 8 Japanese characters, broken between words (the
 * segmenter's, so a Japanese word is never split).
 */
function wrapTitle(title, locale, x, y, size, fill) {
  const ja = locale === "ja";
  const width = ja ? 8 : 16;
  const out = [];
  for (const word of words(title, locale)) {
    const last = out.at(-1);
    if (last !== undefined && [...`${last}${word}`.trimEnd()].length <= width) out[out.length - 1] = `${last}${word}`;
    else if (word.trim()) out.push(word);
  }
  return out
    .slice(0, 3)
    .map((l, i) => text(x, y + i * (size + 6), size, fill, l.trim()))
    .join("");
}

/** The decoration behind the frame: two soft discs whose place follows the item's id, in its colours. */
function backdrop(item, p) {
  const a = (item.id * 97) % 360;
  const x1 = 240 + Math.round(200 * Math.cos((a * Math.PI) / 180));
  const y1 = 150 + Math.round(130 * Math.sin((a * Math.PI) / 180));
  return r(0, 0, W, H, p.background) + c(x1, y1, 90, p.primary, op(0.14)) + c(W - x1, H - y1, 70, p.accent, op(0.18));
}

/** The item's picture as an SVG document. */
export function portfolioPicture(item, locale) {
  const p = item.look;
  const draw = layouts[p.layout];
  if (!draw) throw new Error(`portfolio item ${item.id}: no drawing for layout "${p.layout}"`);
  const { screen, svg } = frame(item, p, locale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    backdrop(item, p) +
    svg +
    draw(screen, p) +
    `</svg>`
  );
}

/**
 * Draws every item's picture; returns a function writing them under `clientDir` at each item's `image` path
 * (called after React Router's build, which empties the client directory).
 */
export async function buildPortfolioPictures(root) {
  const { portfolioItems, itemImage } = await loadTs(join(root, "content/portfolio.ts"));
  const files = portfolioItems.flatMap((item) =>
    ["ja", "en"].map((locale) => ({ path: itemImage(item, locale), svg: portfolioPicture(item, locale) })),
  );
  return {
    count: portfolioItems.length,
    write(clientDir) {
      for (const { path, svg } of files) {
        const target = join(clientDir, path);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, svg);
      }
      return files.length;
    },
  };
}
