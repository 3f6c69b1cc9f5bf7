import { locales } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import { absoluteUrl } from "./seo";
import { specRoutes } from "./prerender-paths";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml with an entry per page and language, each naming its alternates (hreflang). */
export function buildSitemap(siteUrl: string): string {
  const entries = specRoutes.flatMap((route) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map((l) => ({ lang: l, href: absoluteUrl(siteUrl, localizePath(route, l)) })),
        { lang: "x-default", href: absoluteUrl(siteUrl, route) },
      ]
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, localizePath(route, locale)))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
