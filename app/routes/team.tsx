import { PageHero } from "../components/ui/page-hero";
import { useLanguage } from "../i18n/use-language";
import { seo } from "../content/seo";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("team");

export default function TeamPage() {
  const { language } = useLanguage();
  const page = seo[language].team;
  return <PageHero title={page.title} lead={page.description} />;
}
