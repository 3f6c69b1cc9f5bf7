import { company } from "./company";
import { defineContent } from "../domain/i18n/dictionary";

const replyHours = company.promises.replyWithinHours;

/**
 * Copy of the pricing calculator page (spec sections 2, 4 and 8). Plan cards,
 * input names and breakdown labels live in pricing-plans.ts, pricing-fields.ts
 * and pricing-labels.ts; the loader sends them along in the page's language.
 * Everything here travels as loader data, so templates use {placeholders}
 * (domain/forms/fill-template.ts) instead of functions.
 */
export const pricingPage = defineContent({
  ja: {
    /** Shown instead of the calculator when JavaScript is off: it saves and prices as you go and cannot work without it. */
    noScript: {
      title: "料金シミュレーターにはJavaScriptが必要です",
      text: "お使いのブラウザでJavaScriptが無効になっているため、シミュレーターをご利用いただけません。JavaScriptを有効にしていただくか、お問い合わせページからご相談内容をお送りください。お見積もりをお送りします。",
      link: "お問い合わせページへ",
    },
    hero: {
      eyebrow: "料金シミュレーター",
      title: "サービスの概算費用を、その場で確認",
      lead: "3つのステップで、ご希望のサービスの概算費用をすぐにお確かめいただけます。会員登録は不要・無料で、お見積もりはメールでお届けします。",
      badges: ["登録不要・無料", "約1分で完了", `${replyHours}時間以内にご連絡`],
    },
    steps: {
      label: "お見積もりの手順",
      names: { contact: "お客様情報", category: "サービス選択", configure: "詳細入力・概算" },
      done: "完了",
    },
    contact: {
      title: "お客様情報のご入力",
      lead: "お見積もりをお送りするため、お名前とメールアドレスをご入力ください。",
      name: { label: "お名前", placeholder: "山田 太郎" },
      email: { label: "メールアドレス", placeholder: "taro@example.co.jp" },
      requiredMark: "必須",
      requiredNote: "* は必須項目です",
      submit: "次へ進む",
      submitting: "準備しています…",
      privacyBefore: "ご入力いただいた情報は",
      privacyLink: "プライバシーポリシー",
      privacyAfter: "に基づき、お見積もりのご連絡にのみ利用します。",
      resuming: "保存されたお見積もりを読み込んでいます…",
    },
    category: {
      title: "サービスのカテゴリーをお選びください",
      lead: "ご検討中のサービスに近いカテゴリーをお選びください。",
      plansTitle: "{category}のプランをお選びください",
      plansLead: "プランを選ぶと、詳細の入力と概算金額の確認に進みます。",
      change: "カテゴリーを変更",
      choose: "このプランを選ぶ",
      selected: "選択中",
      featuresLabel: "主な内容",
    },
    configure: {
      title: "詳細のご入力",
      lead: "入力内容に合わせて、概算金額がすぐに更新されます。",
      planLabel: "選択中のプラン",
      inputsLegend: "お見積もり条件",
      noInputs: "このプランは一式料金のため、追加でご入力いただく項目はありません。",
      decrease: "{label}を1減らす",
      increase: "{label}を1増やす",
      autosave: "入力内容は自動で保存されます。",
      back: "カテゴリー選択に戻る",
      submit: "最終見積もりを受け取る",
      submitting: "送信しています…",
      zeroHint: "概算金額が0円のため、お見積もりを確定できません。条件をご入力ください。",
      invalidHint: "入力内容をご確認ください。",
    },
    estimate: {
      taxIncluded: "税込",
      unavailable: "条件を正しく入力すると、概算金額が表示されます。",
    },
    toasts: {
      inputErrorTitle: "入力エラー",
      errorTitle: "エラー",
      startFailed: "計算ツールを開始できませんでした。もう一度お試しください。",
      completeTitle: "お見積もり完了！",
      completeDescription: `お見積もりをメールでお送りしました。${replyHours}時間以内にご連絡いたします。`,
      completeFailed: "お見積もりを確定できませんでした。時間をおいてもう一度お試しください。",
    },
  },
  en: {
    noScript: {
      title: "The pricing calculator needs JavaScript",
      text: "JavaScript is turned off in this browser, so the calculator cannot work here. Turn it on to get an instant estimate, or tell us about your project on the contact page and we will send you a quote.",
      link: "Go to the contact page",
    },
    hero: {
      eyebrow: "Pricing calculator",
      title: "See what your project costs, right now",
      lead: "Get an instant estimate for the service you need in three short steps. It is free, there is nothing to sign up for, and we email you the quote.",
      badges: ["Free, no sign-up", "Takes about a minute", `Reply within ${replyHours} hours`],
    },
    steps: {
      label: "Quote steps",
      names: { contact: "Your details", category: "Choose a service", configure: "Details and estimate" },
      done: "done",
    },
    contact: {
      title: "Your details",
      lead: "Enter your name and the email address we should send your quote to.",
      name: { label: "Name", placeholder: "Jane Smith" },
      email: { label: "Email", placeholder: "jane@example.com" },
      requiredMark: "required",
      requiredNote: "* indicates required field",
      submit: "Continue",
      submitting: "Getting ready…",
      privacyBefore: "We use your details only to send and follow up on your quote, as described in our ",
      privacyLink: "Privacy Policy",
      privacyAfter: ".",
      resuming: "Loading your saved quote…",
    },
    category: {
      title: "Choose a service category",
      lead: "Pick the category closest to what you have in mind.",
      plansTitle: "{category}: choose a plan",
      plansLead: "Choosing a plan takes you to its details and the estimate.",
      change: "Change Category",
      choose: "Choose this plan",
      selected: "Selected",
      featuresLabel: "What's included",
    },
    configure: {
      title: "Tell us the details",
      lead: "The estimate updates as soon as you change anything.",
      planLabel: "Selected plan",
      inputsLegend: "Quote details",
      noInputs: "This plan has a flat fee, so there is nothing more to enter.",
      decrease: "Decrease {label} by one",
      increase: "Increase {label} by one",
      autosave: "Your answers are saved automatically.",
      back: "Back to categories",
      submit: "Get Final Quote",
      submitting: "Sending…",
      zeroHint: "The estimate is ¥0, so there is nothing to quote yet. Please enter what you need.",
      invalidHint: "Please check your entries.",
    },
    estimate: {
      taxIncluded: "incl. tax",
      unavailable: "Enter valid details to see the estimate.",
    },
    toasts: {
      inputErrorTitle: "Input Error",
      errorTitle: "Error",
      startFailed: "Failed to start calculator. Please try again.",
      completeTitle: "Quote Complete!",
      completeDescription: `Your quote has been sent to your email. We'll contact you within ${replyHours} hours.`,
      completeFailed: "We could not finalise your quote. Please try again in a moment.",
    },
  },
});

export type PricingPageContent = (typeof pricingPage)["ja"];
