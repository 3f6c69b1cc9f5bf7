import { createHash } from "node:crypto";
import { test, expect } from "./fixtures";
import { prerenderPaths } from "../../domain/seo/prerender-paths";

const meta = (html: string, attr: "property" | "name", key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];

/** Width and height from a PNG's IHDR chunk (bytes 16–23, after the signature and the chunk's length and type). */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(body.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("every page and language shares its own 1200×630 image", async ({ request }) => {
  const seen = new Map<string, string>();
  const paths = [...prerenderPaths(), "/no-such-page", "/en/no-such-page"];
  for (const path of paths) {
    const page = await request.get(path);
    const html = await page.text();
    const image = meta(html, "property", "og:image");
    expect(image, `${path} has og:image`).toBeTruthy();
    // Absolute, on the site's origin, and the same picture for Twitter/X.
    expect(image).toMatch(/^https?:\/\/[^/]+\/social\/(ja|en)\/[a-z0-9-]+\.png$/);
    expect(meta(html, "name", "twitter:image")).toBe(image);
    expect(meta(html, "property", "og:image:width")).toBe("1200");
    expect(meta(html, "property", "og:image:height")).toBe("630");
    expect(meta(html, "property", "og:image:alt")?.length).toBeGreaterThan(0);
    // The picture is in the page's language.
    expect(image).toContain(`/social/${path.startsWith("/en") ? "en" : "ja"}/`);

    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), `${image} is served`).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const body = await response.body();
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    const hash = createHash("sha256").update(body).digest("hex");
    const other = seen.get(hash);
    expect(other, `${path} shares its picture with ${other}`).toBeUndefined();
    seen.set(hash, path);
  }
  expect(seen.size).toBe(paths.length);
});
