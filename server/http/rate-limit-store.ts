import pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import type { Env } from "../env";
import { logger } from "../logger";
import {
  buildLimiters,
  memoryLimiters,
  rateLimitSettings,
  type LimitName,
  type LimiterFactory,
  type RateLimitEnv,
} from "./rate-limit";

export type RateLimitStoreName = "memory" | "postgres" | "redis";

/** Created by migration 002-rate-limits (PostgreSQL only). */
export const rateLimitTable = "rate_limits";

export interface RateLimitStore {
  name: RateLimitStoreName;
  limiters: Partial<Record<LimitName, RateLimiterAbstract>>;
  /** Closes the store's connections (the limiters must not be used afterwards). */
  close(): Promise<void>;
}

type StoreSettings = Pick<Env, "DATABASE_URL" | "REDIS_URL"> & RateLimitEnv;

/**
 * The only place that chooses where rate-limit counters live. Several processes
 * must share them or each would grant the full limit: Redis when REDIS_URL is
 * set, else the PostgreSQL database they already share. SQLite means one process,
 * so its counters stay in memory.
 */
export function rateLimitStoreName(env: Pick<Env, "DATABASE_URL" | "REDIS_URL">): RateLimitStoreName {
  if (env.REDIS_URL) return "redis";
  if (env.DATABASE_URL) return "postgres";
  return "memory";
}

/** A store that does not answer within this falls back to the in-process counters. */
const STORE_TIMEOUT_MS = 1000;
/** At most one "store unavailable" warning per process in this period: an outage must not flood the log. */
const WARN_EVERY_MS = 60_000;

export async function createRateLimitStore(env: StoreSettings): Promise<RateLimitStore> {
  const store = await openStore(env);
  logger.info("rate_limit_store", { store: store.name });
  return store;
}

async function openStore(env: StoreSettings): Promise<RateLimitStore> {
  const name = rateLimitStoreName(env);
  const settings = rateLimitSettings(env);
  const warn = throttledWarning(name);
  if (name === "redis") {
    const client = await connectRedis(env.REDIS_URL!, warn);
    const limiters = buildLimiters(
      settings,
      (points, keyPrefix, duration) =>
        new RateLimiterRedis({
          storeClient: client,
          // Fail over at once while disconnected instead of queueing the request behind a reconnect.
          rejectIfRedisNotReady: true,
          points,
          duration,
          // One namespace on a Redis that may serve other applications too.
          keyPrefix: `${rateLimitTable}:${keyPrefix}`,
          insuranceLimiter: insurance(points, keyPrefix, duration, warn),
        }),
    );
    return { name, limiters, close: () => closeRedis(client) };
  }
  if (name === "postgres") {
    // Its own small pool (same DATABASE_URL, so the same host, credentials and TLS):
    // a burst of rate-limit checks never waits behind the write transactions' connections.
    const pool = new pg.Pool({
      connectionString: env.DATABASE_URL,
      max: 4,
      connectionTimeoutMillis: STORE_TIMEOUT_MS,
      query_timeout: STORE_TIMEOUT_MS,
    });
    pool.on("error", (error) => warn((error as { code?: string }).code));
    let sweeper = true;
    const make: LimiterFactory = (points, keyPrefix, duration) => {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: rateLimitTable,
        // The migration made it, under the migrator's lock: no DDL (and no race) at start-up.
        tableCreated: true,
        // All limiters share the table; one timer deleting stale rows is enough.
        clearExpiredByTimeout: sweeper,
        points,
        duration,
        keyPrefix,
        insuranceLimiter: insurance(points, keyPrefix, duration, warn),
      });
      sweeper = false;
      return limiter;
    };
    return { name, limiters: buildLimiters(settings, make), close: () => pool.end() };
  }
  return { name, limiters: memoryLimiters(settings), close: async () => {} };
}

/**
 * rate-limiter-flexible calls the insurance limiter only when the shared store
 * failed: requests then stay limited per process instead of failing with a 500.
 */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.onUse();
    return super.consume(...args);
  }
}

function insurance(points: number, keyPrefix: string, duration: number, warn: (reason?: string) => void) {
  return new InsuranceLimiter({ points, duration, keyPrefix }, () => warn());
}

/** Logs the store and an error code only: never the client key (an IP address) or a URL with credentials. */
function throttledWarning(store: RateLimitStoreName) {
  let last = -Infinity;
  return (code?: string) => {
    const now = Date.now();
    if (now - last < WARN_EVERY_MS) return;
    last = now;
    logger.warn("rate_limit_store_unavailable", { store, ...(code ? { code } : {}), fallback: "in-process counters" });
  };
}

/** Loaded only when REDIS_URL is set, so SQLite and PostgreSQL deployments never load the client. */
async function connectRedis(url: string, warn: (code?: string) => void): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    // Commands fail at once while disconnected (the insurance limiter answers) rather than waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: STORE_TIMEOUT_MS,
    connectTimeout: 2 * STORE_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  // Without a listener ioredis prints every reconnect failure; the warning is throttled instead.
  client.on("error", (error: { code?: string }) => warn(error.code));
  // Connected before the first request (a loopback connect takes a millisecond), so a
  // healthy start never answers from the fallback. An unreachable Redis delays start-up
  // by at most the connect timeout, then the fallback serves until it reconnects.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2 * STORE_TIMEOUT_MS);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}

async function closeRedis(client: Redis) {
  if (client.status === "ready") {
    await client.quit().catch(() => client.disconnect());
  } else {
    client.disconnect();
  }
}
