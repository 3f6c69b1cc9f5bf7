import { chatQuickOptions, chatWidget } from "../../content/chat-widget";
import { company } from "../../content/company";
import { footer, navigation, notFound } from "../../content/navigation";
import type { Locale } from "./locales";

/**
 * The text every page needs (navigation, footer, 404, company facts) in one
 * language. The root loader sends it with the page, so the browser bundle carries
 * no copy text at all (docs/decisions/005-content-through-loaders.md).
 */
export function sharedDictionary(locale: Locale) {
  return {
    nav: navigation[locale],
    footer: footer[locale],
    notFound: notFound[locale],
    // The chat button's label and the panel's texts: the panel's code loads on first use, its words come with every page.
    chat: { ...chatWidget[locale], quickOptions: chatQuickOptions[locale] },
    company: {
      legalName: company.legalName[locale],
      shortName: company.shortName[locale],
      address: company.address.full[locale],
      email: company.email,
      phone: company.phone,
      hours: company.hours.label[locale],
      social: company.social,
      version: company.version,
    },
  };
}

export type SharedDictionary = ReturnType<typeof sharedDictionary>;
