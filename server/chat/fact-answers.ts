import { chatReplies } from "../../content/chat-replies";
import type { Locale } from "../../domain/i18n/locales";
import { availabilityNote } from "./hours-note";
import type { KnowledgeDoc } from "./knowledge/knowledge-doc";
import type { Knowledge } from "./knowledge";
import { markdownLink } from "./reply-format";
import { conceptsIn } from "./synonyms";
import { normalizeText } from "./text-features";

/**
 * The company's facts as rows, each answering one concept: any of them asked in one part
 * ("capital, founding year and the representative") are answered together, in the order asked.
 */
const factRows: Record<string, string> = {
  founded: "company:dateCreated",
  capital: "company:capital",
  leader: "company:representative",
  staff: "company:employees",
  bank: "company:mainBank",
  address: "contact:access",
  station: "contact:station",
  hours: "contact:hours",
  contact: "contact:details",
  reply: "contact:reply",
  strengths: "company:why",
  timeline: "contact:timeline",
  confidentiality: "contact:confidentiality",
  availability: "contact:availability",
};

// Concepts that say nothing beyond "about the company" or "tell me": they leave a part a question of facts.
const neutral = new Set(["company", "communicate", "team"]);

/** Where in the text a concept is first named, so rows answer in the order they were asked. */
function firstMention(normalized: string, concept: string): number {
  let best = Infinity;
  const words = normalized.split(/(?=[\s、。,.])/u);
  let offset = 0;
  for (const word of words) {
    if (conceptsIn(word).has(concept)) best = Math.min(best, offset);
    offset += word.length;
  }
  return best;
}

/**
 * The fact rows a part asks for, or null when it asks something else as well (a price, a service):
 * then the part is the search's to answer.
 */
export function factsAsked(part: string, knowledge: Knowledge, language: Locale): KnowledgeDoc[] | null {
  const normalized = normalizeText(part);
  const concepts = [...conceptsIn(normalized)];
  const facts = concepts.filter((c) => c in factRows);
  if (facts.length === 0 || concepts.some((c) => !(c in factRows) && !neutral.has(c))) return null;
  const docs = facts
    .sort((a, b) => firstMention(normalized, a) - firstMention(normalized, b))
    .map((c) => knowledge.find(factRows[c]!, language))
    .filter((doc): doc is KnowledgeDoc => doc !== undefined);
  return docs.length ? docs : null;
}

/** The rows' answers, one line each, with one link (the first row's page) unless the reply has linked it already. */
export function factReply(docs: KnowledgeDoc[], now: Date, language: Locale, linked = new Set<string>()): string {
  const lines = docs.map((doc) => doc.answer);
  if (docs.some((doc) => doc.kind === "hours")) lines.push(availabilityNote(now, language));
  const { linkLabel, path } = docs[0]!;
  if (!linked.has(path)) lines.push(chatReplies[language].answers.seeMore(markdownLink(linkLabel, path, language)));
  linked.add(path);
  return lines.join("\n");
}

// The request around what a part asks, left out when the part is named back: 「設立年も知りたいです」 → 設立年.
const requestEnding =
  /(?:について|に関して)?(?:も|を|は|って)?(?:教えて(?:ください|下さい|いただけますか|いただけますでしょうか|もらえますか|ほしいです)?|知りたいです|お聞きしたいです)?[\s。．、？?！!]*$/u;

// What a part needs to be named back as unanswered: a question, not a fragment like "quick one".
const asking =
  /[?？]\s*$|^(?:and |also |so )?(?:what|who|where|when|which|how|why|do|does|did|can|could|is|are|would|will|should)\b|(?:か|教えて(?:ください|下さい)?|知りたい(?:です)?)[\s。．]*$/iu;

export const asksSomething = (part: string) => asking.test(part.trim());

/** A part the site does not answer, named plainly so the visitor knows what is missing. */
export function notStatedReply(part: string, language: Locale): string {
  const topic = [
    ...part
      .trim()
      .replace(requestEnding, "")
      .replace(/^(?:and|also)\s+/iu, ""),
  ];
  const named = topic.length > 60 ? `${topic.slice(0, 60).join("")}…` : topic.join("");
  return chatReplies[language].fallback.notStated(named || part.trim());
}
