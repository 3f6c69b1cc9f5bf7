#!/usr/bin/env node
// `npm run bench:analytics`: the analytics tables at scale (docs/benchmarks.md). Fills a fresh SQLite
// database (migrated by the server's own code) with ANALYTICS_BENCH_EVENTS raw events (default 10 million)
// spread over 90 days, then times what the server does with them: the dashboard's report for one day and
// for 30 days, one day's rollup, the retention delete of one day, and the same one-day report without the
// index, and prints the query plans. SQLite only: the same indexes serve PostgreSQL.
//
//   npm run bench:analytics
//   ANALYTICS_BENCH_EVENTS=1000000 npm run bench:analytics
//   ANALYTICS_BENCH_DIR=/tmp/x npm run bench:analytics    fill /tmp/x once and keep it; later runs reuse it
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { tsImport } from "tsx/esm/api";

const total = Number(process.env.ANALYTICS_BENCH_EVENTS ?? 10_000_000);
const days = 90;
const keep = process.env.ANALYTICS_BENCH_DIR;
const dataDir = keep ?? mkdtempSync(join(tmpdir(), "bench-analytics-"));
const load = (path) => tsImport(path, import.meta.url);
const { createDatabase } = await load("../server/db/database.ts");
const { migrateToLatest } = await load("../server/db/migrate.ts");
const { analyticsReport } = await load("../server/analytics/report.ts");
const { maintainAnalytics } = await load("../server/analytics/rollup.ts");
const { analyticsDay, dayMinus } = await load("../server/analytics/analytics-day.ts");

const db = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
await migrateToLatest(db);

const today = analyticsDay();
const paths = ["/", "/en", "/services", "/en/services", "/pricing-calculator", "/contact", "/company", "/portfolio"];
const extraPaths = Array.from({ length: 200 }, (_, i) => `/case-studies/case-${i}`);
const referrers = [null, null, "www.google.com", "www.bing.com", "x.com", "news.yahoo.co.jp"];

// Straight into the file with one prepared statement, in large transactions: the generator, not what is measured.
const raw = new Database(join(dataDir, "site.db"));
raw.pragma("journal_mode = WAL");
raw.pragma("synchronous = OFF");
const insert = raw.prepare(
  `insert into analytics_events (day, kind, path, language, visitor, entry, referrer, utm_source, utm_medium,
   utm_campaign, metric, value, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const fillStart = performance.now();
const perDay = Math.ceil(total / days);
const fill = raw.transaction((from, to) => {
  for (let n = from; n < to; n++) {
    const day = dayMinus(today, Math.floor(n / perDay));
    const path = n % 5 === 0 ? extraPaths[n % extraPaths.length] : paths[n % paths.length];
    if (n % 4 === 3) {
      const metric = ["LCP", "INP", "CLS"][n % 3];
      insert.run(
        day,
        "vital",
        path,
        null,
        null,
        0,
        null,
        null,
        null,
        null,
        metric,
        (n % 400) * 10,
        `${day}T03:00:00.000Z`,
      );
    } else {
      const campaign = n % 11 === 0;
      insert.run(
        day,
        "pageview",
        path,
        n % 3 ? "ja" : "en",
        `v${(n % 20_000).toString(16).padStart(31, "0")}`,
        n % 3 === 0 ? 1 : 0,
        referrers[n % referrers.length],
        campaign ? "newsletter" : null,
        campaign ? "email" : null,
        campaign ? `c${n % 4}` : null,
        null,
        null,
        `${day}T03:00:00.000Z`,
      );
    }
  }
});
const stored = raw.prepare("select count(*) as n from analytics_events").get().n;
if (stored === 0) for (let n = 0; n < total; n += 200_000) fill(n, Math.min(total, n + 200_000));
else console.log(`reusing ${stored.toLocaleString("en")} stored events in ${dataDir}`);
raw.pragma("wal_checkpoint(TRUNCATE)");
raw.exec("analyze");
const fillSeconds = (performance.now() - fillStart) / 1000;

async function timed(label, fn) {
  const start = performance.now();
  const result = await fn();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(52)} ${ms.toFixed(0).padStart(7)} ms`);
  return result;
}

const size = (file) => {
  try {
    return statSync(join(dataDir, file)).size;
  } catch {
    return 0;
  }
};
console.log(
  `${total.toLocaleString("en")} events over ${days} days (${perDay.toLocaleString("en")} a day), filled in ` +
    `${fillSeconds.toFixed(0)} s; database ${((size("site.db") + size("site.db-wal")) / 1e9).toFixed(2)} GB\n`,
);
for (const [label, query, params] of [
  [
    "plan, a day's page views (counted in one pass)",
    "select path, language, visitor, entry, referrer, utm_source, utm_medium, utm_campaign from analytics_events where day = ? and kind = 'pageview'",
    [today],
  ],
  [
    "plan, a day's vitals",
    "select day, path, metric, value from analytics_events where day = ? and kind = 'vital'",
    [today],
  ],
  ["plan, retention delete", "delete from analytics_events where day < ?", [today]],
])
  console.log(
    `${label}: ${raw
      .prepare(`explain query plan ${query}`)
      .all(...params)
      .map((r) => r.detail)
      .join("; ")}`,
  );
console.log();

await timed("report, 1 day (raw)", () => analyticsReport(db, today, today));
await timed("report, 7 days (raw)", () => analyticsReport(db, dayMinus(today, 6), today));
await timed("report, 30 days (raw)", () => analyticsReport(db, dayMinus(today, 29), today));
await timed("report, 30 days again (past days' counts from memory)", () =>
  analyticsReport(db, dayMinus(today, 29), today),
);
const oldest = dayMinus(today, days - 1);
// Roll up one day (as the job does each day) and delete one day past retention.
const rollupNow = Date.parse(`${dayMinus(oldest, -31)}T12:00:00+09:00`);
await timed("rollup of one day (as the job does each day)", () =>
  maintainAnalytics(db, { rollupDays: 30, rawRetentionDays: 9999 }, rollupNow),
);
await timed("report, 1 rolled-up day", () => analyticsReport(db, oldest, oldest));
await timed("retention delete of one day's raw events", () =>
  db.deleteFrom("analytics_events").where("day", "<", dayMinus(oldest, -1)).execute(),
);
raw.exec("drop index analytics_events_day_kind");
await timed("report, 1 day (raw) WITHOUT the index", () => analyticsReport(db, today, today));
raw.exec("create index analytics_events_day_kind on analytics_events (day, kind, path)");

raw.close();
await db.destroy();
if (!keep) rmSync(dataDir, { recursive: true, force: true });
