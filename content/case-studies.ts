import { isCaseStudyId, type CaseStudyId } from "./case-study-ids";
import type { CaseStudy } from "./case-studies/types";
import { awsCostOptimization } from "./case-studies/aws-cost-optimization";
import { seoComputerRepair } from "./case-studies/seo-computer-repair";
import { isocializeApiIntegration } from "./case-studies/isocialize-api-integration";
import { semKyotoSushi } from "./case-studies/sem-kyoto-sushi";
import { inventoryWebApp } from "./case-studies/inventory-web-app";
import { aiChatbotRyokan } from "./case-studies/ai-chatbot-ryokan";

export type { CaseStudy, CaseStudyMetric, CaseStudyStrategy, CaseStudyText } from "./case-studies/types";

/** The four cases with a detail page; keyed by id so a missing one is a type error (spec section 9). */
const detailed: Record<CaseStudyId, CaseStudy> = {
  "aws-cost-optimization": awsCostOptimization,
  "seo-computer-repair": seoComputerRepair,
  "isocialize-api-integration": isocializeApiIntegration,
  "sem-kyoto-sushi": semKyotoSushi,
};

/** All six cards in list order: the four published write-ups first, then the two list-only cases. */
export const caseStudies: readonly CaseStudy[] = [
  detailed["aws-cost-optimization"],
  detailed["seo-computer-repair"],
  detailed["isocialize-api-integration"],
  detailed["sem-kyoto-sushi"],
  inventoryWebApp,
  aiChatbotRyokan,
];

export function getCaseStudy(id: CaseStudyId): CaseStudy {
  return detailed[id];
}

/** Only the four spec ids have a page; the others are cards without a link. */
export function hasDetailPage(caseStudy: CaseStudy): caseStudy is CaseStudy & { id: CaseStudyId } {
  return isCaseStudyId(caseStudy.id);
}
