import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { serveBuild } from "./lib/serve-build.mjs";
import { writeFileSync } from "node:fs";
const root = new URL("..", import.meta.url).pathname;
const flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const server = await serveBuild({ root, port: 3401 });
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: flags });
try {
  for (const path of process.argv.slice(2)) {
    for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
      const { lhr } = await lighthouse(server.url + path, { port: chrome.port, output: "json", logLevel: "error" });
      const m = (id) => Math.round(lhr.audits[id].numericValue);
      writeFileSync(`/tmp/diag/${path.replaceAll("/", "_") || "root"}-${i}.json`, JSON.stringify(lhr));
      console.log(path, "perf", Math.round(lhr.categories.performance.score * 100), "FCP", m("first-contentful-paint"), "LCP", m("largest-contentful-paint"), "SI", m("speed-index"), "TBT", m("total-blocking-time"), "TTI", m("interactive"));
    }
  }
} finally { await chrome.kill(); await server.stop(); }
