import { chatLeads } from "../../content/chat-leads";
import { visitorText } from "../mail/email-layout";
import { html, type SafeHtml } from "../mail/html";

/** What the chat assistant adds to a lead it passes on. */
export interface ChatLeadContext {
  transcript: string;
  summary: string;
}

/**
 * The summary and the conversation, appended to the company's notification of a chat
 * lead (in Japanese, like the rest of that email); nothing for the contact form.
 */
export function chatLeadSection(chat: ChatLeadContext | undefined): { text: string[]; html: SafeHtml | string } {
  if (!chat) return { text: [], html: "" };
  const t = chatLeads.ja;
  return {
    text: ["", `${t.summaryHeading}:`, chat.summary, "", `${t.transcriptHeading}:`, chat.transcript],
    html: html`<h3>${t.summaryHeading}</h3>${visitorText(chat.summary)}
<h3>${t.transcriptHeading}</h3>${visitorText(chat.transcript, "white-space:pre-wrap")}`,
  };
}
