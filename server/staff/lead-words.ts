import { planCard } from "../../content/pricing-plans";
import { quotation } from "../../content/quotation";
import { CUSTOM_QUOTATION } from "../quotes/quotation-facts";
import { isPlanId } from "../../domain/pricing/plan-ids";
import { formatYen } from "../../domain/pricing/pricing";
import type { Locale } from "../../domain/i18n/locales";
import type { InboxRow } from "./inbox-query";

/** A quote's plan by its name in the reader's language ("Web制作ベーシック"), never its id ("web-basic"). */
export function planName(planId: string | null, lang: Locale): string | null {
  if (!planId) return null;
  if (planId === CUSTOM_QUOTATION) return quotation[lang].customPlan;
  return isPlanId(planId) ? (planCard(planId, lang)?.title ?? planId) : planId;
}

/** What a lead is about, in people's words: a quote's plan name and total with tax, else the latest message. */
export function leadAbout(row: InboxRow, lang: Locale): string {
  const quote = row.kind === "quote" || row.kind === "quote_draft";
  if (!quote) return row.latest_message ?? row.summary ?? "";
  const plan = planName(row.summary, lang) ?? "";
  const total = row.total_with_tax === null ? "" : formatYen(row.total_with_tax, lang);
  const about = [plan, total].filter(Boolean).join(" · ");
  return row.latest_message ? `${row.latest_message} (${about})` : about;
}
