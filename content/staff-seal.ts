import { defineContent } from "../domain/i18n/dictionary";

/** Copy of the office's company-seal page: uploading the 印影 printed on quotations and invoices. */
export const staffSeal = defineContent({
  ja: {
    title: "会社印（見積書・請求書の印影）",
    link: "会社印（見積書・請求書）",
    intro:
      "アップロードした印影は、これから発行する見積書・請求書に印刷されます。発行済みの書類は、発行時の印影のまま変わりません。",
    current: "現在の印影",
    currentAlt: "現在の会社印の画像",
    none: "アップロードされた印影はありません（リポジトリの画像があればそれを、なければ空欄の「印」を印刷します）。",
    file: (maxKb: number, min: number, max: number) =>
      `印影の画像（PNG、${maxKb} KBまで、${min}〜${max}ピクセルのほぼ正方形）`,
    upload: "アップロード",
    saved: "印影を保存しました。これから発行する書類に印刷されます。",
    ownerOnly: "会社印を変更できるのはオーナーのアカウントだけです。",
    errors: {
      missing: "画像ファイルを選んでください。",
      tooLarge: (maxKb: number) => `ファイルが大きすぎます。${maxKb} KB以下のPNG画像にしてください。`,
      notPng: "PNG画像ではありません。PNG形式で保存した画像を選んでください。",
      dimensions: (min: number, max: number) =>
        `画像の大きさが合いません。縦横${min}〜${max}ピクセルで、ほぼ正方形の画像にしてください。`,
      unreadable: "この画像は読み込めません。別のソフトでPNGとして保存し直してください。",
    },
  },
  en: {
    title: "Company seal (on quotations and invoices)",
    link: "Company seal (quotations and invoices)",
    intro:
      "The seal you upload is printed on the quotations and invoices issued from now on. Documents already issued keep the seal they were issued with.",
    current: "Current seal",
    currentAlt: "The current company seal image",
    none: "No seal has been uploaded (the repository's image is printed if there is one, otherwise an empty box marked 印).",
    file: (maxKb: number, min: number, max: number) =>
      `Seal image (PNG, up to ${maxKb} KB, roughly square, ${min}–${max} pixels)`,
    upload: "Upload",
    saved: "Seal saved. It is printed on the documents issued from now on.",
    ownerOnly: "Only the owner's account can change the company seal.",
    errors: {
      missing: "Choose an image file.",
      tooLarge: (maxKb: number) => `The file is too large. Use a PNG image of ${maxKb} KB or less.`,
      notPng: "That is not a PNG image. Choose an image saved as PNG.",
      dimensions: (min: number, max: number) =>
        `The image has the wrong size. Use a roughly square image of ${min}–${max} pixels each way.`,
      unreadable: "This image cannot be read. Save it as PNG again with another program.",
    },
  },
});
