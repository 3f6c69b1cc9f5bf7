#!/usr/bin/env node
// `npm run bench`: load figures for the production build (issue 4 "Done when", issue 7 "Load").
// The built server runs as its own process; autocannon drives it from this one at a
// fixed arrival rate (overallRate, i.e. `autocannon -R`, latencies corrected for
// coordinated omission) and reports achieved requests/s, p50/p99 latency and errors.
// SQLite always; PostgreSQL on a throwaway cluster when /usr/lib/postgresql/*/bin exists.
//
//   npm run bench                       all targets on every backend
//   npm run bench -- contact            only targets whose name contains "contact"
//   BENCH_SECONDS=20 npm run bench      longer measurement windows (default 10 s each)
//
// Add a target to `targets` (a request factory and a rate) and, for a new kind of
// server (nginx beside us), an entry to `backends`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { importTs } from "./lib/import-ts.mjs";
import { serveBuild } from "./lib/serve-build.mjs";

const root = new URL("..", import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const filters = process.argv.slice(2);

/**
 * What to measure. `rate` is the fixed arrival rate in requests/s; `connections`
 * bounds the requests in flight (enough that the rate holds while latency < connections/rate).
 * `perDatabase`: measured on every backend; otherwise once (it never touches the database).
 * `budgetP99Ms`: the p99 issue 7 asks for at that rate, shown as a verdict.
 */
const targets = [
  {
    name: "page GET /en/services",
    rate: Number(process.env.BENCH_PAGE_RATE ?? 1000),
    connections: 50,
    budgetP99Ms: 50,
    perDatabase: false,
    requests: () => [{ method: "GET", path: "/en/services", headers: { "accept-encoding": "br, gzip" } }],
  },
  {
    name: "POST /api/contact",
    rate: Number(process.env.BENCH_WRITE_RATE ?? 200),
    connections: 20,
    budgetP99Ms: 50,
    perDatabase: true,
    requests: (run) => {
      let n = 0;
      return [
        {
          method: "POST",
          path: "/api/contact",
          headers: { "content-type": "application/json" },
          // A distinct message per request, as real visitors send (no idempotent replays).
          setupRequest: (request) => {
            n++;
            const body = {
              name: `負荷 試験${n}`,
              email: `bench-${run}-${n}@example.jp`,
              company: "多摩川テスト",
              message: `ベンチマークのお問い合わせ ${n} です。よろしくお願いいたします。`,
              language: n % 2 ? "en" : "ja",
            };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ];
    },
  },
].filter((t) => !filters.length || filters.some((f) => t.name.includes(f)));

/** How to start a server to measure; `start` resolves to { url, stop }. */
const backends = [
  {
    name: "SQLite",
    available: () => true,
    start: async (dataDir) => serveBuild({ root, env: { ...benchEnv, DATA_DIR: dataDir, DATABASE_URL: "" } }),
  },
  {
    name: "PostgreSQL",
    available: async () => (await postgresModule()).findPostgresBin() !== null,
    start: async (dataDir) => {
      // Durable (fsync on), like a real installation and like SQLite's synchronous=FULL.
      const cluster = await (await postgresModule()).startTestPostgres({ durable: true });
      const server = await serveBuild({ root, env: { ...benchEnv, DATA_DIR: dataDir, DATABASE_URL: cluster.url } });
      return { url: server.url, child: server.child, stop: async () => (await server.stop(), await cluster.stop()) };
    },
  },
];

// Unlimited writes: the bench is one client IP; the default 20/minute would make it a 429 test.
// Mail goes to .eml files in DATA_DIR (the embedded default), so the outbox worker runs as in production.
const benchEnv = { RATE_LIMIT_WRITES_PER_MINUTE: "0", SMTP_URL: "", LOG_LEVEL: "warn", NODE_ENV: "production" };

let pgModule;
const postgresModule = async () => (pgModule ??= await importTs(root, "tests/support/test-postgres.ts"));

function run(url, target, runName, duration, rate = target.rate) {
  return autocannon({
    url,
    connections: target.connections,
    overallRate: rate,
    duration,
    requests: target.requests(runName),
  });
}

// CPU time the server process used, from /proc (Linux): per request it stays meaningful
// on a busy machine, where wall-clock rates and latencies depend on everything else running.
const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();
function cpuMs(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return NaN;
  const fields = readFileSync(stat, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks; // utime + stime
}

function row(target, backend, result, serverCpuMs) {
  const errors = result.errors + result.timeouts;
  return {
    target: target.name,
    backend,
    "rate (req/s)": target.rate,
    "achieved (req/s)": Math.round(result.requests.average),
    "p50 (ms)": result.latency.p50,
    "p99 (ms)": result.latency.p99,
    "server CPU (ms/req)": Number.isNaN(serverCpuMs) ? "-" : (serverCpuMs / Math.max(1, result.requests.total)).toFixed(2),
    "2xx": result["2xx"],
    "non-2xx": result.non2xx,
    errors,
    "p99 budget": result.latency.p99 <= target.budgetP99Ms && errors === 0 && result.non2xx === 0 ? `ok (≤${target.budgetP99Ms})` : `OVER (${target.budgetP99Ms})`,
  };
}

function printTable(rows) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const width = (c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length));
  const line = (cells) => cells.map((cell, i) => (i < 2 ? String(cell).padEnd(width(columns[i])) : String(cell).padStart(width(columns[i])))).join("  ");
  console.log(`\n${line(columns)}\n${columns.map((c) => "-".repeat(width(c))).join("  ")}`);
  for (const r of rows) console.log(line(columns.map((c) => r[c])));
}

const rows = [];
const measuredOnce = new Set();
for (const backend of backends) {
  if (!(await backend.available())) {
    console.warn(`bench: ${backend.name} unavailable (no /usr/lib/postgresql/*/bin, or TEST_SKIP_POSTGRES=1): SKIPPED.`);
    continue;
  }
  const todo = targets.filter((t) => t.perDatabase || !measuredOnce.has(t.name));
  if (!todo.length) continue;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
  const server = await backend.start(dataDir);
  try {
    for (const target of todo) {
      const runName = `${backend.name.toLowerCase()}-${Date.now()}`;
      process.stderr.write(`bench: ${target.name} on ${backend.name}: ${warmupSeconds} s warm-up, ${seconds} s at ${target.rate} req/s\n`);
      if (warmupSeconds > 0) await run(server.url, target, `${runName}-warmup`, warmupSeconds, Math.ceil(target.rate / 4));
      const cpuBefore = cpuMs(server.child.pid);
      const result = await run(server.url, target, runName, seconds);
      rows.push(row(target, target.perDatabase ? backend.name : "-", result, cpuMs(server.child.pid) - cpuBefore));
      measuredOnce.add(target.name);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
printTable(rows);
const { cpus, loadavg } = await import("node:os");
console.log(
  `\n${seconds} s per row after a ${warmupSeconds} s warm-up; latency corrected for coordinated omission; ` +
    `server CPU includes its outbox worker; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}, Node ${process.version}.`,
);
