import { parsePaymentTerms } from "../domain/invoices/payment-terms";
import { isRegistrationNumber } from "../domain/invoices/registration-number";
import { z } from "zod";
import { company } from "../content/company";
import { analyticsRetention } from "../domain/analytics/analytics-retention";
import { siteSettingsShape, withoutEmptyValues } from "../domain/settings/site-settings";
import { aiCrawlerPolicies } from "../domain/seo/crawler-policy";
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
  // The company mailbox read over IMAP (server/mail/mailbox-poller.ts), e.g.
  // imaps://info%40example.jp:app-password@imap.gmail.com:993/INBOX; unset = no reading.
  IMAP_URL: z
    .url({ protocol: /^imaps?$/, error: "must be an imap:// or imaps:// URL with user and password" })
    .refine((v) => {
      const url = new URL(v);
      return url.username !== "" && url.password !== "";
    }, "must carry user and password, e.g. imaps://user:app-password@host:993/INBOX")
    .optional(),
  // How often the mailbox is read; after a failure the wait doubles up to IMAP_RETRY_MAX_MS.
  IMAP_POLL_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  IMAP_RETRY_MAX_MS: z.coerce.number().int().min(200).max(3_600_000).default(600_000),
  // Larger messages are stored without their body and attachments (parsing is bounded work).
  IMAP_MAX_MESSAGE_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(5_000_000),
  // Attachment bytes kept in all per lead, and per sender over a rolling day; past them, listed and not kept.
  IMAP_ATTACHMENT_BYTES_PER_LEAD: nonNegativeInt.default(25_000_000),
  IMAP_ATTACHMENT_BYTES_PER_SENDER_PER_DAY: nonNegativeInt.default(25_000_000),
  // Staff replies get Reply-To MAIL_TO with +<lead> added to its local part (plus addressing), when the mailbox is read.
  IMAP_PLUS_ADDRESSING: bool.default(true),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(DEFAULT_MAX_ATTEMPTS),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  TRUST_PROXY: bool.default(false),
  // A whole request (headers and body) must arrive within this; then at most this many
  // open connections per process (server/http/connection-limits.ts).
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  // Open connections per client address (IPv6: per /64); unset means 128 served directly, none
  // behind TRUST_PROXY (the socket's peer is then the proxy); 0 = no per-address cap.
  HTTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).optional(),
  // Budgets per purpose and minute (server/http/rate-limit.ts); 0 means unlimited.
  // Unset means the default there, sized for an office sharing one IP.
  RATE_LIMIT_CONTACT_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_QUOTES_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_COMPLETIONS_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_AUTOSAVES_PER_QUOTE_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_AUTOSAVES_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_ACCEPTS_PER_MINUTE: nonNegativeInt.optional(),
  // Deprecated: when set, the value of every write budget above that is not set itself.
  RATE_LIMIT_WRITES_PER_MINUTE: nonNegativeInt.optional(),
  // Quotation PDF downloads and online copies per client IP and minute; unset means 60, 0 unlimited.
  RATE_LIMIT_DOWNLOADS_PER_MINUTE: nonNegativeInt.optional(),
  RATE_LIMIT_CHAT_PER_MINUTE: nonNegativeInt.default(30),
  // Staff office sign-in attempts per client IP per minute; 0 = no sign-in limits at all.
  RATE_LIMIT_STAFF_LOGINS_PER_MINUTE: nonNegativeInt.default(10),
  // Failed sign-in steps per account and client address per 15 minutes, and per account per hour
  // (server/staff/sign-in-limits.ts); unset means 5 and 200, 0 = that budget off.
  RATE_LIMIT_STAFF_FAILURES_PER_ADDRESS: nonNegativeInt.optional(),
  RATE_LIMIT_STAFF_FAILURES_PER_ACCOUNT: nonNegativeInt.optional(),
  // Pages rendered on request (404s, unknown paths) per client IP and minute, counted per process.
  RATE_LIMIT_RENDERS_PER_MINUTE: nonNegativeInt.default(120),
  // Analytics beacons per client IP and minute, counted per process; unset means 600 (server/api/events-route.ts).
  RATE_LIMIT_EVENTS_PER_MINUTE: nonNegativeInt.optional(),
  // Signs the contact form's anti-spam token; set it when several processes serve the site.
  FORM_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  // How long after a contact or quote form's token is issued the form is first accepted (anti-spam), in ms.
  FORM_MIN_FILL_MS: nonNegativeInt.max(60_000).default(3_000),
  // Emails to an address a visitor typed, per rolling hour (server/mail/auto-reply-cap.ts); 0 = no cap.
  AUTO_REPLIES_PER_ADDRESS_PER_HOUR: nonNegativeInt.default(1),
  QUOTE_EMAILS_PER_ADDRESS_PER_HOUR: nonNegativeInt.default(3),
  AUTO_REPLIES_PER_IP_PER_HOUR: nonNegativeInt.default(10),
  // First-party analytics (server/analytics): days after which raw events are summarised per day, and deleted.
  ANALYTICS_ROLLUP_DAYS: z.coerce.number().int().min(1).max(3650).default(analyticsRetention.rollupDays),
  ANALYTICS_RAW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(analyticsRetention.rawRetentionDays),
  // Distinct visitors one IPv4 address or IPv6 /64 may add per day; unset means 10, 0 = no cap (server/analytics/visitor-cap.ts).
  ANALYTICS_VISITORS_PER_IP: z.coerce.number().int().min(0).max(100).optional(),
  // The quotation (server/quotes): valid to the end of the Japan-time day this many days after
  // issue; the company is reminded of one neither accepted nor expired after QUOTE_REMINDER_DAYS.
  QUOTE_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  QUOTE_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // Qualified-invoice issuer number (適格請求書発行事業者登録番号), printed on quotations when set.
  INVOICE_REGISTRATION_NUMBER: z
    .string()
    .regex(/^T[0-9]{13}$/, "must be T followed by 13 digits")
    .refine(
      isRegistrationNumber,
      "has a wrong check digit (the first of the 13 digits): check it against the registration notice",
    )
    .optional(),
  // The one payment-terms rule (domain/invoices/payment-terms.ts): the quotation prints it and the invoice's
  // due date follows it. "month-end+1" is 翌月末 (end of the month after issue); "days+30" is 30 days after issue.
  INVOICE_PAYMENT_TERMS: z
    .string()
    .default("month-end+1")
    .transform((text, ctx) => {
      const terms = parsePaymentTerms(text);
      if (!terms) ctx.addIssue({ code: "custom", message: 'must be "month-end+N" (N 0–3) or "days+N" (N 1–120)' });
      return terms ?? z.NEVER;
    }),
  // The bank account printed on the 請求書 for the transfer, as one line (bank, branch, type, number, holder).
  BANK_TRANSFER_DETAILS: z.string().trim().min(1).max(200).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // robots.txt's answer to AI crawlers on the public pages (domain/seo/crawler-policy.ts, decision 026).
  AI_CRAWLERS: z.enum(aiCrawlerPolicies).default("allow"),
  // Years issued quotations and invoices are kept after the tax return deadline of their fiscal year, even when
  // the lead's other personal data goes sooner (decision 039): 7 by law, more for a year with a tax loss carried.
  DOCUMENT_RETENTION_YEARS: z.coerce.number().int().min(7).max(30).default(7),
  // Optional OpenAI-compatible chat-completions endpoint for the chat assistant;
  // the built-in assistant answers when unset and whenever the model fails.
  CHAT_LLM_URL: httpUrl.optional(),
  CHAT_LLM_API_KEY: z.string().optional(),
  CHAT_LLM_MODEL: z.string().min(1).optional(),
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  // The assistant's search index and Japanese dictionary (about three seconds of CPU) load this long after start-up,
  // so the first visitor's question does not wait for them; 0 leaves them to the first question (short-lived processes).
  CHAT_WARM_UP_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  // A visitor who asked to be contacted and left an email or phone number but never confirmed is
  // stored as an unconfirmed chat lead once the conversation has been idle this long (server/chat/unconfirmed-leads.ts).
  CHAT_LEAD_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  // The visitor's and the office's live streams of a handed-off chat (server/api/chat-live-routes.ts): open streams
  // per client IP, per conversation and per process; a stream with no message for the idle time closes; a heartbeat
  // comment keeps proxies from cutting a quiet one.
  CHAT_STREAMS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(6),
  CHAT_STREAMS_PER_CONVERSATION: z.coerce.number().int().min(1).max(100).default(4),
  CHAT_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(2000),
  CHAT_STREAM_IDLE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(86_400_000)
    .default(15 * 60_000),
  // A chat handed to a person stays with people until staff close it or nobody writes for this long.
  CHAT_HANDOFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  CHAT_STREAM_HEARTBEAT_MS: z.coerce.number().int().min(500).max(300_000).default(20_000),
  // Notifications of each new lead through the outbox (docs/webhooks.md): a signed JSON POST and a Slack message.
  LEAD_WEBHOOK_URL: httpUrl.optional(),
  LEAD_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  SLACK_WEBHOOK_URL: httpUrl.optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(withoutEmptyValues(source));
  if (result.success && Boolean(result.data.CHAT_LLM_URL) !== Boolean(result.data.CHAT_LLM_MODEL)) {
    throw new EnvError("Invalid configuration:\n  CHAT_LLM_URL and CHAT_LLM_MODEL must be set together");
  }
  if (result.success && result.data.LEAD_WEBHOOK_URL && !result.data.LEAD_WEBHOOK_SECRET) {
    throw new EnvError("Invalid configuration:\n  LEAD_WEBHOOK_SECRET is required when LEAD_WEBHOOK_URL is set");
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
