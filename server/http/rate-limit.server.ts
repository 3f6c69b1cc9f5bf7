import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Locale } from "../../app/i18n/locales";
import { ApiError } from "./api-error.server";

export type LimitName = "writes" | "chat" | "conversation" | "renders";

export interface RateLimitSettings {
  /** Requests per minute per client IP across all write endpoints; 0 means unlimited. */
  writesPerMinute: number;
  /** Chat messages per minute per client IP; 0 means unlimited. */
  chatPerMinute: number;
}

export interface RateLimits {
  /** Spends one point of `name` for `key`; throws a translated 429 with Retry-After past the limit. */
  consume(name: LimitName, key: string, language: Locale): Promise<void>;
}

/**
 * Fixed one-minute windows per key (rate-limiter-flexible). The limiters are
 * passed in so several processes can share counters in a common store.
 */
export function createRateLimits(limiters: Partial<Record<LimitName, RateLimiterAbstract>>): RateLimits {
  return {
    async consume(name, key, language) {
      const limiter = limiters[name];
      if (!limiter) return;
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const retryAfter = String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
          throw ApiError.of(429, "rateLimited", language, "request", { "Retry-After": retryAfter });
        }
        throw rejection;
      }
    },
  };
}

/** Makes one limiter of `points` per minute whose keys start with `keyPrefix`. */
export type LimiterFactory = (points: number, keyPrefix: string) => RateLimiterAbstract;

/** The limits the site enforces, each built by `make` in whatever store it uses. */
export function buildLimiters(settings: RateLimitSettings, make: LimiterFactory): Partial<Record<LimitName, RateLimiterAbstract>> {
  const build = (points: number, keyPrefix: string) => (points > 0 ? make(points, keyPrefix) : undefined);
  return {
    writes: build(settings.writesPerMinute, "writes"),
    chat: build(settings.chatPerMinute, "chat"),
    // One conversation cannot be driven faster than a person types, whatever its IPs.
    conversation: build(settings.chatPerMinute > 0 ? Math.max(10, Math.ceil(settings.chatPerMinute / 2)) : 0, "conv"),
  };
}

/** In-process counters: right for one server process (the SQLite default). */
export function memoryLimiters(settings: RateLimitSettings): Partial<Record<LimitName, RateLimiterAbstract>> {
  return buildLimiters(settings, (points, keyPrefix) => new RateLimiterMemory({ points, duration: 60, keyPrefix }));
}
