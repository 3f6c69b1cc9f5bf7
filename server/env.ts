import { z } from "zod";
import { company } from "../content/company";
import { siteSettingsShape, withoutEmptyValues } from "../domain/settings/site-settings";
import { parseMailbox } from "./mail/header-safety";
import { DEFAULT_MAX_ATTEMPTS } from "./mail/retry-schedule";

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
  ...siteSettingsShape,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Shared rate-limit counters for several processes (server/http/rate-limit-store.ts);
  // unset means PostgreSQL when DATABASE_URL is set, else in-process counters.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/./, "must be a redis:// or rediss:// URL")
    .optional(),
  // Outgoing mail (server/mail): unset SMTP_URL writes .eml files to DATA_DIR/mail instead.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: mailbox.default('"Tamagawa Digital Works" <no-reply@tamagawa-digital.jp>'),
  MAIL_TO: mailbox.default(company.email),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(DEFAULT_MAX_ATTEMPTS),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  TRUST_PROXY: bool.default(false),
  // A whole request (headers and body) must arrive within this; then at most this many
  // open connections per process (server/http/connection-limits.ts).
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  // Budgets per purpose and minute (server/http/rate-limit.ts); 0 means unlimited.
  // Unset means the default there, sized for an office sharing one IP.
  RATE_LIMIT_CONTACT_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_QUOTES_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_COMPLETIONS_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_AUTOSAVES_PER_QUOTE_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_AUTOSAVES_PER_MINUTE: nonNegativeInt.optional(),
  // Deprecated: when set, the value of every write budget above that is not set itself.
  RATE_LIMIT_WRITES_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_CHAT_PER_MINUTE: nonNegativeInt.default(30),
  // Pages rendered on request (404s, unknown paths) per client IP and minute, counted per process.
  RATE_LIMIT_RENDERS_PER_MINUTE: nonNegativeInt.default(120),
  // Signs the contact form's anti-spam token; set it when several processes serve the site.
  FORM_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  // Emails to an address a visitor typed, per rolling hour (server/mail/auto-reply-cap.ts); 0 = no cap.
  AUTO_REPLIES_PER_ADDRESS_PER_HOUR: nonNegativeInt.default(1),
  QUOTE_EMAILS_PER_ADDRESS_PER_HOUR: nonNegativeInt.default(3),
  AUTO_REPLIES_PER_IP_PER_HOUR: nonNegativeInt.default(10),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Optional OpenAI-compatible chat-completions endpoint for the chat assistant;
  // the built-in assistant answers when unset and whenever the model fails.
  CHAT_LLM_URL: httpUrl.optional(),
  CHAT_LLM_API_KEY: z.string().optional(),
  CHAT_LLM_MODEL: z.string().min(1).optional(),
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(withoutEmptyValues(source));
  if (result.success && Boolean(result.data.CHAT_LLM_URL) !== Boolean(result.data.CHAT_LLM_MODEL)) {
    throw new EnvError("Invalid configuration:\n  CHAT_LLM_URL and CHAT_LLM_MODEL must be set together");
  }
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message} (got ${JSON.stringify(source[String(i.path[0])])})`,
    );
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
