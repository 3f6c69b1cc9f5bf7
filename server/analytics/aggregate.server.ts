import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.server";

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

// The column (or expression) each dimension groups page views by; entry and source count landings only.
const source = sql<string>`coalesce(utm_source, referrer, ${DIRECT})`;
const groupings: Record<
  Exclude<Dimension, `vital:${string}`>,
  { key: ReturnType<typeof sql<string>>; entry?: true }
> = {
  total: { key: sql<string>`''` },
  page: { key: sql<string>`path` },
  referrer: { key: sql<string>`coalesce(referrer, ${DIRECT})` },
  campaign: {
    key: sql<string>`coalesce(utm_source, '-') || ' / ' || coalesce(utm_medium, '-') || ' / ' || coalesce(utm_campaign, '-')`,
  },
  language: { key: sql<string>`coalesce(language, '-')` },
  entry: { key: sql<string>`path`, entry: true },
  source: { key: source, entry: true },
};

/**
 * Counts of the raw page views of the days from `from` to `to`, per day and
 * dimension. Visitors are distinct hashes within a day: a day's salt makes its
 * hashes unrelated to any other day's, so a range's visitors are the sum of its days
 * (as Plausible counts them).
 */
export async function dailyCounts(db: Kysely<Database>, from: string, to: string): Promise<DailyCount[]> {
  const out: DailyCount[] = [];
  for (const [dimension, { key, entry }] of Object.entries(groupings)) {
    let query = db
      .selectFrom("analytics_events")
      .select([
        "day",
        key.as("key"),
        sql<number>`count(*)`.as("pageviews"),
        sql<number>`count(distinct visitor)`.as("visitors"),
      ])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .where("kind", "=", "pageview");
    if (entry) query = query.where("entry", "=", 1);
    // The campaign dimension lists tagged page views only.
    if (dimension === "campaign")
      query = query.where((eb) =>
        eb.or([eb("utm_source", "is not", null), eb("utm_medium", "is not", null), eb("utm_campaign", "is not", null)]),
      );
    const rows = await query.groupBy(["day", sql`2`]).execute();
    for (const r of rows)
      out.push({
        day: r.day,
        dimension: dimension as Dimension,
        key: r.key,
        pageviews: Number(r.pageviews),
        visitors: Number(r.visitors),
        value: null,
      });
  }
  return out;
}

/** Every Web Vitals value of the days, grouped by page and metric (for exact percentiles). */
export async function vitalValues(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<{ day: string; path: string; metric: VitalMetric; value: number }[]> {
  const rows = await db
    .selectFrom("analytics_events")
    .select(["day", "path", "metric", "value"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("kind", "=", "vital")
    .execute();
  return rows.map((r) => ({ day: r.day, path: r.path, metric: r.metric as VitalMetric, value: Number(r.value) }));
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
