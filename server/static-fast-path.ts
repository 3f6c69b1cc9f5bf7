import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import type { Env } from "./env";
import { isNotModified, negotiateEncoding, type Encoding } from "./http-cache";
import { baseSecurityHeaders, htmlHeaders } from "./security-headers";
import { pageQuery } from "./page-query";
import { SEO_FILE_PATHS } from "./seo-files";
import type { StaticFile } from "./static-files";

type Headers = Record<string, string>;

/** Every header set a file can be answered with, built once (per scheme) instead of per request. */
interface Prepared {
  notModified: Headers;
  ok: Record<Encoding, { headers: Headers; body: Buffer }>;
}

/**
 * The answers app.ts gives for the build's files (prerendered pages and
 * assets: most of the traffic), sent straight from node:http.
 * Going through Hono costs a web Request, a Response and a header conversion
 * per request, and the page's CSP was rebuilt each time; here the bytes and the
 * header objects are prepared once and written as they are. Same status, headers
 * and body as the Hono route (tests/integration/static-fast-path.test.ts holds
 * them equal); anything else it declines, and Hono answers as before: API and
 * health routes, generated SEO files, a page with a form token or with query
 * parameters it reads (pageQuery: ?category=, ?sent=1), methods other than GET
 * and HEAD, and paths that are not exactly a file's key. Parameters a page does
 * not read (utm_source, gclid, ...) get the page as if they were not there.
 */
export function staticFastPath(
  files: Map<string, StaticFile>,
  env: Env,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const generated = new Set(SEO_FILE_PATHS);
  const prepared = [new Map<StaticFile, Prepared>(), new Map<StaticFile, Prepared>()];
  const encodings = new Map<string, Encoding>();

  function prepare(file: StaticFile, https: boolean): Prepared {
    const security = file.scriptHashes ? htmlHeaders(file.scriptHashes, env, https) : baseSecurityHeaders(https);
    const notModified = { ...security, ETag: file.etag, "Cache-Control": file.cacheControl, Vary: "Accept-Encoding" };
    const variant = (body: Buffer | undefined, encoding: Encoding) => {
      const headers: Headers = {
        ...notModified,
        "Content-Type": file.contentType,
        "Content-Length": String((body ?? file.body).length),
      };
      if (body) headers["Content-Encoding"] = encoding;
      return { headers, body: body ?? file.body };
    };
    return {
      notModified,
      ok: { br: variant(file.br, "br"), gzip: variant(file.gzip, "gzip"), identity: variant(undefined, "identity") },
    };
  }

  function encodingOf(header: string | undefined): Encoding {
    if (!header) return "identity";
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      // A client could send endless variants; the common few stay cached.
      if (encodings.size < 100) encodings.set(header, encoding);
    }
    return encoding;
  }

  return (req, res) => {
    const method = req.method;
    if ((method !== "GET" && method !== "HEAD") || !req.url) return false;
    const query = req.url.indexOf("?");
    const path = query === -1 ? req.url : req.url.slice(0, query);
    const file = files.get(path);
    if (!file || generated.has(path) || path.startsWith("/api/")) return false;
    // A form token makes each answer different; a query the page reads (?category=) is another page.
    if (file.scriptHashes && (file.hasFormToken || (query !== -1 && pageQuery(path, req.url.slice(query)) !== "")))
      return false;

    const https = isHttps(req, env);
    const table = prepared[https ? 1 : 0]!;
    let answer = table.get(file);
    if (!answer) table.set(file, (answer = prepare(file, https)));
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && isNotModified(ifNoneMatch, file.etag)) {
      res.writeHead(304, answer.notModified);
      res.end();
      return true;
    }
    const { headers, body } = answer.ok[encodingOf(req.headers["accept-encoding"])];
    res.writeHead(200, headers);
    res.end(method === "HEAD" ? undefined : body);
    return true;
  };
}

/** The same decision as app.ts's isHttps, from the raw request. */
function isHttps(req: IncomingMessage, env: Env): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (env.TRUST_PROXY) {
    const proto = req.headers["x-forwarded-proto"];
    return (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim() === "https";
  }
  return env.SITE_URL.startsWith("https://");
}

/**
 * A `createServer` for @hono/node-server's serve(): the fast path first, the Hono
 * app for everything it declines.
 */
export function withStaticFastPath(
  fastPath: (req: IncomingMessage, res: ServerResponse) => boolean,
): typeof createServer {
  return ((options: object, listener: RequestListener) =>
    createServer(options, (req, res) => {
      if (!fastPath(req, res)) listener(req, res);
    })) as typeof createServer;
}
