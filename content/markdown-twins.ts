import { defineContent } from "../domain/i18n/dictionary";

/** The few words the pages' Markdown twins add around the pages' own copy (domain/seo/markdown). */
export const markdownTwinLabels = defineContent({
  ja: {
    page: "このページ（HTML）",
    alternates: "他の言語と形式",
    figure: { label: "指標", value: "数値" },
    profile: { label: "項目", value: "内容" },
    plan: { name: "プラン", price: "料金（税抜）", unit: "単位" },
  },
  en: {
    page: "This page (HTML)",
    alternates: "Other languages and formats",
    figure: { label: "Measure", value: "Figure" },
    profile: { label: "Item", value: "Details" },
    plan: { name: "Plan", price: "Price (before tax)", unit: "Per" },
  },
});

/** Profile networks by their own names, as a twin's link text. */
export const networkNames = { github: "GitHub", linkedin: "LinkedIn", isocialize: "iSocialize" } as const;
