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
    close: "この会話を終了する",
    closeHint: "終了すると、お客様のチャット画面に表示され、次のメッセージからはアシスタントが答えます。",
    closed: "この会話は終了しています。お客様の次のメッセージにはアシスタントが答えます。",
    closedDone: "会話を終了しました。",
  },
  en: {
    heading: "Chat conversation",
    visitor: "Visitor",
    assistant: "Assistant",
    person: (name: string) => `${name} (staff)`,
    replyLabel: "Reply in the chat (shown in the visitor's chat panel at once)",
    send: "Send in the chat",
    sent: "Your reply was sent in the chat.",
    close: "Close this conversation",
    closeHint: "The visitor's chat panel says so, and the assistant answers their next message.",
    closed: "This conversation is closed. The assistant answers the visitor's next message.",
    closedDone: "The conversation was closed.",
  },
});

/** What the visitor reads once a person has the conversation: said plainly, never a promise the hours do not keep. */
export const chatLiveVisitor = defineContent({
  ja: {
    openNow: "担当者に引き継ぎました。この画面で担当者がお返事します（通常は数分以内）。",
    closedNow: (next: string) =>
      `担当者に引き継ぎました。ただいま営業時間外のため、${next}以降にこの画面でお返事します。`,
    leaveDetails: "お電話やメールでのご連絡がよろしければ、お名前とご連絡先をこのままお知らせください。",
    received: "担当者にお伝えしました。この画面でお返事します。",
    emailSaved: "ありがとうございます。お返事をこのアドレスにもお送りします。",
  },
  en: {
    openNow: "You're through to our team. A person will answer here, usually within a few minutes.",
    closedNow: (next: string) =>
      `You're through to our team. We're closed right now, so a person will answer here from ${next}.`,
    leaveDetails: "If you'd rather be called or emailed, just tell me your name and how to reach you.",
    received: "Passed to our team. A person will answer here.",
    emailSaved: "Thank you. We'll also send the answer to this address.",
  },
});
