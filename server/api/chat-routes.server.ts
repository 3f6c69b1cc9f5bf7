import type { Hono } from "hono";
import type { Services } from "../services.server";

/** POST /api/chat (issue 6). */
export function registerChatRoutes(_app: Hono, _services: Services) {}
