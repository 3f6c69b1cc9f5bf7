import { defineContent } from "../domain/i18n/dictionary";

/** The home page's banner after a completed quote (app/components/home/quote-banner.tsx). */
export const quoteBanner = defineContent({
  ja: {
    title: "お見積りをお送りしました",
    numberLabel: "見積番号",
    text: "同じ内容をメールでもお送りしています。オンラインでご確認・ご承諾いただけます。",
    view: "見積書を表示・承諾する",
    pdf: "PDFをダウンロード",
    next: "次のステップ：30分の無料オンライン相談をご予約ください。",
    call: "30分の相談を予約する",
    dismiss: "閉じる",
  },
  en: {
    title: "Your quotation is ready",
    numberLabel: "Quotation number",
    text: "We have also sent it to your email. You can review and accept it online.",
    view: "View and accept the quotation",
    pdf: "Download the PDF",
    next: "Next step: book a free 30-minute call with us.",
    call: "Book a 30-minute call",
    dismiss: "Dismiss",
  },
});
