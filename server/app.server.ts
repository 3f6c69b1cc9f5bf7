import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Env } from "./env.server";
import { cspScriptHashes } from "./csp.server";
import { compressDynamic, fileResponse } from "./http-cache.server";
import { baseSecurityHeaders, htmlHeaders } from "./security-headers.server";
import type { StaticFile } from "./static-files.server";
import { buildSeoFiles } from "./seo-files.server";
import { logger } from "./logger.server";
import { ApiError, errorJson } from "./http/api-error.server";
import { requestLanguage } from "./http/request-language.server";
import { isDatabaseUnavailable } from "./db/db-errors.server";
import { databaseReady } from "./db/readiness.server";
import { registerContactRoutes } from "./api/contact-route.server";
import { registerQuoteRoutes } from "./api/quote-routes.server";
import { registerChatRoutes } from "./api/chat-routes.server";
import { registerOpenApiRoutes } from "./api/openapi-routes.server";
import type { Services } from "./services.server";
import { FORM_TOKEN_PLACEHOLDER } from "../app/lib/form-token";

export interface AppDeps {
  env: Env;
  /** The React Router server build (build/server/index.js); API-only tests may leave it out. */
  build?: ServerBuild;
  /** build/client in memory (loadStaticFiles). */
  files: Map<string, StaticFile>;
  services: Services;
}

/** Whether the visitor reached us over HTTPS (directly, or via a trusted proxy). */
function isHttps(request: Request, env: Env): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (env.TRUST_PROXY) return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  return env.SITE_URL.startsWith("https://");
}

export function createApp({ env, build, files, services }: AppDeps) {
  const app = new Hono();
  const handleDocument = build ? createRequestHandler(build, "production") : async () => new Response("Not found", { status: 404 });
  const seoFiles = buildSeoFiles(env.SITE_URL);

  app.use("*", async (c, next) => {
    await next();
    // Security headers on every answer, including errors and redirects, unless a handler set its own CSP.
    const https = isHttps(c.req.raw, env);
    for (const [k, v] of Object.entries(baseSecurityHeaders(https))) {
      if (!c.res.headers.has(k)) c.res.headers.set(k, v);
    }
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorJson(c, error);
    const language = requestLanguage(c.req.raw);
    if (isDatabaseUnavailable(error)) {
      logger.warn("database_unavailable", { path: c.req.path, error: error instanceof Error ? error.message : String(error) });
      return errorJson(c, ApiError.of(503, "unavailable", language, "request", { "Retry-After": "5" }));
    }
    // Never a stack trace or SQL text in a response; the log gets the message only.
    logger.error("unhandled_error", { path: c.req.path, error: error instanceof Error ? error.message : String(error) });
    return errorJson(c, ApiError.of(500, "internal", language));
  });

  // Liveness: the process answers (issue 2's contract; never touches the database).
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { ...baseSecurityHeaders(isHttps(c.req.raw, env)), "Cache-Control": "no-store" }));
  // Readiness: the database answers too; a load balancer can route around an instance whose database is down.
  app.get("/readyz", async (c) =>
    (await databaseReady(services.db))
      ? c.json({ status: "ready" }, 200, { "Cache-Control": "no-store" })
      : c.json({ status: "unavailable" }, 503, { "Cache-Control": "no-store", "Retry-After": "5" }),
  );

  registerContactRoutes(app, services);
  registerQuoteRoutes(app, services);
  registerChatRoutes(app, services);
  registerOpenApiRoutes(app, services);

  app.all("/api/*", (c) => errorJson(c, ApiError.of(404, "notFound", requestLanguage(c.req.raw))));

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const https = isHttps(request, env);
    const generated = seoFiles.get(url.pathname);
    if (generated) return fileResponse(generated, request, baseSecurityHeaders(https));
    const file = files.get(url.pathname);
    if (file) {
      // A prerendered page answers only its plain URL; a query (?category=) is rendered on request.
      if (!file.scriptHashes) return fileResponse(file, request, baseSecurityHeaders(https));
      if (!url.search) {
        if (file.hasFormToken) return htmlResponse(file.body.toString("utf8"), 200, new Headers({ "Content-Type": file.contentType }), request, https);
        return fileResponse(file, request, htmlHeaders(file.scriptHashes, env, https));
      }
    }
    return next();
  });

  // Everything else is rendered by React Router: 404 pages, redirects, filtered views.
  app.all("*", async (c) => {
    const request = c.req.raw;
    const https = isHttps(request, env);
    const response = await handleDocument(request);
    const type = response.headers.get("content-type") ?? "";
    const headers = new Headers(response.headers);
    if (!type.includes("text/html")) {
      for (const [k, v] of Object.entries(baseSecurityHeaders(https))) headers.set(k, v);
      return new Response(response.body, { status: response.status, headers });
    }
    return htmlResponse(await response.text(), response.status, headers, request, https);
  });

  /** A page rendered or personalised for this request: fresh form token, CSP hashes, compression, no caching. */
  function htmlResponse(html: string, status: number, headers: Headers, request: Request, https: boolean) {
    const page = html.includes(FORM_TOKEN_PLACEHOLDER) ? html.replaceAll(FORM_TOKEN_PLACEHOLDER, services.tokens.issue("contact")) : html;
    for (const [k, v] of Object.entries(htmlHeaders(cspScriptHashes(page), env, https))) headers.set(k, v);
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
