import type { Locale } from "../../domain/i18n/locales";
import { ApiError } from "./api-error";

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

/** The Content-Type without parameters, lower case ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** JSON or a plain HTML form post; anything else is 415. */
export function bodyKind(request: Request, language: Locale): BodyKind {
  const type = mediaType(request);
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  throw ApiError.of(415, "unsupportedType", language);
}

/** The client went away (or timed out) before its body arrived: nobody is left to answer, and nothing failed here. */
export class ClientAbortedError extends Error {
  constructor() {
    super("client aborted the request body");
  }
}

/** Reads at most 64 KB (413 beyond, even without a Content-Length), as strict UTF-8. */
export async function readBodyText(request: Request, language: Locale): Promise<string> {
  try {
    return await readBodyBytes(request, language);
  } catch (error) {
    if (!(error instanceof ApiError) && clientWentAway(request, error)) throw new ClientAbortedError();
    throw error;
  }
}

/** Node reports a connection closed mid-body (by the client, or by the request timeout) as "aborted" / ECONNRESET. */
function clientWentAway(request: Request, error: unknown): boolean {
  if (request.signal?.aborted) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "ECONNRESET" || /aborted|terminated|socket hang up|premature close/i.test(String(message ?? ""));
}

async function readBodyBytes(request: Request, language: Locale): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw ApiError.of(413, "tooLarge", language);
  // A declared length within the limit bounds the body (the HTTP parser reads exactly that
  // much), so it can be read in one go: @hono/node-server then reads the socket directly,
  // without building a web Request and stream around it.
  if (declared > 0 && !request.headers.has("transfer-encoding"))
    return decodeUtf8(Buffer.from(await request.arrayBuffer()), language);
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
  return decodeUtf8(Buffer.concat(chunks), language);
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array, language: Locale): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw ApiError.of(400, "malformed", language, "body");
  }
}

/**
 * The request body as a plain object. JSON must be an object; a form post becomes
 * an object of its fields. Built on a null prototype so keys such as __proto__ are
 * just data.
 */
export async function readBody(
  request: Request,
  language: Locale,
): Promise<{ kind: BodyKind; data: Record<string, unknown> }> {
  const kind = bodyKind(request, language);
  const text = await readBodyText(request, language);
  const data: Record<string, unknown> = Object.create(null);
  if (kind === "form") {
    for (const [k, v] of new URLSearchParams(text)) data[k] = storable(v);
    return { kind, data };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw ApiError.of(400, "malformed", language, "body");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw ApiError.of(400, "malformed", language, "body");
  for (const [k, v] of Object.entries(parsed)) data[k] = v;
  storableStrings(data);
  return { kind, data };
}

/** readBody for the JSON-only endpoints: a form post is refused (415) like any other type, once read (64 KB). */
export async function readJsonBody(request: Request, language: Locale): Promise<Record<string, unknown>> {
  const { kind, data } = await readBody(request, language);
  if (kind !== "json") throw ApiError.of(415, "unsupportedType", language);
  return data;
}

// A lone UTF-16 surrogate (a valid JSON escape such as "\ud800", but no character) or NUL.
const UNSTORABLE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\0/g;

/**
 * Text as both databases can hold it: a lone surrogate would reach SQLite as
 * invalid UTF-8 (read back as three U+FFFD) and PostgreSQL as one U+FFFD, and
 * PostgreSQL refuses NUL in text outright (a 500). Each becomes U+FFFD, as a
 * browser does with text it cannot encode, so every store keeps the same string.
 */
export function storable(text: string): string {
  return text.replace(UNSTORABLE, "\ufffd");
}

/** storable() on every string of a parsed body, in place; iterative, as JSON may nest thousands deep. */
function storableStrings(root: Record<string, unknown>) {
  const stack: object[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (value && typeof value === "object") stack.push(value);
      if (typeof value !== "string") continue;
      const clean = storable(value);
      // defineProperty, not assignment: a nested own "__proto__" key must not reach the prototype setter.
      if (clean !== value)
        Object.defineProperty(record, key, { value: clean, writable: true, enumerable: true, configurable: true });
    }
  }
}
