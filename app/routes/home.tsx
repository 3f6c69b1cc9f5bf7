import type { Route } from "./+types/home";
import { HomeHero } from "../components/home/home-hero";
import { StatsBand } from "../components/home/stats-band";
import { ServiceCardGrid } from "../components/home/service-card-grid";
import { WhyChooseUs } from "../components/home/why-choose-us";
import { GetStarted } from "../components/home/get-started";
import { ExpansionSection } from "../components/home/expansion-section";
import { CtaPanel } from "../components/ui/cta-panel";
import { LocalLink } from "../components/ui/local-link";
import { accentButtonClass } from "../components/ui/button-styles";
import { homePage } from "../../content/home";
import { serviceHighlightsIn } from "../../content/services";
import { companyStats } from "../loaders/company-stats.server";
import { pageData } from "../loaders/page-data.server";
import { metaFromData } from "../../domain/seo/route-meta";
import { Island } from "../islands/island";
import { QuoteBanner } from "../components/home/quote-banner";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageData(request, "home", homePage);
  return { ...page, stats: companyStats(page.locale), services: serviceHighlightsIn(page.locale) };
}

export const meta = metaFromData;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { content: t, stats, services } = loaderData;
  const next = t.nextProject;
  return (
    <>
      <HomeHero t={t.hero} />
      <StatsBand title={t.stats.title} stats={stats} />
      <ServiceCardGrid t={t.services} services={services} />
      <WhyChooseUs t={t.why} />
      <GetStarted start={t.startProject} quote={t.instantQuote} />
      <ExpansionSection t={t.expansion} />
      <CtaPanel id="home-next-project-title" title={next.title} text={next.text} testId="next-project">
        <LocalLink to={next.contact.to} className={accentButtonClass}>
          {next.contact.label}
        </LocalLink>
        <LocalLink to={next.pricing.to} className="btn-on-dark">
          {next.pricing.label}
        </LocalLink>
        <LocalLink to={next.caseStudies.to} className="btn-on-dark">
          {next.caseStudies.label}
        </LocalLink>
      </CtaPanel>
      {/* Empty in the prerendered page; shown over it after a completed quote (sessionStorage). */}
      <Island name="quote-banner" component={QuoteBanner} props={{}} hydrate="with-react" />
    </>
  );
}
