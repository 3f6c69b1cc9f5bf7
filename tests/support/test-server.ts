import { mkdtempSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { builtServerDir } from "./spawn-server";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp } from "../../server/app";
import { startServices, type Running } from "../../server/bootstrap";
import { parseEnv, type Env } from "../../server/env";
import { keepConnectionsAlive } from "../../server/http/keep-alive";
import type { DialectName } from "../../server/db/database";
import { startTestPostgres, type TestPostgres } from "./test-postgres";
import { fastWorker } from "./outbox-helpers";
import { testServerDefaults } from "./form-tokens";

export interface TestServer {
  url: string;
  env: Env;
  running: Running;
  close(): Promise<void>;
}

let cluster: Promise<TestPostgres | null> | undefined;

/** A database URL on the file's throwaway PostgreSQL cluster (started on first use). */
export async function testPostgresUrl(): Promise<string> {
  cluster ??= startTestPostgres();
  const pg = await cluster;
  if (!pg) throw new Error("PostgreSQL is not available");
  return pg.createDatabase();
}

export async function stopTestPostgres() {
  const pg = await cluster;
  cluster = undefined;
  await pg?.stop();
}

/**
 * The real HTTP server (API routes, guards, database, outbox worker) on a free
 * port, with a fresh SQLite file or PostgreSQL database. No page build needed, unless
 * `pages` asks for the built pages too (answers that are pages, such as a refused form post).
 */
export async function startTestServer(
  dialect: DialectName,
  overrides: Record<string, string> = {},
  worker: NonNullable<Parameters<typeof startServices>[1]>["worker"] = fastWorker,
  { pages = false }: { pages?: boolean } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `api-${dialect}-`));
  const env = parseEnv({
    DATA_DIR: dataDir,
    SITE_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    ...testServerDefaults,
    DATABASE_URL: dialect === "postgres" ? await testPostgresUrl() : undefined,
    ...overrides,
  });
  const running = await startServices(env, { worker });
  const build = pages
    ? ((await import(pathToFileURL(join(builtServerDir, "server/index.js")).href)) as ServerBuild)
    : undefined;
  const app = createApp({ env, build, files: new Map(), services: running.services });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  // As the production server does: with Node's 5 s, a busy machine can let fetch reuse a connection the server is
  // closing, and the request fails with ECONNRESET.
  keepConnectionsAlive(server as Server);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    env,
    running,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs JSON like a same-origin page would (or set headers to act otherwise). */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
