import { useSyncExternalStore } from "react";
import { quoteBanner } from "../../../content/quote-banner";
import { useLanguage } from "../../i18n/use-language";
import { LocalLink } from "../ui/local-link";
import { completedQuote, rememberCompletedQuote, subscribeCompletedQuote } from "./completed-quote";

/**
 * After "Get Final Quote" the calculator moves to the home page; this banner keeps the quotation number, its
 * online copy, the PDF and the next step in view until the visitor closes it. The prerendered page has none
 * (server snapshot null), and it floats over the page, so nothing moves for anyone (CLS 0).
 */
export function QuoteBanner() {
  const { language } = useLanguage();
  const quote = useSyncExternalStore(subscribeCompletedQuote, completedQuote, () => null);
  if (!quote) return null;
  const t = quoteBanner[language];
  return (
    <section
      aria-labelledby="quote-banner-title"
      data-testid="quote-banner"
      className="fixed inset-x-4 bottom-24 z-40 rounded-2xl border border-emerald-300 bg-white p-5 shadow-xl sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-w-md"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="quote-banner-title" className="text-lg font-bold text-slate-900">
          {t.title}
        </h2>
        <button
          type="button"
          onClick={() => rememberCompletedQuote(null)}
          className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          data-testid="quote-banner-dismiss"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t.dismiss}</span>
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {t.numberLabel}: <strong data-testid="quote-banner-number">{quote.reference}</strong>
      </p>
      <p className="mt-1 text-sm text-slate-700">{t.text}</p>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
        <a href={quote.quotationUrl} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t.view}
        </a>
        <a
          href={`${quote.quotationUrl}/pdf`}
          download
          className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t.pdf}
        </a>
      </div>
      <p className="mt-3 text-sm text-slate-700">{t.next}</p>
      <LocalLink to="/contact#schedule" className="btn-primary mt-2 w-full sm:w-auto">
        {t.call}
      </LocalLink>
    </section>
  );
}
