import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_STORAGE_KEY, type Locale } from "./locales";
import { localeFromPath, switchLocalePath } from "./paths";
import type { SharedDictionary } from "../lib/shared-dictionary";

interface LanguageContextValue {
  language: Locale;
  /** Saves the choice and moves to the same page in that language. */
  setLanguage: (language: Locale) => void;
  /** The shared dictionary (navigation, footer, 404, company facts) in this language. */
  t: SharedDictionary;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function saveLanguage(language: Locale) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the URL still carries the language.
  }
}

/** The language is read from the URL, so server, prerender and browser always agree. */
export function LanguageProvider({ dictionary, children }: { dictionary: SharedDictionary; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const language = localeFromPath(location.pathname);
  const setLanguage = useCallback(
    (next: Locale) => {
      saveLanguage(next);
      if (next !== language) {
        navigate(switchLocalePath(location.pathname, next, location.search, location.hash));
      }
    },
    [language, location.pathname, location.search, location.hash, navigate],
  );
  const value = useMemo(() => ({ language, setLanguage, t: dictionary }), [language, setLanguage, dictionary]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
