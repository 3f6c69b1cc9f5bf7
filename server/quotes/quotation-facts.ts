import { isPlanId } from "../../domain/pricing/pricing";
import type { QuotationFacts } from "./quotation-document";
import { storedSpecifications, type QuoteRow } from "./quote-view";

/**
 * `quotes.service_type` of a quotation staff made from a contact or chat lead with lines of their own:
 * it has no calculator plan, and its lines are in its versions from the start.
 */
export const CUSTOM_QUOTATION = "custom";

/** The facts of a completed quote's quotation, or null while it has none (incomplete, or completed before migration 007). */
export function quotationFacts(row: QuoteRow): QuotationFacts | null {
  if (row.status !== "complete" || !row.reference || !row.completed_at || !row.valid_until) return null;
  const custom = row.service_type === CUSTOM_QUOTATION;
  if (!custom && !isPlanId(row.service_type)) return null;
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    company: row.company ?? null,
    language: row.language,
    planId: custom ? null : (row.service_type as QuotationFacts["planId"]),
    specifications: custom ? {} : storedSpecifications(row),
    issuedAt: row.completed_at,
    validUntil: row.valid_until,
  };
}
