import { isLocale, type Locale } from "../../domain/i18n/locales";
import { localeFromPath } from "../../domain/i18n/paths";

/**
 * The language to answer in before the body is read (403, 413, 415, 429):
 * ?language=, then the page the request came from, then Accept-Language; else Japanese.
 */
export function requestLanguage(request: Request): Locale {
  const url = new URL(request.url);
  const query = url.searchParams.get("language");
  if (isLocale(query)) return query;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      return localeFromPath(new URL(referer).pathname);
    } catch {
      // An unparsable Referer says nothing about the language.
    }
  }
  return /^\s*en\b/i.test(request.headers.get("accept-language") ?? "") ? "en" : "ja";
}
