import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerDir, freePort } from "../support/spawn-server";

/** The script elements of a page, in order. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

describe("npm run dev", () => {
  let dev: ChildProcess;
  let url = "";
  let output = "";
  // Inside the project, so the server build resolves its packages from node_modules.
  mkdirSync("node_modules/.cache", { recursive: true });
  const buildDir = mkdtempSync(resolve("node_modules/.cache/dev-build-"));
  const dataDir = mkdtempSync(join(tmpdir(), "dev-data-"));

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, [resolve("scripts/dev.mjs")], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    dev.stdout!.on("data", (chunk) => (output += chunk));
    dev.stderr!.on("data", (chunk) => (output += chunk));
    const deadline = Date.now() + 240_000;
    for (;;) {
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (dev.exitCode !== null || Date.now() > deadline) throw new Error(`npm run dev did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 250_000);

  afterAll(async () => {
    if (dev && dev.exitCode === null) {
      const exited = new Promise((r) => dev.once("exit", r));
      dev.kill("SIGTERM");
      await exited;
    }
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(["/", "/en/contact"])("serves %s with the same scripts as the production build", async (path) => {
    const served = await (await fetch(`${url}${path}`)).text();
    const production = readFileSync(join(builtServerDir, "client", path === "/" ? "" : path, "index.html"), "utf8");
    expect(scriptsOf(served)).toEqual(scriptsOf(production));
    expect(served).not.toContain("__reactRouterContext");
  });

  it("stops its server when it is stopped", async () => {
    const exited = new Promise((r) => dev.once("exit", r));
    dev.kill("SIGTERM");
    await exited;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
