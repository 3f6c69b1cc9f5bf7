import { chatReplies } from "../../content/chat-replies";
import type { Locale } from "../../domain/i18n/locales";
import { topicNounsOf } from "./japanese-readings";
import type { KnowledgeDoc } from "./knowledge/knowledge-doc";
import { SearchIndex } from "./search-index";
import { isCjk, isStopword, normalizeText, segment } from "./text-features";

// Sentence ends in both languages; a list line is a sentence of its own.
const sentenceEnd = /(?<=[。！？])|(?<=[.!?])\s+(?=[A-Z0-9"“(])|\n+/u;

// Below this share of the part's weight covered, a sentence only shares a word with it.
const SENTENCE_CONFIDENCE = 0.25;

export interface PublishedSentence {
  /** The page (document) the sentence is published on. */
  doc: KnowledgeDoc;
  sentence: string;
}

/**
 * Every published sentence, indexed once at start-up, one index per language. Before the assistant says the site
 * does not say something, the part is looked up here: only the sentences sharing a feature with it are scored (the
 * index's postings), and the best one answers only if it, read with its page's title, explains every topic word of
 * the part. A sentence that shares a keyword but leaves a word unexplained is a neighbouring clause, not the answer.
 */
export class PublishedSentences {
  private readonly indexes = new Map<Locale, { index: SearchIndex; origin: Map<string, PublishedSentence> }>();

  constructor(docs: readonly KnowledgeDoc[]) {
    const byLanguage = new Map<Locale, KnowledgeDoc[]>();
    for (const doc of docs) byLanguage.set(doc.language, [...(byLanguage.get(doc.language) ?? []), doc]);
    for (const [language, list] of byLanguage) {
      const origin = new Map<string, PublishedSentence>();
      const sentenceDocs: KnowledgeDoc[] = [];
      for (const doc of list) {
        const sentences = new Set(
          [doc.body, doc.answer].flatMap((text) => text.split(sentenceEnd).map((s) => s?.trim() ?? "")),
        );
        for (const sentence of sentences) {
          if ([...sentence].length < 8 || sentence === doc.title) continue;
          const id = `${doc.id}#${origin.size}`;
          origin.set(id, { doc, sentence });
          sentenceDocs.push({ ...doc, id, keywords: [], body: sentence, answer: sentence, concepts: [] });
        }
      }
      this.indexes.set(language, { index: new SearchIndex(sentenceDocs), origin });
    }
  }

  /** The published sentence that answers the part, or null when none explains everything it asks. */
  find(part: string, language: Locale): PublishedSentence | null {
    const entry = this.indexes.get(language);
    if (!entry) return null;
    const nouns = topicNounsOf(part);
    for (const hit of entry.index.search(part, { limit: 3 })) {
      if (hit.confidence < SENTENCE_CONFIDENCE) break;
      // A subject's verb and a phrase's words count for the sentence that names them ("do you monitor around the clock").
      const { words, unexplained } = entry.index.explains(part, [hit.doc], nouns, true);
      if (words.length === 0 || unexplained.length > 0) continue;
      // A concept alone (uptime for monitoring) is a neighbour: the sentence must also use one of the words itself.
      const text = normalizeText(`${hit.doc.title} ${hit.doc.body}`);
      const own = segment(normalizeText(part)).words.filter((w) => !isCjk(w) && w.length >= 4 && !isStopword(w));
      if (
        [...words, ...own].some((word) =>
          text.includes(isCjk(word) ? word : word.slice(0, Math.max(4, word.length - 2))),
        )
      )
        return entry.origin.get(hit.doc.id) ?? null;
    }
    return null;
  }
}

/** The sentence as an answer of its own: quoted under its page's title, linked to the page. */
export function sentenceDoc({ doc, sentence }: PublishedSentence): KnowledgeDoc {
  const quoted = sentence.replace(/^[-・*]\s*/u, "");
  return { ...doc, answer: chatReplies[doc.language].answers.titled(doc.title, quoted) };
}
