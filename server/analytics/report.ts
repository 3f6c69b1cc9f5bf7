import type { Db } from "../db/database";
import type { ConversionKind } from "../db/schema";
import {
  DIRECT,
  dailyCounts,
  p75,
  vitalMetrics,
  vitalValues,
  type DailyCount,
  type Dimension,
  type VitalMetric,
} from "./aggregate";
import { analyticsDay, daysBetween } from "./analytics-day";
import { countedPath } from "./site-paths";
import { storedText } from "./stored-text";
import { vitalBand, type VitalBand } from "./vitals-bands";

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
  const raw = rawFrom ? await rawDays(db, rawFrom, to, rolled) : [];
  const counts = [...rollups.filter((r) => !r.dimension.startsWith("vital:")), ...raw.flatMap((d) => d.counts)];

  const byDimension = (dimension: Dimension) => sumByKey(counts.filter((r) => r.dimension === dimension));
  const perDay = new Map(counts.filter((r) => r.dimension === "total").map((r) => [r.day, r]));
  const days = daysBetween(from, to).map((day) => ({
    day,
    pageviews: perDay.get(day)?.pageviews ?? 0,
    visitors: perDay.get(day)?.visitors ?? 0,
  }));
  const entries = byDimension("entry");
  const sources = byDimension("source");

  // Cleaned as new ones are stored, for any stored before they were (an unknown path, a tag with controls).
  const conversionRows = (
    await db
      .selectFrom("analytics_conversions")
      .select(["kind", "entry_path", "referrer", "utm_source"])
      .where("day", ">=", from)
      .where("day", "<=", to)
      // A lead the office marked spam was never a customer: it leaves the conversions when it is marked.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("lead_states")
              .select("lead_id")
              .whereRef("lead_states.lead_id", "=", "analytics_conversions.subject_id")
              .where("lead_states.status", "=", "spam"),
          ),
        ),
      )
      .execute()
  ).map((c) => ({
    ...c,
    entry_path: c.entry_path === null ? null : countedPath(c.entry_path),
    utm_source: c.utm_source === null ? null : storedText(c.utm_source, 100),
  }));
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
      raw.map((d) => d.vitals),
      rollups.filter((r) => r.dimension.startsWith("vital:")),
    ),
  };
}

/** A raw day as the report needs it: its counts, and its Web Vitals values per "path\nmetric". */
interface RawDay {
  counts: DailyCount[];
  vitals: Map<string, number[]>;
}

/** Raw days that can no longer change, per database handle (an event is stamped with the day it arrives). */
const settledDays = new WeakMap<Db, Map<string, RawDay>>();
const MAX_CACHED_DAYS = 400;

/**
 * The raw days not rolled up. A day that is over (with ten minutes' grace for a
 * batch in flight at midnight) never gets another event, so it is read once and
 * kept: a 30-day dashboard then reads only today's events.
 */
async function rawDays(db: Db, from: string, to: string, rolled: Set<string>, now = Date.now()): Promise<RawDay[]> {
  const settledBefore = analyticsDay(now - 10 * 60_000);
  let cache = settledDays.get(db);
  if (!cache) settledDays.set(db, (cache = new Map()));
  const days = daysBetween(from, to).filter((day) => !rolled.has(day));
  const out: RawDay[] = [];
  for (const day of days) {
    const cached = cache.get(day);
    if (cached) {
      out.push(cached);
      continue;
    }
    const vitals = new Map<string, number[]>();
    for (const v of await vitalValues(db, day, day)) {
      const id = `${v.path}\n${v.metric}`;
      const values = vitals.get(id);
      if (values) values.push(v.value);
      else vitals.set(id, [v.value]);
    }
    const read = { counts: await dailyCounts(db, day, day), vitals };
    if (day < settledBefore) cache.set(day, read);
    out.push(read);
  }
  for (const day of cache.keys()) if (cache.size > MAX_CACHED_DAYS) cache.delete(day);
  return out;
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

function vitalsTable(raw: Map<string, number[]>[], rolled: DailyCount[]): AnalyticsReport["vitals"] {
  // Per page and metric: the raw samples, and the rolled-up days as (p75, samples).
  const parts = new Map<string, { raw: number[]; days: { p75: number; samples: number }[] }>();
  const part = (id: string) => {
    const existing = parts.get(id);
    if (existing) return existing;
    const created = { raw: [] as number[], days: [] as { p75: number; samples: number }[] };
    parts.set(id, created);
    return created;
  };
  for (const day of raw) for (const [id, values] of day) for (const value of values) part(id).raw.push(value);
  for (const r of rolled)
    part(`${r.key}\n${r.dimension.slice("vital:".length)}`).days.push({ p75: r.value ?? 0, samples: r.pageviews });
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
