import { navigation } from "../../../content/navigation";
import { privacyFor } from "../../../content/privacy";
import { dataRetention } from "../../../domain/settings/data-retention";
import { terms } from "../../../content/terms";
import type { Locale } from "../../../domain/i18n/locales";
import { conceptsIn } from "../synonyms";

export type DocKind =
  | "service"
  | "price"
  | "caseStudy"
  | "company"
  | "hours"
  | "contact"
  | "terms"
  | "privacy"
  | "team"
  | "portfolio"
  | "overview";

/**
 * One thing the assistant can say, derived from a content module. The same id in
 * both languages lets a question in one language find the answer and reply in the other.
 */
export interface KnowledgeDoc {
  id: string;
  kind: DocKind;
  language: Locale;
  title: string;
  /** Matched like the title but never shown (tags, ids, names in the other script). */
  keywords: string[];
  /** Matched with less weight than title and keywords. */
  body: string;
  /** The reply, plain text. */
  answer: string;
  /** Spec route the answer cites, e.g. "/services#seo"; localised when the reply is built. */
  path: string;
  linkLabel: string;
  /** Concepts (server/chat/synonyms.ts) the document is about even if its text does not say so. */
  concepts?: string[];
  /** The price entries (document ids) that answer "how much is it?" about this document, best first. */
  prices?: string[];
}

/** The page name visitors see in the menu, for link labels ("料金シミュレーター"). */
export function pageLabel(path: string, language: Locale): string {
  const page = path.split("#")[0] || "/";
  if (page === "/terms") return terms[language].hero.title;
  // The title does not depend on the periods.
  if (page === "/privacy") return privacyFor(dataRetention)[language].hero.title;
  const nav = navigation[language];
  const item =
    nav.mobile.find((link) => link.to === page) ??
    nav.mobile.find((link) => link.to !== "/" && page.startsWith(link.to));
  return item?.label ?? nav.home.label;
}

/** Plain text of a list of strings, for matching. */
export const joinText = (...parts: (string | string[] | undefined)[]) => parts.flat().filter(Boolean).join("\n");

/** Cuts long legal prose to a readable reply without breaking a character in two. */
export function excerpt(text: string, max = 220): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** Concepts named by a content id ("cloud-migration" -> cloud, migration): what the entry is about. */
export function idConcepts(id: string): string[] {
  return [...conceptsIn(id.replace(/-/g, " "))];
}
