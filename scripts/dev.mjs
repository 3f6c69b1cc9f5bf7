#!/usr/bin/env node
// `npm run dev`: the production build served by the production server, rebuilt and restarted whenever a
// source file changes, so development shows exactly what visitors get (docs/decisions/014-dev-is-production.md).
import { execFile, spawn } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { resolve } from "node:path";
import { loadDotEnv } from "./ensure-build.mjs";

const root = new URL("..", import.meta.url).pathname;
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const watched = [
  "app",
  "content",
  "domain",
  "server",
  "public",
  "scripts",
  "content-images",
  "vite.config.ts",
  "react-router.config.ts",
];
// What the build itself writes inside watched folders (the photograph manifest) must not start another build.
const ignored = /(^|\/)(\.|node_modules|generated\/)/;
loadDotEnv();

let server = null;
let building = false;
let again = false;

function build() {
  const started = Date.now();
  return new Promise((done) => {
    execFile(
      process.execPath,
      [resolve(root, "scripts/build.mjs")],
      { cwd: root, env: process.env, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        if (error) {
          process.stderr.write(`${stdout}${stderr}\ndev: the build failed (above); still serving the previous one.\n`);
          return done(false);
        }
        console.log(`dev: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        done(true);
      },
    );
  });
}

function stopServer() {
  if (!server || server.exitCode !== null) return Promise.resolve();
  const exited = new Promise((done) => server.once("exit", done));
  server.kill("SIGTERM");
  return exited;
}

async function startServer() {
  await stopServer();
  server = spawn(process.execPath, [resolve(buildDir, "app-server/main.js")], {
    cwd: root,
    env: process.env,
    stdio: "inherit",
  });
}

async function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = true;
  do {
    again = false;
    if (await build()) {
      await startServer();
      console.log("dev: server restarted with the new build; refresh the page");
    }
  } while (again);
  building = false;
}

let timer;
for (const entry of watched) {
  if (!existsSync(resolve(root, entry))) continue;
  watch(resolve(root, entry), { recursive: true }, (_event, file) => {
    if (file && ignored.test(String(file))) return;
    clearTimeout(timer);
    timer = setTimeout(rebuild, 200);
  });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await stopServer();
    process.exit(0);
  });
}
await rebuild();
