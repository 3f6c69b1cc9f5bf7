import type { caseStudiesPage } from "../../../content/case-studies-page";
import type { Locale } from "../../../domain/i18n/locales";
import type { CaseStudyCardData } from "../../loaders/case-study-cards.server";
import { LocalLink } from "../ui/local-link";
import { MetricList } from "./metric-list";
import { TagList } from "./tag-list";
import { Picture } from "../ui/picture";

type Labels = Pick<(typeof caseStudiesPage)[Locale], "clientLabel" | "tagsLabel" | "readMore" | "confidential">;

/** One card of the list; only the four published cases link to a detail page (spec section 2). */
export function CaseStudyCard({
  caseStudy,
  labels: t,
  eager = false,
}: {
  caseStudy: CaseStudyCardData;
  labels: Labels;
  eager?: boolean;
}) {
  const { text } = caseStudy;
  return (
    <article
      data-testid="case-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <Picture
        src={caseStudy.heroImageUrl}
        alt={text.heroAlt}
        width={1200}
        height={600}
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
        eager={eager}
        className="aspect-[2/1] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p>
          <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            {text.industry}
          </span>
        </p>
        <h3 className="mt-3 text-lg font-bold leading-snug text-slate-900">{text.title}</h3>
        <p className="mt-1 text-sm text-slate-600">
          <span className="sr-only">{t.clientLabel}: </span>
          {text.client}
        </p>
        <p className="mt-3 text-sm leading-relaxed text-slate-700">{text.summary}</p>
        <div className="mt-4">
          <TagList tags={text.tags} label={t.tagsLabel} />
        </div>
        <div className="mt-5">
          <MetricList metrics={text.metrics} />
        </div>
        <div className="mt-auto pt-5">
          {caseStudy.hasDetailPage ? (
            <LocalLink
              to={`/case-studies/${caseStudy.id}`}
              data-testid="case-detail-link"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              {t.readMore}
              <span className="sr-only">: {text.title}</span>
              <span aria-hidden="true">→</span>
            </LocalLink>
          ) : (
            <p className="text-xs leading-relaxed text-slate-600">{t.confidential}</p>
          )}
        </div>
      </div>
    </article>
  );
}
