import { LANGUAGE_STORAGE_KEY, type Locale } from "./locales";
import { switchLocalePath } from "./paths";

/** Remembers the visitor's explicit choice (spec section 9: localStorage `language`). */
export function saveLanguage(language: Locale) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the URL still carries the language.
  }
}

/** Saves the choice and loads the same page in that language, keeping query string and hash. */
export function switchLanguage(to: Locale) {
  saveLanguage(to);
  window.location.assign(switchLocalePath(window.location.pathname, to, window.location.search, window.location.hash));
}
