import { company } from "./company";
import { defineContent } from "../domain/i18n/dictionary";

const replyHours = company.promises.replyWithinHours;

/**
 * Copy of the two emails a completed quote produces: the estimate to
 * the visitor in their language, and a notification to the company inbox.
 * Figures, tax and the "approximate" note come from pricing-labels.ts. The
 * visitor's copy lists only what the server computed (plan, items, prices), never
 * text they typed: their name is not in it.
 */
export const quoteEmails = defineContent({
  ja: {
    subject: (reference: string) =>
      `【${company.shortName.ja}】概算お見積もりをお送りします（お見積もり番号 ${reference}）`,
    /** A section title in the plain-text part. */
    heading: (title: string) => `■ ${title}`,
    /** How a breakdown line's calculation follows its label in the plain-text part. */
    lineDetail: (detail: string) => `（${detail}）`,
    intro:
      "このたびは多摩川デジタルワークスの料金シミュレーターをご利用いただき、誠にありがとうございます。ご選択いただいたプランと数量をもとにした概算お見積もりをお送りします。",
    plan: "ご選択のプラン",
    specifications: "ご入力内容",
    noSpecifications: "（入力項目はありません）",
    breakdown: "お見積もり内訳",
    monthlyNote: "※月額料金です。",
    reference: "お見積もり番号",
    referenceNote: "ご連絡の際は、このお見積もり番号をお知らせください。",
    replyPromise: `内容を確認のうえ、担当者より${replyHours}時間以内にご連絡いたします。`,
    meeting:
      "詳しいご要件を直接お聞かせいただける場合は、以下のページから30分の無料オンライン面談をご予約いただけます。",
    meetingLink: "面談を予約する",
    notificationSubject: (reference: string, name: string, plan: string) =>
      `[お見積もり ${reference}] ${name} 様（${plan}）`,
    notificationIntro: "料金シミュレーターでお見積もりが確定しました。返信するとお客様に直接届きます。",
    labels: { name: "お名前", email: "メールアドレス", company: "会社名", language: "言語" },
  },
  en: {
    subject: (reference: string) => `[${company.shortName.en}] Your estimate (ref. ${reference})`,
    heading: (title: string) => `${title}\n${"-".repeat(title.length)}`,
    lineDetail: (detail: string) => ` (${detail})`,
    intro:
      "Thank you for using the Tamagawa Digital Works pricing calculator. Here is the approximate estimate for the plan and quantities you chose.",
    plan: "Your plan",
    specifications: "Your details",
    noSpecifications: "(no details needed for this plan)",
    breakdown: "Breakdown",
    monthlyNote: "This is a monthly fee.",
    reference: "Quote reference",
    referenceNote: "Please quote this reference when you contact us about it.",
    replyPromise: `We will review your request and contact you within ${replyHours} hours.`,
    meeting: "If you would like to talk your requirements through, you can book a free 30-minute online meeting here:",
    meetingLink: "Book a meeting",
    notificationSubject: (reference: string, name: string, plan: string) => `[Quote ${reference}] ${name} (${plan})`,
    notificationIntro:
      "A quote was completed with the pricing calculator. Replying to this email reaches the visitor directly.",
    labels: { name: "Name", email: "Email", company: "Company", language: "Language" },
  },
});
