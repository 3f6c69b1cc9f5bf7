import { createHash } from "node:crypto";
import { Resvg } from "@resvg/resvg-js";
import { test, expect } from "./fixtures";
import { itemImage, portfolioItems } from "../../content/portfolio";

/**
 * Where a picture's shapes have their edges: luminance steps between neighbouring pixels of a 96 px wide
 * rendering. Two pictures built on one template differ in colour but hardly here.
 */
function edgeMap(svg: string): Uint8Array {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: 96 } }).render();
  const { width, height, pixels } = image;
  const lum = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
  };
  const edges = new Uint8Array((width - 1) * (height - 1));
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const step = Math.abs(lum(x, y) - lum(x + 1, y)) + Math.abs(lum(x, y) - lum(x, y + 1));
      edges[y * (width - 1) + x] = step > 24 ? 1 : 0;
    }
  }
  return edges;
}
/** Every line drawn on the picture is a piece of `title`, whole words cut short with "…" at most. */
function expectNamedBy(svg: string, title: string, src: string) {
  const drawn = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/…$/, ""));
  expect(drawn.length, src).toBeGreaterThan(0);
  for (const line of drawn) expect(title, `${src}: ${line}`).toContain(line.replace(/&amp;/g, "&"));
}

const share = (a: Uint8Array, b: Uint8Array) => a.reduce((n, v, i) => n + (v !== b[i] ? 1 : 0), 0) / a.length;

test("every portfolio item has its own picture, unlike its neighbours'", async ({ page, request }) => {
  await page.goto("/en/portfolio");
  const sources = await page
    .locator("main img")
    .evaluateAll((imgs) =>
      imgs.map((img) => (img as HTMLImageElement).getAttribute("src")!).filter((src) => src.includes("/portfolio/")),
    );
  expect(sources).toHaveLength(portfolioItems.length);

  const pictures: { src: string; hash: string; edges: Uint8Array; layout: string }[] = [];
  for (const src of sources) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="480" height="300"/);
    const item = portfolioItems.find((i) => i.image === src)!;
    // The picture names its item: the English title is on the sketched screen.
    expectNamedBy(svg, item.titleEn, src);
    pictures.push({
      src,
      hash: createHash("sha256").update(svg).digest("hex"),
      edges: edgeMap(svg),
      layout: item.look.layout,
    });
  }
  expect(new Set(pictures.map((p) => p.hash)).size).toBe(pictures.length);
  for (let i = 1; i < pictures.length; i++) {
    const [before, picture] = [pictures[i - 1]!, pictures[i]!];
    expect(picture.layout, `${picture.src} is sketched like ${before.src}`).not.toBe(before.layout);
    // One template with another colour and icon differed by 1–10 % of its edges; own compositions by 11 % or more.
    expect(share(before.edges, picture.edges), `${picture.src} looks like ${before.src}`).toBeGreaterThan(0.11);
  }
});

test("the Japanese page shows each picture with the item's Japanese name, never the English one", async ({
  page,
  request,
}) => {
  await page.goto("/portfolio");
  const sources = await page
    .locator("main img")
    .evaluateAll((imgs) =>
      imgs.map((img) => (img as HTMLImageElement).getAttribute("src")!).filter((src) => src.includes("/portfolio/")),
    );
  expect(sources).toEqual(portfolioItems.map((item) => itemImage(item, "ja")));
  for (const [i, src] of sources.entries()) {
    const item = portfolioItems[i]!;
    const svg = await (await request.get(src)).text();
    expectNamedBy(svg, item.titleJa, src);
    expect(svg).not.toContain(item.titleEn.slice(0, 12));
  }
});
