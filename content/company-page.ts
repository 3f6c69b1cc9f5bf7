import { defineContent } from "../domain/i18n/dictionary";
import type { Locale } from "../domain/i18n/locales";
import { formatYearMonth } from "../domain/text/format-date";
import { company } from "./company";
import { representativeLine } from "./team";

export type ValueIcon = "heart" | "shield" | "spark" | "infinity";

export interface CompanyValue {
  id: string;
  icon: ValueIcon;
  title: string;
  description: string;
}

/**
 * The company profile: the spec's seven rows (section 2, Company) in its order, then the representative, whom a
 * Japanese buyer looks for in 会社概要. Every value comes from company.ts and team.ts.
 */
function profileRows(locale: Locale, labels: [string, string, string, string, string, string, string, string]) {
  const values = [
    company.legalName[locale],
    formatYearMonth(company.founded.year, company.founded.month, locale),
    company.address.full[locale],
    company.capital.label[locale],
    company.staff.label[locale],
    company.mainBank[locale],
    company.businessType[locale],
    representativeLine(locale),
  ];
  const ids = [
    "companyName",
    "dateCreated",
    "address",
    "capital",
    "employees",
    "mainBank",
    "businessType",
    "representative",
  ];
  return ids.map((id, i) => ({ id, label: labels[i], value: values[i] }));
}

const foundedJa = formatYearMonth(company.founded.year, company.founded.month, "ja");
const foundedEn = formatYearMonth(company.founded.year, company.founded.month, "en");
const { employees, contractors } = company.staff;
const replyHours = company.promises.replyWithinHours;

export const companyPage = defineContent({
  ja: {
    hero: {
      eyebrow: "Company",
      title: "会社概要",
      lead: "川崎から、確かな技術と丁寧なコミュニケーションで、お客様のビジネスの成長を支えます。",
    },
    about: {
      title: "私たちについて",
      paragraphs: [
        `${company.legalName.ja}は、${foundedJa}に神奈川県川崎市で創業したITサービス企業です。Webサイト・アプリの開発からクラウド構築、AI導入、SEO・GEO対策まで、中小企業やスタートアップのデジタル化をワンストップでお手伝いしています。`,
        `社員${employees}名と、各分野に精通した${contractors}名の業務委託パートナーが、案件ごとに最適なチームを編成します。日本語と英語の両方で対応できるため、海外との取引があるお客様や外資系企業からも多くのご相談をいただいています。`,
        `専門用語に頼らない分かりやすいご説明と、${replyHours}時間以内のご返信をお約束しています。「相談してよかった」と感じていただけるパートナーであり続けることが、私たちの目標です。`,
      ],
      statsLabel: "数字で見る多摩川デジタルワークス",
    },
    vision: {
      eyebrow: "Vision",
      title: "ビジョン",
      statement: "テクノロジーの力で、地域の企業が世界とつながる未来をつくる。",
      body: "優れた製品やサービスを持ちながら、ITの人材や情報が不足しているために力を発揮しきれていない企業が、まだ数多くあります。私たちは、大企業と同じ水準の技術を身近な価格と距離感でお届けし、川崎・神奈川から日本全国、そして世界へと挑戦するお客様を支えていきます。",
    },
    values: {
      title: "私たちが大切にしている価値観",
      items: [
        {
          id: "client-first",
          icon: "heart",
          title: "お客様第一",
          description: "技術ありきではなく、お客様のビジネス課題から出発し、本当に必要なものだけをご提案します。",
        },
        {
          id: "integrity",
          icon: "shield",
          title: "誠実さと透明性",
          description: "お見積もりや進捗、リスクを包み隠さず共有し、長く続く信頼関係を築きます。",
        },
        {
          id: "curiosity",
          icon: "spark",
          title: "技術への探究心",
          description: "新しい技術を学び続け、実績のある手法と組み合わせて、最適な解決策をお届けします。",
        },
        {
          id: "partnership",
          icon: "infinity",
          title: "長期的な伴走",
          description: "納品して終わりではなく、運用・改善まで責任を持ってサポートし、お客様とともに成長します。",
        },
      ] as CompanyValue[],
    },
    profile: {
      title: "会社情報",
      rows: profileRows("ja", ["会社名", "設立", "所在地", "資本金", "従業員数", "主要取引銀行", "事業内容", "代表者"]),
    },
    joinUs: {
      title: "私たちと一緒に働きませんか",
      text: "多摩川デジタルワークスでは、技術とお客様に誠実に向き合える仲間を募集しています。まずはメンバーの顔ぶれをご覧ください。",
      link: "チームを見る",
    },
  },
  en: {
    hero: {
      eyebrow: "Company",
      title: "About Us",
      lead: "From Kawasaki, we help businesses grow with solid engineering and clear, attentive communication.",
    },
    about: {
      title: "Who we are",
      paragraphs: [
        `${company.legalName.en} is an IT services company founded in ${foundedEn} in Kawasaki, Kanagawa. From websites and apps to cloud infrastructure, AI adoption and SEO/GEO, we take care of digital projects end to end for small and mid-sized businesses and start-ups.`,
        `Our ${employees} employees work with ${contractors} experienced contractors, forming the right team for each project. Because we work in both Japanese and English, we are often asked to help international companies and businesses that trade overseas.`,
        `We explain things without jargon and reply within ${replyHours} hours. Our goal is simple: to be the partner you are glad you called.`,
      ],
      statsLabel: "Tamagawa Digital Works in numbers",
    },
    vision: {
      eyebrow: "Vision",
      title: "Our vision",
      statement: "A future where local businesses reach the world through technology.",
      body: "Many companies have excellent products and services but lack the IT skills or information to make the most of them. We bring the same level of engineering that large enterprises enjoy, at a price and distance that suit smaller businesses, and support our clients as they grow from Kawasaki and Kanagawa to the rest of Japan and beyond.",
    },
    values: {
      title: "What we value",
      items: [
        {
          id: "client-first",
          icon: "heart",
          title: "Clients first",
          description:
            "We start from your business problem, not from a technology, and propose only what you really need.",
        },
        {
          id: "integrity",
          icon: "shield",
          title: "Integrity and transparency",
          description: "We share estimates, progress and risks openly, building trust that lasts.",
        },
        {
          id: "curiosity",
          icon: "spark",
          title: "Technical curiosity",
          description:
            "We keep learning new technologies and combine them with proven methods to find the best solution.",
        },
        {
          id: "partnership",
          icon: "infinity",
          title: "Long-term partnership",
          description:
            "Delivery is not the finish line: we stay with you through operation and improvement, and grow together.",
        },
      ],
    },
    profile: {
      title: "Company profile",
      rows: profileRows("en", [
        "Company name",
        "Founded",
        "Address",
        "Capital",
        "Employees",
        "Main bank",
        "Business",
        "Representative",
      ]),
    },
    joinUs: {
      title: "Join our team",
      text: "We are always looking for people who care about good engineering and about our clients. Start by meeting the team.",
      link: "Meet the team",
    },
  },
});
