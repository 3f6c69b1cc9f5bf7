import type { Route } from "./+types/case-studies";
import { PageHero } from "../components/ui/page-hero";
import { CaseStudyCard } from "../components/case-studies/case-study-card";
import { CompanyStats } from "../components/case-studies/company-stats";
import { CtaPanel } from "../components/ui/cta-panel";
import { LocalLink } from "../components/ui/local-link";
import { accentButtonClass } from "../components/ui/button-styles";
import { caseStudiesPage } from "../../content/case-studies-page";
import { caseStudyCards } from "../loaders/case-study-cards.server";
import { companyStats } from "../loaders/company-stats.server";
import { pageData } from "../loaders/page-data.server";
import { metaFromData } from "../../domain/seo/route-meta";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageData(request, "caseStudies", caseStudiesPage);
  return { ...page, cards: caseStudyCards(page.locale), stats: companyStats(page.locale) };
}

export const meta = metaFromData;

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { content: t, cards, stats } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <section aria-labelledby="case-list-heading" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <h2 id="case-list-heading" className="section-title">
            {t.listHeading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:mt-10 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {cards.map((cs, i) => (
              <li key={cs.id}>
                {/* The first row is visible on load, so it should not wait for lazy loading. */}
                <CaseStudyCard caseStudy={cs} labels={t} eager={i < 3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CompanyStats heading={t.statsHeading} stats={stats} />
      <CtaPanel id="case-studies-cta-title" title={t.cta.title} text={t.cta.text} testId="case-studies-cta">
        <LocalLink to="/contact" className={accentButtonClass} data-testid="cta-link">
          {t.cta.button}
          <span aria-hidden="true">→</span>
        </LocalLink>
      </CtaPanel>
    </>
  );
}
