import { invoice } from "../../content/invoice";
import { company } from "../../content/company";
import { quotation } from "../../content/quotation";
import { formatYen } from "../../domain/pricing/pricing";
import { amountsOf, splitAmounts, STANDARD_RATE, type Amounts } from "./document-amounts";
import { japanDay } from "./quotation-dates";
import {
  formatDay,
  quotationItems,
  type QuotationDocument,
  type QuotationLine,
  type SumRow,
} from "./quotation-document";

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
  /** A re-issue's 再発行 marker and the sentence naming the voided invoice; on the voided copy, 取消 and its reason. */
  revision?: QuotationDocument["revision"];
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
  /** 取引年月日: the day of supply staff set at issue; a monthly line bills that month (its 対象期間). */
  supplyDate: string;
  registrationNumber: string;
  bankDetails: string;
  /** The number of the voided invoice this one re-issues. */
  replaces?: string | null;
  /** The company seal as it is at the invoice's issue (company-seal.ts); absent: the quotation's. */
  sealImage?: string | null;
}

/**
 * What an invoice bills: the one-off lines and one month of the monthly lines, with the tax rounded
 * once per rate for the whole invoice (適格請求書: one rounding per rate per invoice).
 */
export const invoiceAmounts = (lines: QuotationLine[]) => amountsOf(lines);

/** The 対象期間 a monthly line bills: the calendar month of the 取引年月日. */
export function servicePeriod(supplyDate: string, lang: InvoiceDocument["language"]): string {
  const { year, month } = japanDay(supplyDate);
  return invoice[lang].period(year, month);
}

/**
 * The sum rows, one-off and monthly apart, each with its own tax. The invoice's tax is still rounded
 * once (the legal figure, in 税率ごとの内訳); the one-off part takes its own rounded tax and the monthly
 * part the rest, so the parts add up to the invoice exactly.
 */
function sumRows(lines: QuotationLine[], period: string, lang: InvoiceDocument["language"]): SumRow[] {
  const t = invoice[lang];
  const q = quotation[lang];
  const yen = (n: number) => formatYen(n, lang);
  const whole = invoiceAmounts(lines);
  const { oneOff, monthly } = splitAmounts(lines);
  const monthlyWords = { ...q.monthlySums, subtotal: t.monthlySubtotal(period) };
  const taxRows = (words: { tax: (rate: number) => string }, parts: Amounts["rates"]): SumRow[] =>
    parts.map((part) => [words.tax(part.rate), yen(part.tax)]);
  if (!oneOff || !monthly) {
    const words = oneOff ? q.oneOffSums : monthlyWords;
    return [
      [words.subtotal, yen(whole.subtotal)],
      ...taxRows(words, whole.rates),
      [t.totalWithTax, yen(whole.total), "total"],
    ];
  }
  // Per rate, the monthly part's tax is the invoice's minus the one-off part's.
  const monthlyRates = monthly.rates.map((part) => ({
    ...part,
    tax:
      (whole.rates.find((w) => w.rate === part.rate)?.tax ?? 0) -
      (oneOff.rates.find((o) => o.rate === part.rate)?.tax ?? 0),
  }));
  const monthlyTax = monthlyRates.reduce((sum, part) => sum + part.tax, 0);
  return [
    [q.oneOffSums.subtotal, yen(oneOff.subtotal)],
    ...taxRows(q.oneOffSums, oneOff.rates),
    [q.oneOffSums.total, yen(oneOff.total), "total"],
    [monthlyWords.subtotal, yen(monthly.subtotal)],
    ...taxRows(monthlyWords, monthlyRates),
    [monthlyWords.total, yen(monthly.subtotal + monthlyTax), "total"],
    [t.totalWithTax, yen(whole.total), "total"],
  ];
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
  const monthly = lines.some((line) => line.monthly);
  const period = servicePeriod(facts.supplyDate, lang);
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
      [t.subject, t.subjectFrom(subject)],
      [t.transactionDate, formatDay(facts.supplyDate, lang)],
      ...(monthly ? ([[t.servicePeriod, period]] as [string, string][]) : []),
      [t.quotationNumber, accepted.number],
      ...(facts.replaces ? ([[t.replacesLabel, facts.replaces]] as [string, string][]) : []),
    ],
    issuer: { heading: accepted.issuer.heading, lines: issuerLines.length ? issuerLines : [company.legalName[lang]] },
    contactPerson: accepted.contactPerson,
    seal: facts.sealImage === undefined ? accepted.seal : { ...accepted.seal, image: facts.sealImage },
    revision: facts.replaces ? { label: t.reissued, supersedes: t.replaces(facts.replaces) } : null,
    totalHeading: t.totalHeading,
    total: yen(amounts.total),
    columns: accepted.columns,
    items: quotationItems(lines, lang, (line) => (line.monthly ? t.monthlyLine(line.label, period) : line.label)),
    sums: sumRows(lines, period, lang),
    monthlyNote: monthly ? t.monthly : null,
    taxHeading: t.taxHeading,
    taxRows: amounts.rates.flatMap((part): [string, string][] => [
      [t.taxable(part.rate), yen(part.subtotal)],
      [t.taxOf(part.rate), yen(part.tax)],
    ]),
    taxNote: amounts.rates.some((part) => part.rate !== STANDARD_RATE) ? t.reducedRate : t.allStandardRate,
    bankHeading: t.bankHeading,
    bank: facts.bankDetails,
    notesHeading: t.notesHeading,
    notes: [t.payBy(dueDate), t.fees],
  };
}

/**
 * The voided invoice's marked copy: the issued document unchanged but for the 取消 marker and a note
 * with the day and the reason (the issued document and its PDF are kept as they were).
 */
export function voidedCopy(issued: InvoiceDocument, voidedAt: string, reason: string): InvoiceDocument {
  const t = invoice[issued.language];
  return {
    ...issued,
    revision: { label: t.voided, supersedes: t.voidedNote(formatDay(voidedAt, issued.language), reason) },
  };
}
