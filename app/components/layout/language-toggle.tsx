import { useLanguage } from "../../i18n/use-language";

/**
 * Shows "EN" on Japanese pages and "日本語" on English ones (spec section 2). The
 * switch itself (save the choice, load the other page) is app/behaviours/site-header.ts.
 */
export function LanguageToggle() {
  const { language, t: dict } = useLanguage();
  const t = dict.nav.languageToggle;
  const other = language === "ja" ? "en" : "ja";
  return (
    <button
      type="button"
      lang={other}
      aria-label={t.ariaLabel}
      data-testid="language-toggle"
      data-language-toggle={other}
      className="min-h-11 min-w-11 rounded-full border border-white/60 px-3 py-1.5 text-sm font-semibold text-white transition hover:bg-white/15"
    >
      {t.label}
    </button>
  );
}
