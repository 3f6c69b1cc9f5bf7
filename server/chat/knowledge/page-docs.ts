import { seo, type PageKey } from "../../../content/seo";
import type { Locale } from "../../../domain/i18n/locales";
import { pageLabel, type KnowledgeDoc } from "./knowledge-doc";

// Where each page lives; the home page is left out so that general questions land on a specific page.
const pagePaths: Partial<Record<PageKey, string>> = {
  services: "/services",
  caseStudies: "/case-studies",
  portfolio: "/portfolio",
  company: "/company",
  team: "/team",
  contact: "/contact",
  pricing: "/pricing-calculator",
  terms: "/terms",
  privacy: "/privacy",
};

/** The pages themselves (content/seo.ts), for "where do I find ...?" questions. */
export function pageDocs(language: Locale): KnowledgeDoc[] {
  return Object.entries(pagePaths).map(([key, path]): KnowledgeDoc => {
    const page = seo[language][key as PageKey];
    return {
      id: `page:${key}`,
      kind: "overview",
      language,
      title: pageLabel(path, language),
      keywords: [page.title, ...page.keywords],
      body: page.description,
      answer: page.description,
      path,
      linkLabel: pageLabel(path, language),
    };
  });
}
