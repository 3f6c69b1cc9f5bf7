import { defineContent } from "../domain/i18n/dictionary";
import type { ChoiceField, ChoiceValue, SpecificationField } from "../domain/pricing/specification-fields";

/**
 * Names of the calculator's configure inputs (spec section 5). The same names
 * appear on the form and inside validation messages, so they live here once.
 * This module imports only types from specification-fields.ts, which imports no content, so there is no cycle.
 */
export interface FieldCopy {
  label: string;
  hint: string;
  /** Shown after the number box; empty for choices. */
  unit: string;
}

type ChoiceLabels = { [F in ChoiceField]: Record<ChoiceValue<F>, string> };

export const pricingFields = defineContent<{
  fields: Record<SpecificationField, FieldCopy>;
  choices: ChoiceLabels;
}>({
  ja: {
    fields: {
      pages: { label: "ページ数", hint: "制作・対応するページの数です。", unit: "ページ" },
      revisions: { label: "修正回数", hint: "2回までの修正は料金に含まれています。", unit: "回" },
      screens: { label: "画面数", hint: "アプリに必要な画面の数です。", unit: "画面" },
      platform: {
        label: "プラットフォーム",
        hint: "ブラウザで動くWebアプリか、ストア配信のネイティブアプリかをお選びください。",
        unit: "",
      },
      hours: { label: "時間数", hint: "ご希望のご支援時間です。", unit: "時間" },
      location: {
        label: "実施場所",
        hint: "オンラインでのご支援か、貴社へ訪問してのご支援かをお選びください。",
        unit: "",
      },
      features: { label: "機能数", hint: "ログイン、決済、プッシュ通知など、主な機能の数です。", unit: "機能" },
      gigabytes: { label: "データ量", hint: "移行するデータのおおよその容量です。", unit: "GB" },
      setupCost: { label: "初期設定費用", hint: "環境構築などの初期費用が別途ある場合にご入力ください。", unit: "円" },
      additionalPages: { label: "追加ページ数", hint: "既存サイトに追加するページの数です。", unit: "ページ" },
    },
    choices: {
      platform: { web: "Webアプリ（ブラウザ）", native: "ネイティブアプリ（iOS・Android）" },
      location: { remote: "リモート（オンライン）", onsite: "オンサイト（訪問）" },
    },
  },
  en: {
    fields: {
      pages: { label: "Pages", hint: "The number of pages we build or work on.", unit: "pages" },
      revisions: { label: "Revisions", hint: "Two rounds of revisions are included in the price.", unit: "revisions" },
      screens: { label: "Screens", hint: "The number of screens your app needs.", unit: "screens" },
      platform: {
        label: "Platform",
        hint: "A web app that runs in the browser, or a native app distributed through the app stores.",
        unit: "",
      },
      hours: { label: "Hours", hint: "How many hours of support you would like.", unit: "hours" },
      location: { label: "Location", hint: "Online support, or on-site at your office.", unit: "" },
      features: {
        label: "Features",
        hint: "The number of main features, such as sign-in, payments or push notifications.",
        unit: "features",
      },
      gigabytes: { label: "Data volume", hint: "Roughly how much data we will migrate.", unit: "GB" },
      setupCost: {
        label: "Setup cost",
        hint: "Enter any separate setup cost, such as building the new environment.",
        unit: "yen",
      },
      additionalPages: {
        label: "Additional pages",
        hint: "The number of pages to add to your existing site.",
        unit: "pages",
      },
    },
    choices: {
      platform: { web: "Web app (browser)", native: "Native app (iOS and Android)" },
      location: { remote: "Remote (online)", onsite: "On-site (at your office)" },
    },
  },
});
