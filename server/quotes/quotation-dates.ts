/**
 * A quotation's dates are Japanese calendar days (the company and its documents
 * are in Japan): issued on the Japan-time day of completion, valid to the end of
 * the Japan-time day QUOTE_VALID_DAYS later.
 */
const JST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The Japan-time calendar day of an instant. */
export function japanDay(iso: string): CalendarDay {
  const shifted = new Date(Date.parse(iso) + JST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The last millisecond (as ISO UTC) of the Japan-time day `days` after the day of `issuedAt`. */
export function validUntilOf(issuedAt: string, days: number): string {
  const { year, month, day } = japanDay(issuedAt);
  const startOfIssueDayUtc = Date.UTC(year, month - 1, day) - JST_OFFSET_MS;
  return new Date(startOfIssueDayUtc + (days + 1) * DAY_MS - 1).toISOString();
}

/** The reminder is due this long after completion. */
export function reminderDueBefore(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString();
}

/** The first millisecond (as ISO UTC) of a Japan-time calendar day: how a date staff enter is stored. */
export function startOfJapanDay(day: CalendarDay): string {
  return new Date(Date.UTC(day.year, day.month - 1, day.day) - JST_OFFSET_MS).toISOString();
}

/** The last millisecond (as ISO UTC) of a Japan-time calendar day: a due date runs to its end. */
export function endOfJapanDay(day: CalendarDay): string {
  return new Date(Date.UTC(day.year, day.month - 1, day.day) - JST_OFFSET_MS + DAY_MS - 1).toISOString();
}
