import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRouter, defineRoute, honoPath } from "./api-route";
import { quoteChangeRequestSchema } from "./request-schemas";
import { quoteSchema } from "./response-schemas";
import { errors } from "./route-parts";
import { routePaths } from "./route-paths";

const itemRoute = defineRoute({
  method: "patch",
  path: "/things/{id}/parts/{part}",
  operationId: "saveThing",
  tags: ["quotes"],
  summary: "Save a thing",
  request: {
    body: { required: true, content: { "application/json": { schema: quoteChangeRequestSchema, example: { a: 1 } } } },
  },
  responses: {
    "200": { description: "Saved.", content: { "application/json": { schema: quoteSchema } } },
    "204": { description: "Nothing.", content: { "text/html": { schema: { type: "string" } } } },
    ...errors(404),
  },
});

describe("a route defined once", () => {
  it("is registered on the app under its method and Hono's form of its path, with typed parameters", async () => {
    const app = new Hono();
    const api = apiRouter(app);
    api.openapi(itemRoute, (c) => c.json({ id: c.req.param("id"), part: c.req.param("part") }));
    expect(honoPath(itemRoute.path)).toBe("/things/:id/parts/:part");
    expect(app.routes.map((r) => `${r.method} ${r.path}`)).toEqual(["PATCH /things/:id/parts/:part"]);
    expect(api.routes).toEqual([itemRoute]);
    const res = await app.request("/things/7/parts/b", { method: "PATCH" });
    expect(await res.json()).toEqual({ id: "7", part: "b" });
    expect((await app.request("/things/7/parts/b", { method: "POST" })).status).toBe(404);
  });

  it("cannot be registered twice", () => {
    const api = apiRouter(new Hono());
    api.openapi(itemRoute, (c) => c.body(null, 204));
    expect(() => api.openapi({ ...itemRoute, summary: "again" }, (c) => c.body(null, 204))).toThrow(/defined twice/);
  });

  it("becomes its operation: named zod schemas as references, JSON Schema and error references as written", () => {
    const operation = routePaths([itemRoute])["/things/{id}/parts/{part}"]!.patch!;
    expect(operation).toMatchObject({ operationId: "saveThing", tags: ["quotes"], summary: "Save a thing" });
    expect(operation).not.toHaveProperty("method");
    expect(operation.requestBody).toEqual({
      required: true,
      content: {
        "application/json": { schema: { $ref: "#/components/schemas/QuoteChangeRequest" }, example: { a: 1 } },
      },
    });
    expect(operation.responses).toEqual({
      "200": {
        description: "Saved.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Quote" } } },
      },
      "204": { description: "Nothing.", content: { "text/html": { schema: { type: "string" } } } },
      "404": { $ref: "#/components/responses/NotFound" },
      "500": { $ref: "#/components/responses/InternalServerError" },
    });
  });

  it("refuses a zod schema no registry names, which the document could not describe", () => {
    const unnamed = defineRoute({
      ...itemRoute,
      responses: {
        "200": { description: "?", content: { "application/json": { schema: z.object({ x: z.string() }) } } },
      },
    });
    expect(() => routePaths([unnamed])).toThrow(/PATCH \/things\/\{id\}\/parts\/\{part\} 200: name the schema/);
  });
});
