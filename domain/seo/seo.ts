import type { MetaDescriptor } from "react-router";
import type { ProfessionalService, WithContext } from "schema-dts";
import { company } from "../../content/company";
import { seo, type PageKey, type PageSeo } from "../../content/seo";
import { locales, ogLocale, type Locale } from "../i18n/locales";
import { localizePath, stripLocale } from "../i18n/paths";
import { twinPath } from "./markdown/twin-path";
import { absoluteUrl } from "./absolute-url";
import { breadcrumbJsonLd, organizationId } from "./structured-data";
import { navigation } from "../../content/navigation";
import { SOCIAL_IMAGE, socialImagePath } from "./social-images";

/** Root loader data: the third-party embeds pages may show (set by app/loaders/public-config.server.ts). */
export interface RootData {
  embeds: { video: string; scheduler: string; map: string };
}

export { absoluteUrl };

export function businessJsonLd(locale: Locale, siteUrl: string): WithContext<ProfessionalService> {
  const a = company.address;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId(siteUrl),
    name: company.legalName[locale],
    alternateName: company.legalName[locale === "ja" ? "en" : "ja"],
    description: seo[locale].home.description,
    url: absoluteUrl(siteUrl, localizePath("/", locale)),
    logo: absoluteUrl(siteUrl, "/icon-512.png"),
    image: absoluteUrl(siteUrl, "/og-image.jpg"),
    email: company.email,
    telephone: company.phone.international,
    priceRange: "¥¥",
    foundingDate: company.founded.iso,
    numberOfEmployees: { "@type": "QuantitativeValue", value: company.staff.employees },
    address: {
      "@type": "PostalAddress",
      streetAddress: a.street[locale],
      addressLocality: locale === "ja" ? a.locality : a.localityEn,
      addressRegion: locale === "ja" ? a.region : a.regionEn,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: a.geo.latitude, longitude: a.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    ],
    areaServed: [
      { "@type": "Country", name: "Japan" },
      { "@type": "Place", name: "Worldwide" },
    ],
    knowsLanguage: ["ja", "en"],
    sameAs: company.social.map((s) => s.url),
  };
}

interface PageMetaInput {
  page: PageKey;
  locale: Locale;
  /** The current pathname, with or without the /en prefix. */
  pathname: string;
  siteUrl: string;
  /** Replaces the page's table entry (case-study details have their own). */
  override?: PageSeo;
  /** Extra JSON-LD objects (Article, Service, Person, ...). */
  jsonLd?: object[];
  /** The trail below the home page; a page's own title by default. The home page has none. */
  breadcrumbs?: { name: string; route: string }[];
  /** Keeps a page out of the index (404). */
  noindex?: boolean;
}

/** Title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD for one page. */
export function pageMeta({
  page,
  locale,
  pathname,
  siteUrl,
  override,
  jsonLd = [],
  breadcrumbs,
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const entry = override ?? seo[locale][page];
  const basePath = stripLocale(pathname);
  const canonical = absoluteUrl(siteUrl, localizePath(basePath, locale));
  const other: Locale = locale === "ja" ? "en" : "ja";
  // Each page shares its own picture, in its language (made at build time: scripts/build-social-images.mjs).
  const image = absoluteUrl(siteUrl, socialImagePath(page, pathname, locale));
  const descriptors: MetaDescriptor[] = [
    { title: entry.title },
    { name: "description", content: entry.description },
    { name: "keywords", content: entry.keywords.join(", ") },
    { property: "og:type", content: page === "home" ? "website" : "article" },
    { property: "og:site_name", content: company.legalName[locale] },
    { property: "og:title", content: entry.title },
    { property: "og:description", content: entry.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:alt", content: entry.title },
    { property: "og:locale", content: ogLocale[locale] },
    { property: "og:locale:alternate", content: ogLocale[other] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: entry.title },
    { name: "twitter:description", content: entry.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: entry.title },
    { name: "geo.region", content: company.address.regionCode },
    { name: "geo.placename", content: company.address.localityEn },
    { "script:ld+json": businessJsonLd(locale, siteUrl) },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
  if (page !== "home" && !noindex) {
    const trail = breadcrumbs ?? [{ name: entry.title.split(" | ")[0]!, route: basePath }];
    const home = navigation[locale].home.label;
    descriptors.push({ "script:ld+json": breadcrumbJsonLd(siteUrl, locale, trail, home) });
  }
  if (noindex) {
    descriptors.push({ name: "robots", content: "noindex" });
  } else {
    descriptors.push({ tagName: "link", rel: "canonical", href: canonical });
    for (const l of locales) {
      descriptors.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: l,
        href: absoluteUrl(siteUrl, localizePath(basePath, l)),
      });
    }
    descriptors.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(siteUrl, localizePath(basePath, "ja")),
    });
    // The page as Markdown, built from the same content (decision 026).
    descriptors.push({
      tagName: "link",
      rel: "alternate",
      type: "text/markdown",
      href: absoluteUrl(siteUrl, twinPath(localizePath(basePath, locale))),
    });
  }
  return descriptors;
}
