import { getCaseStudy } from "../../content/case-studies";
import { caseStudyIds } from "../../content/case-study-ids";
import { company } from "../../content/company";
import { seo, type PageKey } from "../../content/seo";
import { socialImageCopy } from "../../content/social-images";
import { locales, type Locale } from "../i18n/locales";
import { stripLocale } from "../i18n/paths";
import { specRoutes } from "./prerender-paths";

/** Every page's own sharing image: 1200×630 PNG, made at build time (scripts/build-social-images.mjs). */
export const SOCIAL_IMAGE = { width: 1200, height: 630, urlPrefix: "/social/" } as const;

/** The image's name for a page: its route ("/" is "home", "/case-studies/x" is "case-studies-x"). */
function imageName(page: PageKey, basePath: string): string {
  if (page === "notFound") return "not-found";
  if (basePath === "/") return "home";
  return basePath.replace(/^\/+|\/+$/g, "").replaceAll("/", "-");
}

/** Site-relative URL of a page's sharing image: /social/<language>/<name>.png. */
export function socialImagePath(page: PageKey, pathname: string, locale: Locale): string {
  return `${SOCIAL_IMAGE.urlPrefix}${locale}/${imageName(page, stripLocale(pathname))}.png`;
}

/** What one sharing image shows; `path` is where the build writes it (site-relative). */
export interface SocialCard {
  path: string;
  locale: Locale;
  eyebrow: string;
  title: string;
  description: string;
  footer: string;
  /** Picks the decoration, so sections differ at a glance as well as by their words. */
  motif: number;
}

const pageOfRoute: Record<string, PageKey> = {
  "/": "home",
  "/services": "services",
  "/case-studies": "caseStudies",
  "/portfolio": "portfolio",
  "/company": "company",
  "/team": "team",
  "/contact": "contact",
  "/pricing-calculator": "pricing",
  "/terms": "terms",
  "/privacy": "privacy",
};

/** "サービス一覧 | 多摩川デジタルワークス" -> "サービス一覧"; the home page's title keeps its second half. */
function headline(title: string, locale: Locale): string {
  const parts = title.split(" | ");
  const own = parts.filter((p) => p !== company.shortName[locale]);
  return own.join(" | ") || title;
}

/** Every sharing image the build makes: each spec route and the 404 page, in both languages. */
export function socialCards(): SocialCard[] {
  const routes: { page: PageKey; path: string }[] = [
    ...specRoutes.map((path) => ({ page: pageOfRoute[path] ?? "caseStudies", path })),
    { page: "notFound", path: "/404" },
  ];
  return locales.flatMap((locale) =>
    routes.map(({ page, path }, index) => {
      const copy = socialImageCopy[locale];
      const caseId = caseStudyIds.find((id) => path === `/case-studies/${id}`);
      const entry = seo[locale][page];
      const text = caseId ? getCaseStudy(caseId).text[locale] : undefined;
      return {
        path: socialImagePath(page, path, locale),
        locale,
        eyebrow: text ? copy.caseStudy : company.shortName[locale],
        title: text ? text.title : headline(entry.title, locale),
        description: text ? text.summary : entry.description,
        footer: `${company.legalName[locale]} · ${copy.footer}`,
        motif: index,
      };
    }),
  );
}
