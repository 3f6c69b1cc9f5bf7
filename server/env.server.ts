import { z } from "zod";
import { company } from "../app/content/company";
import { dataRetention } from "../app/lib/data-retention";
import { parseMailbox } from "./mail/header-safety.server";

/**
 * Every setting the server reads, validated once at start-up. A bad value stops
 * the process with a message naming the variable (README "Configuration").
 */
const port = z.coerce.number().int().min(0).max(65535);
const nonNegativeInt = z.coerce.number().int().min(0);
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const httpUrl = z.url({ protocol: /^https?$/ });
const mailbox = z.string().refine((v) => parseMailbox(v) !== null, 'must be an address or "Name" <address>');

export const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: httpUrl.default("http://localhost:3000").transform((u) => u.replace(/\/+$/, "")),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Shared rate-limit counters for several processes (server/http/rate-limit-store.server.ts);
  // unset means PostgreSQL when DATABASE_URL is set, else in-process counters.
  REDIS_URL: z.string().regex(/^rediss?:\/\/./, "must be a redis:// or rediss:// URL").optional(),
  // Outgoing mail (server/mail): unset SMTP_URL writes .eml files to DATA_DIR/mail instead.
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]/, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: mailbox.default('"Tamagawa Digital Works" <no-reply@tamagawa-digital.jp>'),
  MAIL_TO: mailbox.default(company.email),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  TRUST_PROXY: bool.default(false),
  // Per client IP and minute; 0 means unlimited (issue 4).
  RATE_LIMIT_WRITES_PER_MINUTE: nonNegativeInt.default(20),
  RATE_LIMIT_CHAT_PER_MINUTE: nonNegativeInt.default(30),
  // Signs the contact form's anti-spam token; set it when several processes serve the site.
  FORM_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  // Emails to an address a visitor typed, per rolling hour (server/mail/auto-reply-cap.server.ts); 0 = no cap.
  AUTO_REPLIES_PER_ADDRESS_PER_HOUR: nonNegativeInt.default(1),
  QUOTE_EMAILS_PER_ADDRESS_PER_HOUR: nonNegativeInt.default(3),
  AUTO_REPLIES_PER_IP_PER_HOUR: nonNegativeInt.default(10),
  // Retention (APPI, issue 7; server/retention): unset means the periods the privacy policy
  // states (app/lib/data-retention.ts); RETENTION_MONTHS overrides all the monthly ones.
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).optional(),
  INCOMPLETE_QUOTE_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(dataRetention.incompleteQuotesDays),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Optional OpenAI-compatible chat-completions endpoint for the chat assistant (issue 6);
  // the built-in assistant answers when unset and whenever the model fails.
  CHAT_LLM_URL: httpUrl.optional(),
  CHAT_LLM_API_KEY: z.string().optional(),
  CHAT_LLM_MODEL: z.string().min(1).optional(),
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  // Third-party embeds (spec section 7): configurable so the company can switch providers.
  // Baked into prerendered pages at build time; `npm start` rebuilds when they change.
  VIDEO_EMBED_URL: httpUrl.default("https://player.vimeo.com/video/76979871?background=1&muted=1&loop=1&dnt=1"),
  SCHEDULER_URL: httpUrl.default("https://calendly.com/tamagawa-digital/30min"),
  MAP_EMBED_URL: httpUrl.default("https://www.google.com/maps?q=%E5%B7%9D%E5%B4%8E%E9%A7%85&output=embed"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success && Boolean(result.data.CHAT_LLM_URL) !== Boolean(result.data.CHAT_LLM_MODEL)) {
    throw new EnvError("Invalid configuration:\n  CHAT_LLM_URL and CHAT_LLM_MODEL must be set together");
  }
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message} (got ${JSON.stringify(source[String(i.path[0])])})`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
/** The process-wide configuration, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
