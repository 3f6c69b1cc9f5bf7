import { createServer } from "node:net";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from "rate-limiter-flexible";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "../env";
import { ApiError } from "./api-error";
import { createRateLimits, defaultBudgets, rateLimitSettings } from "./rate-limit";
import { createRateLimitStore, rateLimitStoreName, type RateLimitStore } from "./rate-limit-store";

const limitsOf = { RATE_LIMIT_WRITES_PER_MINUTE: 2, RATE_LIMIT_CHAT_PER_MINUTE: 30 };

/** A port nothing listens on: the store is "unreachable" with an immediate ECONNREFUSED. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe("rate-limit store selection", () => {
  it("keeps counters in memory on SQLite (one process)", () => {
    expect(rateLimitStoreName({ DATABASE_URL: undefined, REDIS_URL: undefined })).toBe("memory");
  });
  it("shares counters in PostgreSQL when DATABASE_URL is set", () => {
    expect(rateLimitStoreName({ DATABASE_URL: "postgres://db/site", REDIS_URL: undefined })).toBe("postgres");
  });
  it("prefers Redis when REDIS_URL is set, with or without PostgreSQL", () => {
    expect(rateLimitStoreName({ DATABASE_URL: "postgres://db/site", REDIS_URL: "redis://cache:6379" })).toBe("redis");
    expect(rateLimitStoreName({ DATABASE_URL: undefined, REDIS_URL: "rediss://cache:6380" })).toBe("redis");
  });
  it("accepts only redis:// and rediss:// URLs for REDIS_URL", () => {
    expect(parseEnv({ REDIS_URL: "rediss://:secret@cache.example:6380/0" }).REDIS_URL).toBe(
      "rediss://:secret@cache.example:6380/0",
    );
    expect(parseEnv({ REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    expect(() => parseEnv({ REDIS_URL: "http://cache:6379" })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });
});

describe("rate-limit stores", () => {
  let store: RateLimitStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("builds in-process limiters for SQLite", async () => {
    store = await createRateLimitStore({ DATABASE_URL: undefined, REDIS_URL: undefined, ...limitsOf });
    expect(store.name).toBe("memory");
    const limiters = Object.values(store.limiters);
    expect(limiters.length).toBeGreaterThan(0);
    expect(limiters.map((l) => l?.constructor)).toEqual(Array(limiters.length).fill(RateLimiterMemory));
  });

  it("gives each purpose its own budget, with defaults sized for an office behind one IP", () => {
    expect(rateLimitSettings({ RATE_LIMIT_CHAT_PER_MINUTE: 30 })).toEqual({
      ...defaultBudgets,
      chatPerMinute: 30,
      staffLoginsPerMinute: 10,
      staffFailuresPerAddress: 5,
      staffFailuresPerAccount: 200,
    });
    expect(
      rateLimitSettings(
        parseEnv({ RATE_LIMIT_CONTACT_PER_MINUTE: "5", RATE_LIMIT_AUTOSAVES_PER_QUOTE_PER_MINUTE: "0" }),
      ),
    ).toMatchObject({
      contactPerMinute: 5,
      autosavesPerQuotePerMinute: 0,
      quoteStartsPerMinute: defaultBudgets.quoteStartsPerMinute,
    });
  });

  it("keeps RATE_LIMIT_WRITES_PER_MINUTE as the deprecated value of every write budget not set on its own", () => {
    const settings = rateLimitSettings(
      parseEnv({ RATE_LIMIT_WRITES_PER_MINUTE: "0", RATE_LIMIT_CONTACT_PER_MINUTE: "4" }),
    );
    expect(settings).toEqual({
      contactPerMinute: 4,
      quoteStartsPerMinute: 0,
      completionsPerMinute: 0,
      acceptsPerMinute: 0,
      downloadsPerMinute: 60,
      autosavesPerQuotePerMinute: 0,
      autosavesPerMinute: 0,
      chatPerMinute: 30,
      staffLoginsPerMinute: 10,
      staffFailuresPerAddress: 5,
      staffFailuresPerAccount: 200,
    });
  });

  it("builds no limiter for a limit set to 0 (unlimited)", async () => {
    store = await createRateLimitStore({
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      RATE_LIMIT_WRITES_PER_MINUTE: 0,
      RATE_LIMIT_CHAT_PER_MINUTE: 0,
      RATE_LIMIT_STAFF_LOGINS_PER_MINUTE: 0,
      RATE_LIMIT_DOWNLOADS_PER_MINUTE: 0,
    });
    expect(Object.values(store.limiters).filter(Boolean)).toEqual([]);
  });

  for (const kind of ["postgres", "redis"] as const) {
    it(`uses ${kind} and falls back to in-process counters, with one warning, when ${kind} is unreachable`, async () => {
      const port = await closedPort();
      const urls =
        kind === "postgres"
          ? { DATABASE_URL: `postgres://rl:pw@127.0.0.1:${port}/site`, REDIS_URL: undefined }
          : { DATABASE_URL: undefined, REDIS_URL: `redis://:pw@127.0.0.1:${port}` };
      vi.stubEnv("LOG_LEVEL", "warn");
      const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
      store = await createRateLimitStore({ ...urls, ...limitsOf });
      expect(store.name).toBe(kind);
      expect(store.limiters.contact).toBeInstanceOf(kind === "postgres" ? RateLimiterPostgres : RateLimiterRedis);
      expect(store.limiters.conversation).toBeInstanceOf(kind === "postgres" ? RateLimiterPostgres : RateLimiterRedis);

      // Never an error (a 500) for the visitor: the limit still holds, per process.
      const limits = createRateLimits(store.limiters);
      const ip = "203.0.113.7";
      await limits.consume("contact", ip, "ja");
      await limits.consume("contact", ip, "ja");
      const third = await limits.consume("contact", ip, "en").catch((e: unknown) => e);
      expect(third).toBeInstanceOf(ApiError);
      expect((third as ApiError).status).toBe(429);

      const warnings = stderr.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes("rate_limit_store_unavailable"));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({ level: "warn", store: kind, fallback: "in-process counters" });
      expect(warnings[0]).not.toContain(ip);
      expect(warnings[0]).not.toContain("pw");
    });
  }
});
