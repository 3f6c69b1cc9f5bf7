/**
 * The one payment-terms rule: when an invoice falls due, counted from its issue day. The quotation
 * prints it as its 見積条件 and the invoice computes its お支払期限 from it, so the two cannot disagree.
 * "month-end+N": the last day of the Nth month after the issue month (翌月末 is N = 1, 当月末 N = 0);
 * "days+N": N calendar days after the issue day.
 */
export type PaymentTerms = { kind: "month-end"; months: number } | { kind: "days"; days: number };

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = { kind: "month-end", months: 1 };

/** A calendar day (in Japan time: the company's documents are dated there). */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** Reads the setting ("month-end+1", "days+30"); null when it is not one of the two forms or out of range. */
export function parsePaymentTerms(text: string): PaymentTerms | null {
  const match = /^(month-end|days)\+(\d{1,3})$/.exec(text.trim());
  if (!match) return null;
  const n = Number(match[2]);
  if (match[1] === "month-end") return n <= 3 ? { kind: "month-end", months: n } : null;
  return n >= 1 && n <= 120 ? { kind: "days", days: n } : null;
}

/** The due day of an invoice issued on `issued`. */
export function dueDay(issued: Day, terms: PaymentTerms): Day {
  // Date.UTC only as a calendar: day 0 of the following month is the last day of the month.
  const date =
    terms.kind === "month-end"
      ? new Date(Date.UTC(issued.year, issued.month + terms.months, 0))
      : new Date(Date.UTC(issued.year, issued.month - 1, issued.day + terms.days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** A "YYYY-MM-DD" form value as a real calendar day, or null (2026-02-30 is not one). */
export function parseDay(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : null;
}

export const dayKey = (d: Day) => `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
