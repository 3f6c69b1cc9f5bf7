import { chromium } from "@playwright/test";
import { measureTouches } from "/work/wt/firsttouch/scripts/lib/first-touch.mjs";
import { serveBuild } from "/work/wt/firsttouch/scripts/lib/serve-build.mjs";
const server = await serveBuild({ root: "/work/wt/firsttouch", port: 3341 });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic"] });
try {
  for (const path of process.argv.slice(2)) {
    const route = path.replace(/^\/en(?=\/|$)/, "") || "/";
    console.log(path, JSON.stringify(await measureTouches(browser, server.url + path, route, Number(process.env.RUNS ?? 3))));
  }
} finally { await browser.close(); await server.stop(); }
