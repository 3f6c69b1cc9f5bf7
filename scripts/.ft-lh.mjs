import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { serveBuild } from "./lib/serve-build.mjs";
const server = await serveBuild({ root: "/work/wt/firsttouch", port: 3345 });
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
try {
  for (let i = 0; i < Number(process.env.N ?? 2); i++) {
    const { lhr } = await lighthouse(server.url + process.argv[2], { port: chrome.port, output: "json", logLevel: "error" });
    console.log("perf", lhr.categories.performance.score, "tbt", lhr.audits["total-blocking-time"].numericValue, "tti", lhr.audits["interactive"].numericValue);
    for (const t of lhr.audits["long-tasks"].details?.items ?? []) console.log("  long", Math.round(t.startTime), Math.round(t.duration), t.url.replace(server.url, ""));
  }
} finally { await chrome.kill(); await server.stop(); }
