import { LegalDocument } from "../components/legal/legal-document";
import { useLanguage } from "../i18n/use-language";
import { terms } from "../content/terms";
import { metaFor } from "../lib/route-meta";

export const meta = metaFor("terms");

export default function TermsPage() {
  const { language } = useLanguage();
  return <LegalDocument text={terms[language]} language={language} sectionTestId="terms-article" />;
}
