/** The four case studies that have a detail page (spec section 2). */
export const caseStudyIds = [
  "aws-cost-optimization",
  "seo-computer-repair",
  "isocialize-api-integration",
  "sem-kyoto-sushi",
] as const;
export type CaseStudyId = (typeof caseStudyIds)[number];

export function isCaseStudyId(id: string | undefined): id is CaseStudyId {
  return (caseStudyIds as readonly string[]).includes(id ?? "");
}
