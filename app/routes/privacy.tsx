import type { Route } from "./+types/privacy";
import { LegalDocument } from "../components/legal/legal-document";
import { legalPage } from "../content/legal-common";
import { privacy } from "../content/privacy";
import { lastUpdatedYear } from "../lib/last-updated";
import { pageData } from "../lib/page-data.server";
import { metaFromData } from "../lib/route-meta";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageData(request, "privacy", privacy);
  return { ...page, content: legalPage(page.content, page.locale, lastUpdatedYear()) };
}

export const meta = metaFromData;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument text={loaderData.content} sectionTestId="privacy-section" />;
}
