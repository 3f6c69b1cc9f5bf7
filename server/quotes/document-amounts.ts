/** The consumption-tax rates a line can carry: the standard rate and the reduced rate (軽減税率). */
export const TAX_RATES = [10, 8] as const;
export type TaxRate = (typeof TAX_RATES)[number];
export const STANDARD_RATE: TaxRate = 10;

/** What the amounts read of a quotation's line (QuotationLine in quotation-document.ts). */
export interface PricedLine {
  quantity: number;
  unitPrice: number;
  discount: number;
  monthly: boolean;
  /** Absent on lines issued before reduced-rate lines existed: the standard rate. */
  taxRate?: TaxRate;
}

/** One rate's part of a group: the amount before tax and its tax. */
export interface RatePart {
  rate: TaxRate;
  subtotal: number;
  tax: number;
}

/**
 * Amounts before tax, the tax and with tax. The tax is rounded down once per rate for the whole group
 * (適格請求書: one rounding per rate per document); `rates` holds each rate's part, standard rate first.
 */
export interface Amounts {
  subtotal: number;
  tax: number;
  total: number;
  rates: RatePart[];
}

export const lineAmount = (line: Pick<PricedLine, "quantity" | "unitPrice" | "discount">) =>
  line.quantity * line.unitPrice - line.discount;

export const rateOf = (line: Pick<PricedLine, "taxRate">): TaxRate => line.taxRate ?? STANDARD_RATE;

export function amountsOf(lines: PricedLine[]): Amounts {
  const rates = TAX_RATES.flatMap((rate): RatePart[] => {
    const at = lines.filter((line) => rateOf(line) === rate);
    if (!at.length) return [];
    const subtotal = at.reduce((sum, line) => sum + lineAmount(line), 0);
    // Integer percent, so floating point never shaves off a yen.
    return [{ rate, subtotal, tax: Math.floor((subtotal * rate) / 100) }];
  });
  const subtotal = rates.reduce((sum, part) => sum + part.subtotal, 0);
  const tax = rates.reduce((sum, part) => sum + part.tax, 0);
  return {
    subtotal,
    tax,
    total: subtotal + tax,
    rates: rates.length ? rates : [{ rate: STANDARD_RATE, subtotal, tax }],
  };
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

const ZERO: Amounts = { subtotal: 0, tax: 0, total: 0, rates: [] };

/** The one-off amounts a version stores and emails quote (zero for a quotation of monthly lines only). */
export const oneOffAmounts = (lines: PricedLine[]): Amounts => splitAmounts(lines).oneOff ?? ZERO;
