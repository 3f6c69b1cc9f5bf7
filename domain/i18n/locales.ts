/** The two languages of the site. Japanese is the default and lives at unprefixed URLs. */
export const locales = ["ja", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ja";

/** localStorage key where the visitor's explicit choice is remembered (spec section 9). */
export const LANGUAGE_STORAGE_KEY = "language";

/** Only exactly "ja" or "en" counts as a saved language (spec section 4). */
export function isLocale(value: unknown): value is Locale {
  return value === "ja" || value === "en";
}

/** BCP 47 tag used in og:locale and Intl APIs. */
export const ogLocale: Record<Locale, string> = { ja: "ja_JP", en: "en_US" };
export const intlLocale: Record<Locale, string> = { ja: "ja-JP", en: "en-US" };
