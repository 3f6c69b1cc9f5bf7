import type { CaseStudy } from "../../content/case-studies";
import type { Locale } from "../i18n/locales";
import { caseStudyArticleJsonLd } from "./structured-data";

/** A case-study detail page's structured data: the Article (its BreadcrumbList is added by pageMeta). */
export function caseStudyJsonLd(caseStudy: CaseStudy, locale: Locale, siteUrl: string): object[] {
  return [caseStudyArticleJsonLd(caseStudy, locale, siteUrl)];
}
