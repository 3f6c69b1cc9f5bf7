import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finishRequest, halfSentRequest, healthzFrom, type LoopbackConnection } from "../support/loopback-clients";
import { eventually } from "../support/outbox-helpers";
import { builtServerAvailable, builtServerDir, spawnServer, type SpawnedServer } from "../support/spawn-server";

// One client opening many half-sent requests (headers never finished) must not take every
// connection of the process: past HTTP_MAX_CONNECTIONS_PER_IP its new connections are closed
// at once, while another address is still served. The built server, as deployed; the two
// clients are 127.0.0.2 and 127.0.0.3 (Linux: all of 127/8 is loopback).
if (!builtServerAvailable)
  console.warn(`No production build at ${builtServerDir}: connection cap tests SKIPPED (run \`npm run build\`).`);

const PER_IP = 5;
const MAX_CONNECTIONS = 12;
// Far longer than the test: a half-sent request stays open unless the cap closes it.
const REQUEST_TIMEOUT_MS = 60_000;
const FLOOD = 20;
const settings = {
  HTTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
};

const ipv6 = await new Promise<boolean>((resolve) => {
  const probe = createServer().once("error", () => resolve(false));
  probe.listen(0, "::", () => probe.close(() => resolve(true)));
});

/** FLOOD half-sent requests from `address`, each connected after the one before (the server accepts in that order). */
async function flood(url: URL, address: string) {
  const connections: LoopbackConnection[] = [];
  for (let i = 0; i < FLOOD; i++) connections.push(await halfSentRequest(url, address));
  return connections;
}

function closeAll(connections: LoopbackConnection[]) {
  for (const c of connections) c.socket.destroy();
}

for (const host of ["127.0.0.1", "::"]) {
  // On "::" an IPv4 client is seen as ::ffff:127.0.0.2: still its own address, not one IPv6 /64 for all.
  describe.skipIf(!builtServerAvailable || (host === "::" && !ipv6))(
    `connections per client address (HOST=${host})`,
    () => {
      let server: SpawnedServer;
      let url: URL;
      beforeAll(async () => {
        server = await spawnServer({ env: { ...settings, HOST: host, HTTP_MAX_CONNECTIONS_PER_IP: String(PER_IP) } });
        url = new URL(server.url);
      });
      afterAll(async () => {
        await server?.kill();
      });

      it(`keeps ${PER_IP} half-sent requests of one address, closes its further connections at once, and serves another address`, async () => {
        const started = Date.now();
        const connections = await flood(url, "127.0.0.2");
        try {
          const kept = connections.slice(0, PER_IP);
          const over = connections.slice(PER_IP);
          // Every connection over the cap is closed without an answer, long before the request timeout.
          await Promise.all(over.map((c) => c.closed));
          expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS / 10);
          for (const c of over) expect(c.received().length).toBe(0);

          // Another address is served although the first one tried to hold more than the whole process allows.
          expect(await healthzFrom(url, "127.0.0.3")).toBe(200);
          expect(await healthzFrom(url, "127.0.0.3")).toBe(200);

          // The first address's connections within the cap were kept, and are served once their request is complete.
          expect(kept.map((c) => c.isClosed())).toEqual(Array(PER_IP).fill(false));
          expect(await finishRequest(kept[0]!)).toBe(200);
          // With one of its connections gone, the address may open another.
          expect(await eventually(async () => (await healthzFrom(url, "127.0.0.2")) === 200, 5000, "a free slot")).toBe(
            true,
          );
        } finally {
          closeAll(connections);
        }

        const warning = await eventually(
          async () => server.events().find((e) => e.event === "connections_per_ip_capped"),
          5000,
          "the capped connections logged",
        );
        expect(warning).toMatchObject({ level: "warn", cap: PER_IP });
        expect(JSON.stringify(server.events())).not.toContain("127.0.0.2");
      });
    },
  );
}

describe.skipIf(!builtServerAvailable)(
  "connections per client address, cap off (HTTP_MAX_CONNECTIONS_PER_IP=0)",
  () => {
    let server: SpawnedServer;
    beforeAll(async () => {
      server = await spawnServer({ env: { ...settings, HTTP_MAX_CONNECTIONS_PER_IP: "0" } });
    });
    afterAll(async () => {
      await server?.kill();
    });

    it("lets one address's half-sent requests take every connection: the finding the cap answers", async () => {
      const url = new URL(server.url);
      const connections = await flood(url, "127.0.0.2");
      try {
        // The process's cap closed the rest (one slot may be this process's idle fetch connection).
        await Promise.all(connections.slice(MAX_CONNECTIONS).map((c) => c.closed));
        const open = connections.filter((c) => !c.isClosed());
        expect(open.length).toBeGreaterThanOrEqual(MAX_CONNECTIONS - 1);
        // Full right now (a further one is closed at once), so the other address is refused too.
        const probe = await halfSentRequest(url, "127.0.0.2");
        connections.push(probe);
        await probe.closed;
        expect(await healthzFrom(url, "127.0.0.3")).toBeNull();
      } finally {
        closeAll(connections);
      }
    });
  },
);
