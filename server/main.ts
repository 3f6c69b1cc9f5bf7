import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { routeConsoleToLogger } from "./console-to-logger";
import { bakedSettingsDiffering } from "./build-info";
import { EnvError, getEnv, type Env } from "./env";
import { logger } from "./logger";
import { loadStaticFiles } from "./static-files";
import { startServices } from "./bootstrap";
import { createThreadedMailer } from "./mail/mailer-thread";
import { createThreadedParser } from "./mailbox/parse-thread";
import { createThreadedRenderer } from "./quotes/pdf-renderer";
import { capConnections, requestTimeouts } from "./http/connection-limits";
import { keepConnectionsAlive } from "./http/keep-alive";
import { gracefulShutdown } from "./shutdown";
import { mailDirOf } from "./retention/mail-files";
import { staticAnswers } from "./static-answers";
import { staticFastPath, withStaticFastPath } from "./static-fast-path";

/** The address a person on this machine opens in a browser. */
function localUrl(host: string, port: number): string {
  const local = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${local}:${port}/`;
}

/** Where messages and emails land, so a newcomer knows where to look (no credentials). */
function whereDataGoes(env: Env): Record<string, string> {
  return {
    database: env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : resolve(env.DATA_DIR, "site.db"),
    mail: env.SMTP_URL ? `SMTP ${new URL(env.SMTP_URL).host}` : mailDirOf(env.DATA_DIR),
  };
}

/** Production entry: validated config, the build in memory, graceful shutdown on SIGTERM. */
async function main() {
  routeConsoleToLogger();
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
  const stale = bakedSettingsDiffering(buildDir);
  if (stale.length)
    logger.warn("baked_settings_differ", {
      settings: stale,
      fix: "run npm run build with these settings (npm start does it)",
    });
  const files = loadStaticFiles(resolve(buildDir, "client"));
  // Email composition, parsing the company mailbox's emails and SQLite's WAL checkpoints run beside the request
  // thread; build.mjs bundles their entries next to this file.
  const parser = createThreadedParser(new URL("./mail-parse-thread.js", import.meta.url));
  const running = await startServices(env, {
    mailer: createThreadedMailer(env, new URL("./mailer-thread.js", import.meta.url)),
    renderPdf: createThreadedRenderer(new URL("./pdf-thread.js", import.meta.url)),
    database: { walCheckpointer: new URL("./wal-checkpointer.js", import.meta.url) },
    mailbox: { parse: parser.parse },
  });
  // One set of prepared file answers for both the fast path and the app.
  const answers = staticAnswers(env);
  const app = createApp({ env, build, files, services: running.services, answers });

  // The build's files skip Hono (static-fast-path.ts); everything else goes through the app.
  const createServer = withStaticFastPath(staticFastPath(files, env, answers));
  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer, serverOptions: requestTimeouts(env) },
    (info) => {
      logger.info("server_started", {
        open: localUrl(env.HOST, info.port),
        siteUrl: env.SITE_URL,
        files: files.size,
        ...whereDataGoes(env),
      });
    },
  );
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE" && error.code !== "EACCES") throw error;
    const why =
      error.code === "EADDRINUSE"
        ? "is already in use (is another copy of the site still running?)"
        : "needs privileges";
    process.stderr.write(
      `Port ${env.PORT} on ${env.HOST} ${why}. Stop that process or start with another PORT, e.g. PORT=3001 npm start.\n`,
    );
    process.exit(1);
  });

  keepConnectionsAlive(server as Server);
  capConnections(server as Server, env);
  const shutdown = gracefulShutdown(server as Server, running);
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  logger.error("startup_failed", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
