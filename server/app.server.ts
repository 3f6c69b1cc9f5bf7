import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Env } from "./env.server";
import { cspScriptHashes } from "./csp.server";
import { compressDynamic, fileResponse } from "./http-cache.server";
import { baseSecurityHeaders, htmlHeaders } from "./security-headers.server";
import type { StaticFile } from "./static-files.server";
import { buildSeoFiles } from "./seo-files.server";
import { logger } from "./logger.server";

export interface AppDeps {
  env: Env;
  /** The React Router server build (build/server/index.js). */
  build: ServerBuild;
  /** build/client in memory (loadStaticFiles). */
  files: Map<string, StaticFile>;
}

/** Whether the visitor reached us over HTTPS (directly, or via a trusted proxy). */
function isHttps(request: Request, env: Env): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (env.TRUST_PROXY) return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  return env.SITE_URL.startsWith("https://");
}

export function createApp({ env, build, files }: AppDeps) {
  const app = new Hono();
  const handleDocument = createRequestHandler(build, "production");
  const seoFiles = buildSeoFiles(env.SITE_URL);

  app.onError((error, c) => {
    logger.error("unhandled_error", { path: c.req.path, error: error instanceof Error ? error.message : String(error) });
    return c.json({ ok: false, error: { code: "internal", message: "Internal error" } }, 500, baseSecurityHeaders(isHttps(c.req.raw, env)));
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { ...baseSecurityHeaders(isHttps(c.req.raw, env)), "Cache-Control": "no-store" }));

  app.all("/api/*", (c) =>
    c.json({ ok: false, error: { code: "not_found", message: "Not found" } }, 404, baseSecurityHeaders(isHttps(c.req.raw, env))),
  );

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
      if (!url.search) return fileResponse(file, request, htmlHeaders(file.scriptHashes, env, https));
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
    const html = await response.text();
    for (const [k, v] of Object.entries(htmlHeaders(cspScriptHashes(html), env, https))) headers.set(k, v);
    headers.set("Cache-Control", "no-cache");
    headers.set("Vary", "Accept-Encoding");
    const { payload, encoding } = compressDynamic(html, request);
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(payload.length));
    return new Response(request.method === "HEAD" ? null : (payload as Uint8Array<ArrayBuffer>), { status: response.status, headers });
  });

  return app;
}
