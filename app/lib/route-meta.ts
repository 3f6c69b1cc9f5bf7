import type { MetaDescriptor } from "react-router";
import type { PageKey } from "../content/seo";
import { localeFromPath } from "../i18n/paths";
import { pageMeta, siteUrlFrom } from "./seo";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/** The meta export of an ordinary page: its SEO entry in the URL's language. */
export function metaFor(page: PageKey, options: { noindex?: boolean } = {}) {
  return ({ location, matches }: MetaArgs): MetaDescriptor[] =>
    pageMeta({
      page,
      locale: localeFromPath(location.pathname),
      pathname: location.pathname,
      siteUrl: siteUrlFrom(matches),
      noindex: options.noindex,
    });
}
