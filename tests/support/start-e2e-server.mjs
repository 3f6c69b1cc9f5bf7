// Starts the built server for Playwright with a fresh data directory.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), "e2e-data-"));
process.env.BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
await import(pathToFileURL(join(process.env.BUILD_DIR, "app-server/main.js")).href);
