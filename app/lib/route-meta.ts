import type { MetaDescriptor } from "react-router";

/** A page's meta export: the tags its loader computed on the server (app/lib/page-data.server.ts). */
export function metaFromData({ data }: { data?: unknown }): MetaDescriptor[] {
  return (data as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [];
}

// --- Transitional: pages not yet converted to loader-computed meta use metaFor. ---
import type { PageKey } from "../content/seo";
import { localeFromPath } from "../i18n/paths";
import { pageMeta, siteUrlFrom } from "./seo";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/** @deprecated use pageData() in the loader and metaFromData. */
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
