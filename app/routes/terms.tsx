import type { Route } from "./+types/terms";
import { LegalDocument } from "../components/legal/legal-document";
import { legalPage } from "../../content/legal-common";
import { terms } from "../../content/terms";
import { lastUpdatedYear } from "../../domain/seo/last-updated";
import { pageData } from "../loaders/page-data.server";
import { metaFromData } from "../../domain/seo/route-meta";

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageData(request, "terms", terms);
  return { ...page, content: legalPage(page.content, page.locale, lastUpdatedYear()) };
}

export const meta = metaFromData;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument text={loaderData.content} sectionTestId="terms-article" />;
}
