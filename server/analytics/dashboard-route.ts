import type { Context, Hono } from "hono";
import { z } from "zod";
import { isLocale, type Locale } from "../../domain/i18n/locales";
import type { StaticFile } from "../static-files";
import type { Services } from "../services";
import { compressDynamic } from "../http-cache";
import { analyticsDay, dayMinus } from "./analytics-day";
import { renderAnalyticsDashboard, type DashboardAssets } from "./dashboard-html";
import { analyticsReport } from "./report";

const isoDay = z.iso.date();
/** The longest range one page shows (a year and a bit): the report reads every day of it. */
const MAX_DAYS = 400;

/** The range asked for in ?from=&to=, else the last 28 days; out of order or too long is clamped. */
export function dashboardRange(query: { from?: string; to?: string }, now = Date.now()) {
  const today = analyticsDay(now);
  let to = isoDay.safeParse(query.to).success ? query.to! : today;
  if (to > today) to = today;
  let from = isoDay.safeParse(query.from).success ? query.from! : dayMinus(to, 27);
  if (from > to) from = to;
  if (from < dayMinus(to, MAX_DAYS)) from = dayMinus(to, MAX_DAYS);
  return { from, to };
}

/** The chart script and stylesheet built beside the islands (hashed names), looked up once. */
export function dashboardAssets(files: Map<string, StaticFile>): DashboardAssets {
  const named = (suffix: string) =>
    [...files.keys()].find((k) => k.startsWith("/assets/islands/analytics-charts-") && k.endsWith(suffix));
  return { script: named(".js"), style: named(".css") };
}

// The dashboard page loads only our own files; no framing, no forms elsewhere.
const DASHBOARD_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * A request handler for the staff analytics dashboard: the integrator mounts it
 * behind the staff login, e.g. `app.get("/staff/analytics", requireStaff, analyticsDashboardHandler(services, files))`.
 * ?from=YYYY-MM-DD&to=YYYY-MM-DD chooses the range, ?lang=ja|en the language
 * (or pass `language` when the staff office knows it).
 */
export function analyticsDashboardHandler(
  services: Services,
  files: Map<string, StaticFile>,
  language?: (c: Context) => Locale,
) {
  const assets = dashboardAssets(files);
  return async (c: Context) => {
    const lang = c.req.query("lang");
    const locale = language?.(c) ?? (isLocale(lang) ? lang : "ja");
    const { from, to } = dashboardRange({ from: c.req.query("from"), to: c.req.query("to") });
    const report = await analyticsReport(services.db, from, to);
    const { payload, encoding } = compressDynamic(renderAnalyticsDashboard(report, locale, assets), c.req.raw);
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": DASHBOARD_CSP,
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    return new Response(payload as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };
}

/** Mounts the dashboard at `path` with no login of its own: for tests, or behind middleware the caller added. */
export function registerAnalyticsDashboard(
  app: Hono,
  services: Services,
  files: Map<string, StaticFile>,
  path: string,
) {
  app.get(path, analyticsDashboardHandler(services, files));
}
