import { caseStudyIds } from "../../content/case-study-ids";
import { locales } from "../i18n/locales";
import { localizePath } from "../i18n/paths";

/** The spec's routes (section 2), in their Japanese form. */
export const specRoutes = [
  "/",
  "/services",
  "/case-studies",
  ...caseStudyIds.map((id) => `/case-studies/${id}`),
  "/portfolio",
  "/company",
  "/team",
  "/contact",
  "/pricing-calculator",
  "/terms",
  "/privacy",
] as const;

/** Every spec route in every language: what the build prerenders and the sitemap lists. */
export function prerenderPaths(): string[] {
  return locales.flatMap((l) => specRoutes.map((p) => localizePath(p, l)));
}
