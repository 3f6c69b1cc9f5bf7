import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { cspScriptHashes } from "./csp";
import { FORM_TOKEN_PLACEHOLDER } from "../domain/forms/form-token";
import { twinPath } from "../domain/seo/markdown/twin-path";
import { NEGOTIATED_VARY } from "./markdown-negotiation";

/** One file held in memory with its precompressed variants (written by scripts/build.mjs). */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Only for HTML: the inline-script hashes its CSP must allow. */
  scriptHashes?: string[];
  /** The page holds a form-token placeholder and must be personalised per response. */
  hasFormToken?: boolean;
  /** The Vary header; "Accept-Encoding" when absent. */
  vary?: string;
  /** A page's Markdown twin, answered at the page's URL for Accept: text/markdown (decision 026). */
  markdownTwin?: StaticFile;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};

/** Markdown under a .txt name (llmstxt.org), served as what it is. */
const markdownTxt = new Set(["/llms-full.txt"]);

export function contentTypeFor(path: string): string {
  if (markdownTxt.has(path)) return types[".md"]!;
  return types[extname(path)] ?? "application/octet-stream";
}

export function etagOf(body: Buffer | string): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Loads build/client into memory: URL path -> file. Prerendered pages are keyed by
 * their route ("/services", "/en"), everything else by its file path.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  for (const full of walk(clientDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const rel = `/${relative(clientDir, full).split(sep).join("/")}`;
    const body = readFileSync(full);
    const isHtml = rel.endsWith(".html");
    // Twins change with the pages they mirror, so they revalidate as pages do.
    const isPageText = isHtml || rel.endsWith(".md") || markdownTxt.has(rel);
    const hashed = rel.startsWith("/assets/");
    const file: StaticFile = {
      body,
      br: existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
      gzip: existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined,
      etag: etagOf(body),
      contentType: contentTypeFor(rel),
      // Hashed assets never change under one name; pages revalidate with their ETag.
      cacheControl: hashed
        ? "public, max-age=31536000, immutable"
        : isPageText
          ? "public, max-age=0, must-revalidate"
          : "public, max-age=86400",
      scriptHashes: isHtml ? cspScriptHashes(body.toString("utf8")) : undefined,
      hasFormToken: isHtml && body.includes(FORM_TOKEN_PLACEHOLDER),
    };
    if (isHtml) {
      if (rel === "/__spa-fallback.html") continue;
      const route = rel === "/index.html" ? "/" : rel.replace(/\/index\.html$/, "");
      files.set(route, file);
    } else {
      files.set(rel, file);
    }
  }
  linkMarkdownTwins(files);
  return files;
}

/**
 * Gives each page whose twin the build wrote a copy of that twin to answer at the
 * page's own URL. Both answers there vary by Accept, so a cache keeps them apart;
 * the twin at its .md URL has one representation and keeps the plain Vary.
 */
function linkMarkdownTwins(files: Map<string, StaticFile>): void {
  for (const [path, file] of files) {
    if (!file.scriptHashes) continue;
    const twin = files.get(twinPath(path));
    if (!twin) continue;
    file.vary = NEGOTIATED_VARY;
    file.markdownTwin = { ...twin, vary: NEGOTIATED_VARY };
  }
}

/**
 * A file generated at start-up (the API description, sitemap, llms.txt), compressed once. Brotli's middle level: its
 * best levels cost every start (and every test server) far more than the little they save.
 */
export function generatedFile(body: string, contentType: string): StaticFile {
  const buf = Buffer.from(body, "utf8");
  return {
    body: buf,
    br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(buf, { level: 6 }),
    etag: etagOf(buf),
    contentType,
    // It changes only with a deploy; the ETag makes revalidation cheap.
    cacheControl: "public, max-age=3600",
  };
}

/**
 * A page rendered once and then held in memory like a prerendered one (a filtered
 * view such as /portfolio?category=mobile). A page with a form-token placeholder
 * is personalised per response, so it is not compressed here.
 */
export function pageFile(html: string, scriptHashes: string[]): StaticFile {
  const body = Buffer.from(html, "utf8");
  const hasFormToken = html.includes(FORM_TOKEN_PLACEHOLDER);
  return {
    body,
    br: hasFormToken ? undefined : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: hasFormToken ? undefined : gzipSync(body, { level: 9 }),
    etag: etagOf(body),
    contentType: types[".html"]!,
    cacheControl: "public, max-age=0, must-revalidate",
    scriptHashes,
    hasFormToken,
  };
}
