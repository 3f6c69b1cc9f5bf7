import { relaxedWrite, type Db } from "../db/database";
import { isoNow } from "../db/clock";
import type { AnalyticsEventTable } from "../db/schema";
import { analyticsDay } from "./analytics-day";
import type { AnalyticsEventInput } from "./event-input";
import { cappedVisitor } from "./visitor-cap";
import { saltOfDay, visitorHash } from "./visitor-hash";

export interface Visit {
  ip: string;
  userAgent: string;
  /** The site's own origin, so the same visitor on another installation hashes differently. */
  site: string;
  /** Distinct visitors one network may add in a day (ANALYTICS_VISITORS_PER_IP); 0 for no cap. */
  visitorsPerNetwork: number;
}

/**
 * The row stored for one event: the visitor as a hash, nothing of the IP or user agent
 * itself; the path, referrer and UTM values as the input schema cleaned them.
 */
export async function eventRow(
  db: Db,
  event: AnalyticsEventInput,
  visit: Visit,
  now = Date.now(),
): Promise<AnalyticsEventTable> {
  const day = analyticsDay(now);
  const base = { day, path: event.p, created_at: isoNow(now) };
  const empty = { referrer: null, utm_source: null, utm_medium: null, utm_campaign: null };
  if (event.t === "vital")
    return {
      ...base,
      ...empty,
      kind: "vital" as const,
      language: null,
      visitor: null,
      entry: 0,
      metric: event.m,
      value: event.v,
    };
  const salt = await saltOfDay(db, now);
  const visitor = await cappedVisitor(db, {
    day,
    salt,
    ip: visit.ip,
    site: visit.site,
    visitor: visitorHash(salt, visit.ip, visit.userAgent, visit.site),
    cap: visit.visitorsPerNetwork,
  });
  return {
    ...base,
    kind: "pageview" as const,
    language: event.l ?? null,
    visitor,
    entry: event.e ? 1 : 0,
    referrer: event.r ?? null,
    utm_source: event.u?.source || null,
    utm_medium: event.u?.medium || null,
    utm_campaign: event.u?.campaign || null,
    metric: null,
    value: null,
  };
}

const queues = new WeakMap<Db, { rows: AnalyticsEventTable[]; done: Promise<void> }>();

/**
 * Stores an event together with every other one that arrives in the same turn of the
 * event loop: one multi-row INSERT, without the fsync (relaxedWrite: losing the last
 * moment of page views to a power cut is harmless), so hundreds of beacons a second
 * cost a few statements, and the caller still hears back only once its row is in.
 */
export function storeEvent(db: Db, row: AnalyticsEventTable): Promise<void> {
  const queue = queues.get(db);
  if (queue) {
    queue.rows.push(row);
    return queue.done;
  }
  const rows = [row];
  const done = new Promise<void>((resolve, reject) =>
    setImmediate(() => {
      queues.delete(db);
      relaxedWrite(db, (conn) => insertChunks(conn, rows)).then(resolve, reject);
    }),
  );
  queues.set(db, { rows, done });
  return done;
}

// Well under SQLite's 32,766 bound parameters and PostgreSQL's 65,535 (13 columns a row).
const CHUNK = 500;

async function insertChunks(conn: Db, rows: AnalyticsEventTable[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await conn
      .insertInto("analytics_events")
      .values(rows.slice(i, i + CHUNK))
      .execute();
}
