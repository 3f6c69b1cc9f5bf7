import type { Context, Hono } from "hono";
import { htmlCsp } from "../csp";
import { ApiError, errorJson } from "../http/api-error";
import { requestLanguage } from "../http/request-language";
import { analyticsDashboard } from "../analytics/dashboard-route";
import type { Services } from "../services";
import type { StaticFile } from "../static-files";
import { registerAccountRoutes } from "./account-routes";
import { registerOfficeRoutes } from "./office-routes";
import { registerOfficeChatLive } from "./chat-live-office";
import { registerSealRoutes } from "./seal-routes";
import { registerSignInRoutes } from "./sign-in-routes";
import { officeBarHtml } from "./pages/staff-layout";
import { STAFF_CSS } from "./staff-css";
import { createStaffRequest } from "./staff-request";

/**
 * The staff office (docs/decisions/015-staff-sessions.md): server-rendered pages
 * and plain form posts under /staff, the session cookie scoped to /staff, a JSON
 * view of the inbox under /staff/api, and 401 JSON for /api/staff/*.
 */
export function registerStaffRoutes(
  app: Hono,
  services: Services,
  files: Map<string, StaticFile>,
  isHttps: (request: Request) => boolean,
) {
  const staffHeaders = async (c: Context, next: () => Promise<void>) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    if ((c.res.headers.get("content-type") ?? "").includes("text/html"))
      c.res.headers.set("Content-Security-Policy", htmlCsp([], { frameOrigins: [], https: isHttps(c.req.raw) }));
  };
  app.use("/staff", staffHeaders);
  app.use("/staff/*", staffHeaders);
  app.use("/api/staff", staffHeaders);
  app.use("/api/staff/*", staffHeaders);

  const r = createStaffRequest(services, isHttps);
  const { fullSession, toLogin, notFound } = r;
  app.get("/staff/staff.css", (c) => c.body(STAFF_CSS, 200, { "Content-Type": "text/css; charset=utf-8" }));
  registerSignInRoutes(app, services, r);
  registerOfficeChatLive(app, services, r);
  registerOfficeRoutes(app, services, r);
  registerAccountRoutes(app, services, r);
  registerSealRoutes(app, services, r);

  const dashboard = analyticsDashboard(services, files);
  app.get("/staff/analytics", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    const lang = session.staff.language;
    return dashboard(c, lang, officeBarHtml(lang, r.signedInOf(session)));
  });

  // ---- Everything else under /staff and /api/staff ----

  app.all("/staff/api/*", async (c) => {
    const session = await fullSession(c);
    const lang = session?.staff.language ?? requestLanguage(c.req.raw);
    return errorJson(c, ApiError.of(session ? 404 : 401, session ? "notFound" : "unauthorized", lang));
  });
  // The session cookie is scoped to /staff, so a request here never carries it: the staff API lives at /staff/api.
  app.all("/api/staff", (c) => errorJson(c, ApiError.of(401, "unauthorized", requestLanguage(c.req.raw))));
  app.all("/api/staff/*", (c) => errorJson(c, ApiError.of(401, "unauthorized", requestLanguage(c.req.raw))));
  app.all("/staff/*", async (c) => {
    const session = await fullSession(c);
    if (!session) return toLogin(c);
    return notFound(c, session);
  });
}
