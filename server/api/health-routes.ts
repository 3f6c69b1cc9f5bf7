import { databaseReady } from "../db/readiness";
import { defineRoute, type ApiRouter } from "../openapi/api-route";
import { json } from "../openapi/route-parts";
import { healthSchema, notReadySchema, readySchema } from "../openapi/response-schemas";
import { baseSecurityHeaders } from "../security-headers";
import type { Services } from "../services";

export const healthRoute = defineRoute({
  method: "get",
  path: "/healthz",
  operationId: "getHealth",
  tags: ["meta"],
  summary: "Liveness check for load balancers and process managers",
  parameters: [
    {
      name: "details",
      in: "query",
      required: false,
      description:
        "Add the outbox's pending and dead email counts (as last read in the background; never waits for the database).",
      schema: { type: "string" },
    },
  ],
  responses: { "200": { description: "Serving.", content: json(healthSchema) } },
});

export const readinessRoute = defineRoute({
  method: "get",
  path: "/readyz",
  operationId: "getReadiness",
  tags: ["meta"],
  summary: "Readiness check: the database answers too",
  responses: {
    "200": { description: "Ready to serve.", content: json(readySchema) },
    "503": {
      description: "Not ready.",
      headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } },
      content: json(notReadySchema),
    },
  },
});

/** GET /healthz and GET /readyz. */
export function registerHealthRoutes(api: ApiRouter, services: Services, isHttps: (request: Request) => boolean) {
  // Liveness: the process answers (never touches the database). ?details adds the
  // outbox's pending and dead counts as the worker last read them, so a monitor can alert on dead emails.
  api.openapi(healthRoute, (c) => {
    const body =
      c.req.query("details") === undefined
        ? { status: "ok" }
        : { status: "ok", outbox: services.outboxBacklog?.() ?? null };
    return c.json(body, 200, { ...baseSecurityHeaders(isHttps(c.req.raw)), "Cache-Control": "no-store" });
  });
  // Readiness: the database answers too; a load balancer can route around an instance whose database is down.
  api.openapi(readinessRoute, async (c) =>
    (await databaseReady(services.db))
      ? c.json({ status: "ready" }, 200, { "Cache-Control": "no-store" })
      : c.json({ status: "unavailable" }, 503, { "Cache-Control": "no-store", "Retry-After": "5" }),
  );
}
