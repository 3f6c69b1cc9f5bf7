import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Locale } from "../../domain/i18n/locales";
import { ApiError } from "./api-error";

export type LimitName =
  "contact" | "quoteStart" | "quoteComplete" | "autosave" | "autosaveIp" | "chat" | "conversation" | "renders";

/** Points per minute of each budget; 0 means unlimited. */
export interface RateLimitSettings {
  /** Contact messages per client IP. */
  contactPerMinute: number;
  /** New quotes per client IP. */
  quoteStartsPerMinute: number;
  /** Quote completions per client IP. */
  completionsPerMinute: number;
  /** Autosaves of one quote, whatever its IPs. */
  autosavesPerQuotePerMinute: number;
  /** Autosaves per client IP across all its quotes. */
  autosavesPerMinute: number;
  /** Chat messages per client IP. */
  chatPerMinute: number;
}

/**
 * Budgets sized for people, not for the worst bot: a whole office (some 30 people)
 * shares one IP, and the calculator autosaves a second after each pause, so one
 * person editing one quote sends up to about 60 saves a minute. Each purpose has its
 * own budget so saving a quote never uses up the completion or the contact form; a
 * burst of contact posts (a bot) is still refused well before 40 a minute.
 */
export const defaultBudgets = {
  contactPerMinute: 10,
  quoteStartsPerMinute: 30,
  completionsPerMinute: 30,
  autosavesPerQuotePerMinute: 120,
  autosavesPerMinute: 600,
} as const;

export type RateLimitEnv = {
  RATE_LIMIT_CONTACT_PER_MINUTE?: number;
  RATE_LIMIT_QUOTES_PER_MINUTE?: number;
  RATE_LIMIT_COMPLETIONS_PER_MINUTE?: number;
  RATE_LIMIT_AUTOSAVES_PER_QUOTE_PER_MINUTE?: number;
  RATE_LIMIT_AUTOSAVES_PER_MINUTE?: number;
  RATE_LIMIT_WRITES_PER_MINUTE?: number;
  RATE_LIMIT_CHAT_PER_MINUTE: number;
};

/** The budgets the settings ask for: each variable, else the deprecated RATE_LIMIT_WRITES_PER_MINUTE, else the default. */
export function rateLimitSettings(env: RateLimitEnv): RateLimitSettings {
  const pick = (value: number | undefined, fallback: number) => value ?? env.RATE_LIMIT_WRITES_PER_MINUTE ?? fallback;
  return {
    contactPerMinute: pick(env.RATE_LIMIT_CONTACT_PER_MINUTE, defaultBudgets.contactPerMinute),
    quoteStartsPerMinute: pick(env.RATE_LIMIT_QUOTES_PER_MINUTE, defaultBudgets.quoteStartsPerMinute),
    completionsPerMinute: pick(env.RATE_LIMIT_COMPLETIONS_PER_MINUTE, defaultBudgets.completionsPerMinute),
    autosavesPerQuotePerMinute: pick(
      env.RATE_LIMIT_AUTOSAVES_PER_QUOTE_PER_MINUTE,
      defaultBudgets.autosavesPerQuotePerMinute,
    ),
    autosavesPerMinute: pick(env.RATE_LIMIT_AUTOSAVES_PER_MINUTE, defaultBudgets.autosavesPerMinute),
    chatPerMinute: env.RATE_LIMIT_CHAT_PER_MINUTE,
  };
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
export function buildLimiters(
  settings: RateLimitSettings,
  make: LimiterFactory,
): Partial<Record<LimitName, RateLimiterAbstract>> {
  const build = (points: number, keyPrefix: string) => (points > 0 ? make(points, keyPrefix) : undefined);
  return {
    contact: build(settings.contactPerMinute, "contact"),
    quoteStart: build(settings.quoteStartsPerMinute, "quote-start"),
    quoteComplete: build(settings.completionsPerMinute, "quote-complete"),
    autosave: build(settings.autosavesPerQuotePerMinute, "autosave-quote"),
    autosaveIp: build(settings.autosavesPerMinute, "autosave-ip"),
    chat: build(settings.chatPerMinute, "chat"),
    // One conversation cannot be driven faster than a person types, whatever its IPs.
    conversation: build(settings.chatPerMinute > 0 ? Math.max(10, Math.ceil(settings.chatPerMinute / 2)) : 0, "conv"),
  };
}

/** In-process counters: right for one server process (the SQLite default). */
export function memoryLimiters(settings: RateLimitSettings): Partial<Record<LimitName, RateLimiterAbstract>> {
  return buildLimiters(settings, (points, keyPrefix) => new RateLimiterMemory({ points, duration: 60, keyPrefix }));
}
