#!/usr/bin/env node
// Builds when there is no production build (fresh clone) or when a setting baked into the prerendered pages
// changed. Used by `npm start`, the command-line tools and the integration tests; prints why it builds.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bakedConfig } from "./build-config.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Reads a `.env` next to package.json into process.env; values already in the environment win. */
export function loadDotEnv() {
  const file = resolve(root, ".env");
  if (!existsSync(file)) return;
  const saved = { ...process.env };
  process.loadEnvFile(file);
  Object.assign(process.env, saved);
}

/** Why the build must be made again, or null when it is current; `needs` is a file the caller runs from it. */
export function staleBuildReason(buildDir = resolve(root, process.env.BUILD_DIR ?? "build"), needs) {
  const infoPath = resolve(buildDir, "build-info.json");
  if (!existsSync(infoPath) || !existsSync(resolve(buildDir, "app-server/main.js"))) return "no production build yet";
  // A build made before a command-line tool was added has no bundle for it.
  if (needs && !existsSync(resolve(buildDir, needs))) return `the build has no ${needs} yet`;
  const info = JSON.parse(readFileSync(infoPath, "utf8"));
  if (JSON.stringify(info.baked) !== JSON.stringify(bakedConfig())) return "a setting baked into the pages changed";
  return null;
}

export function ensureBuild(label, needs) {
  const reason = staleBuildReason(undefined, needs);
  if (!reason) return;
  console.log(`${label}: building (${reason})...`);
  execFileSync(process.execPath, [resolve(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  ensureBuild(process.argv[2] ?? "ensure-build", process.argv[3]);
}
