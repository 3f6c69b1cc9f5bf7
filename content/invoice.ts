import { company } from "./company";
import { defineContent } from "../domain/i18n/dictionary";

/**
 * Copy of the 請求書 (a qualified invoice, 適格請求書): the PDF, the email that carries it and the
 * office's invoice section. Figures come from pricing, the issuer's details from company.ts.
 */
export const invoice = defineContent({
  ja: {
    title: "請求書",
    number: "請求番号",
    issueDate: "発行日",
    dueDate: "お支払期限",
    lead: "下記のとおりご請求申し上げます。",
    subject: "件名",
    transactionDate: "取引年月日",
    quotationNumber: "見積番号",
    totalHeading: "ご請求金額（税込）",
    taxHeading: "税率ごとの内訳",
    taxable: (rate: number) => `${rate}%対象（税抜）`,
    taxOf: (rate: number) => `消費税（${rate}%）`,
    totalWithTax: "合計（税込）",
    allStandardRate: "※すべて標準税率10%の対象です。",
    bankHeading: "お振込先",
    notesHeading: "備考",
    payBy: (date: string) => `${date}までに上記口座へお振り込みください。`,
    fees: "振込手数料はお客様のご負担でお願いいたします。",
    monthly: "※月額の項目は対象期間の1か月分です。翌月以降は毎月請求書を発行いたします。",
    /** A monthly line names the service month it bills. */
    monthlyLine: (label: string, period: string) => `${label}（月額・対象期間 ${period}）`,
    period: (year: number, month: number) => `${year}年${month}月分`,
    oneOffSubtotal: "初期費用 小計（税抜）",
    monthlySubtotal: (period: string) => `月額 小計（税抜・${period}）`,
    fileName: (number: string) => `請求書_${number}.pdf`,
    /** The email to the visitor. */
    emailSubject: (number: string) => `【${company.shortName.ja}】請求書 ${number} をお送りします`,
    emailIntro: (quotation: string) =>
      `このたびはご発注いただきありがとうございます。見積番号 ${quotation} にもとづく請求書をお送りします（PDFを添付しました）。`,
    emailDue: (date: string) => `お支払期限: ${date}`,
    emailTotal: "ご請求金額（税込）",
    /** The office. */
    section: "請求書",
    issue: "請求書を発行してお客様に送る",
    issueIntro:
      "お申し込みいただいた版の明細で請求書を発行し、PDFを添付したメールをお客様に送ります。発行後は変更できません。",
    issued: (number: string) => `請求書 ${number} を発行し、お客様へのメールを送信待ちにしました。`,
    paidDone: "入金済みにしました。",
    paid: (date: string) => `入金済み（${date}）`,
    unpaid: "未入金",
    status: "入金状況",
    total: "請求金額（税込）",
    due: "お支払期限",
    pdf: "請求書PDF",
    markPaid: "入金済みにする",
    refused: {
      notAccepted: "お申し込みのない見積もりには請求書を発行できません。",
      twice: "この見積もりの請求書はすでに発行されています。",
      noRegistration:
        "適格請求書発行事業者の登録番号（INVOICE_REGISTRATION_NUMBER）が設定されていないため、請求書を発行できません。",
      noBank: "振込先（BANK_TRANSFER_DETAILS）が設定されていないため、請求書を発行できません。",
      notIssued: "請求書はまだ発行されていません。",
    },
  },
  en: {
    title: "Invoice",
    number: "Invoice no.",
    issueDate: "Issue date",
    dueDate: "Due date",
    lead: "We invoice you as follows.",
    subject: "Subject",
    transactionDate: "Transaction date",
    quotationNumber: "Quotation no.",
    totalHeading: "Amount due (incl. tax)",
    taxHeading: "By tax rate",
    taxable: (rate: number) => `Subject to ${rate}% (before tax)`,
    taxOf: (rate: number) => `Consumption tax (${rate}%)`,
    totalWithTax: "Total (incl. tax)",
    allStandardRate: "All items are subject to the standard 10% rate.",
    bankHeading: "Bank transfer",
    notesHeading: "Notes",
    payBy: (date: string) => `Please transfer the amount to the account above by ${date}.`,
    fees: "Transfer fees are borne by the customer.",
    monthly: "Monthly items bill one month, their service period; an invoice follows every month.",
    monthlyLine: (label: string, period: string) => `${label} (monthly, service period ${period})`,
    period: (year: number, month: number) =>
      new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString("en-GB", {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
    oneOffSubtotal: "One-off subtotal (excl. tax)",
    monthlySubtotal: (period: string) => `Monthly subtotal (excl. tax, ${period})`,
    fileName: (number: string) => `Invoice_${number}.pdf`,
    emailSubject: (number: string) => `[${company.shortName.en}] Invoice ${number}`,
    emailIntro: (quotation: string) =>
      `Thank you for your order. Please find attached the invoice for quotation ${quotation} (PDF).`,
    emailDue: (date: string) => `Due date: ${date}`,
    emailTotal: "Amount due (incl. tax)",
    section: "Invoice",
    issue: "Issue the invoice and send it",
    issueIntro:
      "Issues the invoice from the accepted version's lines and emails it to the visitor with the PDF attached. It cannot be changed afterwards.",
    issued: (number: string) => `Invoice ${number} issued; the email to the visitor is queued.`,
    paidDone: "Marked as paid.",
    paid: (date: string) => `Paid (${date})`,
    unpaid: "Unpaid",
    status: "Payment",
    total: "Amount (incl. tax)",
    due: "Due date",
    pdf: "Invoice PDF",
    markPaid: "Mark as paid",
    refused: {
      notAccepted: "An invoice can only be issued for an accepted quotation.",
      twice: "This quote's invoice has already been issued.",
      noRegistration:
        "The qualified-invoice registration number (INVOICE_REGISTRATION_NUMBER) is not set, so no invoice can be issued.",
      noBank: "The bank-transfer details (BANK_TRANSFER_DETAILS) are not set, so no invoice can be issued.",
      notIssued: "No invoice has been issued yet.",
    },
  },
});
