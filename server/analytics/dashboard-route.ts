import type { Context } from "hono";
import { z } from "zod";
import type { Locale } from "../../domain/i18n/locales";
import type { StaticFile } from "../static-files";
import type { Services } from "../services";
import { compressDynamic } from "../http-cache";
import { analyticsDay, dayMinus } from "./analytics-day";
import { renderAnalyticsDashboard, type DashboardAssets } from "./dashboard-html";
import { analyticsReport } from "./report";
import { DEFAULT_VISITORS_PER_NETWORK } from "./visitor-cap";

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

/** The staff analytics dashboard; the staff office mounts it behind its login at /staff/analytics, with its CSP. */
export function analyticsDashboard(services: Services, files: Map<string, StaticFile>) {
  const assets = dashboardAssets(files);
  const settings = { visitorsPerIp: services.env.ANALYTICS_VISITORS_PER_IP ?? DEFAULT_VISITORS_PER_NETWORK };
  /** `header`: the staff office's header (its sections and sign-out), rendered by the office. */
  return async (c: Context, locale: Locale, header?: string) => {
    const { from, to } = dashboardRange({ from: c.req.query("from"), to: c.req.query("to") });
    const report = await analyticsReport(services.db, from, to);
    const { payload, encoding } = compressDynamic(
      renderAnalyticsDashboard(report, locale, assets, { ...settings, header }),
      c.req.raw,
    );
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    return new Response(payload as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };
}
