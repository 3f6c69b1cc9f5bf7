import { company } from "./company";
import { defineContent } from "../domain/i18n/dictionary";

const replyHours = company.promises.replyWithinHours;

/**
 * Copy of the two emails a contact message produces. The
 * visitor's copy quotes nothing they typed (not even their name): anyone can type
 * anyone's address into the form, so it must carry no text of theirs.
 */
export const contactEmails = defineContent({
  ja: {
    autoReplySubject: (reference: string) =>
      `【${company.shortName.ja}】お問い合わせを受け付けました（受付番号 ${reference}）`,
    greeting: "お問い合わせいただき、誠にありがとうございます。",
    received: `${company.shortName.ja}のウェブサイトからのお問い合わせを受け付けました。`,
    referenceNote: "ご連絡の際は、この受付番号をお知らせください。",
    replyPromise: `担当者より${replyHours}時間以内にご連絡いたします。`,
    outsideHoursNote: "営業時間外にいただいたお問い合わせには、翌営業日に順次ご連絡いたします。",
    notQuoted: "お問い合わせの内容は、安全のため本メールには記載しておりません。",
    labels: {
      name: "お名前",
      email: "メールアドレス",
      phone: "電話番号",
      company: "会社名",
      message: "お問い合わせ内容",
      language: "言語",
      source: "受付経路",
      reference: "受付番号",
    },
    empty: "（未入力）",
    /** What arrived and from whom, for the company inbox. */
    notificationSubject: (kind: string, reference: string, name: string, companyName: string | null) =>
      `[${kind} ${reference}] ${name} 様${companyName ? `（${companyName}）` : ""}`,
    notificationKinds: { form: "お問い合わせ", chat: "チャットからのご相談" },
    notificationIntro: "ウェブサイトから新しいお問い合わせがありました。返信するとお客様に直接届きます。",
    sources: { form: "お問い合わせフォーム", chat: "チャット" },
    /** A chat lead stored by the idle sweep: the visitor never confirmed what the chat read back. */
    unconfirmedKind: "チャットからのご相談・未確認",
    unconfirmedIntro:
      "【未確認】お客様が内容を確認しないまま会話が途切れたため、チャットで伺った内容を自動で保存しました。内容に誤りがある可能性があります。",
    unnamedNote: "お名前は伺えていません。",
    noEmailNote: "メールアドレスは伺えていません。電話でご連絡ください。",
  },
  en: {
    autoReplySubject: (reference: string) =>
      `[${company.shortName.en}] We have received your message (ref. ${reference})`,
    greeting: "Thank you for contacting us.",
    received: `We have received your message sent through the ${company.shortName.en} website.`,
    referenceNote: "Please quote this reference when you contact us about it.",
    replyPromise: `A member of our team will reply within ${replyHours} hours.`,
    outsideHoursNote: "Messages received outside business hours are answered on the next business day.",
    notQuoted: "For your security, this email does not repeat what was written in the message.",
    labels: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      company: "Company",
      message: "Message",
      language: "Language",
      source: "Received via",
      reference: "Reference",
    },
    empty: "(not given)",
    notificationSubject: (kind: string, reference: string, name: string, companyName: string | null) =>
      `[${kind} ${reference}] ${name}${companyName ? ` (${companyName})` : ""}`,
    notificationKinds: { form: "Contact", chat: "Chat inquiry" },
    notificationIntro:
      "A new message arrived through the website. Replying to this email reaches the visitor directly.",
    sources: { form: "Contact form", chat: "Chat" },
    unconfirmedKind: "Chat inquiry, unconfirmed",
    unconfirmedIntro:
      "[Unconfirmed] The visitor left before confirming the details the chat read back, so they were stored automatically. They may contain mistakes.",
    unnamedNote: "The visitor did not give a name.",
    noEmailNote: "The visitor did not give an email address: please call them.",
  },
});
