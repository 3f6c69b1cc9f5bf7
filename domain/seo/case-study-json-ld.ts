import type { CaseStudy } from "../../content/case-studies";
import { caseStudyDetailPage } from "../../content/case-studies-page";
import { company } from "../../content/company";
import type { Locale } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import { absoluteUrl } from "./seo";

/** Article and BreadcrumbList structured data for a case-study detail page (schema.org). */
export function caseStudyJsonLd(caseStudy: CaseStudy, locale: Locale, siteUrl: string): object[] {
  const text = caseStudy.text[locale];
  const labels = caseStudyDetailPage[locale];
  const url = absoluteUrl(siteUrl, localizePath(`/case-studies/${caseStudy.id}`, locale));
  const organization = {
    "@type": "Organization",
    "@id": `${absoluteUrl(siteUrl, "/")}#organization`,
    name: company.legalName[locale],
    url: absoluteUrl(siteUrl, localizePath("/", locale)),
  };
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: text.title,
      description: text.summary,
      image: absoluteUrl(siteUrl, caseStudy.heroImageUrl),
      datePublished: caseStudy.publishedAt,
      inLanguage: locale,
      keywords: text.tags.join(", "),
      about: text.industry,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      author: organization,
      publisher: organization,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: labels.homeLabel,
          item: absoluteUrl(siteUrl, localizePath("/", locale)),
        },
        {
          "@type": "ListItem",
          position: 2,
          name: labels.listLabel,
          item: absoluteUrl(siteUrl, localizePath("/case-studies", locale)),
        },
        { "@type": "ListItem", position: 3, name: text.title, item: url },
      ],
    },
  ];
}
