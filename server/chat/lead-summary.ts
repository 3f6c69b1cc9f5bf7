import { chatLeads } from "../../content/chat-leads";
import { CONTACT_CARD_TURN } from "../../domain/chat/contact-card";
import type { ChatLead, ChatTurn } from "./chat-types";
import { contactDetailsIn, withoutContactDetails, type ContactDetails } from "./contact-details";
import { conceptsIn } from "./synonyms";
import { normalizeText } from "./text-features";

/**
 * What a stored lead carries besides its fields: the conversation as plain text and one
 * paragraph on what the visitor wants, both for the company's notification (in Japanese,
 * like the rest of that email).
 */

const MAX_TRANSCRIPT = 20_000;

export function transcriptOf(history: ChatTurn[]): string {
  const t = chatLeads.ja;
  const text = history
    .map((turn) => `${turn.role === "user" ? t.visitor : t.assistant}: ${turn.content.trim()}`)
    .join("\n");
  return text.length > MAX_TRANSCRIPT ? `…${text.slice(-MAX_TRANSCRIPT)}` : text;
}

/**
 * What the visitor asked before asking to be contacted, without addresses or phone
 * numbers: the request of a lead that did not spell one out.
 */
export function enquiryOf(history: ChatTurn[]): string | undefined {
  const asked = history
    .slice(0, -1)
    // A quick option or a sent contact card is not something the visitor asked.
    .filter((turn) => turn.role === "user" && turn.type !== "menu_selection" && turn.type !== CONTACT_CARD_TURN)
    .map((turn) => withoutContactDetails(turn.content, contactDetailsIn(turn.content, "en")))
    .filter((text) => text.length > 0);
  const joined = asked.join("\n").slice(0, 2000);
  return joined || undefined;
}

// Concepts that only say how to reach the visitor, not what they want.
const contactOnly = new Set(["contact", "meeting", "reply", "hours"]);

/**
 * 「ECサイトの件で営業さんから電話がほしい」: a request to be contacted that names
 * what it is about is its own enquiry (without its address and number); "call me" is not.
 */
export function enquiryIn(text: string, details: ContactDetails): string | undefined {
  const plain = withoutContactDetails(text, details);
  const topics = [...conceptsIn(normalizeText(plain))].filter((c) => !contactOnly.has(c));
  if (topics.length === 0) return undefined;
  // 「電話番号は、メールは」 left where the details were taken out goes too.
  const rest = plain
    .replace(/(電話番号|電話|メールアドレス|メール|e-?mail|phone|tel)\s*(は|:|：)?\s*(?=[、,。\s]|$)/giu, "")
    .replace(/[\s、,]+(?=[、,。]|$)/gu, "")
    .trim();
  return rest.slice(0, 2000) || undefined;
}

const linkLabels = (text: string) => [...text.matchAll(/\[([^\]]+)\]\([^)\s]+\)/g)].map((m) => m[1]);

export function summaryOf(lead: ChatLead, history: ChatTurn[]): string {
  const t = chatLeads.ja;
  const topics = [
    ...new Set(history.filter((turn) => turn.role === "assistant").flatMap((turn) => linkLabels(turn.content))),
  ].slice(0, 5);
  const who = lead.company ? `${lead.company} ${lead.name}` : lead.name;
  const request = lead.message.replace(/\s+/g, " ").slice(0, 300);
  return t.summary(who, lead.kind, request, topics.join("、"));
}
