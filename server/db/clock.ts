/**
 * The one timestamp format stored in every table: ISO 8601 in UTC with
 * milliseconds. Fixed width, so text comparison equals time comparison in both
 * dialects (see schema.ts).
 */
export function isoNow(now: number = Date.now()): string {
  return new Date(now).toISOString();
}

/** A timestamp `ms` from now (negative for the past). */
export function isoIn(ms: number, now: number = Date.now()): string {
  return new Date(now + ms).toISOString();
}
