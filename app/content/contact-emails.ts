import { company } from "./company";
import { defineContent } from "../i18n/dictionary";

const replyHours = company.promises.replyWithinHours;

/** Copy of the two emails a contact message produces (issue 4, "Email"). */
export const contactEmails = defineContent({
  ja: {
    autoReplySubject: `【${company.shortName.ja}】お問い合わせを受け付けました`,
    greeting: (name: string) => `${name} 様`,
    received:
      "このたびは多摩川デジタルワークスへお問い合わせいただき、誠にありがとうございます。以下の内容でお問い合わせを受け付けました。",
    replyPromise: `担当者より${replyHours}時間以内にご連絡いたします（営業時間：${company.hours.label.ja}）。`,
    outsideHoursNote: "営業時間外にいただいたお問い合わせは、翌営業日に順次対応いたします。",
    noReplyNote: "本メールは送信専用アドレスからお送りしています。ご返信の際は下記のメールアドレスまでご連絡ください。",
    yourMessage: "お問い合わせ内容",
    labels: { name: "お名前", email: "メールアドレス", phone: "電話番号", company: "会社名", message: "お問い合わせ内容", language: "言語", source: "受付経路", id: "受付番号" },
    empty: "（未入力）",
    signature: [company.legalName.ja, company.address.full.ja, `TEL: ${company.phone.display}`, `Email: ${company.email}`],
    notificationSubject: (name: string) => `[お問い合わせ] ${name} 様より`,
    notificationIntro: "ウェブサイトから新しいお問い合わせがありました。返信するとお客様に直接届きます。",
    sources: { form: "お問い合わせフォーム", chat: "チャット" },
  },
  en: {
    autoReplySubject: `[${company.shortName.en}] We have received your message`,
    greeting: (name: string) => `Dear ${name},`,
    received: "Thank you for contacting Tamagawa Digital Works. We have received your message below.",
    replyPromise: `A member of our team will reply within ${replyHours} hours (business hours: ${company.hours.label.en}).`,
    outsideHoursNote: "Messages received outside business hours are answered on the next business day.",
    noReplyNote: "This email was sent from a send-only address. To reach us, please write to the address below.",
    yourMessage: "Your message",
    labels: { name: "Name", email: "Email", phone: "Phone", company: "Company", message: "Message", language: "Language", source: "Received via", id: "Reference" },
    empty: "(not given)",
    signature: [company.legalName.en, company.address.full.en, `Tel: ${company.phone.international}`, `Email: ${company.email}`],
    notificationSubject: (name: string) => `[Contact] Message from ${name}`,
    notificationIntro: "A new message arrived through the website. Replying to this email reaches the visitor directly.",
    sources: { form: "Contact form", chat: "Chat" },
  },
});
