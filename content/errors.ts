import { defineContent } from "../domain/i18n/dictionary";

export const errorPage = defineContent({
  ja: {
    title: "エラーが発生しました",
    message: "申し訳ありません。時間をおいて再度お試しいただくか、メールでお問い合わせください。",
    home: "ホームに戻る",
  },
  en: {
    title: "Something went wrong",
    message: "Sorry about that. Please try again in a moment or email us directly.",
    home: "Return to Home",
  },
});
