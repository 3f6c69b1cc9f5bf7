import { chatReplies } from "../../../content/chat-replies";
import {
  additionalServices,
  coreServices,
  serviceHighlights,
  servicesPage,
  type AdditionalServiceId,
  type CoreServiceId,
} from "../../../content/services";
import type { PricingCategoryId } from "../../../content/pricing-plans";
import type { Locale } from "../../../domain/i18n/locales";
import type { PlanId } from "../../../domain/pricing/plan-ids";
import { idConcepts, joinText, pageLabel, type KnowledgeDoc } from "./knowledge-doc";

/**
 * Where the calculator prices each service: a price question about the service is answered
 * from these entries (pricing-docs.ts ids) rather than from the service's description.
 */
const servicePrices: Partial<
  Record<CoreServiceId | AdditionalServiceId, (PlanId | `category:${PricingCategoryId}`)[]>
> = {
  "web-development": ["category:web"],
  "mobile-apps": ["category:mobile"],
  "cloud-solutions": ["category:cloud"],
  "it-consulting": ["it-consulting"],
  "ai-integration": ["category:ai"],
  "social-networks": ["social-basic", "social-advanced"],
  "map-apps": ["map-app"],
  seo: ["seo"],
  "security-assessment": ["security-audit"],
  "performance-optimization": ["performance-optimization"],
  "technical-training": ["training"],
  maintenance: ["maintenance"],
};

const priceDocIds = (id: CoreServiceId | AdditionalServiceId) =>
  servicePrices[id]?.map((p) => (p.startsWith("category:") ? `price-category:${p.slice(9)}` : `price:${p}`));

/** Services (content/services.ts): one document per core and additional service, plus the list. */
export function serviceDocs(language: Locale): KnowledgeDoc[] {
  const a = chatReplies[language].answers;
  const page = servicesPage[language];
  const label = (title: string) => `${pageLabel("/services", language)}: ${title}`;

  const core = coreServices.map((service): KnowledgeDoc => {
    const s = service[language];
    return {
      id: `service:${service.id}`,
      kind: "service",
      language,
      title: s.title,
      keywords: [service.id.replace(/-/g, " "), s.summary],
      body: joinText(s.description, s.features),
      answer: joinText(a.titled(s.title, s.description), a.titled(page.featuresLabel, a.list(s.features))),
      path: `/services#${service.id}`,
      linkLabel: label(s.title),
      concepts: idConcepts(service.id),
      prices: priceDocIds(service.id),
    };
  });

  /** A service known by one paragraph (additional services, home-page highlights). */
  const shortDoc = (id: string, title: string, text: string, path: string): KnowledgeDoc => ({
    id: `service:${id}`,
    kind: "service",
    language,
    title,
    keywords: [id.replace(/-/g, " ")],
    body: text,
    answer: a.titled(title, text),
    path,
    linkLabel: label(title),
    concepts: idConcepts(id),
  });

  const additional = additionalServices.map((service) => ({
    ...shortDoc(service.id, service[language].title, service[language].description, `/services#${service.id}`),
    prices: priceDocIds(service.id),
  }));

  // The home page's highlights name some additional services separately (video, social media management).
  const known = new Set([...core, ...additional].map((d) => d.id));
  const highlights = serviceHighlights
    .filter((h) => !known.has(`service:${h.id}`))
    .map((h) => shortDoc(h.id, h[language].title, h[language].summary, h.to));

  const overview: KnowledgeDoc = {
    id: "service:overview",
    kind: "overview",
    language,
    title: pageLabel("/services", language),
    keywords: [page.hero.title, page.additional.title],
    body: page.hero.lead,
    answer: a.servicesOverview(
      a.list(coreServices.map((s) => s[language].title)),
      a.list(additionalServices.map((s) => s[language].title)),
    ),
    path: "/services",
    linkLabel: pageLabel("/services", language),
    concepts: ["serviceList"],
  };

  return [...core, ...additional, ...highlights, overview];
}
