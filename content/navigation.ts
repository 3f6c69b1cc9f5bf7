import { defineContent } from "../domain/i18n/dictionary";

/** A link target is always a spec route (Japanese form); components localise it. */
export interface NavLink {
  label: string;
  to: string;
}

export interface NavDropdown {
  id: "services" | "projects" | "company";
  label: string;
  /** Where the top-level item points for the active-route highlight. */
  match: string[];
  items: NavLink[];
}

export const navigation = defineContent({
  ja: {
    home: { label: "ホーム", to: "/" } as NavLink,
    dropdowns: [
      {
        id: "services",
        label: "サービス",
        match: ["/services"],
        items: [
          { label: "Web開発", to: "/services#web-development" },
          { label: "モバイルアプリ", to: "/services#mobile-apps" },
          { label: "クラウドソリューション", to: "/services#cloud-solutions" },
          { label: "ITコンサルティング", to: "/services#it-consulting" },
        ],
      },
      {
        id: "projects",
        label: "実績",
        match: ["/case-studies", "/portfolio"],
        items: [
          { label: "導入事例", to: "/case-studies" },
          { label: "ポートフォリオ", to: "/portfolio" },
        ],
      },
      {
        id: "company",
        label: "会社情報",
        match: ["/company"],
        items: [
          { label: "会社概要", to: "/company" },
          { label: "ビジョン", to: "/company#vision" },
        ],
      },
    ] as NavDropdown[],
    team: { label: "チーム", to: "/team" } as NavLink,
    pricing: { label: "料金シミュレーター", to: "/pricing-calculator" } as NavLink,
    contact: { label: "お問い合わせ", to: "/contact" } as NavLink,
    mobile: [
      { label: "ホーム", to: "/" },
      { label: "サービス", to: "/services" },
      { label: "導入事例", to: "/case-studies" },
      { label: "ポートフォリオ", to: "/portfolio" },
      { label: "会社情報", to: "/company" },
      { label: "チーム", to: "/team" },
      { label: "料金シミュレーター", to: "/pricing-calculator" },
      { label: "お問い合わせ", to: "/contact" },
    ] as NavLink[],
    languageToggle: { label: "EN", ariaLabel: "EN (English)" },
    openMenu: "メニューを開く",
    closeMenu: "メニューを閉じる",
    mainNavLabel: "メインナビゲーション",
    skipToContent: "本文へスキップ",
    homeLinkLabel: "ホームへ",
    closeToast: "通知を閉じる",
    toastRegion: "通知 ({hotkey})",
  },
  en: {
    home: { label: "Home", to: "/" },
    dropdowns: [
      {
        id: "services",
        label: "Services",
        match: ["/services"],
        items: [
          { label: "Web Development", to: "/services#web-development" },
          { label: "Mobile Apps", to: "/services#mobile-apps" },
          { label: "Cloud Solutions", to: "/services#cloud-solutions" },
          { label: "IT Consulting", to: "/services#it-consulting" },
        ],
      },
      {
        id: "projects",
        label: "Projects",
        match: ["/case-studies", "/portfolio"],
        items: [
          { label: "Case Studies", to: "/case-studies" },
          { label: "Portfolio", to: "/portfolio" },
        ],
      },
      {
        id: "company",
        label: "Company",
        match: ["/company"],
        items: [
          { label: "About Us", to: "/company" },
          { label: "Our Vision", to: "/company#vision" },
        ],
      },
    ],
    team: { label: "Team", to: "/team" },
    pricing: { label: "Pricing", to: "/pricing-calculator" },
    contact: { label: "Contact", to: "/contact" },
    mobile: [
      { label: "Home", to: "/" },
      { label: "Services", to: "/services" },
      { label: "Case Studies", to: "/case-studies" },
      { label: "Portfolio", to: "/portfolio" },
      { label: "Company", to: "/company" },
      { label: "Team", to: "/team" },
      { label: "Pricing Calculator", to: "/pricing-calculator" },
      { label: "Contact", to: "/contact" },
    ],
    languageToggle: { label: "日本語", ariaLabel: "日本語" },
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNavLabel: "Main navigation",
    skipToContent: "Skip to content",
    homeLinkLabel: "Go to home page",
    closeToast: "Dismiss notification",
    toastRegion: "Notifications ({hotkey})",
  },
});

export const footer = defineContent({
  ja: {
    blurb:
      "川崎を拠点に、Web・モバイル・クラウド・AIの開発とITコンサルティングを提供しています。日本語と英語の両方で、企画から運用まで一貫してご支援します。",
    quickLinksTitle: "クイックリンク",
    quickLinks: [
      { label: "ホーム", to: "/" },
      { label: "サービス", to: "/services" },
      { label: "導入事例", to: "/case-studies" },
      { label: "ポートフォリオ", to: "/portfolio" },
      { label: "会社情報", to: "/company" },
      { label: "チーム", to: "/team" },
      { label: "料金シミュレーター", to: "/pricing-calculator" },
      { label: "お問い合わせ", to: "/contact" },
      { label: "利用規約", to: "/terms" },
      { label: "プライバシーポリシー", to: "/privacy" },
    ] as NavLink[],
    servicesTitle: "サービス",
    services: [
      { label: "Web開発", to: "/services#web-development" },
      { label: "モバイルアプリ開発", to: "/services#mobile-apps" },
      { label: "クラウドソリューション", to: "/services#cloud-solutions" },
      { label: "ITコンサルティング", to: "/services#it-consulting" },
    ] as NavLink[],
    contactTitle: "お問い合わせ先",
    socialTitle: "公式SNS",
    versionLabel: "Version",
    rights: "All rights reserved.",
    newTab: "（新しいタブで開きます）",
  },
  en: {
    blurb:
      "Based in Kawasaki, we build websites, mobile apps, cloud systems and AI solutions and offer IT consulting, from planning through operation, in both English and Japanese.",
    quickLinksTitle: "Quick Links",
    quickLinks: [
      { label: "Home", to: "/" },
      { label: "Services", to: "/services" },
      { label: "Case Studies", to: "/case-studies" },
      { label: "Portfolio", to: "/portfolio" },
      { label: "Company", to: "/company" },
      { label: "Team", to: "/team" },
      { label: "Pricing Calculator", to: "/pricing-calculator" },
      { label: "Contact", to: "/contact" },
      { label: "Terms of Service", to: "/terms" },
      { label: "Privacy Policy", to: "/privacy" },
    ],
    servicesTitle: "Services",
    services: [
      { label: "Web Development", to: "/services#web-development" },
      { label: "Mobile App Development", to: "/services#mobile-apps" },
      { label: "Cloud Solutions", to: "/services#cloud-solutions" },
      { label: "IT Consulting", to: "/services#it-consulting" },
    ],
    contactTitle: "Contact",
    socialTitle: "Follow us",
    versionLabel: "Version",
    rights: "All rights reserved.",
    newTab: " (opens in a new tab)",
  },
});

export const notFound = defineContent({
  ja: {
    code: "404",
    title: "ページが見つかりません",
    message: "お探しのページは移動または削除された可能性があります。",
    home: "ホームに戻る",
  },
  en: {
    code: "404",
    title: "Page Not Found",
    message: "The page you are looking for may have been moved or removed.",
    home: "Return to Home",
  },
});
