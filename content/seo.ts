import { defineContent } from "../domain/i18n/dictionary";

export interface PageSeo {
  title: string;
  description: string;
  keywords: string[];
}

export type PageKey =
  | "home"
  | "services"
  | "caseStudies"
  | "portfolio"
  | "company"
  | "team"
  | "contact"
  | "pricing"
  | "terms"
  | "privacy"
  | "notFound";

type SeoTable = Record<PageKey, PageSeo>;

/** Titles, descriptions and keywords of every page (case-study details carry their own). */
export const seo = defineContent<SeoTable>({
  ja: {
    home: {
      title: "多摩川デジタルワークス | 川崎のWeb・アプリ開発とITコンサルティング",
      description:
        "川崎市のIT企業、多摩川デジタルワークス。Web制作、モバイルアプリ、クラウド、AI導入、SEO・GEO対策まで日本語と英語でワンストップ支援。無料相談・24時間以内にご返信します。",
      keywords: ["川崎", "Web制作", "アプリ開発", "クラウド", "AI導入", "ITコンサルティング", "SEO", "GEO"],
    },
    services: {
      title: "サービス一覧 | 多摩川デジタルワークス",
      description:
        "Web開発、モバイルアプリ、クラウド、ITコンサルティング、AI導入、SNS構築、地図アプリ、SEO、GEO。川崎のIT企業が提供する9つの主要サービスと追加サービスをご紹介します。",
      keywords: ["Web開発", "モバイルアプリ", "クラウド移行", "AIチャットボット", "SEO対策", "GEO対策"],
    },
    caseStudies: {
      title: "導入事例 | 多摩川デジタルワークス",
      description:
        "クラウドコストを約50%削減したAWS最適化、検索順位2位を達成したSEO支援など、多摩川デジタルワークスの導入事例を数字とともにご紹介します。",
      keywords: ["導入事例", "AWSコスト削減", "SEO事例", "API連携", "SEM"],
    },
    portfolio: {
      title: "ポートフォリオ | 多摩川デジタルワークス",
      description: "Webサイト、Webアプリ、モバイルアプリ、AIの制作実績をカテゴリ別にご覧いただけます。",
      keywords: ["制作実績", "ポートフォリオ", "Webサイト制作", "Webアプリ", "モバイルアプリ", "AI"],
    },
    company: {
      title: "会社概要 | 多摩川デジタルワークス",
      description:
        "川崎市に拠点を置く多摩川デジタルワークスの会社概要、ビジョン、大切にしている4つの価値観をご紹介します。",
      keywords: ["会社概要", "川崎 IT企業", "ビジョン", "企業理念"],
    },
    team: {
      title: "チーム紹介 | 多摩川デジタルワークス",
      description:
        "多摩川デジタルワークスのメンバーと、成長・チームワーク・ワークライフバランスを大切にする私たちの文化をご紹介します。",
      keywords: ["チーム", "エンジニア", "採用", "企業文化"],
    },
    contact: {
      title: "お問い合わせ・無料相談 | 多摩川デジタルワークス",
      description:
        "Web・アプリ開発やITのご相談はお気軽にどうぞ。フォームからのお問い合わせ、オンライン面談のご予約を受け付けています。24時間以内にご返信します。",
      keywords: ["お問い合わせ", "無料相談", "見積もり", "面談予約"],
    },
    pricing: {
      title: "料金シミュレーター | 多摩川デジタルワークス",
      description:
        "Web制作、アプリ開発、クラウド、AI、保守などの概算費用をその場で計算。登録不要・無料で、見積もりをメールでお届けします。",
      keywords: ["料金", "見積もり", "料金シミュレーター", "Web制作 費用", "アプリ開発 費用"],
    },
    terms: {
      title: "利用規約 | 多摩川デジタルワークス",
      description: "多摩川デジタルワークスのウェブサイトおよびサービスの利用規約です。",
      keywords: ["利用規約"],
    },
    privacy: {
      title: "プライバシーポリシー | 多摩川デジタルワークス",
      description: "個人情報保護法に基づく、多摩川デジタルワークスの個人情報の取り扱いについてご説明します。",
      keywords: ["プライバシーポリシー", "個人情報保護方針"],
    },
    notFound: {
      title: "ページが見つかりません | 多摩川デジタルワークス",
      description: "お探しのページは見つかりませんでした。",
      keywords: [],
    },
  },
  en: {
    home: {
      title: "Tamagawa Digital Works | Web, App Development and IT Consulting in Kawasaki",
      description:
        "Tamagawa Digital Works is an IT company in Kawasaki, Japan: websites, mobile apps, cloud, AI integration, SEO and GEO, delivered in English and Japanese. Free consultation and a reply within 24 hours.",
      keywords: ["Kawasaki", "web development", "app development", "cloud", "AI integration", "IT consulting", "Japan"],
    },
    services: {
      title: "Services | Tamagawa Digital Works",
      description:
        "Web development, mobile apps, cloud, IT consulting, AI integration, social networks, map apps, SEO and GEO: the nine core services and additional services of a Kawasaki IT company.",
      keywords: ["web development", "mobile apps", "cloud migration", "AI chatbot", "SEO", "GEO"],
    },
    caseStudies: {
      title: "Case Studies | Tamagawa Digital Works",
      description:
        "From an AWS optimisation that cut cloud costs by about 50% to SEO that reached the second search position: our client results, in numbers.",
      keywords: ["case studies", "AWS cost reduction", "SEO results", "API integration", "SEM"],
    },
    portfolio: {
      title: "Portfolio | Tamagawa Digital Works",
      description: "Websites, web apps, mobile apps and AI projects we have built, filterable by category.",
      keywords: ["portfolio", "website development", "web apps", "mobile apps", "AI"],
    },
    company: {
      title: "About Us | Tamagawa Digital Works",
      description:
        "Company profile, vision and the four values of Tamagawa Digital Works, an IT company based in Kawasaki, Kanagawa.",
      keywords: ["about us", "company profile", "Kawasaki IT company", "vision"],
    },
    team: {
      title: "Our Team | Tamagawa Digital Works",
      description:
        "Meet the people of Tamagawa Digital Works and a culture built on growth, teamwork and work-life balance.",
      keywords: ["team", "engineers", "careers", "culture"],
    },
    contact: {
      title: "Contact and Free Consultation | Tamagawa Digital Works",
      description:
        "Tell us about your project: send a message or book an online meeting. Free consultation, in English or Japanese, with a reply within 24 hours.",
      keywords: ["contact", "free consultation", "quote", "book a meeting"],
    },
    pricing: {
      title: "Pricing Calculator | Tamagawa Digital Works",
      description:
        "Estimate the cost of a website, app, cloud, AI or maintenance project instantly. Free, no sign-up, and the quote is emailed to you.",
      keywords: ["pricing", "quote", "cost estimate", "website cost Japan", "app development cost"],
    },
    terms: {
      title: "Terms of Service | Tamagawa Digital Works",
      description: "Terms of service for the website and services of Tamagawa Digital Works.",
      keywords: ["terms of service"],
    },
    privacy: {
      title: "Privacy Policy | Tamagawa Digital Works",
      description:
        "How Tamagawa Digital Works handles personal information under Japan's Act on the Protection of Personal Information.",
      keywords: ["privacy policy", "APPI"],
    },
    notFound: {
      title: "Page Not Found | Tamagawa Digital Works",
      description: "The page you are looking for could not be found.",
      keywords: [],
    },
  },
});
