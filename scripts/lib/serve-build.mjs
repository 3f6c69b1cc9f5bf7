// Starts the production build in a child process (as `npm start` would) and waits for /healthz.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export async function serveBuild({ root, port, env = {} }) {
  const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
  if (!existsSync(join(buildDir, "app-server/main.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const child = spawn(process.execPath, [join(buildDir, "app-server/main.js")], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATA_DIR: mkdtempSync(join(tmpdir(), "serve-")), ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, stop: () => new Promise((r) => { child.once("exit", r); child.kill("SIGTERM"); }) };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}
