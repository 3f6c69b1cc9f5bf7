#!/usr/bin/env node
// `npm run audit`: Lighthouse (mobile preset, median of AUDIT_RUNS runs) and axe on every
// page in both languages, the gzip size of the JavaScript each page loads, and the first touch
// of each island on a slow phone (scripts/lib/first-touch.mjs). Prints one row per page and exits
// non-zero past the budgets (docs/benchmarks.md).
// `npm run audit -- /en/contact /contact` audits those pages only; `-- --touch-only` skips
// Lighthouse and axe (the first-touch columns alone, much quicker).
import { readFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { measureTouches, touches, TOUCH_BUDGET } from "./lib/first-touch.mjs";
import { serveBuild } from "./lib/serve-build.mjs";

const root = new URL("..", import.meta.url).pathname;
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const runs = Number(process.env.AUDIT_RUNS ?? 3);
const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith("--"));
const touchOnly = args.includes("--touch-only");
const flags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const routes = [
  "/",
  "/services",
  "/case-studies",
  "/case-studies/aws-cost-optimization",
  "/case-studies/seo-computer-repair",
  "/case-studies/isocialize-api-integration",
  "/case-studies/sem-kyoto-sushi",
  "/portfolio",
  "/company",
  "/team",
  "/contact",
  "/pricing-calculator",
  "/terms",
  "/privacy",
];
const interactive = new Set(["/contact", "/pricing-calculator"]);
const paths = routes.flatMap((r) => [r, r === "/" ? "/en" : `/en${r}`]).filter((p) => !only.length || only.includes(p));

const budget = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  js: 110,
  jsInteractive: 130,
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function gzipKb(urls) {
  let bytes = 0;
  for (const u of urls) {
    const file = join(buildDir, "client", new URL(u).pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return bytes / 1024;
}

/** Lighthouse (median of `runs`) and axe, before and after every island on the page has woken. */
async function lighthouseAndAxe(url, route) {
  const results = [];
  // A run Lighthouse could not finish (no metrics, usually a starved CPU) is repeated, twice at most.
  for (let i = 0, retries = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, undefined);
    if (!lhr.audits.metrics?.details?.items?.[0] && retries++ < 2) {
      console.error(`${route}: Lighthouse run without metrics (${lhr.runtimeError?.code ?? "no details"}), repeated`);
      i--;
      continue;
    }
    results.push(lhr);
  }
  const score = (k) => median(results.map((r) => Math.round((r.categories[k].score ?? 0) * 100)));
  const metric = (id) => median(results.map((r) => r.audits[id].numericValue ?? 0));
  // At load: what the page requested before its load event. Islands' code fetched (not run) once the page has
  // settled is the "fetched ahead" figure (docs/decisions/018-first-touch.md).
  const loadedAt = results[0].audits.metrics.details.items[0].observedLoad;
  const ownScripts = results[0].audits["network-requests"].details.items.filter(
    (i) => i.resourceType === "Script" && i.url.startsWith(server.url),
  );
  const scripts = ownScripts.filter((i) => i.networkRequestTime <= loadedAt).map((i) => i.url);
  const context = await browser.newContext();
  const page = await context.newPage();
  const used = new Set();
  page.on("request", (r) => r.resourceType() === "script" && r.url().startsWith(server.url) && used.add(r.url()));
  await page.goto(url, { waitUntil: "load" });
  const axe = await new AxeBuilder({ page }).analyze();
  // What the page loads once the visitor uses everything on it: pointing at each island
  // brings its React code (docs/decisions/011-react-on-demand.md); the budget holds for that too.
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-island]")) {
      (island.firstElementChild ?? island).dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    }
  });
  await page.waitForLoadState("networkidle");
  const axeInUse = await new AxeBuilder({ page }).analyze();
  await context.close();
  const row = {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: Math.round(metric("largest-contentful-paint")),
    tbt: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    jsKb: Number(gzipKb(scripts).toFixed(1)),
    jsKbAhead: Number(gzipKb(ownScripts.map((i) => i.url)).toFixed(1)),
    jsKbInUse: Number(gzipKb([...used]).toFixed(1)),
    axe: axe.violations.length + axeInUse.violations.length,
  };
  const jsBudget = interactive.has(route) ? budget.jsInteractive : budget.js;
  const problems = [];
  if (row.perf < budget.performance) problems.push("performance");
  if (row.a11y < budget.accessibility) problems.push("accessibility");
  if (row.bp < budget["best-practices"]) problems.push("best-practices");
  if (row.seo < budget.seo) problems.push("seo");
  if (row.cls > budget.cls) problems.push("cls");
  if (row.jsKbInUse > jsBudget) problems.push(`js>${jsBudget}KB`);
  if (row.axe > 0) problems.push(`axe: ${[...axe.violations, ...axeInUse.violations].map((v) => v.id).join(",")}`);
  if (problems.length) {
    for (const [id, a] of Object.entries(results[0].audits)) {
      if (a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        console.error(`  ${url}: ${id} - ${a.title}`);
    }
  }
  return { ...row, problems };
}

const server = await serveBuild({ root, port: Number(process.env.AUDIT_PORT ?? 3400) });
const chrome = touchOnly ? null : await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: flags });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: flags.slice(1) });
const rows = [];
let failed = false;
try {
  for (const path of paths) {
    const url = server.url + path;
    const route = path.replace(/^\/en(?=\/|$)/, "") || "/";
    const row = { path, ...(touchOnly ? {} : await lighthouseAndAxe(url, route)) };
    const problems = row.problems ?? [];
    delete row.problems;
    // The first touch of each island: tap -> visible feedback / tap -> usable, ms, median of AUDIT_RUNS.
    for (const [island, t] of Object.entries(await measureTouches(browser, url, route, runs))) {
      row[`${island} ms`] = `${t.feedback} / ${t.usable}`;
      if (!(t.feedback <= TOUCH_BUDGET.feedbackMs)) problems.push(`${island} feedback>${TOUCH_BUDGET.feedbackMs}ms`);
      if (!(t.usable <= TOUCH_BUDGET.usableMs)) problems.push(`${island} usable>${TOUCH_BUDGET.usableMs}ms`);
    }
    row.result = problems.length ? `FAIL ${problems.join("; ")}` : "ok";
    if (problems.length) failed = true;
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  await chrome?.kill();
  await server.stop();
}
console.log(
  `\nLighthouse mobile preset, median of ${runs} run(s); JS = gzip -9 of the scripts each page loads (jsKb: before its`,
);
console.log(
  "load event; jsKbAhead: with the islands' code fetched once the page has settled; jsKbInUse: once every island on it",
);
console.log(
  "has been pointed at, the figure the budget applies to). Island columns: tap -> feedback / tap -> usable, ms,",
);
console.log(
  `median of ${runs}, slow 4G and CPU 4x at 390 px (budgets ${TOUCH_BUDGET.feedbackMs} / ${TOUCH_BUDGET.usableMs} ms; islands: ${touches.map((t) => t.island).join(", ")}).`,
);
console.table(rows);
process.exit(failed ? 1 : 0);
