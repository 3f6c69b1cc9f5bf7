import holidayJp from "@holiday-jp/holiday_jp";

/**
 * Japanese public holidays, substitute holidays (振替休日) and citizens' holidays (国民の休日) for the
 * business-hours check, so the assistant does not promise a reply "tomorrow at 9:00" on a holiday. The
 * list follows the Cabinet Office's, including one-off moves such as 2021's; keep the package current.
 */
export function isJapaneseHoliday(year: number, month: number, day: number): boolean {
  const key = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return Object.hasOwn(holidayJp.holidays, key);
}
