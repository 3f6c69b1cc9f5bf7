import { defineContent } from "../domain/i18n/dictionary";
import { company } from "./company";

const replyHours = company.promises.replyWithinHours;

export interface CtaLink {
  label: string;
  /** Spec route; components localise it. */
  to: string;
}

export interface ExpansionCard {
  id: "japan-market" | "global-expansion";
  title: string;
  text: string;
  points: string[];
  image: { src: string; alt: string };
}

/** Copy of the home page (spec section 2 "Home"); the service cards come from services.ts. */
export const homePage = defineContent({
  ja: {
    hero: {
      eyebrow: "川崎発のITパートナー",
      title: "アイデアを、動くプロダクトへ。",
      subtitle: "Web・アプリ開発、クラウド、AI導入からSEO・GEO対策まで、川崎のITチームがワンストップでご支援します。",
      subtitleSecondary: "日本語・英語の両方に対応し、国内外でのビジネスの成長を後押しします。",
      primary: { label: "サービスを見る", to: "/services" } as CtaLink,
      secondary: { label: "無料で相談する", to: "/contact" } as CtaLink,
      videoTitle: "背景動画（装飾用・音声なし）",
    },
    stats: { title: "数字で見る多摩川デジタルワークス" },
    services: {
      eyebrow: "Services",
      title: "提供サービス",
      lead: "企画・開発から集客・運用まで、幅広い領域で御社のビジネスを支援します。",
      more: "詳しく見る",
      all: { label: "すべてのサービスを見る", to: "/services" } as CtaLink,
    },
    why: {
      eyebrow: "Why us",
      title: "選ばれる6つの理由",
      lead: "小さなチームだからこそできる、スピードと丁寧さを大切にしています。",
      points: [
        {
          title: "ワンストップ対応",
          text: "企画・デザイン・開発から運用・集客まで一貫して対応します。窓口がひとつなので、やり取りの手間がかかりません。",
        },
        {
          title: "日本語・英語のバイリンガル対応",
          text: "日本企業の海外展開も、海外企業の日本進出も、言葉の壁を感じることなくスムーズに進められます。",
        },
        {
          title: `${replyHours}時間以内のご返信`,
          text: `お問い合わせには${replyHours}時間以内にご返信します。初回のご相談は無料です。`,
        },
        {
          title: "わかりやすい料金",
          text: "料金シミュレーターで事前に概算を確認でき、お見積もりの内訳も丁寧にご説明します。",
        },
        {
          title: "新しい技術と確かな実績",
          text: "生成AIやGEOなどの新しい技術を積極的に取り入れながら、豊富な実績に裏打ちされた堅実な開発を行います。",
        },
        {
          title: "公開後も安心のサポート",
          text: "24時間365日のサポート体制で、公開後の運用・保守まで責任を持って伴走します。",
        },
      ],
      link: { label: "会社について詳しく見る", to: "/company" } as CtaLink,
    },
    startProject: {
      eyebrow: "Start a project",
      title: "プロジェクトを始めましょう",
      text: "30分の無料オンライン相談で、課題やご予算をお聞かせください。最適な進め方をご提案します。",
      points: ["ご相談は30分・オンラインで完結", "日本語・英語のどちらでも対応", "ご都合のよい日時をその場で予約"],
      cta: { label: "相談日時を予約する", to: "/contact#schedule" } as CtaLink,
    },
    instantQuote: {
      eyebrow: "Instant quote",
      title: "かんたん即時見積もり",
      text: "必要な項目を選ぶだけで、その場で概算費用がわかります。",
      points: ["会員登録は不要", "ご利用は無料", `${replyHours}時間以内にご返信`],
      cta: { label: "料金をシミュレーションする", to: "/pricing-calculator" } as CtaLink,
    },
    expansion: {
      eyebrow: "Global",
      title: "国境を越えたビジネス展開を支援します",
      lead: "日本と海外、双方の市場を知るバイリンガルチームが、Web・マーケティング・システムの面から事業の拡大を支えます。",
      cards: [
        {
          id: "japan-market",
          title: "日本市場への進出",
          text: "海外企業の日本進出を、ローカライズしたWebサイトと日本語SEO、日本の商習慣に合わせた集客でご支援します。",
          points: [
            "日本語サイトの制作とローカライズ",
            "日本の検索に向けたSEO・GEO対策",
            "日本の商習慣に合わせた集客支援",
          ],
          image: { src: "/images/home/japan-market.svg", alt: "富士山と日の出を描いた、日本市場への進出のイラスト" },
        },
        {
          id: "global-expansion",
          title: "グローバル展開",
          text: "日本企業の海外展開に向けて、多言語サイトと海外向けの検索対策、世界中で使えるクラウド基盤を整えます。",
          points: ["英語・多言語サイトの構築", "海外市場向けのSEO・GEO対策", "世界中から快適に使えるクラウド基盤"],
          image: {
            src: "/images/home/global-expansion.svg",
            alt: "地球と各地を結ぶ線を描いた、グローバル展開のイラスト",
          },
        },
      ] as ExpansionCard[],
      primary: { label: "海外展開について相談する", to: "/contact" } as CtaLink,
      secondary: { label: "オンライン相談を予約する", to: "/contact#schedule" } as CtaLink,
    },
    nextProject: {
      title: "次のプロジェクトを、私たちと一緒に。",
      text: "ご相談・お見積もりは無料です。まだ構想段階でも、お気軽にお声がけください。",
      contact: { label: "お問い合わせ", to: "/contact" } as CtaLink,
      pricing: { label: "料金シミュレーター", to: "/pricing-calculator" } as CtaLink,
      caseStudies: { label: "導入事例を見る", to: "/case-studies" } as CtaLink,
    },
  },
  en: {
    hero: {
      eyebrow: "Your IT partner in Kawasaki",
      title: "Turning your ideas into products that work.",
      subtitle: "Web and app development, cloud, AI, SEO and GEO: one Kawasaki team takes care of all of it.",
      subtitleSecondary: "We work in Japanese and English, helping businesses grow in Japan and beyond.",
      primary: { label: "Explore our services", to: "/services" },
      secondary: { label: "Get a free consultation", to: "/contact" },
      videoTitle: "Background video (decorative, no sound)",
    },
    stats: { title: "Tamagawa Digital Works in numbers" },
    services: {
      eyebrow: "Services",
      title: "What we do",
      lead: "From planning and development to marketing and operations, we support your business across the board.",
      more: "Learn more",
      all: { label: "See all services", to: "/services" },
    },
    why: {
      eyebrow: "Why us",
      title: "Six reasons clients choose us",
      lead: "As a small team, we can offer both speed and care.",
      points: [
        {
          title: "One team, end to end",
          text: "Planning, design, development, operations and marketing under one roof, with a single point of contact.",
        },
        {
          title: "Bilingual in Japanese and English",
          text: "Whether you are going abroad or entering Japan, projects run smoothly without a language barrier.",
        },
        {
          title: `A reply within ${replyHours} hours`,
          text: `We answer every enquiry within ${replyHours} hours, and the first consultation is free.`,
        },
        {
          title: "Clear, fair pricing",
          text: "Check an estimate in our pricing calculator first; every quote comes with a clear breakdown.",
        },
        {
          title: "Modern technology, proven results",
          text: "We adopt new technology such as generative AI and GEO while building on a solid track record.",
        },
        {
          title: "Support long after launch",
          text: "Our 24/7 support system keeps us at your side for operations and maintenance after go-live.",
        },
      ],
      link: { label: "More about our company", to: "/company" },
    },
    startProject: {
      eyebrow: "Start a project",
      title: "Let's start your project",
      text: "Tell us about your goals and budget in a free 30-minute online meeting, and we will suggest the best way forward.",
      points: ["A 30-minute online meeting", "In English or Japanese", "Pick a time that suits you, right away"],
      cta: { label: "Book a meeting", to: "/contact#schedule" },
    },
    instantQuote: {
      eyebrow: "Instant quote",
      title: "Get an instant estimate",
      text: "Choose what you need and see an estimated cost on the spot.",
      points: ["No sign-up required", "Completely free", `Reply within ${replyHours} hours`],
      cta: { label: "Try the pricing calculator", to: "/pricing-calculator" },
    },
    expansion: {
      eyebrow: "Global",
      title: "Helping your business grow across borders",
      lead: "Our bilingual team knows both the Japanese and international markets, and supports your expansion with websites, marketing and systems.",
      cards: [
        {
          id: "japan-market",
          title: "Enter the Japan market",
          text: "We help overseas companies launch in Japan with localised websites, Japanese-language SEO and marketing that respects local business culture.",
          points: [
            "Japanese websites and localisation",
            "SEO and GEO for Japanese search",
            "Marketing tuned to Japanese business customs",
          ],
          image: {
            src: "/images/home/japan-market.svg",
            alt: "Illustration of Mount Fuji at sunrise, for entering the Japan market",
          },
        },
        {
          id: "global-expansion",
          title: "Global expansion",
          text: "For Japanese companies going abroad, we set up multilingual sites, international search optimisation and cloud infrastructure that serves users worldwide.",
          points: [
            "English and multilingual websites",
            "SEO and GEO for overseas markets",
            "Cloud infrastructure that performs worldwide",
          ],
          image: {
            src: "/images/home/global-expansion.svg",
            alt: "Illustration of a globe with routes connecting cities, for global expansion",
          },
        },
      ],
      primary: { label: "Talk to us about expansion", to: "/contact" },
      secondary: { label: "Book an online meeting", to: "/contact#schedule" },
    },
    nextProject: {
      title: "Let's build your next project together.",
      text: "Consultations and quotes are free. Even if your idea is still taking shape, we would love to hear from you.",
      contact: { label: "Contact us", to: "/contact" },
      pricing: { label: "Pricing calculator", to: "/pricing-calculator" },
      caseStudies: { label: "See case studies", to: "/case-studies" },
    },
  },
});
