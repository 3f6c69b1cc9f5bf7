import type { Selectable } from "kysely";
import {
  calculatePrice,
  isPlanId,
  taxBreakdown,
  type PriceLine,
  type Specifications,
} from "../../domain/pricing/pricing";
import type { QuoteTable } from "../db/schema";

export type QuoteRow = Selectable<QuoteTable>;

export interface QuoteBreakdown {
  /** Itemised pre-tax lines; they sum to estimatedPrice. */
  lines: PriceLine[];
  /** Pre-tax total, the same figure as estimatedPrice. */
  subtotal: number;
  tax: number;
  totalWithTax: number;
}

/** The stored specifications as an object; a row saved by an older version still reads as {}. */
export function storedSpecifications(row: Pick<QuoteRow, "specifications">): Partial<Specifications> {
  if (!row.specifications) return {};
  try {
    const parsed: unknown = JSON.parse(row.specifications);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Partial<Specifications>) : {};
  } catch {
    return {};
  }
}

/** The estimate as the server computes it: recomputed from plan and specifications, never read from the client. */
export function breakdownOf(row: Pick<QuoteRow, "service_type" | "specifications">): QuoteBreakdown | null {
  if (!isPlanId(row.service_type)) return null;
  const { total, lines } = calculatePrice(row.service_type, storedSpecifications(row));
  return { lines, subtotal: total, ...taxBreakdown(total) };
}

/** What GET /api/quotes/:id answers: the visitor's own quote, without the token hash. */
export function quoteView(row: QuoteRow) {
  return {
    id: row.id,
    status: row.status,
    language: row.language,
    name: row.name,
    email: row.email,
    serviceType: row.service_type,
    specifications: row.service_type ? storedSpecifications(row) : null,
    estimatedPrice: row.estimated_price ?? 0,
    breakdown: breakdownOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}
