import type { RouteSchema } from "./api-route";
import type { ErrorStatus } from "./response-schemas";

/** The parts route definitions share: error answers, references to components, security, content. */

/** Error statuses by their component response name (components.responses, openapi-document.ts). */
export const errorResponseNames: Record<ErrorStatus, string> = {
  400: "BadRequest",
  403: "CrossSite",
  404: "NotFound",
  405: "MethodNotAllowed",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  422: "UnprocessableContent",
  429: "TooManyRequests",
  500: "InternalServerError",
  503: "ServiceUnavailable",
};

/** Suffix of the error responses that may be the form's page (`formErrors`). */
export const FORM_PAGE_SUFFIX = "OrFormPage";

const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** A route's error answers, each the one error shape narrowed to its codes; 500 is always possible. */
export function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries([...statuses, 500 as const].map((s) => [String(s), responseRef(errorResponseNames[s])]));
}

/** The same refusals for an endpoint an HTML form posts to: the form's page comes back instead of JSON. */
export function formErrors(...statuses: ErrorStatus[]) {
  return {
    ...Object.fromEntries(statuses.map((s) => [String(s), responseRef(`${errorResponseNames[s]}${FORM_PAGE_SUFFIX}`)])),
    "500": responseRef(errorResponseNames[500]),
  };
}

/** What every write answers before its own rules: cross-site, size, type, rate limit, database outage. */
export const writeGuards = [403, 413, 415, 429, 503] as const;

/** A JSON body of this schema (a named zod schema, or JSON Schema). */
export const json = (schema: RouteSchema) => ({ "application/json": { schema } });
export const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });
export const quoteSecurity = [{ quoteToken: [] }];
export const quotationSecurity = [{ quotationViewToken: [] }];
