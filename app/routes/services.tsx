import type { Route } from "./+types/services";
import { PageHero } from "../components/ui/page-hero";
import { CtaPanel } from "../components/ui/cta-panel";
import { LocalLink } from "../components/ui/local-link";
import { accentButtonClass } from "../components/ui/button-styles";
import { ServiceJumpNav } from "../components/services/service-jump-nav";
import { ServiceSection } from "../components/services/service-section";
import { AdditionalServices } from "../components/services/additional-services";
import { additionalServicesIn, coreServicesIn, servicesPage } from "../../content/services";
import { pageData, requestLocale } from "../loaders/page-data.server";
import { pageSettings } from "../loaders/page-settings.server";
import { servicesJsonLd } from "../../domain/seo/structured-data";
import { metaFromData } from "../../domain/seo/route-meta";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // A Service per service, priced by the calculator's formulas (decision 026).
  const page = pageData(request, "services", servicesPage, {
    jsonLd: [servicesJsonLd(locale, pageSettings().SITE_URL)],
  });
  return { ...page, core: coreServicesIn(page.locale), additional: additionalServicesIn(page.locale) };
}

export const meta = metaFromData;

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { content: t, core, additional } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead}>
        <ServiceJumpNav label={t.jumpNavLabel} services={core} />
      </PageHero>
      {core.map((s, i) => (
        <ServiceSection key={s.id} service={s} index={i} featuresLabel={t.featuresLabel} />
      ))}
      <AdditionalServices t={t} services={additional} />
      <CtaPanel
        id="services-consultation-title"
        title={t.consultation.title}
        text={t.consultation.text}
        testId="services-consultation"
      >
        <LocalLink to={t.consultation.cta.to} className={accentButtonClass} data-testid="services-contact-link">
          {t.consultation.cta.label}
        </LocalLink>
      </CtaPanel>
    </>
  );
}
