import type { Locale } from "../../app/i18n/locales";
import { ApiError } from "./api-error.server";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Rejects cross-site writes (403): an Origin that is neither the site's public
 * origin nor the origin the request was addressed to, or Sec-Fetch-Site: cross-site.
 * A client that sends neither header (curl, a server) is not a browser being
 * tricked and passes; rate limits still apply to it.
 */
export function assertSameOrigin(request: Request, siteUrl: string, language: Locale) {
  if (request.headers.get("sec-fetch-site") === "cross-site") throw ApiError.of(403, "crossSite", language);
  const origin = request.headers.get("origin");
  if (origin === null) return;
  const own = new Set([new URL(siteUrl).origin, selfOrigin(request)]);
  if (!own.has(origin)) throw ApiError.of(403, "crossSite", language);
}

function selfOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  return `${url.protocol}//${host}`;
}

export type BodyKind = "json" | "form";

/** JSON or a plain HTML form post; anything else is 415. */
export function bodyKind(request: Request, language: Locale): BodyKind {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  throw ApiError.of(415, "unsupportedType", language);
}

/** Reads at most 64 KB (413 beyond, even without a Content-Length), as strict UTF-8. */
export async function readBodyText(request: Request, language: Locale): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw ApiError.of(413, "tooLarge", language);
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw ApiError.of(413, "tooLarge", language);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw ApiError.of(400, "malformed", language, "body");
  }
}

/**
 * The request body as a plain object. JSON must be an object; a form post becomes
 * an object of its fields. Built on a null prototype so keys such as __proto__ are
 * just data.
 */
export async function readBody(request: Request, language: Locale): Promise<{ kind: BodyKind; data: Record<string, unknown> }> {
  const kind = bodyKind(request, language);
  const text = await readBodyText(request, language);
  const data: Record<string, unknown> = Object.create(null);
  if (kind === "form") {
    for (const [k, v] of new URLSearchParams(text)) data[k] = v;
    return { kind, data };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw ApiError.of(400, "malformed", language, "body");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw ApiError.of(400, "malformed", language, "body");
  for (const [k, v] of Object.entries(parsed)) data[k] = v;
  return { kind, data };
}
