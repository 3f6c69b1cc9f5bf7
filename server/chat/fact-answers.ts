import { chatReplies } from "../../content/chat-replies";
import type { Locale } from "../../domain/i18n/locales";
import { availabilityNote } from "./hours-note";
import type { KnowledgeDoc } from "./knowledge/knowledge-doc";
import type { Knowledge } from "./knowledge";
import { markdownLink } from "./reply-format";
import { topicNounsOf } from "./japanese-readings";
import { conceptsIn, withoutVisitorsOwn } from "./synonyms";
import { isMistypedStopword, normalizeText } from "./text-features";
import { ownNameWord } from "./answer-question";

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

// Rows that describe (why choose us, how confidential we are) rather than give one value: any wording may ask them.
const narrative = new Set(["strengths", "timeline", "confidentiality", "availability"]);

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
  const normalized = withoutVisitorsOwn(normalizeText(part));
  const concepts = [...conceptsIn(normalized)];
  const facts = concepts.filter((c) => c in factRows);
  if (facts.length === 0 || concepts.some((c) => !(c in factRows) && !neutral.has(c))) return null;
  const docs = facts
    .sort((a, b) => firstMention(normalized, a) - firstMention(normalized, b))
    .map((c) => knowledge.find(factRows[c]!, language))
    .filter((doc): doc is KnowledgeDoc => doc !== undefined);
  return docs.length ? docs : null;
}

/**
 * The part's topic words the rows leave unexplained. A row is one attribute: "the CEO's hobby", 「オフィスの椅子の数」
 * name the representative or the office but ask something the row does not give. Several rows asked in one part
 * explain each other's words.
 */
export function unexplainedByFacts(part: string, docs: readonly KnowledgeDoc[], knowledge: Knowledge): string[] {
  const indexed = docs.map((doc) => knowledge.find(doc.id, "ja") ?? doc);
  const english = docs.map((doc) => knowledge.find(doc.id, "en") ?? doc);
  // "We're a bakery. When were you founded?": the sentence that asks names the topic; the others set the scene.
  const sentences = part.split(/(?<=[.?!。？！])\s+|(?<=[。？！])/u).filter((sentence) => sentence.trim());
  const asked = sentences.filter((sentence) => asksSomething(sentence));
  const text = normalizeText((asked.length ? asked : sentences).join(" "));
  // Either language's row explains the word: a Japanese question may name what the English row writes, and back.
  const { unexplained } = knowledge.index.explains(text, [...indexed, ...english], topicNounsOf(text), true);
  return unexplained.filter((word) => !framesTheQuestion(word));
}

// Words that grade what is asked ("the right address", "your usual bank") rather than name another thing.
const grading = new Set([
  "best",
  "main",
  "exact",
  "usual",
  "typical",
  "right",
  "correct",
  "current",
  "official",
  "full",
]);

/**
 * A word that frames the question rather than naming a topic: "your company" / 「会社の」 (only "about the company"),
 * a manner adverb ("exactly", "roughly"), a grading adjective, or a filler word with a slip ("wher").
 */
function framesTheQuestion(word: string): boolean {
  if (Object.values(ownNameWord).includes(word as never) || askingNouns.has(word)) return true;
  const concepts = [...conceptsIn(word)];
  if (concepts.length > 0) return concepts.every((c) => neutral.has(c));
  return (/^[a-z]{3,}ly$/u.test(word) && word.length > 4) || grading.has(word) || isMistypedStopword(word);
}

// The polite verbs of asking (「ご教示ください」「確認させてください」) name no topic.
const askingNouns = new Set(["教示", "ご教示", "確認", "ご確認", "質問", "ご質問", "尋ね", "お尋ね"]);

/**
 * What the rows leave out of a part: null when it names a word no page uses ("hobby", 「駐車場」, something the site
 * never says, whatever row the rest of the part names); else the words other pages use, for the search to explain
 * (「社長の趣味」 may be on the representative's profile), none when the rows explain the whole part.
 */
export function leftByFacts(part: string, docs: readonly KnowledgeDoc[], knowledge: Knowledge): string[] | null {
  const left = unexplainedByFacts(part, docs, knowledge);
  // Several rows asked together are a checklist ("for our vendor form: founding date, capital, bank"): the words
  // around them are its context. One row with a word no page uses asks an attribute the row does not give.
  const described = docs.every((doc) => [...narrative].some((c) => factRows[c] === doc.id));
  return described || docs.length > 1 || left.every((word) => knowledge.index.uses(word)) ? left : null;
}

/** The rows' answers, one line each, with one link (the first row's page) unless the reply has linked it already. */
export function factReply(docs: KnowledgeDoc[], now: Date, language: Locale, linked = new Set<string>()): string {
  // Rows that share a line (the reply time is also a contact detail) say it once.
  const lines = [...new Set(docs.flatMap((doc) => doc.answer.split("\n")))];
  if (docs.some((doc) => doc.kind === "hours")) lines.push(availabilityNote(now, language));
  const { linkLabel, path } = docs[0]!;
  if (!linked.has(path)) lines.push(chatReplies[language].answers.seeMore(markdownLink(linkLabel, path, language)));
  linked.add(path);
  return lines.join("\n");
}

// The request around what a part asks, left out when the part is named back: 「所在地も伺えますか」 → 所在地.
const requestEnding =
  /(?:について|に関して)?(?:も|を|は|って)?(?:教えて(?:ください|下さい|いただけますか|いただけますでしょうか|もらえますか|ほしいです)?|知りたいです|お聞きしたいです)?[\s。．、？?！!]*$/u;

// What a part needs to be named back as unanswered: a question, not a fragment like "quick one".
const asking =
  /[?？]\s*$|^(?:and |also |so )?(?:what|who|where|when|which|how|why|do|does|did|can|could|is|are|would|will|should)\b|(?:か|教えて(?:ください|下さい)?|知りたい(?:です)?|(?:伺い|お聞き|お尋ね)したい(?:です)?|ご教示(?:ください)?)[\s。．]*$/iu;

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
