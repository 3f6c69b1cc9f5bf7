import type { ApiRoute, RouteMedia, RouteResponse, RouteSchema } from "./api-route";
import type { JsonSchema } from "./json-schemas";
import { requestRegistry } from "./request-schemas";
import { responseRegistry } from "./response-schemas";

/**
 * The document's `paths`, from the definitions the app registered its API routes
 * with (api-route.ts). A zod schema becomes a reference to its component, so a
 * route can only use a schema that is named (and thereby described) in a registry.
 */

function isZod(schema: RouteSchema): schema is Exclude<RouteSchema, JsonSchema> {
  return "_zod" in schema;
}

function schemaOf(schema: RouteSchema, where: string): JsonSchema {
  if (!isZod(schema)) return schema;
  const id = requestRegistry.get(schema)?.id ?? responseRegistry.get(schema)?.id;
  if (!id) throw new Error(`${where}: name the schema in request-schemas.ts or response-schemas.ts`);
  return { $ref: `#/components/schemas/${id}` };
}

function contentOf(content: Record<string, RouteMedia>, where: string) {
  return Object.fromEntries(
    Object.entries(content).map(([type, { schema, example }]) => [
      type,
      example === undefined ? { schema: schemaOf(schema, where) } : { schema: schemaOf(schema, where), example },
    ]),
  );
}

function responseOf(response: RouteResponse | { $ref: string }, where: string) {
  if ("$ref" in response || !response.content) return response;
  return { ...response, content: contentOf(response.content, where) };
}

function operationOf({ method, path, request, responses, ...described }: ApiRoute) {
  const where = `${method.toUpperCase()} ${path}`;
  return {
    ...described,
    ...(request
      ? { requestBody: { required: request.body.required, content: contentOf(request.body.content, where) } }
      : {}),
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, response]) => [status, responseOf(response, `${where} ${status}`)]),
    ),
  };
}

export function routePaths(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operationOf(route);
  return paths;
}
