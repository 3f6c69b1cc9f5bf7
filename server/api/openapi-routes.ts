import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Hono } from "hono";
import { fileResponse } from "../http-cache";
import { buildOpenApiDocument } from "../openapi/openapi-document";
import type { Services } from "../services";
import { etagOf, type StaticFile } from "../static-files";

/** GET /api/openapi.json: the API description, built and compressed once at start-up. */
export function registerOpenApiRoutes(app: Hono, services: Services) {
  const body = Buffer.from(JSON.stringify(buildOpenApiDocument(services.env.SITE_URL)), "utf8");
  const file: StaticFile = {
    body,
    br: brotliCompressSync(body),
    gzip: gzipSync(body),
    etag: etagOf(body),
    contentType: "application/json; charset=utf-8",
    // It changes only with a deploy; the ETag makes revalidation cheap.
    cacheControl: "public, max-age=3600",
  };
  app.get("/api/openapi.json", (c) => fileResponse(file, c.req.raw));
}
