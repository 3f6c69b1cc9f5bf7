import { request } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absoluteUrl } from "../../domain/seo/seo";
import { builtServerAvailable, spawnServer, type SpawnedServer } from "../support/spawn-server";

/**
 * Query strings on pages, on the production build: parameters a page does not
 * read (marketing links' utm_*, gclid, ...) get the prerendered page from memory,
 * the ones it reads a page rendered once, and what still renders per request is
 * budgeted per IP. Paths with repeated slashes are redirected to their one-slash
 * form before routing. The render budget is tiny here, so any request that
 * rendered when it should not have would run out of it.
 */

const RENDERS_PER_MINUTE = 5;
let server: SpawnedServer;
/** With the default budget, for the tests that render a few 404s. */
let roomy: SpawnedServer;

beforeAll(async () => {
  [server, roomy] = await Promise.all([
    spawnServer({ env: { RATE_LIMIT_RENDERS_PER_MINUTE: String(RENDERS_PER_MINUTE), LOG_LEVEL: "warn" } }),
    spawnServer({ env: { LOG_LEVEL: "warn" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), roomy?.stop()]);
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The path exactly as written (fetch would resolve "%2e%2e" and friends first). */
function get(path: string, headers: Record<string, string> = {}, method = "GET", to = server): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: to.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const html = (a: Answer) =>
  (a.headers["content-encoding"] === "br" ? brotliDecompressSync(a.body) : a.body).toString("utf8");
const random = () => Math.random().toString(36).slice(2);
const tracking = () =>
  `utm_source=${random()}&utm_medium=email&utm_campaign=${random()}&gclid=${random()}&fbclid=${random()}&msclkid=${random()}&${random()}=${random()}`;
const br = { "accept-encoding": "br, gzip" };
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
const ogUrlOf = (page: string) => /<meta property="og:url" content="([^"]*)"/.exec(page)?.[1];

describe.skipIf(!builtServerAvailable)("query strings on pages", () => {
  it("a marketing link's parameters get the prerendered page from memory: same bytes, ETag, CSP, 304", async () => {
    for (const path of ["/", "/en/services", "/portfolio", "/en/pricing-calculator"]) {
      const plain = await get(path, br);
      expect(plain.status, path).toBe(200);
      // Many more than the render budget: had any of them been rendered, the budget would have run out.
      for (let i = 0; i < RENDERS_PER_MINUTE * 4; i++) {
        const tagged = await get(`${path}?${tracking()}`, br);
        expect(tagged.status, path).toBe(200);
        expect(tagged.headers.etag, path).toBe(plain.headers.etag);
        expect(tagged.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
        expect(tagged.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
        expect(tagged.headers["content-encoding"]).toBe("br");
        expect(tagged.body.equals(plain.body), path).toBe(true);
      }
      const revalidated = await get(`${path}?utm_source=${random()}`, { "if-none-match": String(plain.headers.etag) });
      expect(revalidated.status, path).toBe(304);
      expect((await get(`${path}?utm_source=x`, {}, "HEAD")).status).toBe(200);
    }
  });

  it("the contact page with tracking parameters is the plain page with its own fresh form token", async () => {
    const page = await get(`/contact?${tracking()}`, br);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(html(page).includes("Your message has been sent.")).toBe(false);
  });

  it("?category= still filters, rendered once and then served from memory with its own ETag", async () => {
    const all = html(await get("/en/portfolio", br)).match(/data-category="[a-z]+"/g)!;
    const first = await get("/en/portfolio?category=mobile", br);
    expect(first.status).toBe(200);
    const categories = html(first).match(/data-category="[a-z]+"/g)!;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.length).toBeLessThan(all.length);
    expect(new Set(categories)).toEqual(new Set(['data-category="mobile"']));
    expect(first.headers.etag).toBeDefined();
    expect(first.headers.etag).not.toBe((await get("/en/portfolio")).headers.etag);
    expect(first.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    for (let i = 0; i < RENDERS_PER_MINUTE * 3; i++) {
      const again = await get(`/en/portfolio?utm_source=${random()}&category=mobile`, br);
      expect(again.status).toBe(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.body.equals(first.body)).toBe(true);
    }
    expect((await get("/en/portfolio?category=mobile", { "if-none-match": String(first.headers.etag) })).status).toBe(
      304,
    );
    // A value the page would ignore is the plain page.
    expect((await get(`/en/portfolio?category=${random()}`)).headers.etag).toBe(
      (await get("/en/portfolio")).headers.etag,
    );
  });

  it("?sent=1 and ?error=<key> still show the form post's outcome, each with a fresh form token", async () => {
    const sent = await get(`/en/contact?sent=1&utm_source=${random()}`);
    expect(sent.status).toBe(200);
    expect(sent.headers["cache-control"]).toBe("no-store");
    expect(html(sent).includes("Your message has been sent.")).toBe(true);
    const error = html(await get("/en/contact?error=emailInvalid"));
    expect(error.includes("Invalid email address")).toBe(true);
    const token = (page: string) => /name="formToken" value="([^"]+)"/.exec(page)?.[1];
    const again = html(await get("/en/contact?error=emailInvalid"));
    expect(token(error)).toBeTruthy();
    expect(token(again)).not.toBe(token(error));
  });

  it("?sent=1&ref= shows the visitor's own reference on the one page rendered for all, and nothing else", async () => {
    const mine = html(await get("/en/contact?sent=1&ref=C-2611-0042"));
    expect(mine).toMatch(/Your reference(<!-- -->)?: <strong[^>]*>C-2611-0042<\/strong>/);
    // Another visitor's landing, served from the same rendered page, carries theirs.
    expect(html(await get("/en/contact?sent=1&ref=C-2611-0043"))).toContain("C-2611-0043");
    for (const crafted of ["%3Cb%3Ehello", "C-2611-0042%22", "X-2611-0042"]) {
      const page = html(await get(`/en/contact?sent=1&ref=${crafted}`));
      expect(page).not.toMatch(/hello|C-2611-0042|X-2611|__CONTACT_REFERENCE__/);
      expect(page).toContain("Your message has been sent.");
    }
  });

  it("canonical and og:url never carry the query string", async () => {
    for (const path of [
      "/?utm_source=news",
      "/en/services?gclid=abc",
      "/portfolio?category=web&utm_campaign=x",
      "/en/contact?sent=1&fbclid=y",
    ]) {
      const page = html(await get(path));
      const pathname = path.split("?")[0]!;
      expect(canonicalOf(page), path).toMatch(new RegExp(`${pathname === "/" ? "/" : pathname}$`));
      expect(ogUrlOf(page), path).not.toContain("?");
    }
  });

  it("pages rendered per request (404s) are limited per client IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RENDERS_PER_MINUTE + 2; i++) statuses.push((await get(`/no-such-page-${random()}`)).status);
    expect(statuses.slice(0, RENDERS_PER_MINUTE).every((s) => s === 404)).toBe(true);
    const refused = await get(`/no-such-page-${random()}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The budget is for rendering only: pages from memory are still served.
    expect((await get(`/?utm_source=${random()}`)).status).toBe(200);
    expect((await get("/en/portfolio?category=mobile")).status).toBe(200);
  });
});

describe.skipIf(!builtServerAvailable)("paths with repeated slashes", () => {
  it("are redirected to their one-slash form on our own origin before routing, never to //host", async () => {
    const cases: [string, string][] = [
      ["//evil.example/services", "/evil.example/services"],
      ["//evil.example/%2e%2e", "/"],
      ["//evil.example//services?utm_source=x", "/evil.example/services?utm_source=x"],
      ["/en//services", "/en/services"],
      ["///", "/"],
      ["//api/contact", "/api/contact"],
    ];
    for (const [path, location] of cases) {
      for (const method of ["GET", "HEAD", "POST"]) {
        const res = await get(path, {}, method, roomy);
        expect(res.status, `${method} ${path}`).toBe(308);
        expect(res.headers.location, path).toBe(location);
        expect(String(res.headers.location)).not.toMatch(/^[/\\]{2}/);
        expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
      }
    }
  });

  it("the page it leads to is ours: og:url on the site's origin, and no 500", async () => {
    const followed = await get(
      (await get("//evil.example/services", {}, "GET", roomy)).headers.location as string,
      {},
      "GET",
      roomy,
    );
    expect(followed.status).toBe(404);
    expect(ogUrlOf(html(followed))).toBe(`${roomy.url}/evil.example/services`);
    expect((await get("/evil.example/%2e%2e", {}, "GET", roomy)).status).toBeLessThan(500);
    expect((await get("/\\evil.example/", {}, "GET", roomy)).status).toBe(400);
  });

  it("absoluteUrl keeps any path on the site's origin", () => {
    expect(absoluteUrl("https://example.jp", "//evil.example/services")).toBe(
      "https://example.jp/evil.example/services",
    );
    expect(absoluteUrl("https://example.jp", "/\\evil.example")).toBe("https://example.jp/evil.example");
    expect(absoluteUrl("https://example.jp", "/")).toBe("https://example.jp/");
    expect(absoluteUrl("https://example.jp", "/en/services")).toBe("https://example.jp/en/services");
  });
});
