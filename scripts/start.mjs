#!/usr/bin/env node
// `npm start`: builds first when there is no build (fresh clone) or when a setting
// baked into the prerendered pages changed, then runs the production server.
import { ensureBuild, loadDotEnv } from "./ensure-build.mjs";

const root = new URL("..", import.meta.url).pathname;
loadDotEnv();
ensureBuild("npm start");
process.chdir(root);
// npm runs this script under `sh -c`; stopping npm ends the shell but not this process, which would keep the
// port. When the parent goes away, shut down the way SIGTERM does.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 500).unref();
await import(`${root}build/app-server/main.js`);
