import { PageHero } from "../components/ui/page-hero";
import { CtaPanel } from "../components/ui/cta-panel";
import { LocalLink } from "../components/ui/local-link";
import { accentButtonClass } from "../components/ui/button-styles";
import { ServiceJumpNav } from "../components/services/service-jump-nav";
import { ServiceSection } from "../components/services/service-section";
import { AdditionalServices } from "../components/services/additional-services";
import { useLanguage } from "../i18n/use-language";
import { coreServices, servicesPage } from "../content/services";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("services");

export default function ServicesPage() {
  const { language } = useLanguage();
  const t = servicesPage[language];
  return (
    // auto-phrase keeps Japanese words whole at line ends (Chromium; ignored elsewhere).
    <div className="[word-break:auto-phrase]">
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead}>
        <ServiceJumpNav label={t.jumpNavLabel} services={coreServices} language={language} />
      </PageHero>
      {coreServices.map((s, i) => (
        <ServiceSection key={s.id} service={s} index={i} featuresLabel={t.featuresLabel} language={language} />
      ))}
      <AdditionalServices t={t} language={language} />
      <CtaPanel id="services-consultation-title" title={t.consultation.title} text={t.consultation.text} testId="services-consultation">
        <LocalLink to={t.consultation.cta.to} className={accentButtonClass} data-testid="services-contact-link">
          {t.consultation.cta.label}
        </LocalLink>
      </CtaPanel>
    </div>
  );
}
