import { invoice } from "../../content/invoice";
import { company } from "../../content/company";
import { quotation } from "../../content/quotation";
import { formatYen } from "../../domain/pricing/pricing";
import { amountsOf, splitAmounts } from "./document-amounts";
import { japanDay } from "./quotation-dates";
import {
  formatDay,
  quotationItems,
  type QuotationDocument,
  type QuotationLine,
  type SumRow,
} from "./quotation-document";

/** The consumption-tax rate every line is billed at (no reduced-rate items are sold). */
export const STANDARD_RATE = 10;

/**
 * Everything a 請求書 prints, as text in its language, frozen at issue like a quotation's document.
 * The head (addressee, issuer with 登録番号, seal, total) and the item table are the quotation's, so
 * the same drawing serves both; below them come the amounts per tax rate, the bank account and notes.
 */
export interface InvoiceDocument extends Pick<
  QuotationDocument,
  | "language"
  | "title"
  | "number"
  | "fileName"
  | "meta"
  | "recipient"
  | "lead"
  | "particulars"
  | "issuer"
  | "contactPerson"
  | "seal"
  | "totalHeading"
  | "total"
  | "columns"
  | "items"
  | "sums"
  | "monthlyNote"
  | "notesHeading"
  | "notes"
> {
  kind: "invoice";
  /** 税率ごとの内訳: [label, amount] rows (amount before tax per rate, its tax). */
  taxHeading: string;
  taxRows: [string, string][];
  taxNote: string;
  bankHeading: string;
  bank: string;
}

export interface InvoiceFacts {
  number: string;
  issuedAt: string;
  dueDate: string;
  /** 取引年月日: the day the quotation was accepted. */
  acceptedAt: string;
  registrationNumber: string;
  bankDetails: string;
}

/**
 * What an invoice bills: the one-off lines and one month of the monthly lines, taxed together once
 * per rate for the whole document (適格請求書: one rounding per rate per invoice).
 */
export const invoiceAmounts = (lines: QuotationLine[]) => amountsOf(lines);

/** The service month a monthly line bills: the month of the 取引年月日. */
export function servicePeriod(transactionDate: string, lang: InvoiceDocument["language"]): string {
  const { year, month } = japanDay(transactionDate);
  return invoice[lang].period(year, month);
}

/**
 * The invoice of an accepted quotation version: its addressee, subject and 担当者, its lines (a monthly
 * line marked with its 対象期間, a discount as a minus line), with the invoice's own facts.
 */
export function invoiceDocument(
  accepted: QuotationDocument,
  lines: QuotationLine[],
  facts: InvoiceFacts,
): InvoiceDocument {
  const lang = accepted.language;
  const t = invoice[lang];
  const q = quotation[lang];
  const yen = (n: number) => formatYen(n, lang);
  const dueDate = formatDay(facts.dueDate, lang);
  const subject = accepted.particulars.find(([label]) => label === q.subject)?.[1] ?? accepted.plan;
  // The quotation's issuer, with the registration number set now (an invoice without it is not qualified).
  const issuerLines = [
    ...accepted.issuer.lines.filter((line) => !line.startsWith(`${q.registrationNumber}:`)),
    `${q.registrationNumber}: ${facts.registrationNumber}`,
  ];
  const amounts = invoiceAmounts(lines);
  const { tax } = amounts;
  const split = splitAmounts(lines);
  const period = servicePeriod(facts.acceptedAt, lang);
  return {
    kind: "invoice",
    language: lang,
    title: t.title,
    number: facts.number,
    fileName: t.fileName(facts.number),
    meta: [
      [t.number, facts.number],
      [t.issueDate, formatDay(facts.issuedAt, lang)],
      [t.dueDate, dueDate],
    ],
    recipient: accepted.recipient,
    lead: t.lead,
    particulars: [
      [t.subject, subject],
      [t.transactionDate, formatDay(facts.acceptedAt, lang)],
      [t.quotationNumber, accepted.number],
    ],
    issuer: { heading: accepted.issuer.heading, lines: issuerLines.length ? issuerLines : [company.legalName[lang]] },
    contactPerson: accepted.contactPerson,
    seal: accepted.seal,
    totalHeading: t.totalHeading,
    total: yen(amounts.total),
    columns: accepted.columns,
    items: quotationItems(lines, lang, (line) => (line.monthly ? t.monthlyLine(line.label, period) : line.label)),
    sums: [
      ...(split.oneOff && split.monthly ? ([[t.oneOffSubtotal, yen(split.oneOff.subtotal)]] as SumRow[]) : []),
      ...(split.monthly ? ([[t.monthlySubtotal(period), yen(split.monthly.subtotal)]] as SumRow[]) : []),
      [t.taxable(STANDARD_RATE), yen(amounts.subtotal)],
      [t.taxOf(STANDARD_RATE), yen(tax)],
      [t.totalWithTax, yen(amounts.total), "total"],
    ],
    monthlyNote: split.monthly ? t.monthly : null,
    taxHeading: t.taxHeading,
    taxRows: [
      [t.taxable(STANDARD_RATE), yen(amounts.subtotal)],
      [t.taxOf(STANDARD_RATE), yen(tax)],
    ],
    taxNote: t.allStandardRate,
    bankHeading: t.bankHeading,
    bank: facts.bankDetails,
    notesHeading: t.notesHeading,
    notes: [t.payBy(dueDate), t.fees],
  };
}
