import { defineContent, type Localized } from "../domain/i18n/dictionary";
import type { Locale } from "../domain/i18n/locales";
import { company } from "./company";

/**
 * The single source for what the company offers (spec sections 1, 2 "Services", 9).
 * The services page, the home page cards, llms.txt and the chat assistant all read
 * this data, so it is kept as plain records rather than page prose.
 */

/** Anchor ids of the nine core services, in page order (/services#seo). */
export const coreServiceIds = [
  "web-development",
  "mobile-apps",
  "cloud-solutions",
  "it-consulting",
  "ai-integration",
  "social-networks",
  "map-apps",
  "seo",
  "geo",
] as const;
export type CoreServiceId = (typeof coreServiceIds)[number];

export interface CoreServiceText {
  title: string;
  /** One line for cards and lists. */
  summary: string;
  /** Two or three sentences. */
  description: string;
  /** Four to six bullets. */
  features: string[];
}

export interface CoreService extends Localized<CoreServiceText> {
  id: CoreServiceId;
}

export const coreServices: readonly CoreService[] = [
  {
    id: "web-development",
    ...defineContent<CoreServiceText>({
      ja: {
        title: "Web開発",
        summary: "コーポレートサイトから業務システムまで、速く安全なWebを構築します。",
        description:
          "企業サイトやECサイト、会員制のWebアプリケーションまで、ビジネスの目的に合わせて設計・開発します。表示速度・セキュリティ・アクセシビリティに配慮し、公開後も社内で運用しやすい構成でお届けします。日本語と英語の多言語サイトにも対応しています。",
        features: [
          "レスポンシブ対応のコーポレートサイト・LP制作",
          "React / TypeScript によるWebアプリケーション開発",
          "CMS導入と更新しやすい運用設計",
          "日本語・英語の多言語サイト構築",
          "表示速度とアクセシビリティの最適化",
        ],
      },
      en: {
        title: "Web Development",
        summary: "Fast, secure websites and web apps, from corporate sites to business systems.",
        description:
          "We design and build corporate websites, online stores and member-only web applications around your business goals. Every build is tuned for speed, security and accessibility, and structured so your team can run it with ease after launch. Bilingual Japanese and English sites are part of our everyday work.",
        features: [
          "Responsive corporate sites and landing pages",
          "Web applications built with React and TypeScript",
          "CMS setup with an easy editing workflow",
          "Bilingual Japanese and English websites",
          "Speed and accessibility optimisation",
        ],
      },
    }),
  },
  {
    id: "mobile-apps",
    ...defineContent<CoreServiceText>({
      ja: {
        title: "モバイルアプリ開発",
        summary: "iOS・Android・PWAで、使い続けたくなるアプリを開発します。",
        description:
          "iOS・Androidのネイティブアプリから、インストール不要のPWAまで、ご予算と目的に合った開発方式をご提案します。UI/UX設計からストア申請、リリース後の改善まで一貫してご支援します。",
        features: [
          "iOS / Android ネイティブアプリ開発",
          "React Native などによるクロスプラットフォーム開発",
          "PWA（プログレッシブWebアプリ）",
          "UI/UXデザインとプロトタイプ制作",
          "App Store / Google Play への申請サポート",
          "プッシュ通知・決済などの機能連携",
        ],
      },
      en: {
        title: "Mobile App Development",
        summary: "iOS, Android and PWA apps that people keep coming back to.",
        description:
          "From native iOS and Android apps to installable progressive web apps, we recommend the approach that fits your budget and goals. We take care of everything from UI/UX design and store submission to improvements after release.",
        features: [
          "Native iOS and Android apps",
          "Cross-platform development with React Native",
          "Progressive web apps (PWA)",
          "UI/UX design and prototyping",
          "App Store and Google Play submission",
          "Push notifications, payments and other integrations",
        ],
      },
    }),
  },
  {
    id: "cloud-solutions",
    ...defineContent<CoreServiceText>({
      ja: {
        title: "クラウドソリューション",
        summary: "AWSを中心に、止まらずムダのないインフラを実現します。",
        description:
          "AWSをはじめとするクラウド環境の設計・構築から、オンプレミスからの移行、運用コストの最適化まで対応します。稼働率99.9%を目指す冗長構成と24時間365日の監視で、ビジネスを止めない基盤を支えます。",
        features: [
          "AWS / Google Cloud の設計・構築",
          "オンプレミス環境からのクラウド移行",
          "クラウド費用の分析と削減",
          "稼働率99.9%を目指す冗長構成",
          "24時間365日の監視と障害対応",
          "バックアップと災害対策",
        ],
      },
      en: {
        title: "Cloud Solutions",
        summary: "Reliable, cost-efficient infrastructure, centred on AWS.",
        description:
          "We design and build cloud environments on AWS and other platforms, migrate on-premises systems and bring running costs down. A redundant architecture aiming for 99.9% uptime and 24/7 monitoring keep your business online.",
        features: [
          "AWS and Google Cloud architecture and setup",
          "Migration from on-premises servers",
          "Cloud cost analysis and reduction",
          "Redundant design targeting 99.9% uptime",
          "24/7 monitoring and incident response",
          "Backups and disaster recovery",
        ],
      },
    }),
  },
  {
    id: "it-consulting",
    ...defineContent<CoreServiceText>({
      ja: {
        title: "ITコンサルティング",
        summary: "IT戦略からツール選定まで、経営の視点で伴走します。",
        description:
          "「何から手を付ければよいかわからない」という段階からご相談いただけます。現状の業務とシステムを整理したうえで、費用対効果の高いIT投資とDX推進のロードマップを経営の視点でご提案します。",
        features: [
          "現状分析と課題の整理",
          "IT戦略・DXロードマップの策定",
          "業務システム・SaaSの選定支援",
          "ベンダー選定とプロジェクト管理の支援",
          "オンライン・ご訪問のどちらでも対応",
        ],
      },
      en: {
        title: "IT Consulting",
        summary: "From IT strategy to tool selection, advice with your business in mind.",
        description:
          "You can come to us even before you know where to start. We map your current operations and systems, then propose IT investments that pay off and a clear roadmap for your digital transformation.",
        features: [
          "Assessment of current systems and pain points",
          "IT strategy and digital transformation roadmap",
          "Help choosing business systems and SaaS tools",
          "Vendor selection and project management support",
          "Remote or on-site sessions",
        ],
      },
    }),
  },
  {
    id: "ai-integration",
    ...defineContent<CoreServiceText>({
      ja: {
        title: "AI導入支援",
        summary: "生成AIとチャットボットで、日々の業務をもっとスマートに。",
        description:
          "生成AIを活用したチャットボットや社内ナレッジ検索、業務自動化の仕組みを導入します。セキュリティと情報管理に配慮しながら小さく試して効果を確かめる進め方で、現場に根付くAI活用をご支援します。",
        features: [
          "AIチャットボットの開発・導入",
          "社内文書を活用したナレッジ検索（RAG）",
          "生成AIによる定型業務の自動化",
          "既存システムとのAPI連携",
          "AI活用ガイドラインの策定と社内研修",
        ],
      },
      en: {
        title: "AI Integration",
        summary: "Generative AI and chatbots that make everyday work smarter.",
        description:
          "We introduce chatbots, internal knowledge search and workflow automation built on generative AI. We start small, measure the effect and keep security and data handling in focus, so AI becomes a tool your team actually uses.",
        features: [
          "AI chatbot development and rollout",
          "Knowledge search over your own documents (RAG)",
          "Automation of routine work with generative AI",
          "API integration with your existing systems",
          "AI usage guidelines and staff training",
        ],
      },
    }),
  },
  {
    id: "social-networks",
    ...defineContent<CoreServiceText>({
      ja: {
        title: "ソーシャルネットワーク開発",
        summary: "コミュニティサイトやSNS連携で、人と人がつながる場をつくります。",
        description:
          "会員同士が交流できるコミュニティサイトや、独自のSNSプラットフォームを開発します。主要SNSとのAPI連携やログイン連携にも対応し、ユーザーが集まり交流が続く仕組みづくりをご支援します。",
        features: [
          "コミュニティサイト・独自SNSの開発",
          "X・Instagram・Facebook などとのAPI連携",
          "SNSアカウントによるログイン連携",
          "投稿・コメント・通知機能の実装",
          "不適切投稿への対策と運用ルールの設計",
        ],
      },
      en: {
        title: "Social Networks",
        summary: "Communities and social integrations that bring people together.",
        description:
          "We build community sites and custom social platforms where members connect with one another. We also integrate the APIs and sign-in of the major social networks, creating places where users gather and keep coming back.",
        features: [
          "Community sites and custom social platforms",
          "API integration with X, Instagram, Facebook and more",
          "Sign-in with social accounts",
          "Posts, comments and notifications",
          "Moderation tools and community guidelines",
        ],
      },
    }),
  },
  {
    id: "map-apps",
    ...defineContent<CoreServiceText>({
      ja: {
        title: "地図アプリ開発",
        summary: "位置情報を活かした店舗検索や配送管理のアプリを開発します。",
        description:
          "Google マップや OpenStreetMap を活用し、店舗検索、配送・訪問ルートの管理、エリア分析などの地図アプリを開発します。位置情報をサービスや業務に組み込むことで、お客さまの利便性と現場の効率を高めます。",
        features: [
          "店舗・施設検索マップ",
          "配送・訪問ルートの最適化",
          "位置情報を活用したスマートフォンアプリ",
          "エリア別データの可視化",
          "Google マップ / OpenStreetMap との連携",
        ],
      },
      en: {
        title: "Map-Based Apps",
        summary: "Location-aware apps for store finders, deliveries and field work.",
        description:
          "We build map applications on Google Maps and OpenStreetMap, from store finders to delivery route planning and area analysis. Putting location data at the heart of your service makes life easier for customers and field teams alike.",
        features: [
          "Store and facility finder maps",
          "Delivery and visit route optimisation",
          "Location-aware smartphone apps",
          "Visualisation of data by area",
          "Google Maps and OpenStreetMap integration",
        ],
      },
    }),
  },
  {
    id: "seo",
    ...defineContent<CoreServiceText>({
      ja: {
        title: "SEO対策",
        summary: "検索で見つけてもらい、選ばれるサイトへ改善します。",
        description:
          "サイトの技術的な改善とコンテンツの両面から、検索エンジンでの上位表示を目指します。キーワード調査から内部対策、地域ビジネス向けのローカルSEOまで、データに基づいて継続的に改善します。",
        features: [
          "キーワード調査と競合分析",
          "サイト構造・表示速度などの内部対策",
          "検索意図に沿ったコンテンツ企画",
          "Googleビジネスプロフィールを活用したローカルSEO",
          "月次レポートと改善提案",
        ],
      },
      en: {
        title: "Search Engine Optimisation (SEO)",
        summary: "Get found in search, and get chosen.",
        description:
          "We combine technical fixes and content work to lift your rankings in search engines. From keyword research and on-site improvements to local SEO for neighbourhood businesses, we improve continuously based on data.",
        features: [
          "Keyword research and competitor analysis",
          "Technical SEO: site structure, speed and markup",
          "Content planning that matches search intent",
          "Local SEO with Google Business Profile",
          "Monthly reports and recommendations",
        ],
      },
    }),
  },
  {
    id: "geo",
    ...defineContent<CoreServiceText>({
      ja: {
        title: "GEO対策（生成AI検索最適化）",
        summary: "ChatGPTなどのAI検索で、御社が正しく紹介されるようにします。",
        description:
          "GEO（Generative Engine Optimization）は、ChatGPT や Google の「AI による概要」などの生成AIが、回答の中で御社の情報を正しく引用・紹介できるようにする取り組みです。構造化データや llms.txt の整備、信頼性の高いコンテンツづくりを通じて、AI時代の新しい集客経路を築きます。",
        features: [
          "AI検索における自社の見え方の調査",
          "構造化データ（schema.org）の整備",
          "llms.txt などAI向け情報の整備",
          "引用されやすいコンテンツの設計",
          "SEOと一体となった継続的な改善",
        ],
      },
      en: {
        title: "Generative Engine Optimisation (GEO)",
        summary: "Be the company that AI assistants recommend.",
        description:
          "Generative engine optimisation helps AI answer engines such as ChatGPT and Google's AI Overviews cite and describe your business correctly. Through structured data, llms.txt and trustworthy content, we open a new channel for reaching customers in the age of AI search.",
        features: [
          "Audit of how AI assistants describe your business",
          "Structured data (schema.org) markup",
          "llms.txt and other AI-readable information",
          "Content designed to be quoted and cited",
          "Ongoing improvement alongside your SEO",
        ],
      },
    }),
  },
];

export const additionalServiceIds = [
  "startup-support",
  "security-assessment",
  "performance-optimization",
  "technical-training",
  "maintenance",
  "digital-marketing",
  "video-social-media",
] as const;
export type AdditionalServiceId = (typeof additionalServiceIds)[number];

export interface AdditionalServiceText {
  title: string;
  description: string;
}

export interface AdditionalService extends Localized<AdditionalServiceText> {
  id: AdditionalServiceId;
}

export const additionalServices: readonly AdditionalService[] = [
  {
    id: "startup-support",
    ...defineContent<AdditionalServiceText>({
      ja: {
        title: "スタートアップ支援",
        description:
          "MVP開発から技術選定、投資家向け資料の技術パートまで、立ち上げ期のスタートアップを技術面から支えます。",
      },
      en: {
        title: "Startup Support",
        description:
          "From building your MVP to choosing the right stack and preparing the technical side of investor materials, we back early-stage startups.",
      },
    }),
  },
  {
    id: "security-assessment",
    ...defineContent<AdditionalServiceText>({
      ja: {
        title: "セキュリティ診断",
        description: "Webサイトやシステムの脆弱性を診断し、リスクの高い順に具体的な対策をご報告します。",
      },
      en: {
        title: "Security Assessment",
        description:
          "We test your websites and systems for vulnerabilities and report concrete fixes, ordered by risk.",
      },
    }),
  },
  {
    id: "performance-optimization",
    ...defineContent<AdditionalServiceText>({
      ja: {
        title: "パフォーマンス改善",
        description: "表示速度やサーバーの応答を計測・分析し、Core Web Vitals の改善とコンバージョン向上につなげます。",
      },
      en: {
        title: "Performance Optimisation",
        description:
          "We measure and analyse page speed and server response, improving Core Web Vitals and, with them, your conversions.",
      },
    }),
  },
  {
    id: "technical-training",
    ...defineContent<AdditionalServiceText>({
      ja: {
        title: "技術研修",
        description:
          "Web開発、クラウド、生成AIの活用などをテーマに、御社の課題に合わせた研修を日本語・英語で実施します。",
      },
      en: {
        title: "Technical Training",
        description:
          "Hands-on training in web development, cloud and generative AI, tailored to your team and held in Japanese or English.",
      },
    }),
  },
  {
    id: "maintenance",
    ...defineContent<AdditionalServiceText>({
      ja: {
        title: "保守・運用サポート",
        description:
          "公開後の更新作業からセキュリティアップデート、障害対応まで、サイトとシステムの安定稼働を支え続けます。",
      },
      en: {
        title: "Maintenance & Support",
        description:
          "Content updates, security patches and incident response after launch keep your sites and systems running smoothly.",
      },
    }),
  },
  {
    id: "digital-marketing",
    ...defineContent<AdditionalServiceText>({
      ja: {
        title: "デジタルマーケティング",
        description:
          "リスティング広告やSNS広告とアクセス解析を組み合わせ、集客からお問い合わせ獲得までを一貫して改善します。",
      },
      en: {
        title: "Digital Marketing",
        description:
          "Search and social advertising combined with analytics, improving every step from the first visit to the enquiry.",
      },
    }),
  },
  {
    id: "video-social-media",
    ...defineContent<AdditionalServiceText>({
      ja: {
        title: "動画制作・SNS運用代行",
        description:
          "会社紹介やサービス紹介の動画制作から、SNSアカウントの企画・投稿・分析までをまとめてお任せいただけます。",
      },
      en: {
        title: "Video Creation & Social Media Management",
        description:
          "From company and product videos to planning, posting and analysing your social media accounts, we handle it all for you.",
      },
    }),
  },
];

export interface ServiceHighlightText {
  title: string;
  summary: string;
}

export interface ServiceHighlight extends Localized<ServiceHighlightText> {
  /** Icon key and React key. */
  id: CoreServiceId | "digital-marketing" | "video-creation" | "social-media-management";
  /** Spec route of the matching section on /services. */
  to: string;
}

/**
 * The twelve services of spec section 1, as the home page presents them: the nine
 * core services plus three marketing services that live among the additional ones.
 */
export const serviceHighlights: readonly ServiceHighlight[] = [
  ...coreServices.map((s) => ({
    id: s.id,
    to: `/services#${s.id}`,
    ja: { title: s.ja.title, summary: s.ja.summary },
    en: { title: s.en.title, summary: s.en.summary },
  })),
  {
    id: "digital-marketing",
    to: "/services#digital-marketing",
    ...defineContent<ServiceHighlightText>({
      ja: { title: "デジタルマーケティング", summary: "広告とアクセス解析で、集客からお問い合わせまでを改善します。" },
      en: { title: "Digital Marketing", summary: "Advertising and analytics that turn visits into enquiries." },
    }),
  },
  {
    id: "video-creation",
    to: "/services#video-social-media",
    ...defineContent<ServiceHighlightText>({
      ja: { title: "動画制作", summary: "会社紹介やサービス紹介の動画で、魅力を短い時間で伝えます。" },
      en: { title: "Video Creation", summary: "Company and product videos that tell your story in seconds." },
    }),
  },
  {
    id: "social-media-management",
    to: "/services#video-social-media",
    ...defineContent<ServiceHighlightText>({
      ja: { title: "SNS運用代行", summary: "企画から投稿・分析まで、SNSアカウントの運用をお任せください。" },
      en: {
        title: "Social Media Management",
        summary: "Planning, posting and analytics for your social media accounts.",
      },
    }),
  },
];

/** A core service in one language. */
export type CoreServiceEntry = CoreServiceText & { id: CoreServiceId };
/** An additional service in one language. */
export type AdditionalServiceEntry = AdditionalServiceText & { id: AdditionalServiceId };
/** A home-page service card in one language. */
export type ServiceHighlightEntry = ServiceHighlightText & Pick<ServiceHighlight, "id" | "to">;

/** The core services as flat records in one language (the services page's loader, llms.txt, the chat assistant). */
export function coreServicesIn(locale: Locale): CoreServiceEntry[] {
  return coreServices.map((s) => ({ id: s.id, ...s[locale] }));
}

/** The additional services in one language, for the services page's loader. */
export function additionalServicesIn(locale: Locale): AdditionalServiceEntry[] {
  return additionalServices.map((s) => ({ id: s.id, ...s[locale] }));
}

/** The twelve home-page cards in one language, for the home page's loader. */
export function serviceHighlightsIn(locale: Locale): ServiceHighlightEntry[] {
  return serviceHighlights.map((s) => ({ id: s.id, to: s.to, ...s[locale] }));
}

const replyHours = company.promises.replyWithinHours;

/** Texts of the /services page around the service data. */
export const servicesPage = defineContent({
  ja: {
    hero: {
      eyebrow: "Services",
      title: "ビジネスの課題を、技術で解決します",
      lead: "Web・アプリ開発からクラウド、AI導入、SEO・GEO対策まで。9つの主要サービスと充実した追加サービスで、企画から運用まで一貫してサポートします。",
    },
    jumpNavLabel: "サービス一覧",
    featuresLabel: "主な対応内容",
    additional: {
      eyebrow: "More services",
      title: "追加サービス",
      lead: "主要サービスとあわせてご利用いただける、事業の成長を支えるサービスです。",
    },
    quoteCard: {
      title: "費用の目安を知りたい方へ",
      text: "料金シミュレーターなら、会員登録なしで概算費用をすぐに確認できます。",
      cta: { label: "料金をシミュレーションする", to: "/pricing-calculator" },
    },
    consultation: {
      title: "どのサービスが最適か、まずはご相談ください",
      text: `ご要望が固まっていなくても大丈夫です。初回のご相談は無料で、お問い合わせには${replyHours}時間以内にご返信します。`,
      cta: { label: "無料相談を申し込む", to: "/contact" },
    },
  },
  en: {
    hero: {
      eyebrow: "Services",
      title: "Technology that solves your business challenges",
      lead: "From web and app development to cloud, AI, SEO and GEO: nine core services and a range of additional services support you from planning through to operations.",
    },
    jumpNavLabel: "Service list",
    featuresLabel: "What's included",
    additional: {
      eyebrow: "More services",
      title: "Additional services",
      lead: "Services that work alongside our core offering to help your business grow.",
    },
    quoteCard: {
      title: "Want a ballpark figure?",
      text: "Our pricing calculator gives you an estimate straight away, without signing up.",
      cta: { label: "Try the pricing calculator", to: "/pricing-calculator" },
    },
    consultation: {
      title: "Not sure which service fits? Let's talk",
      text: `You don't need a finished plan. The first consultation is free, and we reply to every enquiry within ${replyHours} hours.`,
      cta: { label: "Book a free consultation", to: "/contact" },
    },
  },
});
