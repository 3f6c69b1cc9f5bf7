import { Hono } from "hono";
import { createRequestHandler, type RequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Env } from "./env";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { allowedScriptHashes, knownScriptHashes } from "./csp";
import { compressDynamic } from "./http-cache";
import { baseSecurityHeaders, htmlHeaders } from "./security-headers";
import type { StaticFile } from "./static-files";
import { answerResponse, staticAnswers, type StaticAnswers } from "./static-answers";
import { pageQuery } from "./page-query";
import { renderedPages } from "./rendered-pages";
import { prefersMarkdown } from "./markdown-negotiation";
import { collapsedPath } from "./http/repeated-slashes";
import { clientIp } from "./http/client-ip";
import { createRateLimits } from "./http/rate-limit";
import { buildSeoFiles } from "./seo-files";
import { logger } from "./logger";
import { ApiError, errorJson } from "./http/api-error";
import { requestLanguage } from "./http/request-language";
import { ClientAbortedError } from "./http/guards";
import { isDatabaseUnavailable } from "./db/db-errors";
import { registerContactRoutes } from "./api/contact-route";
import { registerQuoteRoutes } from "./api/quote-routes";
import { registerQuotationRoutes } from "./api/quotation-routes";
import { loggablePath } from "./http/loggable-path";
import { registerChatRoutes } from "./api/chat-routes";
import { registerOpenApiRoutes } from "./api/openapi-routes";
import { registerStaffRoutes } from "./staff/staff-routes";
import { registerEventRoutes } from "./api/events-route";
import { registerHealthRoutes } from "./api/health-routes";
import { apiRouter } from "./openapi/api-route";
import type { Services } from "./services";
import { FORM_TOKEN_PLACEHOLDER } from "../domain/forms/form-token";
import { CONTACT_REFERENCE_PLACEHOLDER, contactReferenceFrom } from "../domain/forms/contact-outcome";

export interface AppDeps {
  env: Env;
  /** The React Router server build (build/server/index.js); API-only tests may leave it out. */
  build?: ServerBuild;
  /** build/client in memory (loadStaticFiles). */
  files: Map<string, StaticFile>;
  services: Services;
  /** Shared with the node:http fast path (main.ts); one is made when absent. */
  answers?: StaticAnswers;
}

/** Whether the visitor reached us over HTTPS (directly, or via a trusted proxy). */
function isHttps(request: Request, env: Env): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (env.TRUST_PROXY) return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  return env.SITE_URL.startsWith("https://");
}

/** The methods of each concrete route registered so far (not middleware, not wildcards). */
function routeMethods(app: Hono): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" || path.includes("*")) continue;
    byPath.set(path, [...new Set([...(byPath.get(path) ?? []), method])]);
  }
  return byPath;
}

export function createApp({ env, build, files, services, answers = staticAnswers(env) }: AppDeps) {
  const app = new Hono();
  const serveFile = (file: StaticFile, request: Request) =>
    answerResponse(
      answers.answer(
        file,
        isHttps(request, env),
        request.headers.get("if-none-match"),
        request.headers.get("accept-encoding"),
      ),
      request.method,
    );
  const handleDocument: RequestHandler = build
    ? createRequestHandler(build, "production")
    : async () => new Response("Not found", { status: 404 });
  const seoFiles = buildSeoFiles(env.SITE_URL, env.AI_CRAWLERS);
  const knownScripts = knownScriptHashes(files.values());
  // Rendering costs CPU of this process, so its budget is counted here, not in a shared store.
  const renderLimit = createRateLimits({
    renders:
      env.RATE_LIMIT_RENDERS_PER_MINUTE > 0
        ? new RateLimiterMemory({ points: env.RATE_LIMIT_RENDERS_PER_MINUTE, duration: 60 })
        : undefined,
  });
  const rendered = renderedPages(
    async (pathAndQuery) => {
      // Rendered from the canonical URL alone, so the cached page cannot carry anything of one visitor's request.
      const response = await handleDocument(new Request(`${env.SITE_URL}${pathAndQuery}`));
      return (response.headers.get("content-type") ?? "").includes("text/html")
        ? { status: response.status, html: await response.text() }
        : null;
    },
    (html, pathAndQuery) => scriptHashesFor(html, pathAndQuery),
  );

  /** Hashes for a page rendered here: only the inline scripts the build produced (csp.ts). */
  function scriptHashesFor(html: string, path: string): string[] {
    const { hashes, unknown } = allowedScriptHashes(html, knownScripts);
    if (unknown) logger.warn("inline_script_not_allowed", { path: loggablePath(path.split("?")[0]), scripts: unknown });
    return hashes;
  }

  app.use("*", async (c, next) => {
    await next();
    // Security headers on every answer, including errors and redirects, unless a handler set its own CSP.
    const https = isHttps(c.req.raw, env);
    for (const [k, v] of Object.entries(baseSecurityHeaders(https))) {
      if (!c.res.headers.has(k)) c.res.headers.set(k, v);
    }
  });

  // "//host/x" is a path to us, but URL code reads it as another origin: one slash, before any routing.
  app.use("*", async (c, next) => {
    const target = collapsedPath(c.req.raw.url);
    if (target === null) return next();
    return new Response(null, { status: 308, headers: { Location: target, "Cache-Control": "no-store" } });
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorJson(c, error);
    const language = requestLanguage(c.req.raw);
    if (error instanceof ClientAbortedError) {
      // Not a failure of ours (and "aborted" would otherwise read as a dropped database connection).
      logger.info("request_aborted", { path: loggablePath(c.req.path) });
      return errorJson(c, ApiError.of(400, "malformed", language, "body"));
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn("database_unavailable", {
        path: loggablePath(c.req.path),
        error: error instanceof Error ? error.message : String(error),
      });
      return errorJson(c, ApiError.of(503, "unavailable", language, "request", { "Retry-After": "5" }));
    }
    // Never a stack trace or SQL text in a response; the log gets the message only.
    logger.error("unhandled_error", {
      path: loggablePath(c.req.path),
      error: error instanceof Error ? error.message : String(error),
    });
    return errorJson(c, ApiError.of(500, "internal", language));
  });

  // The documented routes: each one's definition wires it and describes it (docs/decisions/022-openapi-from-route-definitions.md).
  const api = apiRouter(app);
  registerHealthRoutes(api, services, (request) => isHttps(request, env));
  registerContactRoutes(api, services, renderPage);
  registerQuoteRoutes(api, services);
  registerQuotationRoutes(api, services);
  registerChatRoutes(api, services);
  registerEventRoutes(api, services);
  registerOpenApiRoutes(api, services, serveFile);
  registerStaffRoutes(app, services, files, (request) => isHttps(request, env));

  // A path of ours asked with a method it does not have: 405 naming the ones it has (Hono answers HEAD with GET's handler).
  for (const [path, methods] of routeMethods(app)) {
    const allow = methods.includes("GET") ? [...methods, "HEAD"].join(", ") : methods.join(", ");
    app.all(path, (c) =>
      errorJson(c, ApiError.of(405, "methodNotAllowed", requestLanguage(c.req.raw), "request", { Allow: allow })),
    );
  }

  app.all("/api/*", (c) => errorJson(c, ApiError.of(404, "notFound", requestLanguage(c.req.raw))));

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const https = isHttps(request, env);
    const generated = seoFiles.get(url.pathname);
    if (generated) return serveFile(generated, request);
    const file = files.get(url.pathname);
    if (!file) return next();
    if (!file.scriptHashes) return serveFile(file, request);
    // The page's Markdown twin for Accept: text/markdown, whatever the query (decision 026).
    if (file.markdownTwin && prefersMarkdown(request.headers.get("accept")))
      return serveFile(file.markdownTwin, request);
    // Parameters the page does not read (utm_*, gclid, ...) get the prerendered page; the few it reads, a page rendered once.
    const query = pageQuery(url.pathname, url.search);
    const page = query ? await rendered.get(`${url.pathname}?${query}`) : file;
    if (!page) return next();
    const response = page.hasFormToken
      ? htmlResponse(
          page.body.toString("utf8"),
          200,
          new Headers({ "Content-Type": page.contentType }),
          request,
          https,
          page.scriptHashes,
        )
      : serveFile(page, request);
    // Personalised and query-rendered answers at a URL with a twin vary by Accept too.
    if (file.vary) response.headers.set("Vary", file.vary);
    return response;
  });

  // Everything else is rendered by React Router for each request: 404 pages, redirects, writes to pages.
  app.all("*", async (c) => {
    const request = c.req.raw;
    const https = isHttps(request, env);
    await renderLimit.consume("renders", clientIp(c, env.TRUST_PROXY), requestLanguage(request));
    const response = await handleDocument(request);
    // The spec asks for the attempted path to be logged (never the query: it may hold personal data).
    if (response.status === 404) logger.info("page_not_found", { path: loggablePath(new URL(request.url).pathname) });
    const type = response.headers.get("content-type") ?? "";
    const headers = new Headers(response.headers);
    if (!type.includes("text/html")) {
      for (const [k, v] of Object.entries(baseSecurityHeaders(https))) headers.set(k, v);
      return new Response(response.body, { status: response.status, headers });
    }
    return htmlResponse(await response.text(), response.status, headers, request, https);
  });

  /**
   * A page rendered by React Router for an answer that is not its own GET, with
   * `loadContext` for its loader (the contact form re-shown after a refused post):
   * the same HTML treatment as any rendered page, under the given status.
   */
  async function renderPage(
    request: Request,
    pathname: string,
    context: RouterContextProvider,
    status: ContentfulStatusCode,
  ) {
    const https = isHttps(request, env);
    const response = await handleDocument(new Request(new URL(pathname, request.url)), context);
    const headers = new Headers(response.headers);
    if (!(response.headers.get("content-type") ?? "").includes("text/html")) {
      for (const [k, v] of Object.entries(baseSecurityHeaders(https))) headers.set(k, v);
      headers.set("Cache-Control", "no-store");
      return new Response(response.body, { status, headers });
    }
    return htmlResponse(await response.text(), response.ok ? status : response.status, headers, request, https);
  }

  /** A page rendered or personalised for this request: fresh form token, CSP hashes, compression, no caching. */
  function htmlResponse(
    html: string,
    status: number,
    headers: Headers,
    request: Request,
    https: boolean,
    scriptHashes?: string[],
  ) {
    const hashes = scriptHashes ?? scriptHashesFor(html, new URL(request.url).pathname);
    const withToken = html.includes(FORM_TOKEN_PLACEHOLDER)
      ? html.replaceAll(FORM_TOKEN_PLACEHOLDER, services.tokens.issue("contact"))
      : html;
    // The contact page after a post without JavaScript, rendered once for all, gets this visitor's reference.
    const page = withToken.includes(CONTACT_REFERENCE_PLACEHOLDER)
      ? withToken.replaceAll(CONTACT_REFERENCE_PLACEHOLDER, contactReferenceFrom(new URL(request.url).searchParams))
      : withToken;
    for (const [k, v] of Object.entries(htmlHeaders(hashes, env, https))) headers.set(k, v);
    headers.set("Cache-Control", "no-store");
    headers.set("Vary", "Accept-Encoding");
    headers.delete("ETag");
    const { payload, encoding } = compressDynamic(page, request);
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(payload.length));
    return new Response(request.method === "HEAD" ? null : (payload as Uint8Array<ArrayBuffer>), { status, headers });
  }

  return app;
}
