import { company } from "./company";
import { defineContent } from "../domain/i18n/dictionary";

/** What every HTML and text email shares: the sender's name, the footer, the notes to a visitor. */
export const emailFrame = defineContent({
  ja: {
    /** Sender display name of Japanese emails (the address stays MAIL_FROM's). */
    senderName: company.shortName.ja,
    brand: company.shortName.ja,
    signature: [
      company.legalName.ja,
      company.address.full.ja,
      `TEL: ${company.phone.display}`,
      `Email: ${company.email}`,
    ],
    hours: `営業時間：${company.hours.label.ja}`,
    noReplyNote: "本メールは送信専用アドレスからお送りしています。ご連絡は下記のメールアドレスまでお願いいたします。",
    /** Why a visitor got the auto-reply: the address was typed into one of the site's forms. */
    unrequestedNote:
      "このメールは、当社ウェブサイトにこのメールアドレスが入力されたためお送りしています。お心当たりのない場合は、お手数ですが本メールを破棄してください。",
  },
  en: {
    senderName: company.shortName.en,
    brand: company.shortName.en,
    signature: [
      company.legalName.en,
      company.address.full.en,
      `Tel: ${company.phone.international}`,
      `Email: ${company.email}`,
    ],
    hours: `Business hours: ${company.hours.label.en}`,
    noReplyNote: "This email was sent from a send-only address. To reach us, please write to the address below.",
    unrequestedNote:
      "You received this email because this address was entered on our website. If that was not you, please disregard this email.",
  },
});
