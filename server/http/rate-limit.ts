import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Locale } from "../../domain/i18n/locales";
import { ApiError } from "./api-error";

export type LimitName =
  | "contact"
  | "quoteStart"
  | "quoteComplete"
  | "quoteAccept"
  | "quotationDownload"
  | "autosave"
  | "autosaveIp"
  | "chat"
  | "conversation"
  | "renders"
  | "staffLoginIp"
  | "staffLoginPair"
  | "staffLoginAccount"
  | "staffLoginDevice"
  | "staffWrite"
  | "events";

/** Points per window (a minute unless said otherwise) of each budget; 0 means unlimited. */
export interface RateLimitSettings {
  /** Contact messages per client IP. */
  contactPerMinute: number;
  /** New quotes per client IP. */
  quoteStartsPerMinute: number;
  /** Quote completions per client IP. */
  completionsPerMinute: number;
  /** Quotation acceptances (and their online form posts) per client IP. */
  acceptsPerMinute: number;
  /** Quotation PDF downloads (and online copies) per client IP; not a write, so RATE_LIMIT_WRITES_PER_MINUTE leaves it alone. */
  downloadsPerMinute: number;
  /** Autosaves of one quote, whatever its IPs. */
  autosavesPerQuotePerMinute: number;
  /** Autosaves per client IP across all its quotes. */
  autosavesPerMinute: number;
  /** Chat messages per client IP. */
  chatPerMinute: number;
  /** Staff sign-in attempts per client IP; 0 also turns off the two failure budgets below. */
  staffLoginsPerMinute: number;
  /** Failed staff sign-in steps per account from one client address (IPv6: its /64), per 15 minutes. */
  staffFailuresPerAddress: number;
  /** Failed staff sign-in steps per account from all addresses together, per hour. */
  staffFailuresPerAccount: number;
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
  acceptsPerMinute: 10,
  // A person opens a quotation a few times; a whole office behind one IP a few dozen times a minute at most.
  downloadsPerMinute: 60,
  autosavesPerQuotePerMinute: 120,
  autosavesPerMinute: 600,
} as const;

export type RateLimitEnv = {
  RATE_LIMIT_CONTACT_PER_MINUTE?: number;
  RATE_LIMIT_QUOTES_PER_MINUTE?: number;
  RATE_LIMIT_COMPLETIONS_PER_MINUTE?: number;
  RATE_LIMIT_ACCEPTS_PER_MINUTE?: number;
  RATE_LIMIT_DOWNLOADS_PER_MINUTE?: number;
  RATE_LIMIT_AUTOSAVES_PER_QUOTE_PER_MINUTE?: number;
  RATE_LIMIT_AUTOSAVES_PER_MINUTE?: number;
  RATE_LIMIT_WRITES_PER_MINUTE?: number;
  RATE_LIMIT_CHAT_PER_MINUTE: number;
  RATE_LIMIT_STAFF_LOGINS_PER_MINUTE?: number;
  RATE_LIMIT_STAFF_FAILURES_PER_ADDRESS?: number;
  RATE_LIMIT_STAFF_FAILURES_PER_ACCOUNT?: number;
};

/**
 * Staff sign-in budgets (docs/decisions/015-staff-sessions.md). Failures per account
 * and address are few, so one address guesses slowly (20 an hour); per account they
 * are ten such addresses' worth, so only a distributed attack can use them up.
 */
export const staffSignInBudgets = {
  loginsPerMinute: 10,
  failuresPerAddress: 5,
  failuresPerAccount: 200,
  /** Window of the per-address failure budget, in seconds. */
  addressWindowSeconds: 15 * 60,
  /** Window of the per-account failure budget, in seconds. */
  accountWindowSeconds: 60 * 60,
} as const;

/** The budgets the settings ask for: each variable, else the deprecated RATE_LIMIT_WRITES_PER_MINUTE, else the default. */
export function rateLimitSettings(env: RateLimitEnv): RateLimitSettings {
  const pick = (value: number | undefined, fallback: number) => value ?? env.RATE_LIMIT_WRITES_PER_MINUTE ?? fallback;
  return {
    contactPerMinute: pick(env.RATE_LIMIT_CONTACT_PER_MINUTE, defaultBudgets.contactPerMinute),
    quoteStartsPerMinute: pick(env.RATE_LIMIT_QUOTES_PER_MINUTE, defaultBudgets.quoteStartsPerMinute),
    completionsPerMinute: pick(env.RATE_LIMIT_COMPLETIONS_PER_MINUTE, defaultBudgets.completionsPerMinute),
    acceptsPerMinute: pick(env.RATE_LIMIT_ACCEPTS_PER_MINUTE, defaultBudgets.acceptsPerMinute),
    downloadsPerMinute: env.RATE_LIMIT_DOWNLOADS_PER_MINUTE ?? defaultBudgets.downloadsPerMinute,
    autosavesPerQuotePerMinute: pick(
      env.RATE_LIMIT_AUTOSAVES_PER_QUOTE_PER_MINUTE,
      defaultBudgets.autosavesPerQuotePerMinute,
    ),
    autosavesPerMinute: pick(env.RATE_LIMIT_AUTOSAVES_PER_MINUTE, defaultBudgets.autosavesPerMinute),
    chatPerMinute: env.RATE_LIMIT_CHAT_PER_MINUTE,
    staffLoginsPerMinute: env.RATE_LIMIT_STAFF_LOGINS_PER_MINUTE ?? staffSignInBudgets.loginsPerMinute,
    staffFailuresPerAddress: env.RATE_LIMIT_STAFF_FAILURES_PER_ADDRESS ?? staffSignInBudgets.failuresPerAddress,
    staffFailuresPerAccount: env.RATE_LIMIT_STAFF_FAILURES_PER_ACCOUNT ?? staffSignInBudgets.failuresPerAccount,
  };
}

export interface RateLimits {
  /** Spends one point of `name` for `key`; throws a translated 429 with Retry-After past the limit. */
  consume(name: LimitName, key: string, language: Locale): Promise<void>;
  /** Gives one point of `name` back to `key` (an attempt that turned out not to count). */
  refund(name: LimitName, key: string): Promise<void>;
  /** Forgets every point `key` spent of `name` in the current window. */
  forget(name: LimitName, key: string): Promise<void>;
}

/**
 * Fixed windows per key (rate-limiter-flexible), of a minute unless buildLimiters says otherwise. The limiters are
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
    async refund(name, key) {
      await limiters[name]?.reward(key);
    },
    async forget(name, key) {
      await limiters[name]?.delete(key);
    },
  };
}

/** Makes one limiter of `points` per window of `duration` seconds whose keys start with `keyPrefix`. */
export type LimiterFactory = (points: number, keyPrefix: string, duration: number) => RateLimiterAbstract;

/** The limits the site enforces, each built by `make` in whatever store it uses. */
export function buildLimiters(
  settings: RateLimitSettings,
  make: LimiterFactory,
): Partial<Record<LimitName, RateLimiterAbstract>> {
  const build = (points: number, keyPrefix: string, duration = 60) =>
    points > 0 ? make(points, keyPrefix, duration) : undefined;
  const signIn = settings.staffLoginsPerMinute > 0;
  return {
    contact: build(settings.contactPerMinute, "contact"),
    quoteStart: build(settings.quoteStartsPerMinute, "quote-start"),
    quoteComplete: build(settings.completionsPerMinute, "quote-complete"),
    quoteAccept: build(settings.acceptsPerMinute, "quote-accept"),
    quotationDownload: build(settings.downloadsPerMinute, "quotation-download"),
    autosave: build(settings.autosavesPerQuotePerMinute, "autosave-quote"),
    autosaveIp: build(settings.autosavesPerMinute, "autosave-ip"),
    chat: build(settings.chatPerMinute, "chat"),
    // One conversation cannot be driven faster than a person types, whatever its IPs.
    conversation: build(settings.chatPerMinute > 0 ? Math.max(10, Math.ceil(settings.chatPerMinute / 2)) : 0, "conv"),
    // Every sign-in attempt of an address; failures per account and address, then per account (sign-in-limits.ts).
    staffLoginIp: build(settings.staffLoginsPerMinute, "staff-login-ip"),
    staffLoginPair: build(
      signIn ? settings.staffFailuresPerAddress : 0,
      "staff-login-pair",
      staffSignInBudgets.addressWindowSeconds,
    ),
    staffLoginAccount: build(
      signIn ? settings.staffFailuresPerAccount : 0,
      "staff-login-account",
      staffSignInBudgets.accountWindowSeconds,
    ),
    // A known device's own failures, instead of the account's shared budget: as few as one address's.
    staffLoginDevice: build(
      signIn ? settings.staffFailuresPerAddress : 0,
      "staff-login-device",
      staffSignInBudgets.addressWindowSeconds,
    ),
    // Staff writes per signed-in person: generous for work, a ceiling for a runaway script (off with the sign-in limit).
    staffWrite: build(signIn ? 120 : 0, "staff-write"),
  };
}

/** In-process counters: right for one server process (the SQLite default). */
export function memoryLimiters(settings: RateLimitSettings): Partial<Record<LimitName, RateLimiterAbstract>> {
  return buildLimiters(
    settings,
    (points, keyPrefix, duration) => new RateLimiterMemory({ points, duration, keyPrefix }),
  );
}
