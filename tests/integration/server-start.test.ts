import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerDir, builtServerMain, spawnServer, type SpawnedServer } from "../support/spawn-server";
import { eventually } from "../support/outbox-helpers";

describe("the production server's own messages", () => {
  let server: SpawnedServer;
  let dataDir = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "server-start-"));
    server = await spawnServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: "info" } });
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("says at start which URL to open and where messages and emails land", async () => {
    // The output comes through a pipe, not with the answer to /healthz: wait for the line.
    const started = await eventually(async () => server.events().find((e) => e.event === "server_started"));
    expect(started).toMatchObject({
      open: `http://127.0.0.1:${server.port}/`,
      database: join(dataDir, "site.db"),
      mail: join(dataDir, "mail"),
    });
  });

  it("logs the path of a missing page, never its query", async () => {
    const response = await fetch(`${server.url}/no-such-page?email=someone%40example.com`);
    expect(response.status).toBe(404);
    // (A failed expect inside eventually would throw at once rather than wait: wait for the line, then check it.)
    const logged = await eventually(async () => server.events().find((e) => e.event === "page_not_found"));
    expect(logged).toMatchObject({ path: "/no-such-page" });
    expect(server.stdout() + server.stderr()).not.toContain("someone");
  });

  it("refuses to start on a port in use with a clear message and exit code 1", async () => {
    const second = spawnSync(process.execPath, [builtServerMain], {
      env: {
        PATH: process.env.PATH,
        PORT: String(server.port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BUILD_DIR: builtServerDir,
      },
      encoding: "utf8",
      // A hang guard: a second server on a busy machine can take more than 20 s to load before it finds the port taken.
      timeout: 90_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/Port \d+ on 127\.0\.0\.1 is already in use/);
    expect(second.stderr).not.toContain("EADDRINUSE");
  }, 120_000);
});
