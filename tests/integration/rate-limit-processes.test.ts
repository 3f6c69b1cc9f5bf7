import { withToken } from "../support/form-tokens";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactBody } from "../support/contact-burst";
import { eventually } from "../support/outbox-helpers";
import {
  builtServerAvailable,
  builtServerDir,
  freePort,
  spawnServer,
  type SpawnedServer,
} from "../support/spawn-server";
import { postgresAvailable } from "../support/test-postgres";
import { redisServerBin, startTestRedis, type TestRedis } from "../support/test-redis";
import { stopTestPostgres, testPostgresUrl } from "../support/test-server";

// The write limit holds across server processes that
// share a store. Each process alone would grant all 10; together they must grant 10.
// The contact form's budget stands for all of them: every budget is built by the same factory.
const LIMIT = 10;
const PER_PROCESS = 8;
// FORM_SECRET comes from the test defaults (tests/support/form-tokens.ts), so the burst can sign its tokens.
const shared = { RATE_LIMIT_CONTACT_PER_MINUTE: String(LIMIT) };

if (!builtServerAvailable)
  console.warn(
    `No production build at ${builtServerDir}: "rate limits across server processes" SKIPPED (run \`npm run build\`).`,
  );
if (!postgresAvailable)
  console.warn(
    'PostgreSQL unavailable (no /usr/lib/postgresql/*/bin, or TEST_SKIP_POSTGRES=1): "rate limits across processes on PostgreSQL" SKIPPED.',
  );
if (!redisServerBin)
  console.warn(
    'No redis-server on PATH (Debian package redis-server): "rate limits across processes on Redis" SKIPPED.',
  );

interface Answer {
  status: number;
  retryAfter: string | null;
}

/** PER_PROCESS contact submissions to each server, all in flight at once, from the same client (127.0.0.1). */
async function burst(servers: SpawnedServer[], run: string): Promise<Answer[]> {
  const count = PER_PROCESS * servers.length;
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await fetch(`${servers[i % servers.length].url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(withToken(contactBody(i, run), "contact")),
      });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get("retry-after") };
    }),
  );
}

function expectLimitHeld(answers: Answer[]) {
  expect(answers).toHaveLength(2 * PER_PROCESS);
  expect(answers.filter((a) => a.status === 201)).toHaveLength(LIMIT);
  const refused = answers.filter((a) => a.status !== 201);
  expect(refused).toHaveLength(2 * PER_PROCESS - LIMIT);
  for (const a of refused) {
    expect(a.status).toBe(429);
    expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(a.retryAfter)).toBeLessThanOrEqual(60);
  }
}

function storeOf(server: SpawnedServer) {
  return server.events().find((e) => e.event === "rate_limit_store")?.store;
}

async function stopAll(servers: SpawnedServer[]) {
  const exits = await Promise.all(servers.map((s) => s.stop()));
  expect(exits).toEqual(servers.map(() => ({ code: 0, signal: null })));
  // baked_settings_differ is expected: spawnServer gives each process a SITE_URL of its own port, not the build's.
  const problems = (s: SpawnedServer) =>
    s.events().filter((e) => (e.level === "error" || e.level === "warn") && e.event !== "baked_settings_differ");
  for (const s of servers) expect(problems(s)).toEqual([]);
}

describe.skipIf(!builtServerAvailable || !postgresAvailable)("rate limits across processes on PostgreSQL", () => {
  let servers: SpawnedServer[] = [];
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await testPostgresUrl();
    // Started together on an empty database: both migrate (and so create rate_limits) at once.
    const env = { ...shared, DATABASE_URL: databaseUrl };
    servers = await Promise.all([spawnServer({ env }), spawnServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await stopTestPostgres();
  });

  it("grants exactly the per-minute limit across two processes and answers the rest 429 with Retry-After", async () => {
    expect(servers.map(storeOf)).toEqual(["postgres", "postgres"]);
    const answers = await burst(servers, "pg-limit");
    expectLimitHeld(answers);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // Every attempt was counted in the one shared row, and only granted writes were stored.
      const counters = await client.query<{ key: string; points: number }>("select key, points from rate_limits");
      expect(counters.rows).toEqual([
        { key: expect.stringMatching(/^contact:.*127\.0\.0\.1$/), points: 2 * PER_PROCESS },
      ]);
      const stored = await client.query<{ n: number }>("select count(*)::int as n from contact_messages");
      expect(stored.rows[0].n).toBe(LIMIT);
    } finally {
      await client.end();
    }
    await stopAll(servers);
  }, 60_000);
});

describe.skipIf(!builtServerAvailable || !redisServerBin)("rate limits across processes on Redis", () => {
  let redis: TestRedis | undefined;
  let servers: SpawnedServer[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
    // SQLite per process (each its own DATA_DIR): the counters are shared through Redis alone.
    const env = { ...shared, REDIS_URL: redis.url };
    servers = await Promise.all([spawnServer({ env }), spawnServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    redis?.stop();
  });

  it("grants exactly the per-minute limit across two processes and answers the rest 429 with Retry-After", async () => {
    expect(servers.map(storeOf)).toEqual(["redis", "redis"]);
    expectLimitHeld(await burst(servers, "redis-limit"));
    await stopAll(servers);
  }, 60_000);
});

describe.skipIf(!builtServerAvailable)("rate limits when the shared store is unreachable", () => {
  let server: SpawnedServer;

  beforeAll(async () => {
    // Nothing listens on this port: every Redis call fails.
    server = await spawnServer({ env: { ...shared, REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(async () => {
    await server?.kill();
  });

  it("still answers and still limits, per process, with a warning that names no client", async () => {
    const answers = await burst([server, server], "store-down");
    expectLimitHeld(answers);
    // The output comes through a pipe, not with the answers: wait for the warning.
    const warnings = await eventually(async () => {
      const logged = server.events().filter((e) => e.event === "rate_limit_store_unavailable");
      return logged.length >= 1 && logged;
    });
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings[0]).toMatchObject({ level: "warn", store: "redis", fallback: "in-process counters" });
    expect(JSON.stringify(warnings)).not.toContain("127.0.0.1");
    expect(server.events().filter((e) => e.level === "error")).toEqual([]);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  }, 60_000);
});
