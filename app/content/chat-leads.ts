import { defineContent } from "../i18n/dictionary";

/** How a request collected in the chat is headed in the stored contact message and its emails. */
export const chatLeads = defineContent({
  ja: {
    sales: "【チャット：営業へのご相談】",
    support: "【チャット：サポートへのお問い合わせ】",
    /** Added to the assistant's confirmation once the request is stored. */
    reference: (reference: string) => `受付番号は ${reference} です。`,
  },
  en: {
    sales: "[Chat: sales inquiry]",
    support: "[Chat: support request]",
    reference: (reference: string) => `Your reference is ${reference}.`,
  },
});
