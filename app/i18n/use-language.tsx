import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "../../domain/i18n/locales";
import { localeFromPath } from "../../domain/i18n/paths";
import type { SharedDictionary } from "../../domain/i18n/shared-dictionary";

interface LanguageContextValue {
  language: Locale;
  /** The shared dictionary (navigation, footer, 404, company facts) in this language. */
  t: SharedDictionary;
  /** The page's path, language prefix included ("/en/services"). */
  pathname: string;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * The language is read from the URL, so server, prerender and browser always agree.
 * Switching it is a page load (domain/i18n/saved-language.ts, used by the header's toggle).
 */
export function LanguageProvider({
  dictionary,
  pathname,
  children,
}: {
  dictionary: SharedDictionary;
  pathname: string;
  children: ReactNode;
}) {
  const language = localeFromPath(pathname);
  const value = useMemo(() => ({ language, t: dictionary, pathname }), [language, dictionary, pathname]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
