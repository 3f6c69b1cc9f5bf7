import type { ChatTurn } from "./chat-types";

/**
 * How much of one message the assistant analyses for questions. Its readings are linear but many, so a
 * 2,000-character message would cost the request thread far more than the tens of milliseconds one request
 * may take; a visitor's questions fit well inside this, and contact details and stored text keep every character.
 */
export const ANALYSED_CHARACTERS = 1000;

/** The most parts of one message answered: each costs a search, and a visitor's list of questions is shorter. */
export const ANSWERED_PARTS = 8;

/**
 * The most parts of one message read at all (each is classified, and a statement may be context for the question
 * after it): a message cut into hundreds of fragments by its punctuation would otherwise cost a reading per fragment.
 */
export const ANALYSED_PARTS = 3 * ANSWERED_PARTS;

const sentenceEnd = /[。．！？!?\n]|\.(?=\s)/gu;

/** The message up to the last sentence that ends within the budget (or cut at the budget, if none does). */
export function analysedText(text: string): string {
  const chars = [...text];
  if (chars.length <= ANALYSED_CHARACTERS) return text;
  const head = chars.slice(0, ANALYSED_CHARACTERS).join("");
  let cut = 0;
  for (const match of head.matchAll(sentenceEnd)) cut = match.index + match[0].length;
  return cut >= head.length / 2 ? head.slice(0, cut) : head;
}

/** The conversation as the assistant analyses it: each visitor turn within the budget. */
export const analysedHistory = (history: ChatTurn[]): ChatTurn[] =>
  history.map((turn) => (turn.role === "user" ? { ...turn, content: analysedText(turn.content) } : turn));
