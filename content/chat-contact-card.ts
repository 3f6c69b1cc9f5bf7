import { defineContent } from "../domain/i18n/dictionary";

/**
 * The contact card of the chat panel: a small form under the assistant's message while it
 * is taking a request to be contacted. Name, email and request follow the contact form's
 * rules and messages (content/contact-validation.ts); the preferred time is the card's own.
 */
export const chatContactCard = defineContent({
  ja: {
    heading: "ご連絡先",
    intro: "こちらのフォームに入力して送信することもできます。",
    fields: {
      name: "お名前",
      email: "メールアドレス",
      phone: "電話番号",
      company: "会社名",
      preferredTime: "ご希望の連絡時間帯",
      message: "ご相談内容",
    },
    required: "必須",
    optional: "任意",
    preferredTimeHint: "例：平日の午後",
    submit: "この内容で送信",
    sending: "送信しています…",
    /** Shown in the conversation as the visitor's turn once the card is sent. */
    sent: "連絡先フォームから送信しました。",
    preferredTimeInvalid: "ご希望の連絡時間帯は文字列で入力してください",
    preferredTimeTooLong: "ご希望の連絡時間帯は100文字以内で入力してください",
    preferredTimeBadCharacters: "ご希望の連絡時間帯は1行で入力してください（改行や制御文字は使えません）",
  },
  en: {
    heading: "Your contact details",
    intro: "You can also fill in this form and send it.",
    fields: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      company: "Company",
      preferredTime: "Best time to contact you",
      message: "Your request",
    },
    required: "required",
    optional: "optional",
    preferredTimeHint: "For example: weekday afternoons",
    submit: "Send these details",
    sending: "Sending…",
    sent: "Sent my details with the contact form.",
    preferredTimeInvalid: "Best time to contact you must be text",
    preferredTimeTooLong: "Best time to contact you must be less than 100 characters",
    preferredTimeBadCharacters: "Best time to contact you must be one line (no line breaks or control characters)",
  },
});

export type ChatContactCardText = (typeof chatContactCard)["ja"];
