/**
 * The analytics day is the calendar day in Japan (UTC+9, no daylight saving): the
 * staff read "Tuesday" as a Kawasaki Tuesday, and the visitor salt rotates at
 * midnight there.
 */
const JST_OFFSET_MS = 9 * 3_600_000;

export function analyticsDay(now: number = Date.now()): string {
  return new Date(now + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` before `day` (YYYY-MM-DD). */
export function dayMinus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
