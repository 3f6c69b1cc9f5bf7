import { intlLocale, type Locale } from "../i18n/locales";

/** "2022年4月" / "April 2022". UTC so server, prerender and browser print the same. */
export function formatYearMonth(year: number, month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { year: "numeric", month: "long", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, 1),
  );
}
