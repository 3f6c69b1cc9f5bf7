import { company } from "../../../content/company";
import { markdownTwinLabels } from "../../../content/markdown-twins";
import { seo, type PageKey, type PageSeo } from "../../../content/seo";
import { locales, type Locale } from "../../i18n/locales";
import { localizePath } from "../../i18n/paths";
import { absoluteUrl } from "../absolute-url";
import { blocks, heading, link, quote, text } from "./markdown";
import { twinPath } from "./twin-path";

/** The language names a twin uses for its alternates: each language in its own words. */
const languageNames: Record<Locale, string> = { ja: "日本語", en: "English" };

/** What a twin is built from: its spec route, language and the site's absolute origin. */
export interface TwinContext {
  /** The spec route in its Japanese form ("/services", "/case-studies/seo-computer-repair"). */
  route: string;
  locale: Locale;
  siteUrl: string;
}

/** An absolute link to a spec route in the twin's language (the HTML page, as the page's own links go). */
export function pageLink(ctx: TwinContext, label: string, route: string): string {
  return link(label, absoluteUrl(ctx.siteUrl, localizePath(route, ctx.locale)));
}

/**
 * A twin as a whole: the page's h1, its description, the HTML page and every
 * language's twin named with absolute links, then the body.
 */
export function twinDocument(
  ctx: TwinContext,
  page: { key: PageKey; h1: string; seo?: PageSeo },
  body: readonly string[],
): string {
  const entry = page.seo ?? seo[ctx.locale][page.key];
  const labels = markdownTwinLabels[ctx.locale];
  const htmlUrl = absoluteUrl(ctx.siteUrl, localizePath(ctx.route, ctx.locale));
  const alternates = locales.map((l) => {
    const twinUrl = absoluteUrl(ctx.siteUrl, twinPath(localizePath(ctx.route, l)));
    return `- ${text(languageNames[l])} (${l}): ${link(twinUrl, twinUrl)}`;
  });
  return `${blocks(
    heading(1, page.h1),
    quote(entry.description),
    `${text(labels.page)}: ${link(htmlUrl, htmlUrl)}`,
    `${text(labels.alternates)}:\n${alternates.join("\n")}`,
    body,
    `---\n\n${text(company.legalName[ctx.locale])} · ${link(company.email, `mailto:${company.email}`)} · ${text(company.phone.international)}`,
  )}\n`;
}
