import type { Db } from "../db/database.server";
import type { ConversionKind } from "../db/schema.server";
import {
  DIRECT,
  dailyCounts,
  p75,
  vitalMetrics,
  vitalValues,
  type DailyCount,
  type Dimension,
  type VitalMetric,
} from "./aggregate.server";
import { analyticsDay, daysBetween } from "./analytics-day.server";
import { vitalBand, type VitalBand } from "./vitals-bands.server";

export interface Row {
  key: string;
  pageviews: number;
  visitors: number;
}
export interface RateRow {
  key: string;
  visits: number;
  conversions: number;
  /** conversions / visits, 0 when there were no visits. */
  rate: number;
}
export interface VitalCell {
  p75: number;
  samples: number;
  band: VitalBand;
}
export interface AnalyticsReport {
  from: string;
  to: string;
  days: { day: string; pageviews: number; visitors: number }[];
  totals: { pageviews: number; visitors: number; visits: number; conversions: number };
  topPages: Row[];
  referrers: Row[];
  campaigns: Row[];
  languages: Row[];
  conversions: { byKind: Record<ConversionKind, number>; byEntryPage: RateRow[]; bySource: RateRow[] };
  vitals: { path: string; metrics: Partial<Record<VitalMetric, VitalCell>> }[];
}

const conversionKinds: ConversionKind[] = ["contact", "quote", "chat-lead", "quote-accepted"];
export const UNATTRIBUTED = "(unknown)";

/**
 * Everything the dashboard shows for the days from `from` to `to` (YYYY-MM-DD, Japan
 * time). Days that have been rolled up are read from their daily summary, the others
 * from the raw events, so a range may span both. Web Vitals are the exact p75 of the
 * raw samples; a rolled-up day contributes its own p75 weighted by its samples.
 */
export async function analyticsReport(db: Db, from: string, to: string, limit = 20): Promise<AnalyticsReport> {
  const rollups = (await db
    .selectFrom("analytics_rollups")
    .selectAll()
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute()) as DailyCount[];
  const rolled = new Set(rollups.filter((r) => r.dimension === "total").map((r) => r.day));
  const rawFrom = daysBetween(from, to).find((day) => !rolled.has(day));
  const raw = rawFrom ? await rawCounts(db, rawFrom, to, rolled) : [];
  const counts = [...rollups.filter((r) => !r.dimension.startsWith("vital:")), ...raw];
  const values = rawFrom ? (await vitalValues(db, rawFrom, to)).filter((v) => !rolled.has(v.day)) : [];

  const byDimension = (dimension: Dimension) => sumByKey(counts.filter((r) => r.dimension === dimension));
  const perDay = new Map(counts.filter((r) => r.dimension === "total").map((r) => [r.day, r]));
  const days = daysBetween(from, to).map((day) => ({
    day,
    pageviews: perDay.get(day)?.pageviews ?? 0,
    visitors: perDay.get(day)?.visitors ?? 0,
  }));
  const entries = byDimension("entry");
  const sources = byDimension("source");

  const conversionRows = await db
    .selectFrom("analytics_conversions")
    .select(["kind", "entry_path", "referrer", "utm_source"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();
  const byKind = Object.fromEntries(conversionKinds.map((k) => [k, 0])) as Record<ConversionKind, number>;
  for (const c of conversionRows) byKind[c.kind] += 1;
  const attributed = (key: (c: (typeof conversionRows)[number]) => string, visits: Row[]) =>
    rates(conversionRows.map(key), visits, limit);

  return {
    from,
    to,
    days,
    totals: {
      pageviews: sum(days, "pageviews"),
      visitors: sum(days, "visitors"),
      visits: sum(entries, "pageviews"),
      conversions: conversionRows.length,
    },
    topPages: byDimension("page").slice(0, limit),
    referrers: byDimension("referrer").slice(0, limit),
    campaigns: byDimension("campaign").slice(0, limit),
    languages: byDimension("language"),
    conversions: {
      byKind,
      byEntryPage: attributed((c) => c.entry_path ?? UNATTRIBUTED, entries),
      bySource: attributed(
        (c) => (c.entry_path === null ? UNATTRIBUTED : (c.utm_source ?? c.referrer ?? DIRECT)),
        sources,
      ),
    },
    vitals: vitalsTable(
      values,
      rollups.filter((r) => r.dimension.startsWith("vital:")),
    ),
  };
}

/** Counts of raw days that can no longer change, per database handle (a day's events are stamped on arrival). */
const settledCounts = new WeakMap<Db, Map<string, DailyCount[]>>();
const MAX_CACHED_DAYS = 400;

/**
 * The raw counts of the days not rolled up. A day that is over (with ten minutes'
 * grace for a batch in flight at midnight) never gets another event, so its counts
 * are read once and kept: a 30-day dashboard then reads only today's events.
 */
async function rawCounts(db: Db, from: string, to: string, rolled: Set<string>, now = Date.now()) {
  const settledBefore = analyticsDay(now - 10 * 60_000);
  let cache = settledCounts.get(db);
  if (!cache) settledCounts.set(db, (cache = new Map()));
  const days = daysBetween(from, to).filter((day) => !rolled.has(day));
  const settled = days.filter((day) => day < settledBefore);
  const missing = settled.filter((day) => !cache.has(day));
  if (missing.length) {
    const fresh = new Map(missing.map((day) => [day, [] as DailyCount[]]));
    for (const row of await dailyCounts(db, missing[0]!, missing.at(-1)!)) fresh.get(row.day)?.push(row);
    for (const [day, rows] of fresh) cache.set(day, rows);
    for (const day of cache.keys()) if (cache.size > MAX_CACHED_DAYS) cache.delete(day);
  }
  const recent = days.filter((day) => day >= settledBefore);
  const live = recent.length ? await dailyCounts(db, recent[0]!, recent.at(-1)!) : [];
  return [...settled.flatMap((day) => cache.get(day) ?? []), ...live.filter((row) => !rolled.has(row.day))];
}

function sum<T>(rows: T[], field: keyof T): number {
  return rows.reduce((total, r) => total + Number(r[field]), 0);
}

/** Adds up the days of each key, most page views first. */
function sumByKey(rows: DailyCount[]): Row[] {
  const totals = new Map<string, Row>();
  for (const r of rows) {
    const row = totals.get(r.key) ?? { key: r.key, pageviews: 0, visitors: 0 };
    row.pageviews += r.pageviews;
    row.visitors += r.visitors;
    totals.set(r.key, row);
  }
  return [...totals.values()].sort((a, b) => b.pageviews - a.pageviews || a.key.localeCompare(b.key));
}

/** Conversions per key against the visits that landed there (a landing counts as one visit). */
function rates(conversionKeys: string[], visits: Row[], limit: number): RateRow[] {
  const rows = new Map<string, RateRow>(
    visits.map((v) => [v.key, { key: v.key, visits: v.pageviews, conversions: 0, rate: 0 }]),
  );
  for (const key of conversionKeys) {
    const row = rows.get(key) ?? { key, visits: 0, conversions: 0, rate: 0 };
    row.conversions += 1;
    rows.set(key, row);
  }
  for (const row of rows.values()) row.rate = row.visits > 0 ? row.conversions / row.visits : 0;
  return [...rows.values()]
    .sort((a, b) => b.conversions - a.conversions || b.visits - a.visits || a.key.localeCompare(b.key))
    .slice(0, limit);
}

function vitalsTable(values: Awaited<ReturnType<typeof vitalValues>>, rolled: DailyCount[]): AnalyticsReport["vitals"] {
  // Per page and metric: the raw samples, and the rolled-up days as (p75, samples).
  const parts = new Map<string, { raw: number[]; days: { p75: number; samples: number }[] }>();
  const part = (path: string, metric: string) => {
    const id = `${path}\n${metric}`;
    const existing = parts.get(id);
    if (existing) return existing;
    const created = { raw: [] as number[], days: [] as { p75: number; samples: number }[] };
    parts.set(id, created);
    return created;
  };
  for (const v of values) part(v.path, v.metric).raw.push(v.value);
  for (const r of rolled)
    part(r.key, r.dimension.slice("vital:".length)).days.push({ p75: r.value ?? 0, samples: r.pageviews });
  const pages = new Map<string, AnalyticsReport["vitals"][number]>();
  for (const [id, { raw, days }] of parts) {
    const [path, metric] = id.split("\n") as [string, VitalMetric];
    const pieces = [...days, ...(raw.length ? [{ p75: p75(raw), samples: raw.length }] : [])];
    const samples = pieces.reduce((n, p) => n + p.samples, 0);
    if (!samples || !vitalMetrics.includes(metric)) continue;
    const value = pieces.reduce((total, p) => total + p.p75 * p.samples, 0) / samples;
    const page = pages.get(path) ?? { path, metrics: {} };
    page.metrics[metric] = { p75: value, samples, band: vitalBand(metric, value) };
    pages.set(path, page);
  }
  const samplesOf = (p: AnalyticsReport["vitals"][number]) =>
    Math.max(...Object.values(p.metrics).map((m) => m.samples));
  return [...pages.values()].sort((a, b) => samplesOf(b) - samplesOf(a) || a.path.localeCompare(b.path));
}
