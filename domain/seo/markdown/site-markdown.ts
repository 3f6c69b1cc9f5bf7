import { company } from "../../../content/company";
import { isCaseStudyId } from "../../../content/case-study-ids";
import { seo } from "../../../content/seo";
import { locales, type Locale } from "../../i18n/locales";
import { localizePath } from "../../i18n/paths";
import type { SiteSettings } from "../../settings/site-settings";
import { specRoutes } from "../prerender-paths";
import { absoluteUrl } from "../absolute-url";
import { blocks, heading, link, quote, text } from "./markdown";
import { privacyTwin, termsTwin } from "./legal-twins";
import {
  caseStudiesTwin,
  caseStudyTwin,
  companyTwin,
  contactTwin,
  homeTwin,
  portfolioTwin,
  servicesTwin,
  teamTwin,
} from "./page-twins";
import { pricingTwin } from "./pricing-twin";
import type { TwinContext } from "./twin-frame";
import { twinPath } from "./twin-path";

type Settings = Pick<
  SiteSettings,
  "SITE_URL" | "SCHEDULER_URL" | "RETENTION_MONTHS" | "INCOMPLETE_QUOTE_RETENTION_DAYS"
>;

/** One page's twin: where it is served and what it says. */
export interface MarkdownTwin {
  /** The page's URL path ("/en/services"). */
  pagePath: string;
  /** The twin's URL path ("/en/services.md"). */
  path: string;
  locale: Locale;
  markdown: string;
}

const fixedTwins: Record<string, (ctx: TwinContext, settings: Settings) => string> = {
  "/": homeTwin,
  "/services": servicesTwin,
  "/case-studies": caseStudiesTwin,
  "/portfolio": portfolioTwin,
  "/company": companyTwin,
  "/team": teamTwin,
  "/contact": (ctx, settings) => contactTwin(ctx, settings.SCHEDULER_URL),
  "/pricing-calculator": pricingTwin,
  "/terms": termsTwin,
  "/privacy": privacyTwin,
};

function render(route: string, ctx: TwinContext, settings: Settings): string {
  const id = route.startsWith("/case-studies/") ? route.slice("/case-studies/".length) : null;
  if (id !== null) {
    if (!isCaseStudyId(id)) throw new Error(`No case study ${id}`);
    return caseStudyTwin(ctx, id);
  }
  const twin = fixedTwins[route];
  if (!twin) throw new Error(`No Markdown twin for ${route}`);
  return twin(ctx, settings);
}

/** Every prerendered page's twin in every language, built from the content modules (never from the HTML). */
export function markdownTwins(settings: Settings): MarkdownTwin[] {
  return locales.flatMap((locale) =>
    specRoutes.map((route) => {
      const pagePath = localizePath(route, locale);
      return {
        pagePath,
        path: twinPath(pagePath),
        locale,
        markdown: render(route, { route, locale, siteUrl: settings.SITE_URL }, settings),
      };
    }),
  );
}

/**
 * /llms-full.txt (llmstxt.org): the whole site in one Markdown file, a section per
 * page and language; each twin's headings move one level down under its section.
 */
export function buildLlmsFull(twins: readonly MarkdownTwin[], siteUrl: string): string {
  const sections = twins.map((twin) => {
    const url = absoluteUrl(siteUrl, twin.pagePath);
    const body = twin.markdown.replace(/^(#{1,5}) /gm, "#$1 ").trimEnd();
    return blocks(`<!-- ${url} (${twin.locale}) -->`, body);
  });
  return `${blocks(
    heading(1, `${company.legalName.en} (${company.legalName.ja})`),
    quote(seo.en.home.description),
    `${text("Every page of the site in Markdown, in Japanese and English. The same pages one by one:")} ${link(
      absoluteUrl(siteUrl, "/llms.txt"),
      absoluteUrl(siteUrl, "/llms.txt"),
    )}`,
    sections,
  )}\n`;
}

/** Every Markdown file the build writes into the client folder: the twins and /llms-full.txt. */
export function siteMarkdownFiles(settings: Settings): Map<string, string> {
  const twins = markdownTwins(settings);
  return new Map([
    ...twins.map((t) => [t.path, t.markdown] as const),
    ["/llms-full.txt", buildLlmsFull(twins, settings.SITE_URL)],
  ]);
}
