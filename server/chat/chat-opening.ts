import { chatWidget } from "../../content/chat-widget";
import type { Locale } from "../../domain/i18n/locales";
import type { ChatTurn } from "./chat-types";

/**
 * The two greetings the widget shows on first open (spec section 4), stored at
 * the start of a new conversation from our own content, not from what the client
 * sends, so the stored transcript is what the visitor saw and nothing forged.
 */
export function chatOpening(language: Locale): ChatTurn[] {
  const t = chatWidget[language];
  return [
    { role: "assistant", content: t.welcome, type: null },
    { role: "assistant", content: t.menuPrompt, type: null },
  ];
}
