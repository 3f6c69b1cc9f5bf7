import { taxBreakdown } from "../../domain/pricing/pricing";

/** What the amounts read of a quotation's line (QuotationLine in quotation-document.ts). */
export interface PricedLine {
  quantity: number;
  unitPrice: number;
  discount: number;
  monthly: boolean;
}

/** Amounts before tax, the tax (rounded once for the whole group, 適格請求書 rule) and with tax. */
export interface Amounts {
  subtotal: number;
  tax: number;
  total: number;
}

export const lineAmount = (line: Pick<PricedLine, "quantity" | "unitPrice" | "discount">) =>
  line.quantity * line.unitPrice - line.discount;

export function amountsOf(lines: PricedLine[]): Amounts {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const { tax, totalWithTax } = taxBreakdown(subtotal);
  return { subtotal, tax, total: totalWithTax };
}

/**
 * A quotation's money, one-off and monthly apart: the お見積金額 is the one-off total, and monthly lines
 * have a subtotal and tax of their own (each rounded once), never added into it. Null where a part has no line.
 */
export function splitAmounts(lines: PricedLine[]): { oneOff: Amounts | null; monthly: Amounts | null } {
  const oneOff = lines.filter((line) => !line.monthly);
  const monthly = lines.filter((line) => line.monthly);
  return {
    oneOff: oneOff.length ? amountsOf(oneOff) : null,
    monthly: monthly.length ? amountsOf(monthly) : null,
  };
}

const ZERO: Amounts = { subtotal: 0, tax: 0, total: 0 };

/** The one-off amounts a version stores and emails quote (zero for a quotation of monthly lines only). */
export const oneOffAmounts = (lines: PricedLine[]): Amounts => splitAmounts(lines).oneOff ?? ZERO;
