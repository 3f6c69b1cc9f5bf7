import { spawn } from "node:child_process";
import { testServerDefaults } from "./form-tokens";
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * The production build (`npm run build`) run as a separate process, the way it is
 * deployed: for tests that kill it, restart it or run several at once. BUILD_DIR
 * picks another build than ./build (helpers build into their own directory).
 */
export const builtServerDir = resolve(process.env.BUILD_DIR ?? "build");
export const builtServerMain = join(builtServerDir, "app-server/main.js");
export const builtServerAvailable = existsSync(builtServerMain);

export interface SpawnedServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far. */
  stdout(): string;
  stderr(): string;
  /** Parsed JSON log lines (server/logger.ts) from stdout and stderr. */
  events(): { event: string; [field: string]: unknown }[];
  /** Resolves with the exit code (null after a signal) once the process has exited and all its output is read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (graceful shutdown) and wait for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL (`kill -9`: no shutdown code runs) and wait for the exit. */
  kill(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface SpawnOptions {
  /** Server settings (DATA_DIR, DATABASE_URL, SMTP_URL, ...). Only these and a few basics reach the child. */
  env?: Record<string, string | undefined>;
  /** Defaults to a free port. */
  port?: number;
  /** How long to wait for /healthz. */
  timeoutMs?: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// The child gets a clean environment: a DATABASE_URL or SMTP_URL of the developer's
// shell must never point a test server at a real database or mail server.
const inherited = ["PATH", "HOME", "TMPDIR", "LANG", "TZ", "NODE_OPTIONS"];

/** Starts the built server and resolves once /healthz answers; throws with its output if it does not. */
export async function spawnServer(options: SpawnOptions = {}): Promise<SpawnedServer> {
  if (!builtServerAvailable) throw new Error(`No production build at ${builtServerDir}: run \`npm run build\` first.`);
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {};
  for (const name of inherited) if (process.env[name] !== undefined) env[name] = process.env[name]!;
  Object.assign(env, {
    NODE_ENV: "production",
    BUILD_DIR: builtServerDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "info",
    ...testServerDefaults,
  });
  for (const [k, v] of Object.entries(options.env ?? {})) if (v !== undefined) env[k] = v;
  // A DATA_DIR of our own lives as long as the process; a caller's (restart tests) is the caller's.
  const ownDataDir = env.DATA_DIR ? undefined : (env.DATA_DIR = mkdtempSync(join(tmpdir(), "spawned-server-")));

  const child = spawn(process.execPath, [builtServerMain], { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (err += chunk));
  // "close", not "exit": at "exit" the last lines may still be in the pipes, and a test reads events() next.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  // A test that fails midway must not leave a server running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => {
    process.off("exit", killOnExit);
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  });

  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const server: SpawnedServer = {
    url,
    port,
    child,
    stdout: () => out,
    stderr: () => err,
    events: () =>
      (out + err)
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .flatMap((line) => {
          try {
            return [JSON.parse(line)];
          } catch {
            return [];
          }
        }),
    exited,
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start-up (${child.exitCode ?? child.signalCode}):\n${out}${err}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`server did not answer /healthz within ${options.timeoutMs ?? 60_000} ms:\n${out}${err}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
