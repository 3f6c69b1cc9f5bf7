import { caseStudies, hasDetailPage, type CaseStudyText } from "../../content/case-studies";
import type { Locale } from "../../domain/i18n/locales";

/** What a list card shows of a case study, in one language (the write-up itself stays on the server). */
export interface CaseStudyCardData {
  id: string;
  heroImageUrl: string;
  /** Only the four published cases link to a detail page (spec section 2). */
  hasDetailPage: boolean;
  text: Pick<CaseStudyText, "title" | "client" | "industry" | "summary" | "heroAlt" | "tags" | "metrics">;
}

export function caseStudyCards(locale: Locale): CaseStudyCardData[] {
  return caseStudies.map((caseStudy) => {
    const { title, client, industry, summary, heroAlt, tags, metrics } = caseStudy.text[locale];
    return {
      id: caseStudy.id,
      heroImageUrl: caseStudy.heroImageUrl,
      hasDetailPage: hasDetailPage(caseStudy),
      text: { title, client, industry, summary, heroAlt, tags, metrics },
    };
  });
}
