import { PageHero } from "../components/ui/page-hero";
import { useLanguage } from "../i18n/use-language";
import { seo } from "../content/seo";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("portfolio");

export default function PortfolioPage() {
  const { language } = useLanguage();
  const page = seo[language].portfolio;
  return <PageHero title={page.title} lead={page.description} />;
}
