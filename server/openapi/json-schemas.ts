import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

const SAFE_INTEGER_BOUNDS: Record<string, number> = {
  minimum: Number.MIN_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
};

/** Drops what says nothing to a reader: zod's default safe-integer bounds, and $schema/$id inside components. */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (!value || typeof value !== "object") return value;
  const out: JsonSchema = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "$schema" || key === "$id") continue;
    if (SAFE_INTEGER_BOUNDS[key] === item) continue;
    out[key] = tidy(item);
  }
  return out;
}

/**
 * Every schema named in `registry`, as JSON Schema 2020-12 (OpenAPI 3.1's dialect),
 * referring to one another through #/components/schemas/. `io: "input"` describes
 * what a request may carry (before transforms), "output" what a response holds;
 * refinements cannot be expressed and are left out ("any"), never guessed.
 */
export function componentSchemas(
  registry: z.core.$ZodRegistry<{ id?: string }>,
  io: "input" | "output",
): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    metadata: registry,
    uri: (id) => `#/components/schemas/${id}`,
  });
  if ("__shared" in schemas)
    throw new Error("A schema is recursive or unnamed where it repeats; name it in its registry.");
  return tidy(schemas) as Record<string, JsonSchema>;
}

/** One response schema on its own (an error body), inline, with the descriptions kept in `registry`. */
export function inlineSchema(schema: z.core.$ZodType, registry: z.core.$ZodRegistry<{ id?: string }>): JsonSchema {
  return tidy(
    z.toJSONSchema(schema, { target: "draft-2020-12", io: "output", unrepresentable: "any", metadata: registry }),
  ) as JsonSchema;
}
