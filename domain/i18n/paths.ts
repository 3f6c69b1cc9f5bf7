import { defaultLocale, type Locale } from "./locales";

/** English pages live under /en; Japanese pages at the spec's routes (docs/decisions/002-language-in-url.md). */
export const EN_PREFIX = "/en";

export function localeFromPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? "en" : defaultLocale;
}

/** "/en/services" -> "/services", "/en" -> "/" */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) !== "en") return pathname || "/";
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/** Turns a spec route ("/services", "/contact#schedule") into the URL for a language. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  if (path === "/") return EN_PREFIX;
  if (path.startsWith("/#") || path.startsWith("/?")) return EN_PREFIX + path.slice(1);
  return EN_PREFIX + path;
}

/** The same page in the other language, keeping query string and hash. */
export function switchLocalePath(pathname: string, to: Locale, search = "", hash = ""): string {
  return localizePath(stripLocale(pathname), to) + search + hash;
}
