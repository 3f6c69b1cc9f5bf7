import { PageHero } from "../components/ui/page-hero";
import { useLanguage } from "../i18n/use-language";
import { seo } from "../content/seo";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("company");

export default function CompanyPage() {
  const { language } = useLanguage();
  const page = seo[language].company;
  return <PageHero title={page.title} lead={page.description} />;
}
