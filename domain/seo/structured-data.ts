import type {
  Article,
  BreadcrumbList,
  Graph,
  Offer,
  Person,
  PriceSpecification,
  Service,
  UnitPriceSpecification,
  WithContext,
} from "schema-dts";
import type { CaseStudy } from "../../content/case-studies";
import { planCard, plansByCategory, type PricingCategoryId } from "../../content/pricing-plans";
import { coreServices, additionalServices, type AdditionalServiceId, type CoreServiceId } from "../../content/services";
import { teamMembers } from "../../content/team";
import type { Locale } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import { PAGES_PER_BLOCK, planBilling, planRates, type PlanId } from "../pricing/pricing";
import { absoluteUrl } from "./absolute-url";

/**
 * schema.org structured data beyond the organisation (decision 026), typed with
 * schema-dts so a wrong property fails the type check. Every node that others
 * point to has an @id under the site's URL; the organisation's is the home page's #organization.
 */

export const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#organization`;
const organizationRef = (siteUrl: string) => ({ "@id": organizationId(siteUrl) });
const pageUrl = (siteUrl: string, route: string, locale: Locale) => absoluteUrl(siteUrl, localizePath(route, locale));

/** Home, then each crumb: every page below the home page names where it sits. */
export function breadcrumbJsonLd(
  siteUrl: string,
  locale: Locale,
  crumbs: readonly { name: string; route: string }[],
  homeName: string,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: homeName, route: "/" }, ...crumbs].map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: pageUrl(siteUrl, c.route, locale),
    })),
  };
}

/** UN/CEFACT common codes (Recommendation 20) for the units the formulas charge by. */
const unitCodes = {
  page: "ZP",
  revision: "C62",
  screen: "C62",
  feature: "C62",
  hour: "HUR",
  gb: "E34",
  month: "MON",
} as const;

function unitPrice(
  price: number,
  unit: keyof typeof unitCodes,
  unitText: string,
  extra: Partial<UnitPriceSpecification> = {},
): UnitPriceSpecification {
  return {
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: "JPY",
    valueAddedTaxIncluded: false,
    unitCode: unitCodes[unit],
    unitText,
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: unitCodes[unit] },
    ...extra,
  };
}

const fixed = (price: number, name?: string): PriceSpecification => ({
  "@type": "PriceSpecification",
  price,
  priceCurrency: "JPY",
  valueAddedTaxIncluded: false,
  ...(name ? { name } : {}),
});

const monthly = { billingDuration: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" } } as const;

/**
 * A plan's price as schema.org price specifications, read from the formulas'
 * rates (domain/pricing/pricing.ts): a fixed fee, a price per unit, or both.
 * Two rates for one unit (remote or on-site hours, web or native screens) are two specifications.
 */
export function planPriceSpecifications(planId: PlanId, locale: Locale): PriceSpecification[] {
  const unitText = planCard(planId, locale)?.unitText ?? "";
  const rates: Record<string, unknown> = planRates[planId];
  const minimum = typeof rates.minimum === "number" ? { minPrice: rates.minimum } : {};
  const perUnit = (key: string, unit: keyof typeof unitCodes, extra: Partial<UnitPriceSpecification> = {}) => {
    const rate = rates[key];
    if (typeof rate === "number") return [unitPrice(rate, unit, unitText, { ...minimum, ...extra })];
    if (rate && typeof rate === "object")
      return Object.entries(rate as Record<string, number>).map(([variant, price]) =>
        unitPrice(price, unit, `${unitText} (${variant})`, { ...minimum, ...extra, name: variant }),
      );
    return [];
  };
  const blocks = { value: PAGES_PER_BLOCK, unitCode: "ZP" } as const;
  const specs: PriceSpecification[] = [
    ...(typeof rates.base === "number" ? [fixed(rates.base)] : []),
    ...perUnit("perPage", "page"),
    ...perUnit("perExtraRevision", "revision", { name: "revision" }),
    ...perUnit("perScreen", "screen"),
    ...perUnit("perFeature", "feature"),
    ...perUnit("perHour", "hour"),
    ...perUnit("perGigabyte", "gb"),
    ...perUnit("perMonth", "month"),
    ...perUnit("perBlock", "page", { referenceQuantity: { "@type": "QuantitativeValue", ...blocks } }),
    ...perUnit("perBlockPerMonth", "page", {
      referenceQuantity: { "@type": "QuantitativeValue", ...blocks },
      ...monthly,
    }),
  ];
  return planBilling(planId) === "monthly" && !rates.perBlockPerMonth
    ? specs.map((s) => ({ ...s, ...monthly }) as PriceSpecification)
    : specs;
}

/** Which plans price which service (the calculator's categories, or single plans). */
const servicePlans: Partial<Record<CoreServiceId | AdditionalServiceId, (PlanId | `category:${PricingCategoryId}`)[]>> =
  {
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

function plansOf(id: CoreServiceId | AdditionalServiceId, locale: Locale): PlanId[] {
  return (servicePlans[id] ?? []).flatMap((p) =>
    p.startsWith("category:")
      ? plansByCategory(p.slice("category:".length) as PricingCategoryId, locale).map((c) => c.id)
      : [p as PlanId],
  );
}

/** A Service per core and additional service, each with an Offer per plan that prices it. */
export function servicesJsonLd(locale: Locale, siteUrl: string): Graph {
  const pricing = pageUrl(siteUrl, "/pricing-calculator", locale);
  const services = [...coreServices, ...additionalServices].map((service): Service => {
    const text = service[locale];
    const offers = plansOf(service.id, locale).map((plan): Offer => ({
      "@type": "Offer",
      "@id": `${pricing}#${plan}`,
      name: planCard(plan, locale)?.title ?? plan,
      url: pricing,
      priceCurrency: "JPY",
      priceSpecification: planPriceSpecifications(plan, locale),
      seller: organizationRef(siteUrl),
    }));
    return {
      "@type": "Service",
      "@id": `${pageUrl(siteUrl, "/services", locale)}#${service.id}`,
      name: text.title,
      description: text.description,
      url: `${pageUrl(siteUrl, "/services", locale)}#${service.id}`,
      provider: organizationRef(siteUrl),
      areaServed: { "@type": "Country", name: "Japan" },
      ...(offers.length ? { offers } : {}),
    };
  });
  return { "@context": "https://schema.org", "@graph": services };
}

/** A Person per team member, working for the organisation. */
export function teamJsonLd(locale: Locale, siteUrl: string): Graph {
  const team = pageUrl(siteUrl, "/team", locale);
  const people = teamMembers.map((m): Person => ({
    "@type": "Person",
    "@id": `${absoluteUrl(siteUrl, "/team")}#${m.id}`,
    name: locale === "ja" ? m.name : m.nameEn,
    alternateName: locale === "ja" ? m.nameEn : m.name,
    jobTitle: m.role[locale],
    description: m.bio[locale],
    knowsAbout: locale === "ja" ? m.skills : m.skillsEn,
    sameAs: [m.linkedin, m.github, m.isocialize].filter((u): u is string => Boolean(u)),
    ...(m.image ? { image: absoluteUrl(siteUrl, m.image.src) } : {}),
    url: team,
    worksFor: organizationRef(siteUrl),
  }));
  return { "@context": "https://schema.org", "@graph": people };
}

/** A case study as an Article: the client's industry and its figures are stated in the text. */
export function caseStudyArticleJsonLd(caseStudy: CaseStudy, locale: Locale, siteUrl: string): WithContext<Article> {
  const text = caseStudy.text[locale];
  const url = pageUrl(siteUrl, `/case-studies/${caseStudy.id}`, locale);
  const figures = text.metrics.map((m) => `${m.label}: ${m.value}`).join(locale === "ja" ? "、" : "; ");
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: text.title,
    description: text.summary,
    abstract: `${text.client} (${text.industry}). ${figures}.`,
    articleBody: [text.overview, ...text.results, text.conclusion].join("\n\n"),
    image: absoluteUrl(siteUrl, caseStudy.heroImageUrl),
    datePublished: caseStudy.publishedAt,
    inLanguage: locale,
    keywords: text.tags.join(", "),
    about: { "@type": "Thing", name: text.industry },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organizationRef(siteUrl),
    publisher: organizationRef(siteUrl),
  };
}
