import { company } from "../../content/company";
import { planCard } from "../../content/pricing-plans";
import { pricingLabels } from "../../content/pricing-labels";
import { quotation } from "../../content/quotation";
import type { Locale } from "../../domain/i18n/locales";
import {
  calculatePrice,
  formatYen,
  normalizeSpecifications,
  planBilling,
  type PlanId,
  type PriceUnit,
  type Specifications,
} from "../../domain/pricing/pricing";
import { describePriceLine } from "../../domain/pricing/pricing-breakdown";
import { DEFAULT_PAYMENT_TERMS, type PaymentTerms } from "../../domain/invoices/payment-terms";
import { lineAmount, rateOf, splitAmounts, STANDARD_RATE, type Amounts, type TaxRate } from "./document-amounts";
import { japanDay } from "./quotation-dates";
import { specificationRows } from "./specification-rows";

/**
 * The issuer's settings every document is frozen with at issue: the 登録番号 (INVOICE_REGISTRATION_NUMBER)
 * and the payment terms (INVOICE_PAYMENT_TERMS) the quotation prints and the invoice's due date follows.
 */
export interface IssuerSettings {
  registrationNumber: string | undefined;
  paymentTerms: PaymentTerms;
}

/** One row of the quotation's item table, every figure already formatted. */
export interface QuotationItem {
  /** A monthly line's label carries its mark (月額); a discount is an item of its own with a minus amount. */
  label: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

/**
 * Everything a quotation shows, as text in its language: the PDF and the online
 * copy both draw this, so they cannot disagree. Plain data, so it can cross to
 * the mail thread.
 */
export interface QuotationDocument {
  language: Locale;
  title: string;
  number: string;
  fileName: string;
  /** [label, value] pairs under the title: number, issue date, valid until. */
  meta: [string, string][];
  issueDate: string;
  validUntil: string;
  /** The addressee: company 御中, person 様, or company then person 様 (never both honorifics on one party). */
  recipient: string[];
  lead: string;
  /** [label, value] rows under the addressee: 件名 and 納期. */
  particulars: [string, string][];
  issuer: { heading: string; lines: string[] };
  /** 担当者: the lead's assignee, or the company. */
  contactPerson: [string, string];
  /** The seal space: its label (印) and the company-seal image's path, if there is one. */
  seal: { label: string; image: string | null };
  /** On a revision (改訂版): the marker and the sentence naming the version it supersedes. */
  revision: { label: string; supersedes: string } | null;
  totalHeading: string;
  total: string;
  /** Beside the one-off total, the monthly fee with tax (never added into it); absent on older documents. */
  monthlyTotal?: [string, string] | null;
  planLabel: string;
  plan: string;
  columns: [string, string, string, string];
  items: QuotationItem[];
  /** [label, value] rows; a third element "total" marks a group's closing row (drawn emphasised). */
  sums: SumRow[];
  monthlyNote: string | null;
  specificationsHeading: string;
  specifications: [string, string][];
  noSpecifications: string;
  notes: string[];
  notesHeading: string;
  /** 見積条件・備考: validity, payment (monthly wording only with a monthly item), fees. */
  paymentTermsHeading: string;
  paymentTerms: string[];
}

export type SumRow = [string, string] | [string, string, "total"];

/** A line's unit: a pricing unit (page, hour, month…) or 件 (a count of items). */
export type LineUnit = PriceUnit | "item";

/**
 * One editable line of a quotation, in whole yen: what staff change in a revision.
 * amount = quantity × unitPrice − discount. `unit` is a line unit or null for a lot (式).
 * `taxRate` is absent on lines at the standard rate (every line issued before reduced-rate lines).
 */
export interface QuotationLine {
  label: string;
  quantity: number;
  unit: LineUnit | null;
  unitPrice: number;
  discount: number;
  monthly: boolean;
  taxRate?: TaxRate;
}

/** A completed quote as its quotation needs it (quote-emails.ts's CompletedQuote, plus the quotation's own facts). */
export interface QuotationFacts {
  id: string;
  /** Q-YYMM-NNNN: the quotation number. */
  reference: string;
  name: string;
  email: string;
  language: Locale;
  /** The calculator plan; null for a quotation staff made with lines of their own (its lines are given). */
  planId: PlanId | null;
  specifications: Partial<Specifications>;
  company: string | null;
  issuedAt: string;
  validUntil: string;
  /** The lead's assignee's name; the company stands in when there is none. */
  contactPerson?: string | null;
  /** Set by a revision: the lines, the 納期 and the notes staff wrote (else computed from the plan). */
  lines?: QuotationLine[] | null;
  delivery?: string | null;
  extraNotes?: string | null;
  /** The 件名 staff wrote in a revision (else the default from the plan and its main figure). */
  subject?: string | null;
  /** The quotation number this one supersedes (a 改訂版), if any. */
  supersedes?: string | null;
  /** The company-seal image to print in the seal space (content-images/company/seal.png), if present. */
  sealImage?: string | null;
}

/** The lines the price computation gives a plan, as editable lines (version 1 of every quotation). */
export function computedLines(
  planId: PlanId | null,
  specifications: Partial<Specifications>,
  lang: Locale,
): QuotationLine[] {
  if (!planId) return [];
  const monthlyPlan = planBilling(planId) === "monthly";
  return calculatePrice(planId, normalizeSpecifications(planId, specifications)).lines.map((line) => {
    const counted = line.unit && line.quantity !== undefined && line.unitPrice !== undefined;
    return {
      label: describePriceLine(line, lang).label,
      quantity: counted ? line.quantity! : 1,
      unit: counted ? line.unit! : null,
      unitPrice: counted ? line.unitPrice! : line.amount,
      discount: 0,
      // A set-up fee is charged once even on a monthly plan.
      monthly: monthlyPlan && line.kind !== "setup",
    };
  });
}

export { lineAmount };

/** The addressee's lines: never 御中 and 様 together (a person named at a company is addressed as the person). */
export function addressee(name: string | null | undefined, companyName: string | null | undefined, lang: Locale) {
  const t = quotation[lang];
  const person = name?.trim();
  const org = companyName?.trim();
  if (org && person) return [org, t.personWithCompany(person)];
  if (org) return [t.companyOnly(org)];
  return [t.personAddress(person ?? "")];
}

export function formatDay(iso: string, language: Locale): string {
  const { year, month, day } = japanDay(iso);
  return quotation[language].dateFormat(year, month, day);
}

/**
 * The quotation of a completed quote: from the server's own price computation, or from the lines
 * of a revision. Everything it prints is in here as text, so a stored copy is the issued document.
 */
export function quotationDocument(
  q: QuotationFacts,
  registrationNumber: string | undefined,
  paymentTerms: PaymentTerms = DEFAULT_PAYMENT_TERMS,
): QuotationDocument {
  const lang = q.language;
  const t = quotation[lang];
  const specs = q.planId ? normalizeSpecifications(q.planId, q.specifications) : {};
  const lines = q.lines ?? computedLines(q.planId, specs, lang);
  const split = splitAmounts(lines);
  const issueDate = formatDay(q.issuedAt, lang);
  const validUntil = formatDay(q.validUntil, lang);
  const items = quotationItems(lines, lang, (line) => (line.monthly ? t.monthlyLine(line.label) : line.label));
  const reduced = lines.some((line) => rateOf(line) !== STANDARD_RATE);
  const issuerLines = [
    company.legalName[lang],
    company.address.full[lang],
    `${t.phone}: ${lang === "ja" ? company.phone.display : company.phone.international}`,
    `${t.email}: ${company.email}`,
    ...(registrationNumber ? [`${t.registrationNumber}: ${registrationNumber}`] : []),
  ];
  const plan = planName(q.planId, lang);
  const specifications = q.planId ? specificationRows({ planId: q.planId, specifications: specs }, lang) : [];
  const monthly = lines.some((line) => line.monthly);
  const oneOff = lines.some((line) => !line.monthly);
  return {
    language: lang,
    title: t.title,
    number: q.reference,
    fileName: t.fileName(q.reference),
    meta: [
      [t.number, q.reference],
      [t.issueDate, issueDate],
      [t.validUntil, validUntil],
    ],
    issueDate,
    validUntil,
    recipient: addressee(q.name, q.company, lang),
    lead: t.lead,
    particulars: [
      [
        t.subject,
        q.subject?.trim() ||
          (q.planId
            ? t.subjectText(
                plan,
                specifications.slice(0, 1).map(([, value]) => value),
              )
            : t.customSubject),
      ],
      [t.delivery, q.delivery?.trim() || t.deliveryToBeAgreed],
    ],
    issuer: { heading: t.issuer, lines: issuerLines },
    contactPerson: [t.contactPerson, q.contactPerson?.trim() || company.legalName[lang]],
    seal: { label: t.seal, image: q.sealImage ?? null },
    revision: q.supersedes ? { label: t.revision, supersedes: t.supersedes(q.supersedes) } : null,
    // The お見積金額 is the one-off total; a quotation of monthly lines only shows its monthly fee there.
    totalHeading: split.oneOff ? t.totalWithTaxHeading : t.monthlyTotalHeading,
    total: formatYen((split.oneOff ?? split.monthly)?.total ?? 0, lang),
    monthlyTotal: split.oneOff && split.monthly ? [t.monthlyTotalHeading, formatYen(split.monthly.total, lang)] : null,
    planLabel: t.plan,
    plan,
    columns: [t.item, t.quantity, t.unitPrice, t.amount],
    items,
    sums: [
      ...(split.oneOff ? sumRows(split.oneOff, t.oneOffSums, lang) : []),
      ...(split.monthly ? sumRows(split.monthly, t.monthlySums, lang) : []),
    ],
    monthlyNote:
      [monthly ? t.monthlyApart : null, reduced ? t.reducedRateNote : null].filter(Boolean).join(" ") || null,
    specificationsHeading: t.specifications,
    specifications,
    noSpecifications: t.noSpecifications,
    notes: [...(q.extraNotes?.trim() ? q.extraNotes.trim().split(/\r?\n/) : []), ...(q.lines ? [] : [t.estimateNote])],
    notesHeading: t.notesHeading,
    paymentTermsHeading: t.conditionsHeading,
    paymentTerms: [
      t.conditionValidity(validUntil),
      ...(oneOff || !monthly ? [t.conditionOneOff(paymentTerms)] : []),
      ...(monthly ? [t.conditionMonthly(paymentTerms)] : []),
      t.conditionFees,
    ],
  };
}

/**
 * The item rows of lines: each line at its full amount, then its discount as a minus line of its own,
 * so the amounts add up on the page as they do in the sums.
 */
export function quotationItems(
  lines: QuotationLine[],
  lang: Locale,
  label: (line: QuotationLine) => string,
): QuotationItem[] {
  const t = quotation[lang];
  const labels = pricingLabels[lang];
  return lines.flatMap((line): QuotationItem[] => {
    const item: QuotationItem = {
      label: rateOf(line) === STANDARD_RATE ? label(line) : t.reducedLine(label(line)),
      quantity: line.unit
        ? line.unit === "item"
          ? t.itemCount(line.quantity)
          : labels.quantity[line.unit](line.quantity)
        : line.quantity === 1
          ? t.lumpSum
          : String(line.quantity),
      unitPrice: formatYen(line.unitPrice, lang),
      amount: formatYen(line.quantity * line.unitPrice, lang),
    };
    if (!line.discount) return [item];
    const discount = formatYen(-line.discount, lang);
    const discountLabel = t.discountLine(label(line));
    return [
      item,
      {
        label: rateOf(line) === STANDARD_RATE ? discountLabel : t.reducedLine(discountLabel),
        quantity: t.lumpSum,
        unitPrice: discount,
        amount: discount,
      },
    ];
  });
}

function sumRows(
  amounts: Amounts,
  words: { subtotal: string; tax: (rate: number) => string; total: string },
  lang: Locale,
): SumRow[] {
  return [
    [words.subtotal, formatYen(amounts.subtotal, lang)],
    // One tax row per rate: the reduced rate's tax stands apart (適格請求書).
    ...amounts.rates.map((part): SumRow => [words.tax(part.rate), formatYen(part.tax, lang)]),
    [words.total, formatYen(amounts.total, lang), "total"],
  ];
}

export function planName(planId: PlanId | null, lang: Locale): string {
  if (!planId) return quotation[lang].customPlan;
  return planCard(planId, lang)?.title ?? planId;
}
