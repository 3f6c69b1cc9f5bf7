import { locales, type Locale } from "../../../domain/i18n/locales";
import { logger } from "../../logger";
import { caseStudyDocs } from "./case-study-docs";
import { companyDocs } from "./company-docs";
import { contactDocs } from "./contact-docs";
import type { KnowledgeDoc } from "./knowledge-doc";
import { privacyDocs, termsDocs } from "./legal-docs";
import { portfolioDocs, teamDocs } from "./people-docs";
import { pageDocs } from "./page-docs";
import { pricingDocs } from "./pricing-docs";
import { serviceDocs } from "./service-docs";

/** One adapter per content module; each turns that module's data into documents. */
export const knowledgeSources: Record<string, (language: Locale) => KnowledgeDoc[]> = {
  services: serviceDocs,
  pricing: pricingDocs,
  caseStudies: caseStudyDocs,
  company: companyDocs,
  contact: contactDocs,
  terms: termsDocs,
  privacy: privacyDocs,
  team: teamDocs,
  portfolio: portfolioDocs,
  pages: pageDocs,
};

/**
 * Every document in both languages. A module whose data no longer fits its adapter
 * costs only its own documents: the assistant keeps answering from the rest.
 */
export function collectKnowledge(sources = knowledgeSources): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const [name, build] of Object.entries(sources)) {
    for (const language of locales) {
      try {
        docs.push(...build(language));
      } catch (error) {
        logger.warn("chat_knowledge_source_failed", { source: name, language, error: String(error) });
      }
    }
  }
  return docs;
}
