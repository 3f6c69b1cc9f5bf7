import { outOfScopeReplies, outOfScopeTopics } from "../../content/chat-out-of-scope";
import type { Locale } from "../../domain/i18n/locales";
import { pageLabel } from "./knowledge/knowledge-doc";
import { markdownLink } from "./reply-format";
import { normalizeText } from "./text-features";

// A question about our own work that names such a business ("the repair shop's SEO case") is not a request for it,
// nor is one about our own terms (which court has jurisdiction).
const aboutOurWork =
  /(事例|実績|case stud|seo|検索|サイト|website|web site|ホームページ|アプリ|app\b|システム|software|ソフト|portfolio|ポートフォリオ|\bsite\b|page|ページ|system|tool|dashboard|\bbuild|\bdevelop\b|automat|開発|repair shop|修理店|\byour office|(御社|貴社|そちら)の(オフィス|事務所)|管轄|準拠法|規約|jurisdiction|governing law|your terms|which court|what court|(どの|どこの)裁判所|(御社|貴社|そちら)との(紛争|トラブル|裁判|訴訟)|(dispute|disagreement|conflict)s? (with you|over your|about your|between us)|chatbot|チャットボット|\bai\b)/u;

/** The honest "we don't do that" for a request on the out-of-scope list, or null. */
export function outOfScopeReply(text: string, language: Locale): string | null {
  const phrase = normalizeText(text);
  if (aboutOurWork.test(phrase)) return null;
  const topic = outOfScopeTopics.find((t) => t.patterns.test(phrase));
  if (!topic) return null;
  const link = markdownLink(pageLabel(topic.path, language), topic.path, language);
  return outOfScopeReplies[language].decline(topic.topic[language], topic.instead[language], link);
}
