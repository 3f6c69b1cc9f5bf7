// Starts the built server for Playwright with a fresh data directory (E2E_DATA_DIR, emptied first, when the
// tests need to read what the server wrote there, such as emails).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

if (process.env.E2E_DATA_DIR) {
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  process.env.DATA_DIR = process.env.E2E_DATA_DIR;
}
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), "e2e-data-"));
process.env.BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
await import(pathToFileURL(join(process.env.BUILD_DIR, "app-server/main.js")).href);
