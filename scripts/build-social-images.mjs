// Every page's own social-sharing image (og:image, twitter:image), in its language: 1200×630 PNG drawn with
// satori (layout and text to SVG, with the embedded Noto Sans JP) and rasterised with resvg. The cards' words come
// from domain/seo/social-images.ts; each PNG is cached under .cache/social-images by a hash of everything that
// draws it, so a build only redraws the images whose words or drawing changed.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { loadTs } from "./lib/load-ts.mjs";
import { loadDefaultJapaneseParser } from "budoux";

const require = createRequire(import.meta.url);
const FONTS = [
  { weight: 400, module: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf" },
  { weight: 700, module: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf" },
];
// One accent per card, in turn: neighbouring pages differ in colour as well as words.
const ACCENTS = ["#2dd4bf", "#60a5fa", "#fbbf24", "#f472b6", "#a3e635", "#c084fc", "#fb923c", "#38bdf8"];
const LOGO =
  "data:image/svg+xml;base64," +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2dd4bf"/>' +
      '<path d="M10 38c8-8 14-8 22 0s14 8 22 0" fill="none" stroke="#0f2a4a" stroke-width="6" stroke-linecap="round"/>' +
      '<path d="M10 24c8-8 14-8 22 0s14 8 22 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>',
  ).toString("base64");

/** The cards' words, read from the TypeScript content. */
async function loadCards(root) {
  return (await loadTs(join(root, "domain/seo/social-images.ts"))).socialCards();
}

const h = (type, style, children) => ({ type, props: { style, children } });

/** Decoration on the right: rings whose place, size and count follow the card's motif number. */
function rings(motif, accent) {
  const count = 2 + (motif % 3);
  const top = -120 + ((motif * 53) % 220);
  const size = 360 + ((motif * 37) % 160);
  return Array.from({ length: count }, (_, i) =>
    h("div", {
      position: "absolute",
      right: -140 + i * 40 - (motif % 4) * 20,
      top: top + i * 30,
      width: size - i * 70,
      height: size - i * 70,
      borderRadius: 9999,
      border: `${10 - i * 2}px solid ${accent}`,
      opacity: 0.35 - i * 0.07,
    }),
  );
}

const budoux = loadDefaultJapaneseParser();
/**
 * Japanese lines break between phrases only, as on the pages: budoux's phrases as boxes in a wrapping row
 * (satori has no phrase breaking of its own). English text wraps at spaces as usual.
 */
const phrases = (text, locale) =>
  locale === "ja" ? budoux.parse(text).map((p) => h("span", { whiteSpace: "nowrap" }, p)) : text;

function card({ locale, eyebrow, title: rawTitle, description: rawDescription, footer, motif }) {
  const accent = ACCENTS[motif % ACCENTS.length];
  const title = phrases(rawTitle, locale);
  const description = phrases(rawDescription, locale);
  const flow = locale === "ja" ? { display: "flex", flexWrap: "wrap" } : { display: "flex" };
  return h(
    "div",
    {
      // Satori's sizes exclude the padding: 1200×630 in all.
      width: 1200 - 160,
      height: 630 - 116,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 80px 52px",
      position: "relative",
      color: "#fff",
      fontFamily: "Noto Sans JP",
      backgroundImage: "linear-gradient(135deg, #0f2a4a 0%, #163f78 55%, #17509e 100%)",
    },
    [
      // Out of the flow, in a layer of their own: satori lays absolute children out as flex items otherwise.
      h(
        "div",
        { position: "absolute", left: 0, top: 0, width: 1200, height: 630, display: "flex" },
        rings(motif, accent),
      ),
      h("div", { display: "flex", alignItems: "center", gap: 24 }, [
        { type: "img", props: { src: LOGO, width: 72, height: 72 } },
        h("div", { fontSize: 30, fontWeight: 700, color: accent }, eyebrow),
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: 22, maxWidth: 960 }, [
        h(
          "div",
          {
            fontSize: rawTitle.length > 28 ? 54 : 66,
            fontWeight: 700,
            lineHeight: 1.25,
            ...flow,
          },
          title,
        ),
        h("div", { fontSize: 27, lineHeight: 1.55, color: "#cfe4ff", ...flow }, description),
      ]),
      h("div", { display: "flex", alignItems: "center", gap: 18, fontSize: 24, color: "#d9eaff" }, [
        h("div", { width: 56, height: 6, borderRadius: 3, backgroundColor: accent }, []),
        h("div", {}, footer),
      ]),
    ],
  );
}

/**
 * Draws (or takes from the cache) every card; returns a function writing them under `clientDir`
 * (called after React Router's build, which empties the client directory).
 */
export async function buildSocialImages(root) {
  const cards = await loadCards(root);
  const cacheDir = join(root, ".cache/social-images");
  mkdirSync(cacheDir, { recursive: true });
  const fontPaths = FONTS.map((f) => require.resolve(f.module));
  // What draws a card besides its words: this file, the fonts and the two libraries' versions.
  const drawing = createHash("sha256")
    .update(readFileSync(new URL(import.meta.url)))
    .update(fontPaths.join("\n"))
    .update(require("satori/package.json").version)
    .update(require("@resvg/resvg-js/package.json").version)
    .digest("hex");
  let fonts;
  let drawn = 0;
  const files = [];
  for (const c of cards) {
    const key = createHash("sha256").update(drawing).update(JSON.stringify(c)).digest("hex").slice(0, 20);
    const cached = join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      fonts ??= FONTS.map((f, i) => ({
        name: "Noto Sans JP",
        weight: f.weight,
        style: "normal",
        data: readFileSync(fontPaths[i]),
      }));
      const svg = await satori(card(c), { width: 1200, height: 630, fonts });
      const png = new Resvg(svg, { fitTo: { mode: "width", value: 1200 } }).render().asPng();
      writeFileSync(cached, png);
      drawn++;
    }
    files.push({ path: c.path, cached });
  }
  return {
    count: files.length,
    drawn,
    write(clientDir) {
      for (const { path, cached } of files) {
        const target = join(clientDir, path);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, readFileSync(cached));
      }
      return files.length;
    },
  };
}
