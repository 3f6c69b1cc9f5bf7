import { company } from "./company";
import { defineContent } from "../domain/i18n/dictionary";
import { DEFAULT_PAYMENT_TERMS, type PaymentTerms } from "../domain/invoices/payment-terms";

/** The payment-terms rule in words: the quotation prints it; the invoice computes its due date from it. */
const payByJa = (terms: PaymentTerms) =>
  terms.kind === "days"
    ? `請求書発行日から${terms.days}日以内`
    : ([`請求書発行月の末日まで`, `請求書発行月の翌月末日まで`, `請求書発行月の翌々月末日まで`][terms.months] ??
      `請求書発行月の${terms.months}か月後の末日まで`);
const payByEn = (terms: PaymentTerms) =>
  terms.kind === "days"
    ? `within ${terms.days} days of the invoice date`
    : ([
        "by the end of the invoice month",
        "by the end of the month after the invoice month",
        "by the end of the second month after the invoice month",
      ][terms.months] ?? `by the end of the ${terms.months}th month after the invoice month`);

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
    personAddress: (name: string) => `${name} 様`,
    /** The addressee: 御中 for a company alone, 様 for a person (after the company when both are given), never both. */
    companyOnly: (name: string) => `${name} 御中`,
    personWithCompany: (name: string) => `${name} 様`,
    subject: "件名",
    /** The default 件名: the plan and its main figure, as a subject reads (staff can rewrite it in a revision). */
    subjectText: (plan: string, main: string[]) =>
      main.length ? `${plan}（${main.join("・")}）のお見積り` : `${plan}のお見積り`,
    contactPerson: "担当者",
    delivery: "納期",
    deliveryToBeAgreed: "別途ご相談",
    seal: "印",
    conditionsHeading: "見積条件・備考",
    conditionValidity: (date: string) => `本見積書の有効期限は${date}までです。`,
    conditionOneOff: (terms: PaymentTerms) =>
      `ご発注後に請求書を発行いたします。${payByJa(terms)}に、請求書記載の口座へお振り込みください。`,
    conditionMonthly: (terms: PaymentTerms) =>
      `月額料金は毎月末締めで、ご契約期間中、毎月請求書を発行いたします。お支払いは${payByJa(terms)}です。`,
    conditionFees: "振込手数料はお客様のご負担でお願いいたします。",
    discount: (amount: string) => `（値引き ${amount}）`,
    /** One-off and monthly apart: a monthly line is marked, a discount is a minus line of its own. */
    monthlyLine: (label: string) => `${label}（月額）`,
    discountLine: (label: string) => `値引き（${label}）`,
    /** A quotation staff made from a contact or chat lead, with lines of their own (no calculator plan). */
    customPlan: "個別お見積り",
    customSubject: "お見積り",
    /** 件: a count of items; the other units read as the calculator's do. */
    itemCount: (n: number) => `${n.toLocaleString("ja-JP")}件`,
    /** A reduced-rate (8%) line is marked, and the mark explained (軽減税率対象). */
    reducedLine: (label: string) => `${label} ※`,
    reducedRateNote: "※は軽減税率（8%）対象です。",
    oneOffSums: {
      subtotal: "初期費用 小計（税抜）",
      tax: (rate: number) => `初期費用 消費税（${rate}%）`,
      total: "初期費用 合計（税込）",
    },
    monthlySums: {
      subtotal: "月額 小計（税抜）",
      tax: (rate: number) => `月額 消費税（${rate}%）`,
      total: "月額 合計（税込）",
    },
    monthlyTotalHeading: "月額料金（税込）",
    monthlyApart: "※（月額）の項目は毎月のお支払いで、お見積金額（初期費用）には含まれません。",
    notesHeading: "備考",
    revision: "改訂版",
    supersedes: (number: string) => `本書は見積番号 ${number} に代わるものです。`,
    supersededBanner: (number: string) =>
      `この見積書は改訂されました。最新の見積書（${number}）をメールでお送りしています。この版はお申し込みいただけません。`,
    supersededRefused: "この見積書は改訂されたため、お申し込みいただけません。最新の見積書をご確認ください。",
    issuedSubject: (number: string) => `【${company.shortName.ja}】お見積書 ${number} をお送りします`,
    issuedIntro: (number: string) => `お問い合わせいただいた内容について、お見積書（${number}）をお送りします。`,
    revisionSubject: (number: string) => `【${company.shortName.ja}】お見積書の改訂版 ${number} をお送りします`,
    revisionIntro: (number: string, previous: string) =>
      `お打ち合わせの内容にもとづき、見積書を改訂しました（改訂版 ${number}、${previous} に代わるものです）。`,
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
    /** The default rule in words, for the pages and the assistant (documents print the configured rule). */
    paymentTerms: [
      `ご発注後に請求書を発行いたします。${payByJa(DEFAULT_PAYMENT_TERMS)}に、請求書記載の口座へお振り込みください。`,
      `月額プランは毎月末締めで、お支払いは${payByJa(DEFAULT_PAYMENT_TERMS)}です。振込手数料はお客様のご負担でお願いいたします。`,
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
    limitedTitle: "しばらくしてからお試しください",
    limited: "短時間に多くのアクセスがありました。1分ほどおいてから、もう一度開いてください。",
    fileName: (number: string) => `御見積書_${number}.pdf`,
    /** Emails. */
    emailOnline: "見積書（PDF）を添付しました。オンラインでもご確認・お申し込みいただけます。",
    emailOnlineLink: "見積書をオンラインで見る",
    acceptedSubject: (number: string) => `【${company.shortName.ja}】お見積もり ${number} のお申し込みを承りました`,
    acceptedIntro: (number: string) =>
      `見積書 ${number} でのお申し込みを承りました。担当者より契約手続きについてご連絡いたします。`,
    acceptedNotificationSubject: (number: string, name: string) => `[見積承諾 ${number}] ${name} 様`,
    acceptedNotificationIntro:
      "お客様がオンラインで見積書を承諾し、発注を申し込みました。契約手続きのご連絡をお願いします。",
    reminderSubject: (number: string, name: string) => `[見積フォロー ${number}] ${name} 様（未承諾）`,
    reminderIntro: (days: number) =>
      `確定から${days}日が経過しましたが、まだ承諾されていない見積書です。フォローのご連絡をご検討ください。`,
    /** The order request on the online copy (acceptance asks who orders, a PO number and a confirmation). */
    order: {
      heading: "発注のお申し込み",
      ordererName: "ご発注者のお名前",
      ordererNameHint: "ご発注の手続きをされる方のお名前です。",
      purchaseOrder: "貴社の注文書番号（任意）",
      purchaseOrderHint: "社内の注文書番号があればご記入ください。見積書と請求書に控えます。",
      /** The order's confirmation: the one-off total, and the monthly fee apart when there is one. */
      confirm: (total: string, monthly?: string | null) =>
        monthly
          ? `見積書の内容と初期費用 ${total}（税込）、月額 ${monthly}（税込）を確認のうえ、発注を申し込みます`
          : `見積書の内容と合計 ${total}（税込）を確認のうえ、発注を申し込みます`,
      errorsHeading: "入力内容をご確認ください",
      ordererNameRequired: "ご発注者のお名前を入力してください",
      ordererNameTooLong: "ご発注者のお名前は100文字以内で入力してください",
      ordererNameBadCharacters: "ご発注者のお名前に使用できない制御文字が含まれています",
      ordererNameEncodedWord: "ご発注者のお名前に「=?…?=」の形の文字列は入力できません",
      ordererNameHasLink: "ご発注者のお名前にURLやドメイン名は入力できません",
      purchaseOrderInvalid: "注文書番号は英数字と「-」「_」「/」「#」「.」で40文字以内で入力してください",
      confirmRequired: "内容をご確認のうえ、チェックを入れてください",
      ordererLabel: "ご発注者",
      purchaseOrderLabel: "注文書番号",
      acceptedBy: (name: string) => `ご発注者: ${name}`,
      purchaseOrderIs: (po: string) => `注文書番号: ${po}`,
    },
    /** The estimate email when the address has not yet shown it is the requester's: a link, no attachment. */
    emailOnlineOnly:
      "見積書はオンラインでご確認いただけます（PDFもダウンロードできます）。内容をご確認のうえ、お申し込みください。",
    assigneeOrderSubject: (number: string, name: string) => `[発注 ${number}] ${name} 様（ご担当の案件）`,
    assigneeOrderIntro: "ご担当の案件で、お客様がオンラインで見積書を承諾し、発注を申し込みました。",
    openInOffice: "管理画面で見る",
    labels: {
      name: "お名前",
      email: "メールアドレス",
      subtotal: "小計（税抜）",
      total: "合計（税込）",
      validUntil: "有効期限",
    },
  },
  en: {
    title: "Quotation",
    number: "Quotation No.",
    issueDate: "Issue date",
    validUntil: "Valid until",
    personAddress: (name: string) => name,
    companyOnly: (name: string) => name,
    personWithCompany: (name: string) => `Attn: ${name}`,
    subject: "Subject",
    subjectText: (plan: string, main: string[]) =>
      main.length ? `Quotation for ${plan} (${main.join(", ")})` : `Quotation for ${plan}`,
    contactPerson: "Contact",
    delivery: "Delivery",
    deliveryToBeAgreed: "To be agreed",
    seal: "Seal",
    conditionsHeading: "Terms and notes",
    conditionValidity: (date: string) => `This quotation is valid until ${date}.`,
    conditionOneOff: (terms: PaymentTerms) =>
      `We issue an invoice after your order. Please pay by bank transfer to the account on the invoice ${payByEn(terms)}.`,
    conditionMonthly: (terms: PaymentTerms) =>
      `Monthly fees are billed at each month's end, with an invoice every month of the contract, and are due ${payByEn(terms)}.`,
    conditionFees: "Transfer fees are borne by the customer.",
    discount: (amount: string) => ` (discount ${amount})`,
    monthlyLine: (label: string) => `${label} (monthly)`,
    discountLine: (label: string) => `Discount (${label})`,
    customPlan: "Custom quotation",
    customSubject: "Quotation",
    itemCount: (n: number) => (n === 1 ? "1 item" : `${n.toLocaleString("en-US")} items`),
    reducedLine: (label: string) => `${label} *`,
    reducedRateNote: "* Subject to the reduced 8% consumption-tax rate.",
    oneOffSums: {
      subtotal: "One-off subtotal (excl. tax)",
      tax: (rate: number) => `One-off consumption tax (${rate}%)`,
      total: "One-off total (incl. tax)",
    },
    monthlySums: {
      subtotal: "Monthly subtotal (excl. tax)",
      tax: (rate: number) => `Monthly consumption tax (${rate}%)`,
      total: "Monthly total (incl. tax)",
    },
    monthlyTotalHeading: "Monthly fee (incl. tax)",
    monthlyApart: "Items marked (monthly) are paid every month and are not included in the quoted one-off total.",
    notesHeading: "Notes",
    revision: "Revised",
    supersedes: (number: string) => `This quotation supersedes quotation No. ${number}.`,
    supersededBanner: (number: string) =>
      `This quotation has been revised. We have emailed you the new version (${number}); this one can no longer be accepted.`,
    supersededRefused: "This quotation has been revised and can no longer be accepted. Please see the new version.",
    issuedSubject: (number: string) => `[${company.shortName.en}] Your quotation ${number}`,
    issuedIntro: (number: string) => `Thank you for your enquiry. Here is our quotation ${number}.`,
    revisionSubject: (number: string) => `[${company.shortName.en}] Your revised quotation ${number}`,
    revisionIntro: (number: string, previous: string) =>
      `Following our conversation, we have revised your quotation (revision ${number}, superseding ${previous}).`,
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
      `We issue an invoice after your order. Please pay by bank transfer to the account on the invoice ${payByEn(DEFAULT_PAYMENT_TERMS)}.`,
      `Monthly plans are billed at each month's end and due ${payByEn(DEFAULT_PAYMENT_TERMS)}. Transfer fees are borne by the customer.`,
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
    limitedTitle: "Please try again shortly",
    limited: "There were many requests in a short time. Please open the quotation again in a minute.",
    fileName: (number: string) => `Quotation_${number}.pdf`,
    emailOnline: "Your quotation is attached as a PDF. You can also view and accept it online.",
    emailOnlineLink: "View the quotation online",
    acceptedSubject: (number: string) => `[${company.shortName.en}] We received your acceptance of quotation ${number}`,
    acceptedIntro: (number: string) =>
      `Thank you for accepting quotation ${number}. We will contact you about the contract shortly.`,
    acceptedNotificationSubject: (number: string, name: string) => `[Quotation accepted ${number}] ${name}`,
    acceptedNotificationIntro:
      "A visitor accepted a quotation online and placed an order. Please follow up with the contract.",
    reminderSubject: (number: string, name: string) => `[Quotation follow-up ${number}] ${name} (not accepted)`,
    reminderIntro: (days: number) =>
      `This quotation was issued ${days} days ago and has not been accepted yet. Consider following up.`,
    order: {
      heading: "Place an order",
      ordererName: "Name of the person placing the order",
      ordererNameHint: "The person in charge of this order on your side.",
      purchaseOrder: "Your purchase order number (optional)",
      purchaseOrderHint: "If your company issues purchase orders, we note the number on the quotation and the invoice.",
      confirm: (total: string, monthly?: string | null) =>
        monthly
          ? `I have checked this quotation, its one-off total of ${total} and its monthly fee of ${monthly} (incl. tax), and place the order`
          : `I have checked this quotation and its total of ${total} (incl. tax) and place the order`,
      errorsHeading: "Please check your entries",
      ordererNameRequired: "Enter the name of the person placing the order",
      ordererNameTooLong: "The orderer's name must be less than 100 characters",
      ordererNameBadCharacters: "The orderer's name contains control characters that are not allowed",
      ordererNameEncodedWord: "The orderer's name must not contain encoded text such as =?…?=",
      ordererNameHasLink: "The orderer's name must not contain a web address",
      purchaseOrderInvalid: "The purchase order number may have up to 40 letters, digits and the characters - _ / # .",
      confirmRequired: "Please check the box to confirm the order",
      ordererLabel: "Ordered by",
      purchaseOrderLabel: "Purchase order No.",
      acceptedBy: (name: string) => `Ordered by: ${name}`,
      purchaseOrderIs: (po: string) => `Purchase order No.: ${po}`,
    },
    emailOnlineOnly:
      "Your quotation is online, where you can also download it as a PDF. Please check it there and place your order.",
    assigneeOrderSubject: (number: string, name: string) => `[Order ${number}] ${name} (your lead)`,
    assigneeOrderIntro: "A visitor accepted the quotation of a lead assigned to you and placed an order online.",
    openInOffice: "Open in the office",
    labels: {
      name: "Name",
      email: "Email",
      subtotal: "Subtotal (excl. tax)",
      total: "Total (incl. tax)",
      validUntil: "Valid until",
    },
  },
});

export type QuotationCopy = (typeof quotation)["ja"];
