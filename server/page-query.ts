import { contactPage } from "../content/contact-page";
import { parsePortfolioFilter } from "../content/portfolio";
import { contactOutcome } from "../domain/forms/contact-outcome";
import { localeFromPath, stripLocale } from "../domain/i18n/paths";

/**
 * The part of a query string that changes what a page shows, as a canonical
 * query ("category=mobile"), or "" when nothing does: then the prerendered page
 * is the answer. Tracking parameters (utm_*, gclid, fbclid, ...) and anything
 * else a page does not read are ignored, and so are values the page would ignore
 * itself, so the set of pages to render is small and known in advance.
 *
 * Each rule reads the parameters with the same function as the page does, so the
 * two cannot disagree on what is shown.
 */
const rules: Record<string, (params: URLSearchParams, pathname: string) => string> = {
  // app/routes/portfolio.tsx: ?category= narrows the list; unknown values show everything.
  "/portfolio": (params) => {
    const filter = parsePortfolioFilter(params.get("category"));
    return filter === "all" ? "" : `category=${filter}`;
  },
  // app/routes/contact.tsx: ?sent=1 or ?error=<known key> after a form post without JavaScript.
  "/contact": (params, pathname) => {
    const locale = localeFromPath(pathname);
    const outcome = contactOutcome(new URL(`http://x/?${params}`), locale, contactPage[locale]);
    if (!outcome) return "";
    return outcome.kind === "sent" ? "sent=1" : `error=${encodeURIComponent(params.get("error")!)}`;
  },
};

export function pageQuery(pathname: string, search: string): string {
  if (search === "" || search === "?") return "";
  const rule = rules[stripLocale(pathname)];
  return rule ? rule(new URLSearchParams(search), pathname) : "";
}
