import { PageHero } from "../components/ui/page-hero";
import { useLanguage } from "../i18n/use-language";
import { seo } from "../content/seo";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("privacy");

export default function PrivacyPage() {
  const { language } = useLanguage();
  const page = seo[language].privacy;
  return <PageHero title={page.title} lead={page.description} />;
}
