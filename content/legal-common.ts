import { defineContent } from "../domain/i18n/dictionary";
import type { Locale } from "../domain/i18n/locales";
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
  /** "第1条（適用）", "1. Business information" ... */
  heading: (n: number, title: string) => string;
  sections: LegalSection[];
}

const legalCommon = defineContent({
  ja: {
    tocLabel: "目次",
    lastUpdated: (year: number) => `最終更新日：${year}年1月`,
    itemMarker: (n: number) => `（${n}）`,
  },
  en: {
    tocLabel: "Contents",
    lastUpdated: (year: number) => `Last updated: January ${year}`,
    itemMarker: (n: number) => `(${n})`,
  },
});

/** A legal block as printed: enumerated items carry their marker ("（1）", "(1)"). */
export type LegalPageBlock =
  Exclude<LegalBlock, { type: "items" }> | { type: "items"; items: { marker: string; text: string }[] };

/**
 * A legal text with every heading, marker and date already written out: plain
 * data a loader can send (functions do not serialise), so the component only renders.
 */
export interface LegalPage {
  hero: LegalText["hero"];
  intro: string[];
  tocLabel: string;
  lastUpdated: string;
  sections: { id: string; heading: string; blocks: LegalPageBlock[] }[];
}

export function legalPage(text: LegalText, locale: Locale, lastUpdatedYear: number): LegalPage {
  const common = legalCommon[locale];
  const printed = (block: LegalBlock): LegalPageBlock =>
    block.type === "items"
      ? { type: "items", items: block.items.map((item, i) => ({ marker: common.itemMarker(i + 1), text: item })) }
      : block;
  return {
    hero: text.hero,
    intro: text.intro,
    tocLabel: common.tocLabel,
    lastUpdated: common.lastUpdated(lastUpdatedYear),
    sections: text.sections.map((s, i) => ({
      id: s.id,
      heading: text.heading(i + 1, s.title),
      blocks: s.blocks.map(printed),
    })),
  };
}

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
