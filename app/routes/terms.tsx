import { PageHero } from "../components/ui/page-hero";
import { useLanguage } from "../i18n/use-language";
import { seo } from "../content/seo";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("terms");

export default function TermsPage() {
  const { language } = useLanguage();
  const page = seo[language].terms;
  return <PageHero title={page.title} lead={page.description} />;
}
