import { caseStudies, hasDetailPage } from "../../content/case-studies";
import { company } from "../../content/company";
import type { Locale } from "../i18n/locales";
import { seo, type PageKey } from "../../content/seo";
import { localizePath } from "../i18n/paths";
import { twinPath } from "./markdown/twin-path";
import { absoluteUrl } from "./seo";

const pages: { key: PageKey; path: string }[] = [
  { key: "home", path: "/" },
  { key: "services", path: "/services" },
  { key: "caseStudies", path: "/case-studies" },
  { key: "portfolio", path: "/portfolio" },
  { key: "company", path: "/company" },
  { key: "team", path: "/team" },
  { key: "contact", path: "/contact" },
  { key: "pricing", path: "/pricing-calculator" },
  { key: "terms", path: "/terms" },
  { key: "privacy", path: "/privacy" },
];

/**
 * llms.txt (llmstxt.org): a Markdown map of the site for AI crawlers, built from the content modules.
 * It links each page's Markdown twin (the proposal's ".md" versions); the HTML pages name them too.
 */
export function buildLlmsTxt(siteUrl: string): string {
  const en = "en" as const;
  const link = (path: string, title: string, description: string) =>
    `- [${title}](${absoluteUrl(siteUrl, path)}): ${description}`;
  /** Each case study with a page of its own, under the case-study list. */
  const caseStudyLinks = (locale: Locale) =>
    caseStudies.filter(hasDetailPage).map((c) => {
      const text = c.text[locale];
      return `  ${link(twinPath(localizePath(`/case-studies/${c.id}`, locale)), text.title, text.summary)}`;
    });
  const lines = [
    `# ${company.legalName.en} (${company.legalName.ja})`,
    "",
    `> ${seo.en.home.description}`,
    "",
    `${company.shortName.en} is an IT services company in ${company.address.localityEn}, ${company.address.regionEn}, Japan, founded in ${company.founded.year}. ` +
      `Address: ${company.address.full.en}. Email: ${company.email}. Phone: ${company.phone.international}. ` +
      `Business hours: ${company.hours.label.en}. Staff: ${company.staff.label.en}. Capital: ${company.capital.label.en}. ` +
      `Track record: ${company.stats.map((s) => `${s.value} ${s.label.en.toLowerCase()}`).join(", ")}. ` +
      `Free consultation, replies within ${company.promises.replyWithinHours} hours, support in Japanese and English.`,
    "",
    "## Pages (English)",
    "",
    // Each page's Markdown twin: the same content as the HTML page, without the markup (decision 026).
    ...pages.map((p) => link(twinPath(localizePath(p.path, en)), seo.en[p.key].title, seo.en[p.key].description)),
    ...caseStudyLinks(en),
    "",
    "## Pages (日本語)",
    "",
    ...pages.map((p) => link(twinPath(p.path), seo.ja[p.key].title, seo.ja[p.key].description)),
    ...caseStudyLinks("ja"),
    "",
    "## Optional",
    "",
    link(
      "/llms-full.txt",
      "The whole site",
      "every page in both languages in one Markdown file, with every plan and case study",
    ),
    link("/sitemap.xml", "Sitemap", "every page in both languages with hreflang alternates"),
    "",
  ];
  return lines.join("\n");
}
