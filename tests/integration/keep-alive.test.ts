import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS } from "../../server/http/keep-alive";
import { parseResponse } from "../support/socket-response";
import { builtServerAvailable, builtServerDir, spawnServer, type SpawnedServer } from "../support/spawn-server";

// A proxy (nginx keeps upstream connections 60 s) or any pooling client reuses an idle
// connection long after Node's default 5 s; if the server closes it just then, the
// request sent on it fails (a 502 for a visitor's POST behind nginx). The built
// server keeps idle connections KEEP_ALIVE_TIMEOUT_MS and says so.
if (!builtServerAvailable)
  console.warn(`No production build at ${builtServerDir}: keep-alive tests SKIPPED (run \`npm run build\`).`);

/** Sends one GET on the socket and resolves to the response head once its body has arrived. */
function get(socket: Socket, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parseResponse(received);
      if (answer) {
        socket.off("data", onData);
        socket.off("close", onClose);
        resolve(answer.head);
      }
    };
    const onClose = () => reject(new Error(`connection closed by the server (received ${received.length} bytes)`));
    socket.on("data", onData);
    socket.once("close", onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  });
}

describe.skipIf(!builtServerAvailable)("idle keep-alive connections (built server)", () => {
  let dataDir: string;
  let server: SpawnedServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "keep-alive-"));
    server = await spawnServer({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps an idle connection open past Node's 5 s default and answers the next request on it", async () => {
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    try {
      const first = await get(socket, url.host, "/healthz");
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first.toLowerCase()).toContain(`keep-alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      await new Promise((r) => setTimeout(r, 6000));
      expect(await get(socket, url.host, "/healthz")).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 20_000);
});
