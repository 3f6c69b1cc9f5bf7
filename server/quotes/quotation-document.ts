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
  taxBreakdown,
  type PlanId,
  type Specifications,
} from "../../domain/pricing/pricing";
import { describePriceLine } from "../../domain/pricing/pricing-breakdown";
import { japanDay } from "./quotation-dates";
import { specificationRows } from "./specification-rows";

/** One row of the quotation's item table, every figure already formatted. */
export interface QuotationItem {
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
  recipient: string[];
  lead: string;
  issuer: { heading: string; lines: string[] };
  totalHeading: string;
  total: string;
  planLabel: string;
  plan: string;
  columns: [string, string, string, string];
  items: QuotationItem[];
  sums: [string, string][];
  monthlyNote: string | null;
  specificationsHeading: string;
  specifications: [string, string][];
  noSpecifications: string;
  notes: string[];
  paymentTermsHeading: string;
  paymentTerms: string[];
}

/** A completed quote as its quotation needs it (quote-emails.ts's CompletedQuote, plus the quotation's own facts). */
export interface QuotationFacts {
  id: string;
  /** Q-YYMM-NNNN: the quotation number. */
  reference: string;
  name: string;
  email: string;
  language: Locale;
  planId: PlanId;
  specifications: Partial<Specifications>;
  company: string | null;
  issuedAt: string;
  validUntil: string;
}

export function formatDay(iso: string, language: Locale): string {
  const { year, month, day } = japanDay(iso);
  return quotation[language].dateFormat(year, month, day);
}

/** The quotation of a completed quote, from the server's own price computation. */
export function quotationDocument(q: QuotationFacts, registrationNumber: string | undefined): QuotationDocument {
  const lang = q.language;
  const t = quotation[lang];
  const labels = pricingLabels[lang];
  const specs = normalizeSpecifications(q.planId, q.specifications);
  const { total, lines } = calculatePrice(q.planId, specs);
  const { tax, totalWithTax } = taxBreakdown(total);
  const issueDate = formatDay(q.issuedAt, lang);
  const validUntil = formatDay(q.validUntil, lang);
  const items = lines.map((line): QuotationItem => {
    const described = describePriceLine(line, lang);
    const counted = line.unit && line.quantity !== undefined && line.unitPrice !== undefined;
    return {
      label: described.label,
      quantity: counted ? labels.quantity[line.unit!](line.quantity!) : t.lumpSum,
      unitPrice: formatYen(counted ? line.unitPrice! : line.amount, lang),
      amount: described.amount,
    };
  });
  const recipient = [...(q.company ? [t.companyAddress(q.company)] : []), t.personAddress(q.name)];
  const issuerLines = [
    company.legalName[lang],
    company.address.full[lang],
    `${t.phone}: ${lang === "ja" ? company.phone.display : company.phone.international}`,
    `${t.email}: ${company.email}`,
    ...(registrationNumber ? [`${t.registrationNumber}: ${registrationNumber}`] : []),
  ];
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
    recipient,
    lead: t.lead,
    issuer: { heading: t.issuer, lines: issuerLines },
    totalHeading: t.totalWithTaxHeading,
    total: formatYen(totalWithTax, lang),
    planLabel: t.plan,
    plan: planName(q.planId, lang),
    columns: [t.item, t.quantity, t.unitPrice, t.amount],
    items,
    sums: [
      [labels.subtotal, formatYen(total, lang)],
      [labels.tax, formatYen(tax, lang)],
      [labels.totalWithTax, formatYen(totalWithTax, lang)],
    ],
    monthlyNote: planBilling(q.planId) === "monthly" ? t.monthly : null,
    specificationsHeading: t.specifications,
    specifications: specificationRows({ planId: q.planId, specifications: specs }, lang),
    noSpecifications: t.noSpecifications,
    notes: [t.estimateNote],
    paymentTermsHeading: t.paymentTermsHeading,
    paymentTerms: [...t.paymentTerms],
  };
}

export function planName(planId: PlanId, lang: Locale): string {
  return planCard(planId, lang)?.title ?? planId;
}
