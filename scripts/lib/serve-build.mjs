// Starts the production build in a child process (as `npm start` would) and waits for /healthz.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** `port` defaults to a free one; `env` overrides the server settings (an empty string unsets one). */
export async function serveBuild({ root, port, env = {} }) {
  const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
  if (!existsSync(join(buildDir, "app-server/main.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  port ??= await freePort();
  const child = spawn(process.execPath, [join(buildDir, "app-server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
      DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "serve-")),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok)
        return {
          url,
          child,
          stop: () =>
            new Promise((r) => {
              child.once("exit", r);
              child.kill("SIGTERM");
            }),
        };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}
