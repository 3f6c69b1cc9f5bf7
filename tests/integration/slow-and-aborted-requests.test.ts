import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactBody } from "../support/contact-burst";
import { eventually } from "../support/outbox-helpers";
import { startSlowRequest } from "../support/slow-request";
import { parseResponse } from "../support/socket-response";
import { builtServerAvailable, builtServerDir, spawnServer, type SpawnedServer } from "../support/spawn-server";

// Connections and logs at the edge of the built server: a body that never finishes
// must not hold a connection for minutes, a flood of connections must not use up the
// process, a client that leaves mid-body is not a database outage, and what React
// Router prints about a URL goes through the redacting logger.
if (!builtServerAvailable)
  console.warn(
    `No production build at ${builtServerDir}: slow and aborted request tests SKIPPED (run \`npm run build\`).`,
  );

const REQUEST_TIMEOUT_MS = 1000;
const MAX_CONNECTIONS = 3;
const ADDRESS = "taro.yamada@example.com";

/** A connection that sends one GET and resolves with its answer, or with null if the server closes it first. */
function openAndAsk(url: URL): Promise<{ socket: Socket; status: number | null }> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parseResponse(received);
      if (answer) resolve({ socket, status: answer.status });
    });
    socket.once("close", () => resolve({ socket, status: null }));
    socket.once("error", () => {});
    socket.once("connect", () => socket.write(`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`));
  });
}

/**
 * A raw request whose body stops after `sent` of its declared bytes; the connection is then dropped. It asks
 * `Expect: 100-continue`: the server's "100 Continue" proves its handler has the request and waits for the body.
 */
async function dropMidBody(url: URL, path: string, headers: string, sent: string) {
  const socket = connect(Number(url.port), url.hostname);
  socket.once("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  const answered = new Promise((resolve) => socket.once("data", resolve));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n${headers}\r\n`,
  );
  expect(String(await answered)).toMatch(/^HTTP\/1\.1 100 /);
  await new Promise((resolve) => socket.write(sent, resolve));
  socket.destroy();
}

// baked_settings_differ: spawnServer gives the process a SITE_URL of its own port; page_not_found: the 404 page's own note.
const quiet = (server: SpawnedServer) =>
  server
    .events()
    .filter(
      (e) =>
        (e.level === "warn" || e.level === "error") && !["baked_settings_differ", "page_not_found"].includes(e.event),
    );

describe.skipIf(!builtServerAvailable)("slow, aborted and unrouted requests (built server)", () => {
  let server: SpawnedServer;
  let url: URL;

  beforeAll(async () => {
    server = await spawnServer({
      env: {
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HTTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
        LOG_LEVEL: "debug",
      },
    });
    url = new URL(server.url);
  });
  afterAll(async () => {
    await server?.kill();
  });

  it("answers 408 and closes the connection when a body has not arrived within the request timeout", async () => {
    const started = Date.now();
    const slow = await startSlowRequest(server.url, {
      method: "POST",
      path: "/api/contact",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(contactBody(0, "slow-body")),
    });
    await slow.closed;
    // The body was never sent, so only the server's timeout closes this: the 408 says it did. How soon after the
    // timeout depends on the machine's load, so only "not before it" is asserted.
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.remaining()).toBeGreaterThan(0);
    // The handler that waited for the body logs it as the client's doing, not as an outage.
    await eventually(
      async () => server.events().some((e) => e.event === "request_aborted" && e.path === "/api/contact"),
      5000,
      "the aborted request logged",
    );
    expect(quiet(server)).toEqual([]);
  });

  it("logs a client that drops mid-body as an aborted request, not as the database being unavailable", async () => {
    const before = server.events().filter((e) => e.event === "request_aborted").length;
    await dropMidBody(url, "/api/contact", "Content-Length: 200\r\n", '{"name":"');
    await dropMidBody(url, "/api/quotes", "Transfer-Encoding: chunked\r\n", '5\r\n{"nam\r\n');
    const aborted = await eventually(
      async () => {
        const logged = server
          .events()
          .filter((e) => e.event === "request_aborted")
          .slice(before);
        return logged.length >= 2 && logged;
      },
      5000,
      "both aborted requests logged",
    );
    expect(aborted.map((e) => [e.level, e.path]).sort()).toEqual([
      ["info", "/api/contact"],
      ["info", "/api/quotes"],
    ]);
    expect(server.events().filter((e) => e.event === "database_unavailable")).toEqual([]);
    expect(quiet(server)).toEqual([]);
  });

  it("routes React Router's reports of unknown URLs through the logger: JSON lines, no address, no stack trace", async () => {
    for (const path of [
      `/%0a${ADDRESS}`,
      `/services/${ADDRESS.replace("@", "%40")}`,
      `/en/case-studies/x/%0a${ADDRESS}?q=1`,
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      await res.arrayBuffer();
    }
    // The output comes through a pipe, after the answers: wait for these requests' own lines, then read it all.
    await eventually(
      async () =>
        server.events().filter((e) => e.event === "route_not_found").length >= 2 &&
        server.events().some((e) => e.event === "page_not_found" && e.path === "[address]"),
      5000,
      "the 404s logged",
    );
    const output = server.stdout() + server.stderr();
    expect(output).not.toContain("taro.yamada");
    expect(output).not.toMatch(/^\s+at /m);
    for (const line of output.split("\n").filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();
    // Two match no route at all; /services/… is the app's own 404 page, which logs its (redacted) path.
    expect(server.events().filter((e) => e.event === "route_not_found")).toHaveLength(2);
    expect(
      server
        .events()
        .filter((e) => e.event === "page_not_found")
        .map((e) => e.path),
    ).toContain("[address]");
    expect(quiet(server)).toEqual([]);
  });

  it(`serves at most ${MAX_CONNECTIONS} connections at once and closes further ones at once`, async () => {
    const open: Socket[] = [];
    let refused = false;
    try {
      // This process's own fetch may hold one idle connection too: count until the first refusal.
      for (let i = 0; i < MAX_CONNECTIONS + 2 && !refused; i++) {
        const { socket, status } = await openAndAsk(url);
        if (status === 200) open.push(socket);
        else refused = true;
      }
      expect(refused).toBe(true);
      expect(open.length).toBeGreaterThanOrEqual(1);
      expect(open.length).toBeLessThanOrEqual(MAX_CONNECTIONS);
      // A connection freed is a connection available again, once the server has seen it close.
      open.pop()!.destroy();
      const again = await eventually(
        async () => {
          const attempt = await openAndAsk(url);
          if (attempt.status !== 200) attempt.socket.destroy();
          return attempt.status === 200 && attempt;
        },
        5000,
        "a connection accepted again",
      );
      expect(again.status).toBe(200);
      open.push(again.socket);
    } finally {
      for (const socket of open) socket.destroy();
    }
  });
});
