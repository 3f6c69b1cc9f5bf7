import { leadNotifications } from "../../content/lead-notifications";
import type { Locale } from "../../domain/i18n/locales";
import { button } from "./email-layout";
import { html, type SafeHtml } from "./html";

/** The lead's page in the staff office, as the company's notification emails link to it. */
export function officeLeadUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl.replace(/\/$/, "")}/staff/leads/${leadId}`;
}

/** The link's text and HTML parts; empty without a site address (a caller that has none, e.g. a test helper). */
export function officeLinkParts(siteUrl: string | undefined, leadId: string, lang: Locale = "ja") {
  if (!siteUrl) return { text: [] as string[], html: html`` as SafeHtml };
  const url = officeLeadUrl(siteUrl, leadId);
  const label = leadNotifications[lang].officeLink;
  return { text: [`${label}: ${url}`, ""], html: button(url, label) };
}
