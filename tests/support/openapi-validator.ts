import * as z from "zod";

/**
 * Checks real HTTP responses against an OpenAPI 3.1 document. The JSON Schemas
 * are read back with zod's JSON Schema reader (z.fromJSONSchema), so the check is
 * against the published document, not the zod schemas it was built from.
 */

type Json = Record<string, any>;
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** Follows a local JSON pointer (#/components/...) in the document. */
export function resolvePointer(doc: Json, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`Only local references are used: ${ref}`);
  return ref
    .slice(2)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<any>((node, key) => (node && typeof node === "object" && key in node ? node[key] : undefined), doc);
}

/** Every "$ref" string anywhere in the document. */
export function allRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => allRefs(n, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found.push(value);
      else allRefs(value, found);
    }
  }
  return found;
}

const deref = (doc: Json, node: Json): Json =>
  node && typeof node.$ref === "string" ? deref(doc, resolvePointer(doc, node.$ref) as Json) : node;

export function createValidator(doc: Json) {
  // fromJSONSchema resolves only #/$defs/ references: give it the components there.
  const toDefs = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/'));
  const defs = toDefs(doc.components.schemas);
  const cache = new Map<unknown, z.ZodType>();

  /** A zod validator for a JSON Schema of the document. */
  function schemaValidator(schema: Json): z.ZodType {
    let validator = cache.get(schema);
    if (!validator) {
      validator = z.fromJSONSchema({
        $schema: "https://json-schema.org/draft/2020-12/schema",
        $defs: defs,
        ...toDefs(schema),
      });
      cache.set(schema, validator);
    }
    return validator;
  }

  function operation(method: string, path: string): Json {
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) throw new Error(`${method} ${path} is not in the document`);
    return op;
  }

  /** The methods a path answers: its operations, and HEAD wherever there is GET (answered like GET, without a body). */
  function allowedMethods(path: string): string[] {
    const item = doc.paths[path];
    if (!item) throw new Error(`${path} is not in the document`);
    const methods = HTTP_METHODS.filter((m) => item[m]).map((m) => m.toUpperCase());
    return methods.includes("GET") && !methods.includes("HEAD") ? [...methods, "HEAD"] : methods;
  }

  /**
   * What the document says `method` on `path` may answer: the operation's
   * responses; for HEAD without its own operation, GET's without a body; for any
   * other method the path does not list, the one MethodNotAllowed response (405
   * with Allow naming the path's methods, per the document's description).
   */
  function documentedAnswers(method: string, path: string): { responses: Json; bodiless: boolean; allow?: string } {
    const item = doc.paths[path];
    if (!item) throw new Error(`${path} is not in the document`);
    const op = item[method.toLowerCase()];
    if (op) return { responses: op.responses, bodiless: false };
    if (method.toUpperCase() === "HEAD" && item.get) return { responses: item.get.responses, bodiless: true };
    const allow = allowedMethods(path);
    return {
      responses: { "405": doc.components.responses.MethodNotAllowed },
      bodiless: method.toUpperCase() === "HEAD",
      allow: allow.join(", "),
    };
  }

  /**
   * Problems with one response to any method: an undocumented status, a missing
   * required header, a body that is not the documented JSON, an Allow header
   * that does not name the path's methods. [] when it matches.
   */
  async function problems(method: string, path: string, res: Response): Promise<string[]> {
    const { responses, bodiless, allow } = documentedAnswers(method, path);
    const documented = responses[String(res.status)];
    if (!documented) return [`status ${res.status} is not documented for ${method} ${path}`];
    const out: string[] = [];
    if (allow !== undefined && res.headers.get("allow") !== allow)
      out.push(`Allow is ${res.headers.get("allow")}, the document says ${allow}`);
    if (bodiless) {
      const text = await res.text();
      if (text !== "") out.push(`HEAD answered with a body: ${text.slice(0, 100)}`);
    }
    const response = deref(doc, documented);
    for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
      const spec = deref(doc, header);
      const value = res.headers.get(name);
      if (value === null) {
        if (spec.required) out.push(`header ${name} is missing`);
        continue;
      }
      const typed = spec.schema?.type === "integer" ? Number(value) : value;
      const check = schemaValidator(spec.schema ?? {}).safeParse(typed);
      if (!check.success) out.push(`header ${name}: ${JSON.stringify(value)} ${check.error.message}`);
    }
    if (bodiless) return out;
    // A form post's refusal may be the form's page, a quotation a PDF, and a chat's events a stream (never ending,
    // so not read here), where the document says so.
    const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
    if (type !== "application/json" && response.content?.[type]) {
      await res.body?.cancel();
      return out;
    }
    const text = await res.text();
    const media = response.content?.["application/json"];
    if (!media) {
      if (text !== "") out.push(`no body is documented, got ${text.slice(0, 100)}`);
      return out;
    }
    if (!(res.headers.get("content-type") ?? "").startsWith("application/json"))
      out.push(`content-type is ${res.headers.get("content-type")}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [...out, `body is not JSON: ${text.slice(0, 100)}`];
    }
    const check = schemaValidator(media.schema).safeParse(body);
    if (!check.success)
      out.push(`body ${JSON.stringify(body).slice(0, 300)} does not match: ${JSON.stringify(check.error.issues)}`);
    return out;
  }

  return { schemaValidator, operation, allowedMethods, problems, deref: (node: Json) => deref(doc, node) };
}
