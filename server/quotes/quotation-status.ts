import type { QuoteRow } from "./quote-view";

/** Where a quotation stands, as the office shows it (and as the visitor's online copy implies it). */
export const quotationStatuses = ["issued", "viewed", "accepted", "expired", "superseded"] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

/**
 * One rule for every screen: an acceptance stands whatever happens later; a version replaced by a
 * revision (`superseded`, which the caller knows from the quotation's versions) can no longer be
 * accepted, nor can one past its validity; otherwise it is viewed once its online copy was opened.
 */
export function quotationStatus(
  row: Pick<QuoteRow, "accepted_at" | "valid_until" | "viewed_at">,
  now: number,
  superseded = false,
): QuotationStatus {
  if (row.accepted_at) return "accepted";
  if (superseded) return "superseded";
  if (row.valid_until && Date.parse(row.valid_until) < now) return "expired";
  return row.viewed_at ? "viewed" : "issued";
}
