import { company } from "../../content/company";
import type { Locale } from "../../domain/i18n/locales";

export interface CompanyStat {
  value: string;
  label: string;
}

/** The track-record figures of company.ts in one language, ready to send from a loader. */
export function companyStats(locale: Locale): CompanyStat[] {
  return company.stats.map((s) => ({ value: s.value, label: s.label[locale] }));
}
