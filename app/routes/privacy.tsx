import type { Route } from "./+types/privacy";
import { LegalDocument } from "../components/legal/legal-document";
import { legalPage } from "../../content/legal-common";
import { privacyFor } from "../../content/privacy";
import { lastUpdatedYear } from "../../domain/seo/last-updated";
import { pageData } from "../loaders/page-data.server";
import { metaFromData } from "../../domain/seo/route-meta";
import { statedRetention } from "../../domain/settings/data-retention";
import { pageSettings } from "../loaders/page-settings.server";

export async function loader({ request }: Route.LoaderArgs) {
  // The configured retention periods, as the purge job applies them (baked in at prerender).
  const page = pageData(request, "privacy", privacyFor(statedRetention(pageSettings())));
  return { ...page, content: legalPage(page.content, page.locale, lastUpdatedYear()) };
}

export const meta = metaFromData;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument text={loaderData.content} sectionTestId="privacy-section" />;
}
