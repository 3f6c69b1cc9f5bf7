import { useLanguage } from "../../i18n/use-language";
import { switchLocalePath } from "../../../domain/i18n/paths";

/**
 * Shows "EN" on Japanese pages and "日本語" on English ones (spec section 2). A link to
 * the twin page, so it works without script; app/behaviours/site-header.ts also saves
 * the choice and keeps the query string and hash.
 */
export function LanguageToggle() {
  const { language, pathname, t: dict } = useLanguage();
  const t = dict.nav.languageToggle;
  const other = language === "ja" ? "en" : "ja";
  return (
    <a
      href={switchLocalePath(pathname, other)}
      lang={other}
      hrefLang={other}
      aria-label={t.ariaLabel}
      data-testid="language-toggle"
      data-language-toggle={other}
      className="inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-full border border-white/60 px-3 py-1.5 text-sm font-semibold text-white transition hover:bg-white/15"
    >
      {t.label}
    </a>
  );
}
