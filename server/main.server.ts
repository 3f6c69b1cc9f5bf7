import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.server";
import { EnvError, getEnv } from "./env.server";
import { logger } from "./logger.server";
import { loadStaticFiles } from "./static-files.server";
import { startServices } from "./bootstrap.server";

/** Production entry: validated config, the build in memory, graceful shutdown on SIGTERM. */
async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\nSee README "Configuration" and .env.example.\n`);
      process.exit(1);
    }
    throw error;
  }
  const buildDir = resolve(process.env.BUILD_DIR ?? "build");
  const serverBuildPath = resolve(buildDir, "server/index.js");
  if (!existsSync(serverBuildPath)) {
    process.stderr.write(`No production build at ${buildDir}. Run "npm run build" (npm start does it for you).\n`);
    process.exit(1);
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const files = loadStaticFiles(resolve(buildDir, "client"));
  const running = await startServices(env);
  const app = createApp({ env, build, files, services: running.services });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info("server_started", { host: env.HOST, port: info.port, siteUrl: env.SITE_URL, files: files.size });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("server_stopping", { signal });
    // Let in-flight requests finish; never hang longer than 10 s.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    server.close(async () => {
      await running.close().catch((error) => logger.error("shutdown_error", { error: String(error) }));
      logger.info("server_stopped", {});
      process.exit(0);
    });
    if ("closeIdleConnections" in server) (server as { closeIdleConnections(): void }).closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  logger.error("startup_failed", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
