import { company } from "./company";
import { defineContent } from "../domain/i18n/dictionary";

/**
 * Copy for an order placed from an address nobody has shown to be the customer's (the browser's
 * own link, not the emailed one): the plain acknowledgement, which carries no document and
 * nothing anyone typed, and the office's wording for the hold (要確認).
 */
export const orderAddress = defineContent({
  ja: {
    heldSubject: (number: string) => `【${company.shortName.ja}】お見積もり ${number} のお申し込みについて`,
    heldIntro: (number: string) =>
      `当社ウェブサイトで、見積番号 ${number} へのお申し込みがありました。手続きを進める前に、担当者からこのメールアドレス宛にご本人確認のご連絡をいたします。`,
    heldNotYou: "お心当たりのない場合は、本メールを破棄してください。ご対応いただく必要はありません。",
    /** The company's notification (always Japanese, the staff's language). */
    officeSubject: (number: string, name: string) => `[要確認 見積承諾 ${number}] ${name} 様（メールアドレス未確認）`,
    officeIntro:
      "ウェブサイトで見積書が承諾されましたが、メールでお送りしたリンクからではないため、メールアドレスがお客様ご本人のものか確認できていません。受注にはせず「要確認」として保留しました。お客様には見積書PDFを添付せず、入力内容を含まない受付のお知らせのみ送っています。ご本人に確認のうえ、案件ページから確定してください。",
    activity: "見積書が承諾されました（メールアドレス未確認・要確認）",
    confirmedActivity: "メールアドレスを確認し、発注を確定しました",
    badge: "要確認",
    note: (date: string) =>
      `${date}に見積書が承諾されましたが、メールでお送りしたリンクからではないため、メールアドレスが未確認です。ご本人に確認してから確定してください。確定すると、お客様に見積書PDF付きの受付メールを送ります。`,
    confirm: "メールアドレスを確認済みにして発注を確定",
    confirmed: "発注を確定し、お客様に受付メールを送りました。",
  },
  en: {
    heldSubject: (number: string) => `[${company.shortName.en}] About an order request for quotation ${number}`,
    heldIntro: (number: string) =>
      `An order request for quotation ${number} was made on our website. Before we proceed, a member of our staff will contact this address to confirm it was you.`,
    heldNotYou: "If you did not make this request, please disregard this email; there is nothing you need to do.",
    officeSubject: (number: string, name: string) => `[Unconfirmed order ${number}] ${name} (address not confirmed)`,
    officeIntro:
      "A quotation was accepted on the website, but not through the link we emailed, so the address is not confirmed as the customer's. It is held for review, not recorded as won. The customer got only a plain acknowledgement, without the PDF or anything typed. Confirm with the customer, then confirm the order on the lead's page.",
    activity: "quotation accepted (address unconfirmed, held for review)",
    confirmedActivity: "confirmed the address and the order",
    badge: "Needs review",
    note: (date: string) =>
      `The quotation was accepted on ${date}, but not through the emailed link, so the address is unconfirmed. Confirm with the customer first; confirming sends them the acknowledgement with the quotation PDF.`,
    confirm: "Mark the address confirmed and confirm the order",
    confirmed: "The order is confirmed and the customer has been sent the acknowledgement.",
  },
});
