import { defineContent } from "../domain/i18n/dictionary";

/** The company's email when the assistant hands a chat to a person; staff read it in Japanese, English kept for parity. */
export const chatHandoff = defineContent({
  ja: {
    subject: (language: string) => `[要対応] チャットで回答できなかったご質問（${language}）`,
    intro:
      "チャットのアシスタントが答えられなかったため、担当者の対応が必要です。受信箱の先頭に要返信として表示されています。",
    reasons: {
      cannot_answer: "アシスタントが回答できない質問",
      asked_for_person: "お客様が担当者との会話を希望",
      after_failed_answer: "回答できなかった質問への続きのご質問",
    },
    reason: "理由",
    question: "ご質問",
    language: "言語",
  },
  en: {
    subject: (language: string) => `[Needs a person] A chat question the assistant could not answer (${language})`,
    intro:
      "The chat assistant could not answer, so a person needs to. The conversation heads the inbox as needing a reply.",
    reasons: {
      cannot_answer: "a question the assistant cannot answer",
      asked_for_person: "the visitor asked for a person",
      after_failed_answer: "a follow-up to a question that could not be answered",
    },
    reason: "Reason",
    question: "Question",
    language: "Language",
  },
});
