import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import type { Env } from "./env";
import { prefersMarkdown } from "./markdown-negotiation";
import { pageQuery } from "./page-query";
import { SEO_FILE_PATHS } from "./seo-files";
import { staticAnswers, type StaticAnswers } from "./static-answers";
import type { StaticFile } from "./static-files";

/**
 * The answers app.ts gives for the build's files (prerendered pages and
 * assets: most of the traffic), sent straight from node:http: going through Hono
 * costs a web Request, a Response and a header conversion per request. Both send
 * the answer of the same staticAnswers (static-answers.ts), so they cannot
 * differ; this path only decides which requests it takes. It declines, and Hono
 * answers: API and health routes, generated SEO files, a page with a form token or
 * with query parameters it reads (pageQuery: ?category=, ?sent=1), methods other
 * than GET and HEAD, and paths that are not exactly a file's key. Parameters a page
 * does not read (utm_source, gclid, ...) get the page as if they were not there.
 */
export function staticFastPath(
  files: Map<string, StaticFile>,
  env: Env,
  answers: StaticAnswers = staticAnswers(env),
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const generated = new Set(SEO_FILE_PATHS);

  return (req, res) => {
    const method = req.method;
    if ((method !== "GET" && method !== "HEAD") || !req.url) return false;
    const query = req.url.indexOf("?");
    const path = query === -1 ? req.url : req.url.slice(0, query);
    const page = files.get(path);
    if (!page || generated.has(path) || path.startsWith("/api/")) return false;
    // Accept: text/markdown at a page's URL gets its twin, which has no form token and reads no query.
    const file = page.markdownTwin && prefersMarkdown(req.headers.accept) ? page.markdownTwin : page;
    // A form token makes each answer different; a query the page reads (?category=) is another page.
    if (file.scriptHashes && (file.hasFormToken || (query !== -1 && pageQuery(path, req.url.slice(query)) !== "")))
      return false;

    const { status, headers, body } = answers.answer(
      file,
      isHttps(req, env),
      req.headers["if-none-match"],
      req.headers["accept-encoding"],
    );
    res.writeHead(status, headers);
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
