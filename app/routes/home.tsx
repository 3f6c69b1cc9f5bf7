import { HomeHero } from "../components/home/home-hero";
import { StatsBand } from "../components/home/stats-band";
import { ServiceCardGrid } from "../components/home/service-card-grid";
import { WhyChooseUs } from "../components/home/why-choose-us";
import { GetStarted } from "../components/home/get-started";
import { ExpansionSection } from "../components/home/expansion-section";
import { CtaPanel } from "../components/ui/cta-panel";
import { LocalLink } from "../components/ui/local-link";
import { accentButtonClass } from "../components/ui/button-styles";
import { useLanguage } from "../i18n/use-language";
import { homePage } from "../content/home";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("home");

export default function HomePage() {
  const { language } = useLanguage();
  const t = homePage[language];
  const next = t.nextProject;
  return (
    // auto-phrase keeps Japanese words whole at line ends (Chromium; ignored elsewhere).
    <div className="[word-break:auto-phrase]">
      <HomeHero t={t.hero} />
      <StatsBand title={t.stats.title} language={language} />
      <ServiceCardGrid t={t.services} language={language} />
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
    </div>
  );
}
