import type { Locale } from "../../domain/i18n/locales";
import { FuzzyIndex } from "./fuzzy-index";
import { loadJapaneseTokenizer, ReadingVocabulary } from "./japanese-readings";
import { collectKnowledge } from "./knowledge/knowledge-base";
import type { KnowledgeDoc } from "./knowledge/knowledge-doc";
import { PublishedSentences } from "./published-sentences";
import { SearchIndex } from "./search-index";
import { synonymGroups } from "./synonyms";

export interface Knowledge {
  index: SearchIndex;
  /** The forgiving second reading (typos, kana); undefined until `ready` resolves. */
  fuzzy?: FuzzyIndex;
  /** Kana questions rewritten into the site's words; undefined until `ready` resolves. */
  vocabulary?: ReadingVocabulary;
  /** Every published sentence, for a part no page answers as a whole; undefined until `ready` resolves. */
  sentences?: PublishedSentences;
  /** Resolves once the Japanese readings are loaded and the fuzzy index is built (or could not be). */
  ready: Promise<void>;
  /** The same document in another language (ids are shared). */
  find(id: string, language: Locale): KnowledgeDoc | undefined;
}

export function buildKnowledge(docs: KnowledgeDoc[] = collectKnowledge()): Knowledge {
  const byKey = new Map(docs.map((d) => [`${d.language}|${d.id}`, d]));
  const knowledge: Knowledge = {
    index: new SearchIndex(docs),
    find: (id, language) => byKey.get(`${language}|${id}`),
    ready: Promise.resolve(),
  };
  knowledge.ready = loadJapaneseTokenizer().then(() => {
    knowledge.fuzzy = new FuzzyIndex(docs);
    knowledge.sentences = new PublishedSentences(docs);
    const japanese = docs.filter((d) => d.language === "ja").flatMap((d) => [d.title, ...d.keywords, d.body]);
    knowledge.vocabulary = new ReadingVocabulary([...Object.values(synonymGroups).flat(), ...japanese]);
  });
  return knowledge;
}

let shared: Knowledge | undefined;
/** Built once per process on first use; the fuzzy index follows when the dictionary has loaded. */
export function sharedKnowledge(): Knowledge {
  shared ??= buildKnowledge();
  return shared;
}
