import { defineContent } from "../domain/i18n/dictionary";

/** Messages of the chat API's 400 answers, in the visitor's language. */
export const chatValidation = defineContent({
  ja: {
    messageRequired: "メッセージを入力してください",
    messageTooLong: "メッセージは2000文字以内で入力してください",
    messagesInvalid: "メッセージの形式が正しくありません",
    lastNotVisitor: "最後のメッセージはお客様からのものである必要があります",
    sessionInvalid: "セッションIDが正しくありません。ページを再読み込みしてください",
    conversationInvalid: "会話IDが正しくありません",
    conversationBusy: "前のメッセージを処理しています。少し待ってから再度送信してください",
    conversationUnknown: "この会話が見つかりませんでした。新しい会話を始めて、もう一度お試しください",
    kindInvalid: "お問い合わせの種類が正しくありません",
  },
  en: {
    messageRequired: "Message is required",
    messageTooLong: "Message must be less than 2000 characters",
    messagesInvalid: "The messages are not in the expected format",
    lastNotVisitor: "The last message must come from the visitor",
    sessionInvalid: "The session id is invalid. Please reload the page",
    conversationInvalid: "The conversation id is invalid",
    conversationBusy: "The previous message is still being processed. Please wait a moment and send again",
    conversationUnknown: "This conversation could not be found. Please start a new conversation and try again",
    kindInvalid: "The kind of request is invalid",
  },
});

export type ChatValidationMessages = (typeof chatValidation)["ja"];
