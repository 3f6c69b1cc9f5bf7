import { defineContent } from "../domain/i18n/dictionary";
import { company } from "./company";

const replyHours = company.promises.replyWithinHours;

/** Headings, labels and calls to action around the case-study data (list and detail pages). */
export const caseStudiesPage = defineContent({
  ja: {
    hero: {
      eyebrow: "Case Studies",
      title: "導入事例",
      lead: "業種も課題もさまざまなお客様とともに、数字で語れる成果を積み重ねてきました。代表的な6つの事例をご紹介します。",
    },
    listHeading: "主な導入事例",
    clientLabel: "クライアント",
    tagsLabel: "タグ",
    readMore: "事例の詳細を見る",
    confidential: "守秘義務のため、詳細はご相談の際に個別にご紹介しています。",
    statsHeading: "数字で見る多摩川デジタルワークス",
    cta: {
      title: "次の成功事例を、一緒につくりませんか？",
      text: `課題の整理からでもお気軽にご相談ください。初回のご相談は無料で、${replyHours}時間以内にご返信します。`,
      button: "お問い合わせはこちら",
    },
  },
  en: {
    hero: {
      eyebrow: "Client results",
      title: "Case Studies",
      lead: "Across many industries and challenges, we have delivered results our clients can measure. Here are six representative projects.",
    },
    listHeading: "Selected case studies",
    clientLabel: "Client",
    tagsLabel: "Tags",
    readMore: "Read the case study",
    confidential: "Details of this project are confidential; we are happy to share more in a consultation.",
    statsHeading: "Tamagawa Digital Works in numbers",
    cta: {
      title: "Let's create your success story together",
      text: `Even if you are still defining the problem, we are happy to talk. The first consultation is free, and we reply within ${replyHours} hours.`,
      button: "Contact us",
    },
  },
});

export const caseStudyDetailPage = defineContent({
  ja: {
    listLabel: "導入事例",
    homeLabel: "ホーム",
    industryLabel: "業種",
    clientLabel: "クライアント",
    tagsLabel: "タグ",
    metricsHeading: "主な成果",
    overviewHeading: "プロジェクト概要",
    challengeHeading: "課題・目標・背景",
    challengeLabels: { challenge: "課題", goal: "目標", background: "背景" },
    strategiesHeading: "実施した施策",
    resultsHeading: "成果",
    conclusionHeading: "まとめ",
    cta: {
      title: "同じような課題をお持ちではありませんか？",
      text: "30分の無料オンライン相談で、貴社の状況をお伺いし、最適な進め方をご提案します。",
      button: "無料相談を予約する",
    },
    back: "導入事例一覧に戻る",
    /** Browser tab title of a detail page. */
    pageTitle: (title: string) => `${title} | 導入事例 | ${company.shortName.ja}`,
  },
  en: {
    listLabel: "Case Studies",
    homeLabel: "Home",
    industryLabel: "Industry",
    clientLabel: "Client",
    tagsLabel: "Tags",
    metricsHeading: "Key results",
    overviewHeading: "Project overview",
    challengeHeading: "Challenge, goal and background",
    challengeLabels: { challenge: "Challenge", goal: "Goal", background: "Background" },
    strategiesHeading: "What we did",
    resultsHeading: "Results",
    conclusionHeading: "Conclusion",
    cta: {
      title: "Facing a similar challenge?",
      text: "Book a free 30-minute online consultation. We will listen to your situation and suggest the best way forward.",
      button: "Book a free consultation",
    },
    back: "Back to all case studies",
    pageTitle: (title: string) => `${title} | Case Studies | ${company.shortName.en}`,
  },
});
