import { defineContent } from "../domain/i18n/dictionary";

/** How a request collected in the chat is headed in the stored contact message and its emails. */
export const chatLeads = defineContent({
  ja: {
    sales: "【チャット：営業へのご相談】",
    support: "【チャット：サポートへのお問い合わせ】",
    /** Added to the assistant's confirmation once the request is stored. */
    reference: (reference: string) => `受付番号は ${reference} です。`,
    /** The labelled line a contact card's preferred time becomes in the stored message (no column of its own). */
    preferredTime: (time: string) => `ご希望の連絡時間帯：${time}`,
    /** The name of a lead stored unconfirmed before the visitor gave one. */
    unnamed: "（お名前未入力）",
    summaryHeading: "チャットの要約",
    transcriptHeading: "チャットの会話記録",
    visitor: "訪問者",
    assistant: "アシスタント",
    /** One paragraph for the company's notification: who, what they asked for, and what the chat covered. */
    summary: (who: string, kind: "sales" | "support", request: string, topics: string) =>
      `${who}様より、チャット経由で${kind === "sales" ? "営業" : "サポート"}へのご相談がありました。ご要望：「${request}」。${topics ? `チャットで案内したページ：${topics}。` : ""}`,
  },
  en: {
    sales: "[Chat: sales inquiry]",
    support: "[Chat: support request]",
    reference: (reference: string) => `Your reference is ${reference}.`,
    preferredTime: (time: string) => `Best time to contact: ${time}`,
    unnamed: "(name not given)",
    summaryHeading: "Chat summary",
    transcriptHeading: "Chat transcript",
    visitor: "Visitor",
    assistant: "Assistant",
    summary: (who: string, kind: "sales" | "support", request: string, topics: string) =>
      `${who} asked the chat to pass a ${kind === "sales" ? "sales enquiry" : "support request"} on. Their request: "${request}".${topics ? ` Pages the chat showed them: ${topics}.` : ""}`,
  },
});
