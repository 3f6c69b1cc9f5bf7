import type { Locale } from "./locales";

/**
 * A piece of content in both languages. The shape is inferred from the Japanese
 * text only (NoInfer), so a key missing or misspelt in English is a type error.
 */
export type Localized<T> = Record<Locale, T>;

export function defineContent<T>(content: { ja: T; en: NoInfer<T> }): Localized<T> {
  return content;
}
