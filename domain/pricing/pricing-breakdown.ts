import { pricingLabels } from "../../content/pricing-labels";
import type { Locale } from "../i18n/locales";
import { formatYen, type PriceLine } from "./pricing";

export interface DescribedLine {
  label: string;
  /** "3 pages × ¥10,000"; empty for lump sums. */
  detail: string;
  amount: string;
}

/** One breakdown line as words, shared by the calculator page and the quote email. */
export function describePriceLine(line: PriceLine, language: Locale): DescribedLine {
  const labels = pricingLabels[language];
  const label = line.unit ? labels.unitItems[line.unit] : labels.lineKinds[line.kind];
  const detail =
    line.unit && line.quantity !== undefined && line.unitPrice !== undefined
      ? `${labels.quantity[line.unit](line.quantity)} × ${formatYen(line.unitPrice, language)}`
      : "";
  return { label, detail, amount: formatYen(line.amount, language) };
}
