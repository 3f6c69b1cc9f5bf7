import type { Localized } from "../../domain/i18n/dictionary";
import type { CaseStudyId } from "../case-study-ids";

export interface CaseStudyMetric {
  value: string;
  label: string;
}

export interface CaseStudyStrategy {
  title: string;
  description: string;
}

/** Everything a case study says, in one language (spec section 3, "Case study"). */
export interface CaseStudyText {
  title: string;
  client: string;
  industry: string;
  tags: string[];
  /** One or two sentences for the list card and the detail page's meta description. */
  summary: string;
  heroAlt: string;
  overview: string;
  challenge: { challenge: string; goal: string; background: string };
  strategies: CaseStudyStrategy[];
  results: string[];
  /** Always exactly three: the card and the detail page lay them out in a row. */
  metrics: readonly [CaseStudyMetric, CaseStudyMetric, CaseStudyMetric];
  conclusion: string;
}

/** Cases shown as cards only; their clients have not agreed to a public write-up. */
export type ListOnlyCaseStudyId = "inventory-web-app" | "ai-chatbot-ryokan";

export interface CaseStudy {
  id: CaseStudyId | ListOnlyCaseStudyId;
  /** Our own illustration under public/images/case-studies/ (1200 x 600). */
  heroImageUrl: string;
  /** ISO date the write-up was published (Article structured data). */
  publishedAt: string;
  text: Localized<CaseStudyText>;
}
