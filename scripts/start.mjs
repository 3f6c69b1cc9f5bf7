#!/usr/bin/env node
// `npm start`: builds first when there is no build (fresh clone) or when a setting
// baked into the prerendered pages changed, then runs the production server.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { bakedConfig } from "./build-config.mjs";

const root = new URL("..", import.meta.url).pathname;
// A .env file next to package.json is read if present (values already in the environment win).
if (existsSync(`${root}.env`)) {
  const saved = { ...process.env };
  process.loadEnvFile(`${root}.env`);
  Object.assign(process.env, saved);
}
const infoPath = `${root}build/build-info.json`;
let reason = null;
if (!existsSync(infoPath) || !existsSync(`${root}build/app-server/main.js`)) {
  reason = "no production build yet";
} else {
  const info = JSON.parse(readFileSync(infoPath, "utf8"));
  if (JSON.stringify(info.baked) !== JSON.stringify(bakedConfig())) reason = "a setting baked into the pages changed";
}
if (reason) {
  console.log(`npm start: building (${reason})...`);
  execFileSync(process.execPath, [`${root}scripts/build.mjs`], { cwd: root, stdio: "inherit" });
}
process.chdir(root);
await import(`${root}build/app-server/main.js`);
