/**
 * When the outbox tries an email again. With the defaults (30 s doubling, at most an
 * hour apart, 80–100 % of each delay) the 40th attempt comes 26 to 33 hours after
 * the first: an email outlives a day's SMTP outage (README "Reliability").
 */
export const DEFAULT_MAX_ATTEMPTS = 40;
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 60 * 60_000;

/**
 * Exponential backoff with a fifth of each delay random, so retries after an
 * outage spread out instead of arriving together, while the whole schedule keeps
 * a known minimum length.
 */
export function backoffMs(attempt: number, baseMs: number, capMs: number): number {
  const delay = Math.min(capMs, baseMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
  return Math.round(delay * (0.8 + Math.random() * 0.2));
}

/** How long a dead company notification waits before it is tried again. */
export const DEAD_NOTIFICATION_RETRY_MS = 6 * 60 * 60_000;

/** Emails to the company's own inbox (MAIL_TO) have a kind ending in "-notification"; they are never given up. */
export const COMPANY_NOTIFICATION_KIND_PATTERN = "%-notification";
export function isCompanyNotification(kind: string): boolean {
  return kind.endsWith("-notification");
}
