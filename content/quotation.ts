import { company } from "./company";
import { defineContent } from "../domain/i18n/dictionary";

/**
 * Copy of the quotation document (御見積書): the PDF, its online copy, acceptance
 * and the emails around it. Figures and line labels come from pricing-labels.ts,
 * the issuer's details from company.ts.
 */
export const quotation = defineContent({
  ja: {
    title: "御見積書",
    number: "見積番号",
    issueDate: "発行日",
    validUntil: "有効期限",
    /** The recipient block: a company is addressed 御中, a person 様. */
    companyAddress: (name: string) => `${name} 御中`,
    personAddress: (name: string) => `${name} 様`,
    lead: "下記のとおりお見積り申し上げます。",
    issuer: "発行元",
    phone: "電話",
    email: "メール",
    registrationNumber: "登録番号",
    totalWithTaxHeading: "お見積金額（税込）",
    plan: "プラン",
    item: "項目",
    quantity: "数量",
    unitPrice: "単価",
    amount: "金額",
    lumpSum: "1式",
    monthly: "※月額料金です。",
    specifications: "ご指定の仕様",
    noSpecifications: "（入力項目はありません）",
    estimateNote:
      "本見積金額は料金シミュレーターでご選択いただいた内容にもとづく概算です。お打ち合わせで要件を確認したうえで確定いたします。",
    paymentTermsHeading: "お支払い条件",
    paymentTerms: [
      "ご発注後に請求書を発行いたします。請求書発行月の翌月末日までに、請求書記載の口座へお振り込みください。",
      "月額プランは毎月末締め、翌月末日払いです。振込手数料はお客様のご負担でお願いいたします。",
    ],
    dateFormat: (y: number, m: number, d: number) => `${y}年${m}月${d}日`,
    /** The online copy. */
    downloadPdf: "PDFをダウンロード",
    accept: "この見積書で発注を申し込む",
    acceptNote: "ボタンを押すと、担当者から契約手続きのご連絡を差し上げます。",
    accepted: (date: string) => `${date}にお申し込みいただきました。担当者よりご連絡いたします。`,
    expired: "この見積書の有効期限が過ぎています。同じ内容で新しいお見積もりを作成できます。",
    restart: "同じ内容で見積もりを作り直す",
    pageTitle: (number: string) => `御見積書 ${number}`,
    notFoundTitle: "見積書が見つかりません",
    notFound: "リンクが正しくないか、見積書が削除されています。",
    fileName: (number: string) => `御見積書_${number}.pdf`,
    /** Emails. */
    emailOnline: "見積書（PDF）を添付しました。オンラインでもご確認・お申し込みいただけます。",
    emailOnlineLink: "見積書をオンラインで見る",
    acceptedSubject: (number: string) => `【${company.shortName.ja}】お見積もり ${number} のお申し込みを承りました`,
    acceptedIntro: (number: string) =>
      `見積書 ${number} でのお申し込みを承りました。担当者より契約手続きについてご連絡いたします。`,
    acceptedNotificationSubject: (number: string, name: string) => `[見積承諾 ${number}] ${name} 様`,
    acceptedNotificationIntro: "お客様がオンラインで見積書を承諾しました。契約手続きのご連絡をお願いします。",
    reminderSubject: (number: string, name: string) => `[見積フォロー ${number}] ${name} 様（未承諾）`,
    reminderIntro: (days: number) =>
      `確定から${days}日が経過しましたが、まだ承諾されていない見積書です。フォローのご連絡をご検討ください。`,
    labels: { name: "お名前", email: "メールアドレス", total: "合計（税込）", validUntil: "有効期限" },
  },
  en: {
    title: "Quotation",
    number: "Quotation No.",
    issueDate: "Issue date",
    validUntil: "Valid until",
    companyAddress: (name: string) => name,
    personAddress: (name: string) => name,
    lead: "We are pleased to submit the following quotation.",
    issuer: "Issued by",
    phone: "Phone",
    email: "Email",
    registrationNumber: "Registration No.",
    totalWithTaxHeading: "Total (incl. tax)",
    plan: "Plan",
    item: "Item",
    quantity: "Quantity",
    unitPrice: "Unit price",
    amount: "Amount",
    lumpSum: "1 lot",
    monthly: "This is a monthly fee.",
    specifications: "Your specifications",
    noSpecifications: "(no details needed for this plan)",
    estimateNote:
      "This amount is an estimate based on what you chose in the pricing calculator. It is confirmed after a consultation about your requirements.",
    paymentTermsHeading: "Payment terms",
    paymentTerms: [
      "We issue an invoice after your order. Please pay by bank transfer to the account on the invoice by the end of the month after the invoice month.",
      "Monthly plans are billed at each month's end and due at the end of the following month. Transfer fees are borne by the customer.",
    ],
    dateFormat: (y: number, m: number, d: number) =>
      new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      }),
    downloadPdf: "Download PDF",
    accept: "Accept this quotation",
    acceptNote: "When you accept, we will contact you about the contract.",
    accepted: (date: string) => `You accepted this quotation on ${date}. We will be in touch shortly.`,
    expired: "This quotation has expired. You can start a new quote with the same choices.",
    restart: "Start a new quote with the same choices",
    pageTitle: (number: string) => `Quotation ${number}`,
    notFoundTitle: "Quotation not found",
    notFound: "The link is not right, or the quotation has been deleted.",
    fileName: (number: string) => `Quotation_${number}.pdf`,
    emailOnline: "Your quotation is attached as a PDF. You can also view and accept it online.",
    emailOnlineLink: "View the quotation online",
    acceptedSubject: (number: string) => `[${company.shortName.en}] We received your acceptance of quotation ${number}`,
    acceptedIntro: (number: string) =>
      `Thank you for accepting quotation ${number}. We will contact you about the contract shortly.`,
    acceptedNotificationSubject: (number: string, name: string) => `[Quotation accepted ${number}] ${name}`,
    acceptedNotificationIntro: "A visitor accepted a quotation online. Please follow up with the contract.",
    reminderSubject: (number: string, name: string) => `[Quotation follow-up ${number}] ${name} (not accepted)`,
    reminderIntro: (days: number) =>
      `This quotation was issued ${days} days ago and has not been accepted yet. Consider following up.`,
    labels: { name: "Name", email: "Email", total: "Total (incl. tax)", validUntil: "Valid until" },
  },
});

export type QuotationCopy = (typeof quotation)["ja"];
