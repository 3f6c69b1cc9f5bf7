import { LocalLink } from "../ui/local-link";
import { accentButtonClass } from "../ui/button-styles";
import { CheckIcon } from "../services/service-icon";
import type { homePage } from "../../../content/home";

type HomeText = (typeof homePage)["ja"];

/** Two ways to begin: book a meeting (start-project card) or price it yourself (instant quote). */
export function GetStarted({ start, quote }: { start: HomeText["startProject"]; quote: HomeText["instantQuote"] }) {
  return (
    <section className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page grid gap-6 lg:grid-cols-2">
        <article
          aria-labelledby="home-start-title"
          data-testid="start-project-card"
          className="hero-band relative isolate flex flex-col overflow-hidden rounded-3xl p-6 shadow-xl sm:p-10"
        >
          <CalendarArt />
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{start.eyebrow}</p>
          <h2 id="home-start-title" className="mt-2 text-section font-bold">
            {start.title}
          </h2>
          <p className="mt-4 max-w-md leading-relaxed text-slate-200">{start.text}</p>
          <ul className="mt-6 flex-1 space-y-3">
            {start.points.map((p) => (
              <li key={p} className="flex items-center gap-3 font-medium text-white">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent-400">
                  <CheckIcon className="h-4 w-4" />
                </span>
                {p}
              </li>
            ))}
          </ul>
          <div className="relative mt-8">
            <LocalLink
              to={start.cta.to}
              className={`${accentButtonClass} w-full sm:w-auto`}
              data-testid="start-project-link"
            >
              {start.cta.label}
            </LocalLink>
          </div>
        </article>

        <article
          aria-labelledby="home-quote-title"
          data-testid="instant-quote"
          className="flex flex-col rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-10"
        >
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{quote.eyebrow}</p>
          <h2 id="home-quote-title" className="mt-2 text-section font-bold text-slate-900">
            {quote.title}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-600">{quote.text}</p>
          <ul className="mt-6 flex-1 space-y-3">
            {quote.points.map((p) => (
              <li key={p} className="flex items-center gap-3 font-medium text-slate-800">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                  <CheckIcon className="h-4 w-4" />
                </span>
                {p}
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <LocalLink to={quote.cta.to} className="btn-primary w-full sm:w-auto" data-testid="instant-quote-link">
              {quote.cta.label}
            </LocalLink>
          </div>
        </article>
      </div>
    </section>
  );
}

/** A faint calendar in the card's corner: decoration only. */
function CalendarArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 120 120"
      className="pointer-events-none absolute -bottom-8 -right-8 -z-10 h-48 w-48 text-white/10"
      fill="none"
      stroke="currentColor"
      strokeWidth="6"
      strokeLinecap="round"
    >
      <rect x="14" y="22" width="92" height="84" rx="12" />
      <path d="M14 48h92M40 10v22M80 10v22M38 70h10M58 70h10M78 70h10M38 88h10M58 88h10" />
    </svg>
  );
}
