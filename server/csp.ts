import { createHash } from "node:crypto";

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * sha256 sources for every executable inline script of a page, so the CSP can
 * allow exactly those and no 'unsafe-inline' (docs/decisions/004-csp-hashes.md).
 * JSON-LD blocks are data, not scripts, and need no hash.
 */
export function cspScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attrs = match[1] ?? "";
    if (/type=["']?application\/(ld\+)?json/i.test(attrs)) continue;
    const body = match[2] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The inline scripts the build produced: every hash found in the prerendered
 * pages. The app's only inline script is the language redirect, the same on
 * every page (island pages carry their data as JSON, which needs no hash).
 */
export function knownScriptHashes(pages: Iterable<{ scriptHashes?: string[] }>): ReadonlySet<string> {
  return new Set([...pages].flatMap((page) => page.scriptHashes ?? []));
}

/**
 * The hashes a page rendered on request may allow: only those of its inline
 * scripts that the build produced too. Markup injected into a rendered page
 * (a script the app never emits) stays blocked by the CSP; `unknown` counts
 * such scripts so the caller can log them.
 */
export function allowedScriptHashes(html: string, known: ReadonlySet<string>): { hashes: string[]; unknown: number } {
  const found = cspScriptHashes(html);
  const hashes = found.filter((hash) => known.has(hash));
  return { hashes, unknown: found.length - hashes.length };
}

export interface CspOptions {
  /** Origins the page may frame: the video, map and scheduler embeds (spec section 7). */
  frameOrigins: string[];
  https: boolean;
}

/** The policy of an HTML page. */
export function htmlCsp(scriptHashes: string[], { frameOrigins, https }: CspOptions): string {
  const directives = [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${frameOrigins.length ? frameOrigins.join(" ") : "'none'"}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Everything that is not a page (JSON, assets) can do nothing at all. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
