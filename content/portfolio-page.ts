import { defineContent } from "../domain/i18n/dictionary";

/** Headings and labels around the portfolio items. */
export const portfolioPage = defineContent({
  ja: {
    hero: {
      eyebrow: "Portfolio",
      title: "ポートフォリオ",
      lead: "Webサイト、Webアプリ、モバイルアプリ、AIまで。これまでに手がけた制作実績の一部をご紹介します。",
    },
    filterLabel: "カテゴリで絞り込む",
    listHeading: "制作実績",
    /** Announced when the filter changes. */
    count: (n: number) => `${n}件のプロジェクトを表示しています`,
    viewSite: "サイトを見る",
    viewSiteOf: (title: string) => `：${title}（新しいタブで開きます）`,
    imageAlt: (title: string) => `${title}の画面イメージ`,
    techLabel: "使用技術",
  },
  en: {
    hero: {
      eyebrow: "Our work",
      title: "Portfolio",
      lead: "Websites, web apps, mobile apps and AI: a selection of the projects we have built for our clients.",
    },
    filterLabel: "Filter by category",
    listHeading: "Projects",
    count: (n: number) => `Showing ${n} ${n === 1 ? "project" : "projects"}`,
    viewSite: "View Site",
    viewSiteOf: (title: string) => `: ${title} (opens in a new tab)`,
    imageAlt: (title: string) => `Screen illustration of ${title}`,
    techLabel: "Technologies",
  },
});
