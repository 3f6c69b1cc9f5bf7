import { chatQuickOptions, chatQuickOptionIds, type ChatQuickOptionId } from "../../app/content/chat-widget";
import { locales } from "../../app/i18n/locales";
import type { ChatTurn } from "./chat-types.server";
import { normalizeText } from "./text-features.server";

/**
 * Recognises what a message asks the assistant to do, before any retrieval: a quick
 * option (clicked, or typed once the menu is gone), cancelling a flow, or small talk.
 */

const trimPunctuation = (s: string) => normalizeText(s).replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "");

// Typed equivalents of the quick options; the labels themselves (both languages) always count.
const typedAliases: Record<ChatQuickOptionId, string[]> = {
  ask: ["question", "ask", "質問", "質問したい"],
  quote: ["quote", "get quote", "estimate", "見積もり", "見積り", "見積", "見積もりを依頼", "見積もりが欲しい", "見積もりをお願いします"],
  sales: ["sales", "contact sale", "営業", "営業担当", "営業に問い合わせ", "営業担当に問い合わせ"],
  support: ["support", "contact supports", "サポート", "サポートに問い合わせ", "サポート窓口"],
};

const optionPhrases = new Map<string, ChatQuickOptionId>();
for (const id of chatQuickOptionIds) {
  for (const language of locales) {
    const option = chatQuickOptions[language].find((o) => o.id === id);
    if (option) optionPhrases.set(trimPunctuation(option.label), id);
  }
  for (const alias of typedAliases[id]) optionPhrases.set(trimPunctuation(alias), id);
}

/** The quick option a message stands for, if any. */
export function quickOptionOf(turn: ChatTurn): ChatQuickOptionId | null {
  const phrase = trimPunctuation(turn.content);
  const id = optionPhrases.get(phrase);
  if (id) return id;
  // A menu_selection we do not recognise (an older label) is still a request for that menu, not a question.
  if (turn.type === "menu_selection" && phrase) {
    for (const [label, option] of optionPhrases) if (phrase.includes(label) || label.includes(phrase)) return option;
  }
  return null;
}

const cancelWords = new Set(["cancel", "stop", "quit", "exit", "never mind", "nevermind", "abort", "キャンセル", "やめる", "やめます", "止める", "中止", "取り消し", "取消", "もういい", "結構です", "やっぱりいい"]);

export function isCancel(text: string): boolean {
  const phrase = trimPunctuation(text);
  return cancelWords.has(phrase) || /^(cancel|キャンセル)\s*(please|it|that|します|してください|で|でお願いします|お願いします)?$/u.test(phrase);
}

export type SmallTalk = "greeting" | "thanks" | "person";

const greeting = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|yo|こんにちは|こんばんは|おはよう(ございます)?|はじめまして|どうも|もしもし)$/u;
const thanks = /^(thanks?( you)?( very much| so much| a lot)?|thx|ty|cheers|great,? thanks?|(どうも)?ありがとう(ございます|ございました)?|助かりました|了解(です|しました)?|わかりました|ok|okay)$/u;
const person = /(human|real person|a person|someone|operator|agent|live chat|talk to (a|your) (staff|team)|speak (to|with)|担当者|人と話|有人|オペレーター|スタッフと話|人間)/u;

export function smallTalkOf(text: string): SmallTalk | null {
  const phrase = trimPunctuation(text);
  if (greeting.test(phrase)) return "greeting";
  if (thanks.test(phrase)) return "thanks";
  if ([...phrase].length <= 60 && person.test(phrase)) return "person";
  return null;
}
