import { defineContent } from "../domain/i18n/dictionary";

/** A chat answered by a person: the office's chat view and reply form. */
export const chatLiveOffice = defineContent({
  ja: {
    heading: "チャットの会話",
    visitor: "お客様",
    assistant: "アシスタント",
    person: (name: string) => `${name}（担当者）`,
    replyLabel: "チャットで返信（お客様のチャット画面にすぐ表示されます）",
    send: "チャットに送信",
    sent: "チャットに返信しました。",
    live: "新しいメッセージはこの画面に自動で表示されます。",
  },
  en: {
    heading: "Chat conversation",
    visitor: "Visitor",
    assistant: "Assistant",
    person: (name: string) => `${name} (staff)`,
    replyLabel: "Reply in the chat (shown in the visitor's chat panel at once)",
    send: "Send in the chat",
    sent: "Your reply was sent in the chat.",
    live: "New messages appear on this page by themselves.",
  },
});
