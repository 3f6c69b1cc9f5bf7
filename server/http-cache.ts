import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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
