/**
 * Japanese public holidays (国民の祝日に関する法律) for the business-hours check, so
 * the assistant does not promise a reply "tomorrow at 9:00" on a national holiday.
 * Computed, not listed, so it never runs out; rules as in force since 2020. The
 * equinox formula is the one the National Astronomical Observatory's dates follow for 1980-2099.
 */

// New Year's Day, National Foundation Day, Emperor's Birthday, Showa Day, Constitution Day,
// Greenery Day, Children's Day, Mountain Day, Culture Day, Labour Thanksgiving Day.
const fixed = new Set(["1-1", "2-11", "2-23", "4-29", "5-3", "5-4", "5-5", "8-11", "11-3", "11-23"]);

/** The nth Monday of a month (Happy Monday system). */
function nthMonday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - firstWeekday) % 7);
  return firstMonday + (n - 1) * 7;
}

function equinoxDay(year: number, base: number): number {
  return Math.floor(base + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4));
}

function isBaseHoliday(year: number, month: number, day: number): boolean {
  if (fixed.has(`${month}-${day}`)) return true;
  if (month === 1 && day === nthMonday(year, 1, 2)) return true; // Coming of Age Day
  if (month === 7 && day === nthMonday(year, 7, 3)) return true; // Marine Day
  if (month === 9 && day === nthMonday(year, 9, 3)) return true; // Respect for the Aged Day
  if (month === 10 && day === nthMonday(year, 10, 2)) return true; // Sports Day
  if (month === 3 && day === equinoxDay(year, 20.8431)) return true; // Vernal Equinox Day
  if (month === 9 && day === equinoxDay(year, 23.2488)) return true; // Autumnal Equinox Day
  return false;
}

const shift = (year: number, month: number, day: number, days: number) => {
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()] as const;
};
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** True for a public holiday, a substitute holiday (振替休日) or a citizens' holiday (国民の休日). */
export function isJapaneseHoliday(year: number, month: number, day: number): boolean {
  if (isBaseHoliday(year, month, day)) return true;
  // Substitute holiday: the first non-holiday after a run of holidays that included a Sunday.
  for (let back = 1; back <= 7; back++) {
    const [y, m, d] = shift(year, month, day, -back);
    if (!isBaseHoliday(y, m, d)) break;
    if (weekday(y, m, d) === 0) return true;
  }
  // Citizens' holiday: an ordinary day between two holidays (happens in some Septembers).
  const before = shift(year, month, day, -1);
  const after = shift(year, month, day, 1);
  return weekday(year, month, day) !== 0 && isBaseHoliday(...before) && isBaseHoliday(...after);
}
