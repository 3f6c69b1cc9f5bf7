import { redirect } from "react-router";
import type { Route } from "./+types/case-study";
import { PageHero } from "../components/ui/page-hero";
import { isCaseStudyId } from "../content/case-study-ids";
import { localeFromPath, localizePath } from "../i18n/paths";
import { metaFor } from "../lib/route-meta";

export function loader({ params, request }: Route.LoaderArgs) {
  // Unknown ids go back to the list in the same language (spec section 8).
  if (!isCaseStudyId(params.id)) {
    throw redirect(localizePath("/case-studies", localeFromPath(new URL(request.url).pathname)));
  }
  return { id: params.id };
}

export const meta = metaFor("caseStudies");

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.id} />;
}
