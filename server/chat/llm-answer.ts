import { chatReplies } from "../../content/chat-replies";
import { company } from "../../content/company";
import type { Locale } from "../../domain/i18n/locales";
import { localizePath } from "../../domain/i18n/paths";
import { CONFIDENCE_THRESHOLD, type RankedHit } from "./answer-question";
import type { ChatTurn } from "./chat-types";
import { maskContacts } from "./contact-details";
import { availabilityNote } from "./hours-note";
import { CONTACT_PATH } from "./knowledge/contact-docs";
import type { LeadReply } from "./lead-flow";
import { completeWithTools, type LlmMessage, type LlmOptions } from "./llm-client";
import { chatTools } from "./llm-tools";
import { hasMarkdownLink, markdownLink, sanitizeModelReply } from "./reply-format";

/**
 * The optional model path: the model sees only our retrieved pages as grounding and
 * must cite them as Markdown links; its reply is sanitised like any untrusted text.
 */

const HISTORY_TURNS = 8;
const TURN_CHARS = 2000;
const GROUNDING_DOCS = 5;

function systemPrompt(hits: RankedHit[], now: Date, language: Locale): string {
  const languageName = language === "ja" ? "Japanese (polite です・ます style)" : "English";
  const docs = hits
    .slice(0, GROUNDING_DOCS)
    .map((h, i) => `[${i + 1}] ${h.doc.title} (link: ${localizePath(h.doc.path, language)})\n${h.doc.answer}`);
  return [
    `You are the chat support assistant of ${company.legalName.en} (${company.legalName.ja}), an IT services company in ${company.address.localityEn}, Japan.`,
    `Answer in ${languageName}, briefly (at most about 120 words), using only the facts in the site content below.`,
    "Cite the page to visit as a Markdown link exactly as given, e.g. [label](/path). Use no other formatting and no HTML.",
    `If the content does not answer the question, say so honestly and suggest the contact form ${markdownLink(chatReplies[language].fallback.contactLabel, CONTACT_PATH, language)}; never guess prices, dates or promises.`,
    `Contact: ${company.email}, ${company.phone.display}. Business hours: ${company.hours.label[language]}. ${availabilityNote(now, language)}`,
    "Tools: call estimate for any price with sizes (never compute a price yourself), company_facts for facts about the company, and start_lead when the visitor wants the company to contact them (the site then asks for their details).",
    "",
    "Site content:",
    docs.length ? docs.join("\n\n") : "(nothing relevant found)",
  ].join("\n");
}

export function llmMessages(history: ChatTurn[], hits: RankedHit[], now: Date, language: Locale): LlmMessage[] {
  // The model is another company's service: visitors' addresses and phone numbers never go to it.
  const turns = history
    .slice(-HISTORY_TURNS)
    .map((turn): LlmMessage => ({ role: turn.role, content: maskContacts(turn.content).slice(0, TURN_CHARS) }));
  return [{ role: "system", content: systemPrompt(hits, now, language) }, ...turns];
}

/** What the model path answers: its text, or the lead flow the model asked to start. */
export interface ModelAnswer {
  message: string;
  /** Set when the model called start_lead: the reply and state are the lead flow's. */
  lead?: LeadReply;
}

/**
 * The model's answer, made safe, with the best page linked if the model forgot to; the
 * tools it calls run the built-in engine's own code. Throws on any failure.
 */
export async function llmAnswer(
  options: LlmOptions,
  history: ChatTurn[],
  hits: RankedHit[],
  now: Date,
  language: Locale,
): Promise<ModelAnswer> {
  const tools = chatTools(language, history);
  const outcome = await completeWithTools(options, llmMessages(history, hits, now, language), tools);
  if ("finished" in outcome) return { message: outcome.finished.message, lead: outcome.finished };
  const reply = sanitizeModelReply(outcome.text);
  if (!reply) throw new Error("empty reply after sanitising");
  if (hasMarkdownLink(reply)) return { message: reply };
  const top = hits[0];
  const link =
    top && top.confidence >= CONFIDENCE_THRESHOLD
      ? markdownLink(top.doc.linkLabel, top.doc.path, language)
      : markdownLink(chatReplies[language].fallback.contactLabel, CONTACT_PATH, language);
  return { message: `${reply}\n${chatReplies[language].answers.seeMore(link)}` };
}
