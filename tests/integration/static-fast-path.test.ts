import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { parseEnv, type Env } from "../../server/env";
import type { Services } from "../../server/services";
import { buildSeoFiles, SEO_FILE_PATHS } from "../../server/seo-files";
import { staticFastPath } from "../../server/static-fast-path";
import { loadStaticFiles } from "../../server/static-files";
import { FORM_TOKEN_PLACEHOLDER } from "../../domain/forms/form-token";

// The node:http fast path must answer exactly as the Hono route
// it bypasses: same status, headers and bytes, and it must decline what it does not serve.
const page = `<!doctype html><html><head><script>window.__x=1</script></head><body>${"<p>多摩川</p>".repeat(200)}</body></html>`;

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "fast-path-"));
  const write = (rel: string, body: string, compress = false) => {
    mkdirSync(join(clientDir, rel, ".."), { recursive: true });
    writeFileSync(join(clientDir, rel), body);
    if (compress) {
      writeFileSync(join(clientDir, `${rel}.br`), brotliCompressSync(body));
      writeFileSync(join(clientDir, `${rel}.gz`), gzipSync(body));
    }
  };
  write("index.html", page, true);
  write("en/services/index.html", page.replace("__x=1", "__x=2"), true);
  write("portfolio/index.html", page.replace("__x=1", "__x=3"), true);
  write("contact/index.html", page.replace("<body>", `<body><input value="${FORM_TOKEN_PLACEHOLDER}">`));
  write("assets/app-abc123.js", "console.log(1);".repeat(100), true);
  write("images/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write("robots.txt", "stale");
  // Markdown twins (decision 026): the page's URL answers with one for Accept: text/markdown.
  write("en/services.md", `# Services\n\n${"- 多摩川\n".repeat(300)}`, true);
  write("contact.md", "# Contact\n");
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** A server that answers only through the fast path; 599 marks "declined". */
async function fastServer(env: Env): Promise<{ url: string; server: Server }> {
  const fast = staticFastPath(loadStaticFiles(clientDir), env);
  const server = createServer((req, res) => {
    if (!fast(req, res)) res.writeHead(599).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const servicesFor = (env: Env) =>
  ({ env, tokens: { issue: () => "token", verify: () => true } }) as unknown as Services;
const ignored = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
const comparable = (headers: Iterable<[string, string]>) =>
  Object.fromEntries([...headers].filter(([k]) => !ignored.has(k)).sort());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Exactly these request headers (fetch() would add Accept-Encoding), and the bytes as sent. */
function raw(url: string, method: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(url);
  // The path as written ("/en/./services" too): a URL object would normalise it.
  const path = url.slice(url.indexOf("/", url.indexOf("//") + 2));
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          headers: comparable(Object.entries(res.headers) as [string, string][]),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

async function viaApp(
  app: ReturnType<typeof createApp>,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<Answer> {
  const res = await app.fetch(new Request(`http://localhost${path}`, { method, headers }));
  return { status: res.status, headers: comparable(res.headers), body: Buffer.from(await res.arrayBuffer()) };
}

describe.each([
  ["plain HTTP", {}, {}],
  ["an https SITE_URL", { SITE_URL: "https://example.jp" }, {}],
  ["a trusted proxy saying https", { TRUST_PROXY: "true" }, { "x-forwarded-proto": "https" }],
  ["a trusted proxy saying http", { TRUST_PROXY: "true", SITE_URL: "https://example.jp" }, {}],
])("the static fast path behind %s", (_name, settings: Record<string, string>, extra: Record<string, string>) => {
  let env: Env;
  let fast: { url: string; server: Server };
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    env = parseEnv({ LOG_LEVEL: "silent", DATA_DIR: clientDir, ...settings });
    fast = await fastServer(env);
    app = createApp({ env, files: loadStaticFiles(clientDir), services: servicesFor(env) });
  });
  afterAll(() => new Promise<void>((resolve) => fast.server.close(() => resolve())));

  const cases: [string, string, Record<string, string>][] = [
    ["GET", "/", {}],
    ["GET", "/en/services", { "accept-encoding": "br, gzip" }],
    ["GET", "/en/services", { "accept-encoding": "gzip" }],
    ["GET", "/en/services", { "accept-encoding": "br;q=0, gzip;q=0" }],
    ["HEAD", "/en/services", { "accept-encoding": "br" }],
    // Parameters a page does not read: the page itself (marketing links).
    ["GET", "/?utm_source=newsletter&utm_medium=email&gclid=abc", { "accept-encoding": "br" }],
    ["GET", "/en/services?fbclid=x&category=web", { "accept-encoding": "gzip" }],
    ["GET", "/portfolio?category=nonsense&msclkid=1", {}],
    ["GET", "/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" }],
    ["GET", "/assets/app-abc123.js?v=1", {}],
    ["GET", "/images/logo.svg", { "accept-encoding": "br" }],
    // A page's Markdown twin, at its own path and negotiated at the page's (also where the HTML has a form token).
    ["GET", "/en/services.md", { "accept-encoding": "br" }],
    ["GET", "/en/services", { accept: "text/markdown", "accept-encoding": "br" }],
    ["HEAD", "/en/services", { accept: "text/markdown, text/html;q=0.9" }],
    ["GET", "/en/services?category=web", { accept: "text/markdown" }],
    ["GET", "/en/services", { accept: "text/html,*/*;q=0.8", "accept-encoding": "gzip" }],
    ["GET", "/contact", { accept: "text/markdown" }],
    ["GET", "/contact.md", {}],
  ];
  it.each(cases)("answers %s %s %j exactly as the Hono route does", async (method, path, headers) => {
    const fastAnswer = await raw(fast.url + path, method, { ...headers, ...extra });
    expect(fastAnswer.status).toBe(200);
    expect(fastAnswer).toEqual(await viaApp(app, method, path, { ...headers, ...extra }));
  });

  it("answers a matching If-None-Match with the same 304", async () => {
    const etag = (await raw(`${fast.url}/en/services`, "GET", extra)).headers.etag;
    const headers = { "if-none-match": `W/${etag}`, ...extra };
    const fastAnswer = await raw(`${fast.url}/en/services`, "GET", headers);
    expect(fastAnswer.status).toBe(304);
    expect(fastAnswer).toEqual(await viaApp(app, "GET", "/en/services", headers));
  });

  it("tells the page and its twin apart by ETag and Vary: Accept", async () => {
    const page = await raw(`${fast.url}/en/services`, "GET", extra);
    const twin = await raw(`${fast.url}/en/services`, "GET", { accept: "text/markdown", ...extra });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(twin.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(twin.headers.etag).not.toBe(page.headers.etag);
    for (const answer of [page, twin]) expect(answer.headers.vary).toBe("Accept, Accept-Encoding");
    // The page's validator does not revalidate the twin, and the twin's own does.
    const stale = { accept: "text/markdown", "if-none-match": page.headers.etag!, ...extra };
    expect((await raw(`${fast.url}/en/services`, "GET", stale)).status).toBe(200);
    const fresh = { accept: "text/markdown", "if-none-match": twin.headers.etag!, ...extra };
    const notModified = await raw(`${fast.url}/en/services`, "GET", fresh);
    expect(notModified.status).toBe(304);
    expect(notModified).toEqual(await viaApp(app, "GET", "/en/services", fresh));
    // The twin at its own path has one representation.
    expect((await raw(`${fast.url}/en/services.md`, "GET", extra)).headers.vary).toBe("Accept-Encoding");
  });
});

describe("the static fast path declines", () => {
  it("knows every generated SEO file (they take precedence over build files)", () => {
    expect([...buildSeoFiles("https://example.jp").keys()].sort()).toEqual([...SEO_FILE_PATHS].sort());
  });

  it("pages with a query parameter they read or a form token, generated SEO files, unknown paths and writes", async () => {
    const { url, server } = await fastServer(parseEnv({ LOG_LEVEL: "silent", DATA_DIR: clientDir }));
    try {
      const declined = [
        ["GET", "/portfolio?category=website"],
        ["GET", "/en/portfolio?utm_source=x&category=mobile"],
        ["GET", "/contact?utm_source=x"],
        ["GET", "//portfolio"],
        ["GET", "/contact"],
        ["GET", "/robots.txt"],
        ["GET", "/en/services/"],
        ["GET", "/en/./services"],
        ["GET", "/en/%73ervices"],
        ["GET", "/healthz"],
        ["POST", "/en/services"],
        ["OPTIONS", "/"],
      ];
      for (const [method, path] of declined) {
        expect((await raw(url + path, method, {})).status, `${method} ${path}`).toBe(599);
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
