import { isPlanId } from "../../domain/pricing/pricing";
import type { QuotationFacts } from "./quotation-document";
import { storedSpecifications, type QuoteRow } from "./quote-view";

/** The facts of a completed quote's quotation, or null while it has none (incomplete, or completed before migration 007). */
export function quotationFacts(row: QuoteRow): QuotationFacts | null {
  if (row.status !== "complete" || !row.reference || !row.completed_at || !row.valid_until) return null;
  if (!isPlanId(row.service_type)) return null;
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    company: row.company ?? null,
    language: row.language,
    planId: row.service_type,
    specifications: storedSpecifications(row),
    issuedAt: row.completed_at,
    validUntil: row.valid_until,
  };
}
