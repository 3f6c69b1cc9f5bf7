import { company } from "../../content/company";
import { intlLocale, type Locale } from "../../domain/i18n/locales";
import { isJapaneseHoliday } from "./japanese-holidays";

/**
 * Whether a person is at work right now (company.hours: weekdays 9:00-18:00 Asia/Tokyo,
 * closed on public holidays) and when they are next. `now` is injected so tests use a fixed clock.
 */

const dayCodes = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

/** schema.org style day list: "Mo-Fr", "Mo,We,Fr". */
export function parseDays(days: string): Set<number> {
  const open = new Set<number>();
  for (const part of days.split(",")) {
    const [from, to = from] = part
      .trim()
      .split("-")
      .map((code) => dayCodes.indexOf(code.trim()));
    if (from < 0 || to < 0) continue;
    for (let d = from; ; d = (d + 1) % 7) {
      open.add(d);
      if (d === to) break;
    }
  }
  return open;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minutes: number;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a
// chat answer may need fifteen: one per time zone / language, kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function cachedFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

function wallClock(date: Date, timeZone: string): WallClock {
  const parts = cachedFormat(
    `clock ${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "numeric",
        day: "numeric",
        weekday: "short",
        hour: "numeric",
        minute: "numeric",
        hourCycle: "h23",
      }),
  ).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday")),
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

export interface HoursStatus {
  open: boolean;
  /** When the office next opens (now if it is open). */
  nextOpen: Date;
  minutesUntilOpen: number;
}

export function businessHoursStatus(now: Date, hours = company.hours): HoursStatus {
  const days = parseDays(hours.days);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const clock = wallClock(now, hours.timeZone);
  const workingDay = (c: WallClock) => days.has(c.weekday) && !isJapaneseHoliday(c.year, c.month, c.day);

  if (workingDay(clock) && clock.minutes >= opens && clock.minutes < closes) {
    return { open: true, nextOpen: now, minutesUntilOpen: 0 };
  }
  // Walk forward day by day in wall-clock time; the zone has no daylight saving time to trip over.
  for (let offset = 0; offset <= 14; offset++) {
    const candidate = wallClock(new Date(now.getTime() + offset * 86_400_000), hours.timeZone);
    if (!workingDay(candidate) || (offset === 0 && clock.minutes >= opens)) continue;
    const minutesUntilOpen = offset * 1440 + opens - clock.minutes;
    return { open: false, nextOpen: new Date(now.getTime() + minutesUntilOpen * 60_000), minutesUntilOpen };
  }
  return { open: false, nextOpen: now, minutesUntilOpen: 0 };
}

/** "4月7日(月)" / "Mon, April 7": the day of the next opening, in Tokyo. */
export function formatOpeningDay(date: Date, language: Locale, timeZone = company.hours.timeZone): string {
  return cachedFormat(
    `day ${language} ${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocale[language], { timeZone, month: "long", day: "numeric", weekday: "short" }),
  ).format(date);
}

/** "9:00" from "09:00". */
export const openingTime = (hours = company.hours) => hours.opens.replace(/^0/, "");
