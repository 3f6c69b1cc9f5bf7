import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { delimiter, join } from "node:path";
import { freePort } from "./spawn-server";

/** redis-server from PATH (Debian package redis-server), or undefined: suites that need it skip. */
export const redisServerBin = (process.env.PATH ?? "")
  .split(delimiter)
  .map((dir) => join(dir, "redis-server"))
  .find((p) => existsSync(p));

export interface TestRedis {
  url: string;
  stop(): void;
}

/** A throwaway redis-server: no persistence, loopback only, on a free port; resolves once it accepts connections. */
export async function startTestRedis(): Promise<TestRedis> {
  if (!redisServerBin) throw new Error("No redis-server on PATH");
  const port = await freePort();
  const child = spawn(
    redisServerBin,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  await waitForPort(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      process.off("exit", killOnExit);
      child.kill("SIGKILL");
    },
  };
}

/** Resolves once something accepts connections on the loopback port (redis-server takes some milliseconds). */
export async function waitForPort(port: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      }).once("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listened on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
