import type { MetaDescriptor } from "react-router";
import type { Localized } from "../../domain/i18n/dictionary";
import type { Locale } from "../../domain/i18n/locales";
import { localeFromPath } from "../../domain/i18n/paths";
import type { PageKey, PageSeo } from "../../content/seo";
import { pageMeta } from "../../domain/seo/seo";
import { pageSettings } from "./page-settings.server";

export interface PageData<T> {
  locale: Locale;
  content: T;
  meta: MetaDescriptor[];
}

interface Options {
  override?: PageSeo;
  jsonLd?: object[];
  breadcrumbs?: { name: string; route: string }[];
  noindex?: boolean;
}

/**
 * What a page's loader returns: its copy in the URL's language and its meta tags.
 * Runs on the server and at prerender time only, so neither the copy of the other
 * language nor the SEO tables reach the browser bundle.
 */
export function pageData<T>(
  request: Request,
  page: PageKey,
  content: Localized<T>,
  options: Options = {},
): PageData<T> {
  const pathname = new URL(request.url).pathname;
  const locale = localeFromPath(pathname);
  return {
    locale,
    content: content[locale],
    meta: pageMeta({ page, locale, pathname, siteUrl: pageSettings().SITE_URL, ...options }),
  };
}

/** The locale of a request, for loaders that build their own data. */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}
