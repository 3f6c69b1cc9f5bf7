import { LegalDocument } from "../components/legal/legal-document";
import { useLanguage } from "../i18n/use-language";
import { privacy } from "../content/privacy";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("privacy");

export default function PrivacyPage() {
  const { language } = useLanguage();
  return <LegalDocument text={privacy[language]} language={language} sectionTestId="privacy-section" />;
}
