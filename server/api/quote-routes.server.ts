import type { Hono } from "hono";
import type { Services } from "../services.server";

/** /api/quotes (issue 5). */
export function registerQuoteRoutes(_app: Hono, _services: Services) {}
