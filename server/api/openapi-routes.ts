import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { buildOpenApiDocument } from "../openapi/openapi-document";
import type { Services } from "../services";
import { generatedFile, type StaticFile } from "../static-files";

export const openApiDocumentRoute = defineRoute({
  method: "get",
  path: "/api/openapi.json",
  operationId: "getOpenApiDocument",
  tags: ["meta"],
  summary: "This document",
  responses: {
    "200": {
      description: "OpenAPI 3.1, built at start-up; revalidate with If-None-Match.",
      content: { "application/json": { schema: { type: "object" } } },
    },
    "304": { description: "The cached copy (ETag) is current." },
  },
});

/**
 * GET /api/openapi.json: the description of every route registered through `api`,
 * so it is registered last. Built and compressed once at start-up.
 */
export function registerOpenApiRoutes(
  api: ApiRouter,
  services: Services,
  serveFile: (file: StaticFile, request: Request) => Response,
) {
  api.openapi(openApiDocumentRoute, (c) => serveFile(file, c.req.raw));
  const file = generatedFile(
    JSON.stringify(buildOpenApiDocument(services.env.SITE_URL, api.routes)),
    "application/json; charset=utf-8",
  );
}
