import type { Locale } from "../../app/i18n/locales";
import { collectKnowledge } from "./knowledge/knowledge-base.server";
import type { KnowledgeDoc } from "./knowledge/knowledge-doc.server";
import { SearchIndex } from "./search-index.server";

export interface Knowledge {
  index: SearchIndex;
  /** The same document in another language (ids are shared). */
  find(id: string, language: Locale): KnowledgeDoc | undefined;
}

export function buildKnowledge(docs: KnowledgeDoc[] = collectKnowledge()): Knowledge {
  const byKey = new Map(docs.map((d) => [`${d.language}|${d.id}`, d]));
  return { index: new SearchIndex(docs), find: (id, language) => byKey.get(`${language}|${id}`) };
}

let shared: Knowledge | undefined;
/** Built once per process on first use (a few milliseconds; the content is compiled in). */
export function sharedKnowledge(): Knowledge {
  shared ??= buildKnowledge();
  return shared;
}
