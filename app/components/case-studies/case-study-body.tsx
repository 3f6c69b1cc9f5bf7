import type { CaseStudyText } from "../../../content/case-studies";
import type { caseStudyDetailPage } from "../../../content/case-studies-page";
import type { Locale } from "../../../domain/i18n/locales";

type Labels = Pick<
  (typeof caseStudyDetailPage)[Locale],
  | "overviewHeading"
  | "challengeHeading"
  | "challengeLabels"
  | "strategiesHeading"
  | "resultsHeading"
  | "conclusionHeading"
>;

const h2 = "text-section font-bold tracking-tight text-slate-900";

/** The written part of a case study: overview, challenge/goal/background, strategies, results, conclusion. */
export function CaseStudyBody({ text, labels }: { text: CaseStudyText; labels: Labels }) {
  const challengeKeys = ["challenge", "goal", "background"] as const;
  return (
    <article className="container-page max-w-3xl space-y-14 pb-10 pt-14 sm:pt-16">
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className={h2}>
          {labels.overviewHeading}
        </h2>
        <p className="mt-4 leading-loose text-slate-700">{text.overview}</p>
      </section>

      <section aria-labelledby="challenge-heading">
        <h2 id="challenge-heading" className={h2}>
          {labels.challengeHeading}
        </h2>
        <div className="mt-6 space-y-5">
          {challengeKeys.map((key) => (
            <div
              key={key}
              data-testid={`case-${key}`}
              className="rounded-xl border-l-4 border-brand-500 bg-slate-50 px-5 py-4"
            >
              <h3 className="font-bold text-brand-800">{labels.challengeLabels[key]}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{text.challenge[key]}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="strategies-heading">
        <h2 id="strategies-heading" className={h2}>
          {labels.strategiesHeading}
        </h2>
        <ol className="mt-6 space-y-6">
          {text.strategies.map((s, i) => (
            <li key={s.title} data-testid="case-strategy" className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-bold text-slate-900">{s.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-700">{s.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className={h2}>
          {labels.resultsHeading}
        </h2>
        <ul className="mt-6 space-y-3">
          {text.results.map((r) => (
            <li key={r} data-testid="case-result" className="flex gap-3 leading-relaxed text-slate-700">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-1 size-5 shrink-0 text-accent-600"
                fill="currentColor"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              <span>{r}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="conclusion-heading">
        <h2 id="conclusion-heading" className={h2}>
          {labels.conclusionHeading}
        </h2>
        <p className="mt-4 leading-loose text-slate-700">{text.conclusion}</p>
      </section>
    </article>
  );
}
