import { defineContent } from "../domain/i18n/dictionary";

/** The Slack line about a new lead; the staff read it in Japanese (the office's language), English kept for parity. */
export const leadNotifications = defineContent({
  ja: {
    kinds: { contact: "お問い合わせ", quote: "お見積もり", "chat-lead": "チャットからのご相談" },
    languages: { ja: "日本語", en: "英語" },
    noCompany: "会社名なし",
    heading: (kind: string, reference: string) => `新しい${kind}：${reference}`,
    receivedAt: "受付",
    language: "言語",
    /** The company's notification emails: straight to the lead in the staff office. */
    officeLink: "スタッフオフィスで開く",
  },
  en: {
    kinds: { contact: "contact message", quote: "completed quote", "chat-lead": "chat lead" },
    languages: { ja: "Japanese", en: "English" },
    noCompany: "no company",
    heading: (kind: string, reference: string) => `New ${kind}: ${reference}`,
    receivedAt: "Received",
    language: "Language",
    officeLink: "Open in the staff office",
  },
});
