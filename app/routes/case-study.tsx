import { redirect } from "react-router";
import type { Route } from "./+types/case-study";
import { PageHero } from "../components/ui/page-hero";
import { MetricList } from "../components/case-studies/metric-list";
import { TagList } from "../components/case-studies/tag-list";
import { CaseStudyBody } from "../components/case-studies/case-study-body";
import { CtaPanel } from "../components/ui/cta-panel";
import { LocalLink } from "../components/ui/local-link";
import { accentButtonClass } from "../components/ui/button-styles";
import { isCaseStudyId } from "../../content/case-study-ids";
import { getCaseStudy } from "../../content/case-studies";
import { caseStudyDetailPage } from "../../content/case-studies-page";
import { localizePath } from "../../domain/i18n/paths";
import { caseStudyJsonLd } from "../../domain/seo/case-study-json-ld";
import { pageData, requestLocale } from "../loaders/page-data.server";
import { pageSettings } from "../loaders/page-settings.server";
import { metaFromData } from "../../domain/seo/route-meta";
import { Picture } from "../components/ui/picture";

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // Unknown ids go back to the list in the same language (spec section 8).
  if (!isCaseStudyId(params.id)) throw redirect(localizePath("/case-studies", locale));
  const caseStudy = getCaseStudy(params.id);
  const text = caseStudy.text[locale];
  // Each case has its own title, description and structured data.
  const page = pageData(request, "caseStudies", caseStudyDetailPage, {
    override: {
      title: caseStudyDetailPage[locale].pageTitle(text.title),
      description: text.summary,
      keywords: text.tags,
    },
    jsonLd: caseStudyJsonLd(caseStudy, locale, pageSettings().SITE_URL),
    breadcrumbs: [
      { name: caseStudyDetailPage[locale].listLabel, route: "/case-studies" },
      { name: text.title, route: `/case-studies/${caseStudy.id}` },
    ],
  });
  // pageTitle is a function (loader data must be serialisable) and was only needed for the meta above.
  const { pageTitle: _pageTitle, ...labels } = page.content;
  return { ...page, content: labels, heroImageUrl: caseStudy.heroImageUrl, text };
}

export const meta = metaFromData;

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { content: t, heroImageUrl, text } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.listLabel} title={text.title} lead={text.summary}>
        <dl className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t.industryLabel}</dt>
            <dd
              data-testid="case-industry"
              className="rounded-full bg-accent-400 px-3 py-1 font-semibold text-brand-900"
            >
              {text.industry}
            </dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="shrink-0 text-slate-300">{t.clientLabel}:</dt>
            <dd className="font-semibold text-white">{text.client}</dd>
          </div>
        </dl>
        <div className="mt-5">
          <TagList tags={text.tags} label={t.tagsLabel} tone="dark" />
        </div>
      </PageHero>

      <div className="bg-slate-50 pb-10 pt-10 sm:pb-14 sm:pt-14">
        <div className="container-page max-w-4xl">
          <Picture
            src={heroImageUrl}
            alt={text.heroAlt}
            width={1200}
            height={600}
            sizes="(min-width: 896px) 56rem, 100vw"
            priority
            className="aspect-[2/1] w-full rounded-2xl bg-brand-50 object-cover shadow-md"
          />
          <section aria-labelledby="metrics-heading" className="mt-10">
            <h2 id="metrics-heading" className="sr-only">
              {t.metricsHeading}
            </h2>
            <MetricList metrics={text.metrics} size="page" />
          </section>
        </div>
      </div>

      <CaseStudyBody text={text} labels={t} />

      <p className="container-page max-w-3xl">
        <LocalLink
          to="/case-studies"
          data-testid="case-back-link"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <span aria-hidden="true">←</span>
          {t.back}
        </LocalLink>
      </p>
      <CtaPanel id="case-cta-title" title={t.cta.title} text={t.cta.text} testId="case-cta">
        <LocalLink to="/contact#schedule" className={accentButtonClass} data-testid="cta-link">
          {t.cta.button}
          <span aria-hidden="true">→</span>
        </LocalLink>
      </CtaPanel>
    </>
  );
}
