import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { StaticFile } from "./static-files";

export type Encoding = "br" | "gzip" | "identity";

/** Picks br, then gzip, honouring q=0 refusals. */
export function negotiateEncoding(acceptEncoding: string | undefined | null): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name ?? "", q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

/** True when the client's cached copy (If-None-Match) is still this one. */
export function isNotModified(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === etag || tag === "*";
  });
}

/** A 200 or 304 for an in-memory file, compressed as the client prefers. */
export function fileResponse(file: StaticFile, request: Request, headers: Record<string, string> = {}): Response {
  const common: Record<string, string> = {
    ...headers,
    ETag: file.etag,
    "Cache-Control": file.cacheControl,
    Vary: "Accept-Encoding",
  };
  if (isNotModified(request.headers.get("if-none-match"), file.etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : undefined;
  const payload = body ?? file.body;
  const out: Record<string, string> = {
    ...common,
    "Content-Type": file.contentType,
    "Content-Length": String(payload.length),
  };
  if (body) out["Content-Encoding"] = encoding;
  return new Response(request.method === "HEAD" ? null : new Uint8Array(payload), { status: 200, headers: out });
}

/** Compresses a dynamic body (server-rendered page, generated text) for the client. */
export function compressDynamic(body: string, request: Request): { payload: Uint8Array; encoding?: Encoding } {
  const raw = Buffer.from(body, "utf8");
  if (raw.length < 1024) return { payload: raw };
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  if (encoding === "br") {
    return { payload: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  }
  if (encoding === "gzip") return { payload: gzipSync(raw, { level: 6 }), encoding };
  return { payload: raw };
}
