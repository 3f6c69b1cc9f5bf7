import { defineContent } from "../i18n/dictionary";
import type { Locale } from "../i18n/locales";
import { company } from "./company";

/** Building blocks of a legal text; the LegalDocument component renders them. */
export type LegalBlock =
  | { type: "p"; text: string }
  /** Numbered paragraphs of one article (第1項, 第2項 ...). */
  | { type: "clauses"; items: string[] }
  /** Enumerated items, printed （1）（2） in Japanese. */
  | { type: "items"; items: string[] }
  | { type: "bullets"; items: string[] }
  | { type: "facts"; rows: LegalFact[] };

export interface LegalFact {
  label: string;
  value: string;
  href?: string;
}

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalText {
  hero: { eyebrow: string; title: string; lead: string };
  intro: string[];
  tocLabel: string;
  /** "第1条（適用）", "1. Business information" ... */
  heading: (n: number, title: string) => string;
  sections: LegalSection[];
}

export const legalCommon = defineContent({
  ja: {
    lastUpdated: (year: number) => `最終更新日：${year}年1月`,
    itemMarker: (n: number) => `（${n}）`,
  },
  en: {
    lastUpdated: (year: number) => `Last updated: January ${year}`,
    itemMarker: (n: number) => `(${n})`,
  },
});

const contactLabels = defineContent({
  ja: { name: "会社名", address: "所在地", email: "メール", phone: "電話", hours: "受付時間" },
  en: { name: "Company", address: "Address", email: "Email", phone: "Phone", hours: "Hours" },
});

/** The contact desk both legal texts end with, straight from company.ts. */
export function contactFacts(locale: Locale): LegalFact[] {
  const l = contactLabels[locale];
  return [
    { label: l.name, value: company.legalName[locale] },
    { label: l.address, value: company.address.full[locale] },
    { label: l.email, value: company.email, href: `mailto:${company.email}` },
    { label: l.phone, value: company.phone.display, href: `tel:${company.phone.tel}` },
    { label: l.hours, value: company.hours.label[locale] },
  ];
}
