import type { Kysely } from "kysely";
import type { AnalyticsEventTable, Database } from "../db/schema";
import { daysBetween } from "./analytics-day";
import { countedPath } from "./site-paths";
import { storedText } from "./stored-text";
import { plausibleVital } from "./vital-bounds";

/** A day's total of one dimension (a page, a referrer, ...): what a rollup row holds. */
export interface DailyCount {
  day: string;
  dimension: Dimension;
  key: string;
  pageviews: number;
  visitors: number;
  /** p75 of a Web Vitals dimension (pageviews then holds its number of samples). */
  value: number | null;
}

export const DIRECT = "(direct)";
export const vitalMetrics = ["LCP", "INP", "CLS"] as const;
export type VitalMetric = (typeof vitalMetrics)[number];
export type Dimension =
  "total" | "page" | "referrer" | "campaign" | "language" | "entry" | "source" | `vital:${VitalMetric}`;

/** The page-view dimensions, each with the key a page view counts under (null: not counted there). */
type PageView = Pick<
  AnalyticsEventTable,
  "path" | "language" | "visitor" | "entry" | "referrer" | "utm_source" | "utm_medium" | "utm_campaign"
>;
const dimensions: [Dimension, (v: PageView) => string | null][] = [
  ["total", () => ""],
  ["page", (v) => v.path],
  ["referrer", (v) => v.referrer ?? DIRECT],
  // Tagged page views only.
  [
    "campaign",
    (v) =>
      v.utm_source || v.utm_medium || v.utm_campaign
        ? `${v.utm_source ?? "-"} / ${v.utm_medium ?? "-"} / ${v.utm_campaign ?? "-"}`
        : null,
  ],
  ["language", (v) => v.language ?? "-"],
  // Landings only: a visit's entry page and source.
  ["entry", (v) => (v.entry ? v.path : null)],
  ["source", (v) => (v.entry ? (v.utm_source ?? v.referrer ?? DIRECT) : null)],
];

/**
 * A stored page view as it is counted now. The beacon's input is cleaned before it is
 * stored; this applies the same to rows stored before it was (an unknown path, a UTM
 * tag with control characters), so they read the same as new ones. Changes the row.
 */
function asCounted(view: PageView): PageView {
  view.path = countedPath(view.path);
  for (const field of ["utm_source", "utm_medium", "utm_campaign"] as const) {
    const value = view[field];
    if (value) view[field] = storedText(value, 100);
  }
  return view;
}

/**
 * Counts of the raw page views of the days from `from` to `to`, per day and
 * dimension. Visitors are distinct hashes within a day: a day's salt makes its
 * hashes unrelated to any other day's, so a range's visitors are the sum of its days
 * (as Plausible counts them). One indexed read of each day, counted here: one pass
 * instead of a GROUP BY per dimension (docs/benchmarks.md).
 */
export async function dailyCounts(db: Kysely<Database>, from: string, to: string): Promise<DailyCount[]> {
  const out: DailyCount[] = [];
  for (const day of daysBetween(from, to)) {
    const views = await db
      .selectFrom("analytics_events")
      .select(["path", "language", "visitor", "entry", "referrer", "utm_source", "utm_medium", "utm_campaign"])
      .where("day", "=", day)
      .where("kind", "=", "pageview")
      .execute();
    const counts = new Map<string, { row: DailyCount; visitors: Set<string> }>();
    for (const view of views.map(asCounted)) {
      for (const [dimension, keyOf] of dimensions) {
        const key = keyOf(view);
        if (key === null) continue;
        const id = `${dimension}\n${key}`;
        let count = counts.get(id);
        if (!count) {
          count = { row: { day, dimension, key, pageviews: 0, visitors: 0, value: null }, visitors: new Set() };
          counts.set(id, count);
        }
        count.row.pageviews += 1;
        if (view.visitor) count.visitors.add(view.visitor);
      }
    }
    for (const { row, visitors } of counts.values()) out.push({ ...row, visitors: visitors.size });
  }
  return out;
}

/**
 * Every Web Vitals value of the days, grouped by page and metric (for exact
 * percentiles); a value stored before the beacon dropped implausible ones is left out
 * here too, and an unknown path counts as "(other)".
 */
export async function vitalValues(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<{ day: string; path: string; metric: VitalMetric; value: number }[]> {
  // One day is an equality, so the index seeks on (day, kind) instead of reading the page views too.
  const oneDay = from === to;
  const rows = await db
    .selectFrom("analytics_events")
    .select(["day", "path", "metric", "value"])
    .where((eb) => (oneDay ? eb("day", "=", from) : eb.and([eb("day", ">=", from), eb("day", "<=", to)])))
    .where("kind", "=", "vital")
    .execute();
  return rows
    .map((r) => ({ day: r.day, path: countedPath(r.path), metric: r.metric as VitalMetric, value: Number(r.value) }))
    .filter((r) => vitalMetrics.includes(r.metric) && plausibleVital(r.metric, r.value));
}

/** The 75th percentile by nearest rank, as Google's Core Web Vitals assessment reads field data. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

/** A day's Web Vitals as rollup rows: the p75 and number of samples of each page and metric. */
export function vitalRollups(values: Awaited<ReturnType<typeof vitalValues>>): DailyCount[] {
  const groups = new Map<string, { day: string; path: string; metric: VitalMetric; values: number[] }>();
  for (const v of values) {
    const id = `${v.day}\n${v.metric}\n${v.path}`;
    const group = groups.get(id) ?? { day: v.day, path: v.path, metric: v.metric, values: [] };
    group.values.push(v.value);
    groups.set(id, group);
  }
  return [...groups.values()].map((g) => ({
    day: g.day,
    dimension: `vital:${g.metric}` as const,
    key: g.path,
    pageviews: g.values.length,
    visitors: 0,
    value: p75(g.values),
  }));
}
