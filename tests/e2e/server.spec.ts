import { test, expect } from "@playwright/test";

test.describe("the server", () => {
  test("answers the health check", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("sends strict security headers with a CSP that allows no inline script", async ({ request }) => {
    const res = await request.get("/");
    const h = res.headers();
    const csp = h["content-security-policy"];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["cross-origin-opener-policy"]).toBe("same-origin");
    expect(h["cross-origin-resource-policy"]).toBe("same-origin");
    expect(h["x-powered-by"]).toBeUndefined();
  });

  test("serves pages compressed with an ETag and answers 304 to a matching If-None-Match", async ({ request }) => {
    const res = await request.get("/en/services", { headers: { "accept-encoding": "br" } });
    expect(res.headers()["content-encoding"]).toBe("br");
    const etag = res.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get("/en/services", { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);
    const gz = await request.get("/en/services", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers()["content-encoding"]).toBe("gzip");
  });

  test("caches hashed assets for a year as immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("publishes a sitemap with alternates, robots.txt and llms.txt", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://localhost:3000/en/services</loc>");
    expect(sitemap).toContain('hreflang="x-default"');
    expect(sitemap.match(/<url>/g)?.length).toBe(28);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    const llms = await (await request.get("/llms.txt")).text();
    expect(llms).toMatch(/^# Tamagawa Digital Works Inc\./);
    expect((await request.get("/manifest.webmanifest")).status()).toBe(200);
    expect((await request.get("/favicon.ico")).status()).toBe(200);
  });

  test("answers unknown API paths with JSON 404", async ({ request }) => {
    const res = await request.get("/api/nope");
    expect(res.status()).toBe(404);
    expect((await res.json()).ok).toBe(false);
  });
});
