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
  /** The page's path, language prefix included ("/en/services"). */
  pathname: string;
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
function LanguageContextProvider({
  dictionary,
  pathname,
  go,
  children,
}: {
  dictionary: SharedDictionary;
  pathname: string;
  /** Moves to the same page in `next`. */
  go: (next: Locale) => void;
  children: ReactNode;
}) {
  const language = localeFromPath(pathname);
  const setLanguage = useCallback(
    (next: Locale) => {
      saveLanguage(next);
      if (next !== language) go(next);
    },
    [language, go],
  );
  const value = useMemo(() => ({ language, setLanguage, t: dictionary, pathname }), [language, setLanguage, dictionary, pathname]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** Where React Router runs: the language switch is a client-side navigation. */
export function LanguageProvider({ dictionary, children }: { dictionary: SharedDictionary; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const go = useCallback((next: Locale) => navigate(switchLocalePath(pathname, next, search, hash)), [navigate, pathname, search, hash]);
  return (
    <LanguageContextProvider dictionary={dictionary} pathname={pathname} go={go}>
      {children}
    </LanguageContextProvider>
  );
}

/** On island pages (no router): the language switch loads the other page. */
export function DocumentLanguageProvider({ dictionary, pathname, children }: { dictionary: SharedDictionary; pathname: string; children: ReactNode }) {
  const go = useCallback(
    (next: Locale) => window.location.assign(switchLocalePath(pathname, next, window.location.search, window.location.hash)),
    [pathname],
  );
  return (
    <LanguageContextProvider dictionary={dictionary} pathname={pathname} go={go}>
      {children}
    </LanguageContextProvider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
