import { defineContent } from "../domain/i18n/dictionary";

/**
 * Messages of the quote API's own refusals. Name and
 * email reuse contact-validation.ts; configure inputs reuse pricing-validation.ts.
 */
export const quoteErrors = defineContent({
  ja: {
    unknownPlan: "選択されたプランが見つかりません。プランを選び直してください",
    zeroPrice: "お見積もり金額が0円のため確定できません。ご希望の内容を入力してください",
    alreadyComplete: "このお見積もりは確定済みのため、変更できません",
    alreadyCreated: "このお見積もりはすでに作成されています。もう一度最初からお試しください",
  },
  en: {
    unknownPlan: "The selected plan does not exist. Please choose a plan again",
    zeroPrice: "An estimate of ¥0 cannot be finalised. Please enter what you need",
    alreadyComplete: "This quote has already been finalised and can no longer be changed",
    alreadyCreated: "This quote has already been created. Please start again",
  },
});

export type QuoteErrorKey = keyof (typeof quoteErrors)["ja"];
