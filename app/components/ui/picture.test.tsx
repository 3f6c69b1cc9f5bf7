import { mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPhotos } from "../../../scripts/build-photos.mjs";
import type { PhotoManifest } from "../photos";
import { Picture } from "./picture";

const dir = mkdtempSync(join(tmpdir(), "photos-"));
const sourceDir = join(dir, "content-images");
const manifestPath = join(dir, "generated", "photos.json");
const clientDir = join(dir, "client");
let manifest: PhotoManifest;

/** A real photograph-like JPEG: noise, so the encoders have something to compress. */
async function fixture(path: string, width: number, height: number, format: "jpeg" | "png") {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) % 251;
  const image = sharp(noise, { raw: { width, height, channels: 3 } });
  await (format === "jpeg" ? image.jpeg({ quality: 70 }) : image.png()).toFile(path);
}

beforeAll(async () => {
  mkdirSync(join(sourceDir, "portfolio"), { recursive: true });
  mkdirSync(join(sourceDir, "team"), { recursive: true });
  await fixture(join(sourceDir, "portfolio", "kyoto-sushi.jpg"), 1200, 750, "jpeg");
  await fixture(join(sourceDir, "team", "kenta-sato.png"), 320, 320, "png");
  const photos = await buildPhotos({ sourceDir, manifestPath });
  expect(photos.write(clientDir)).toBe(6);
  manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PhotoManifest;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the photograph pipeline", () => {
  it("encodes AVIF and WebP in the standard widths the source covers, never wider than it", async () => {
    const photo = manifest["/images/portfolio/kyoto-sushi"]!;
    expect(photo).toMatchObject({ width: 1200, height: 750 });
    expect(photo.avif.map((s) => s.width)).toEqual([480, 960]);
    expect(photo.webp.map((s) => s.width)).toEqual([480, 960]);
    for (const source of [...photo.avif, ...photo.webp]) {
      const file = join(clientDir, source.src);
      expect(existsSync(file), source.src).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.width).toBe(source.width);
      expect(meta.format).toBe(source.src.endsWith(".avif") ? "heif" : "webp");
      expect(source.src).toMatch(/^\/assets\/photos\/portfolio-kyoto-sushi-[0-9a-f]{10}-\d+\.(avif|webp)$/);
    }
  });

  it("keeps a photo smaller than the narrowest width at its own size", () => {
    const photo = manifest["/images/team/kenta-sato"]!;
    expect(photo.webp).toEqual([{ src: expect.stringMatching(/-320\.webp$/), width: 320 }]);
  });

  it("renders a <picture> with srcset, sizes, the photo's width and height, lazily below the fold", () => {
    const html = renderToStaticMarkup(
      <Picture
        src="/images/portfolio/kyoto-sushi.svg"
        alt="Sushi"
        width={480}
        height={300}
        sizes="100vw"
        photos={manifest}
      />,
    );
    const photo = manifest["/images/portfolio/kyoto-sushi"]!;
    expect(html).toContain(
      `<source type="image/avif" srcSet="${photo.avif[0]!.src} 480w, ${photo.avif[1]!.src} 960w" sizes="100vw"/>`,
    );
    expect(html).toContain(
      `<source type="image/webp" srcSet="${photo.webp[0]!.src} 480w, ${photo.webp[1]!.src} 960w" sizes="100vw"/>`,
    );
    expect(html).toMatch(
      /<img src="[^"]+-960\.webp" alt="Sushi" width="1200" height="750" loading="lazy" decoding="async"/,
    );
    expect(html).not.toContain("fetchpriority");
  });

  it("loads a hero at once and first", () => {
    const html = renderToStaticMarkup(
      <Picture
        src="/images/portfolio/kyoto-sushi.svg"
        alt=""
        width={480}
        height={300}
        sizes="100vw"
        priority
        photos={manifest}
      />,
    );
    expect(html).toContain('loading="eager" fetchPriority="high"');
  });

  it("falls back to the illustration when there is no photograph", () => {
    const html = renderToStaticMarkup(
      <Picture
        src="/images/portfolio/bakery-shop.svg"
        alt="Bakery"
        width={480}
        height={300}
        sizes="100vw"
        photos={manifest}
      />,
    );
    expect(html).toBe(
      '<img src="/images/portfolio/bakery-shop.svg" alt="Bakery" width="480" height="300" loading="lazy" decoding="async"/>',
    );
  });
});
