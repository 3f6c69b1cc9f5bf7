import type { BlankEnv, BlankInput } from "hono/types";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { JsonSchema } from "./json-schemas";

/**
 * One operation of the API, defined once: the router wires its handler from it
 * and server/openapi/openapi-document.ts describes it from the same object, so a
 * route cannot exist without its description (docs/decisions/022-openapi-from-route-definitions.md).
 * The shape follows @hono/zod-openapi's `createRoute`; the handler still runs the
 * project's own guards and validation (translated errors, checks before the body is read).
 */

type Reference = { $ref: string };

/** A zod schema named in request-schemas.ts or response-schemas.ts (referenced), or plain JSON Schema. */
export type RouteSchema = z.core.$ZodType | JsonSchema;

export interface RouteMedia {
  schema: RouteSchema;
  example?: unknown;
}

export interface RouteResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, RouteMedia>;
}

export type ApiTag = "contact" | "quotes" | "chat" | "analytics" | "meta";

export interface ApiRoute<P extends string = string> {
  method: "get" | "post" | "patch";
  /** OpenAPI style ("/api/quotes/{id}"); the router turns it into Hono's ("/api/quotes/:id"). */
  path: P;
  operationId: string;
  tags: [ApiTag];
  summary: string;
  description?: string;
  /** The bearer schemes of components.securitySchemes the handler checks. */
  security?: Record<string, string[]>[];
  /** Path, query and header parameters: `{ $ref }` to components.parameters, or written out. */
  parameters?: (Reference | Record<string, unknown>)[];
  /** The body, with the schema the handler validates it by (request-schemas.ts). */
  request?: { body: { required: boolean; content: Record<string, RouteMedia> } };
  /** Every status the handler and the guards before it answer; errors as `{ $ref }` (route-parts.ts). */
  responses: Record<string, RouteResponse | Reference>;
}

/** "/api/quotes/{id}" as Hono writes it, "/api/quotes/:id", also as a type (so `c.req.param("id")` is a string). */
export type HonoPath<P extends string> = P extends `${infer Start}{${infer Param}}${infer Rest}`
  ? `${Start}:${Param}${HonoPath<Rest>}`
  : P;

export function honoPath<P extends string>(path: P): HonoPath<P> {
  return path.replace(/\{(\w+)\}/g, ":$1") as HonoPath<P>;
}

/** Keeps the path's literal type, for the handler's typed parameters. */
export function defineRoute<const P extends string>(route: ApiRoute<P>): ApiRoute<P> {
  return route;
}

export type RouteHandler<P extends string> = (
  c: Context<BlankEnv, HonoPath<P>, BlankInput>,
) => Response | Promise<Response>;

/** Registers API routes on an app and keeps their definitions, in order, for the document. */
export interface ApiRouter {
  readonly routes: readonly ApiRoute[];
  openapi<P extends string>(route: ApiRoute<P>, handler: RouteHandler<P>): void;
}

export function apiRouter(app: Hono): ApiRouter {
  const routes: ApiRoute[] = [];
  return {
    routes,
    openapi(route, handler) {
      if (routes.some((r) => r.method === route.method && r.path === route.path))
        throw new Error(`${route.method.toUpperCase()} ${route.path} is defined twice`);
      routes.push(route);
      app.on(route.method.toUpperCase(), honoPath(route.path), handler);
    },
  };
}
