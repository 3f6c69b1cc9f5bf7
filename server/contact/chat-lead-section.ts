import { chatLeads } from "../../content/chat-leads";
import { html, escapeMultiline, SafeHtml } from "../mail/html";

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
    html: html`<h3>${t.summaryHeading}</h3><p>${new SafeHtml(escapeMultiline(chat.summary))}</p>
<h3>${t.transcriptHeading}</h3><p style="white-space:pre-wrap">${new SafeHtml(escapeMultiline(chat.transcript))}</p>`,
  };
}
