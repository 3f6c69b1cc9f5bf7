import type { Locale } from "../domain/i18n/locales";

/** Spec section 3, "Portfolio item" and "Portfolio filter". */
export type PortfolioCategory = "website" | "webapp" | "mobile" | "ai";
export type PortfolioFilterId = "all" | PortfolioCategory;

export interface PortfolioFilter {
  id: PortfolioFilterId;
  labelJa: string;
  labelEn: string;
}

/** The sketch of an item's main screen its picture shows (scripts/portfolio-pictures.mjs draws each one). */
export type PortfolioLayout =
  | "hero"
  | "article"
  | "columns"
  | "products"
  | "booking"
  | "jobs"
  | "table"
  | "dashboard"
  | "map"
  | "calendar"
  | "menu"
  | "feed"
  | "rings"
  | "route"
  | "stamps"
  | "chat"
  | "scan"
  | "recommend"
  | "answer";

export interface PortfolioLook {
  layout: PortfolioLayout;
  primary: string;
  accent: string;
  background: string;
}

export interface PortfolioItem {
  id: number;
  titleJa: string;
  titleEn: string;
  descriptionJa: string;
  descriptionEn: string;
  /** Our picture, 480 x 300: drawn at build time from `look` (scripts/portfolio-pictures.mjs) unless a photograph replaces it. */
  image: string;
  /** What the drawn picture shows: a sketch of the item's main screen, in its own colours. */
  look: PortfolioLook;
  tech: string[];
  url: string;
  category: PortfolioCategory;
}

export const portfolioFilters: readonly PortfolioFilter[] = [
  { id: "all", labelJa: "すべて", labelEn: "All" },
  { id: "website", labelJa: "Webサイト", labelEn: "Websites" },
  { id: "webapp", labelJa: "Webアプリ", labelEn: "Web apps" },
  { id: "mobile", labelJa: "モバイルアプリ", labelEn: "Mobile apps" },
  { id: "ai", labelJa: "AI", labelEn: "AI" },
];

/** "?category=mobile" -> "mobile"; anything missing or unknown shows everything. */
export function parsePortfolioFilter(value: string | null): PortfolioFilterId {
  return portfolioFilters.some((f) => f.id === value) ? (value as PortfolioFilterId) : "all";
}

export function filterLabel(filter: PortfolioFilter, locale: Locale): string {
  return locale === "ja" ? filter.labelJa : filter.labelEn;
}

export function itemTitle(item: PortfolioItem, locale: Locale): string {
  return locale === "ja" ? item.titleJa : item.titleEn;
}

export function itemDescription(item: PortfolioItem, locale: Locale): string {
  return locale === "ja" ? item.descriptionJa : item.descriptionEn;
}

/** The item's picture in the page's language: its drawn screen shows the title (scripts/portfolio-pictures.mjs). */
export function itemImage(item: PortfolioItem, locale: Locale): string {
  return locale === "ja" ? item.image.replace(/\.svg$/, ".ja.svg") : item.image;
}

// Client sites are archived as demos on our own showcase domain, so links keep working after a client redesigns.
const showcase = "https://works.tamagawa-digital.jp";
const image = (slug: string) => `/images/portfolio/${slug}.svg`;

export const portfolioItems: readonly PortfolioItem[] = [
  {
    id: 1,
    titleJa: "京都 寿司作り体験 公式サイト",
    titleEn: "Kyoto Sushi-Making Experience",
    descriptionJa: "訪日観光客向けの多言語公式サイト。スマートフォンから数タップで体験を予約できます。",
    descriptionEn: "A multilingual official site for visitors to Japan, with booking in a few taps on a smartphone.",
    image: image("kyoto-sushi"),
    look: { layout: "hero", primary: "#b91c1c", accent: "#f59e0b", background: "#fef3e2" },
    tech: ["Astro", "Tailwind CSS", "Google Ads"],
    url: `${showcase}/kyoto-sushi`,
    category: "website",
  },
  {
    id: 2,
    titleJa: "川崎のパソコン修理店サイト",
    titleEn: "Kawasaki Computer Repair Shop",
    descriptionJa: "症状別の解説ページとローカルSEOで、地域検索2位を実現した店舗サイト。",
    descriptionEn:
      "A shop website with pages for each repair symptom and local SEO that reached rank 2 in local search.",
    image: image("pc-repair"),
    look: { layout: "article", primary: "#1d4ed8", accent: "#22c55e", background: "#eef2ff" },
    tech: ["WordPress", "PHP", "Schema.org"],
    url: `${showcase}/pc-repair`,
    category: "website",
  },
  {
    id: 3,
    titleJa: "会計事務所のコーポレートサイト",
    titleEn: "Accounting Firm Website",
    descriptionJa: "サービス内容と料金をわかりやすく整理し、オンライン相談の予約につなげるサイト。",
    descriptionEn: "Services and fees set out clearly, leading visitors to book an online consultation.",
    image: image("accounting-firm"),
    look: { layout: "columns", primary: "#0f766e", accent: "#a16207", background: "#f0fdfa" },
    tech: ["Next.js", "microCMS", "Vercel"],
    url: `${showcase}/accounting-firm`,
    category: "website",
  },
  {
    id: 4,
    titleJa: "ベーカリーのオンラインショップ",
    titleEn: "Neighbourhood Bakery Online Shop",
    descriptionJa: "焼き菓子の通販と店頭受け取りの予約に対応した、温かみのあるブランドサイト。",
    descriptionEn: "A warm brand site selling baked goods online, with click-and-collect reservations.",
    image: image("bakery-shop"),
    look: { layout: "products", primary: "#92400e", accent: "#f472b6", background: "#fff7ed" },
    tech: ["Shopify", "Liquid", "JavaScript"],
    url: `${showcase}/bakery-shop`,
    category: "website",
  },
  {
    id: 5,
    titleJa: "歯科クリニックの公式サイト",
    titleEn: "Dental Clinic Website",
    descriptionJa: "診療案内とWeb予約を一体化し、日本語と英語で患者さまを迎える医院サイト。",
    descriptionEn: "Treatment information and online booking in one place, welcoming patients in Japanese and English.",
    image: image("dental-clinic"),
    look: { layout: "booking", primary: "#0284c7", accent: "#2dd4bf", background: "#f0f9ff" },
    tech: ["WordPress", "PHP", "Booking API"],
    url: `${showcase}/dental-clinic`,
    category: "website",
  },
  {
    id: 6,
    titleJa: "建設会社の採用サイト",
    titleEn: "Construction Company Careers Site",
    descriptionJa: "現場で働く社員のインタビューを中心に構成し、応募数の増加につなげた採用サイト。",
    descriptionEn: "A recruitment site built around interviews with site staff, which increased applications.",
    image: image("construction-careers"),
    look: { layout: "jobs", primary: "#ea580c", accent: "#1e293b", background: "#fff7ed" },
    tech: ["Next.js", "TypeScript", "Contentful"],
    url: `${showcase}/construction-careers`,
    category: "website",
  },
  {
    id: 7,
    titleJa: "製造業向け在庫管理システム",
    titleEn: "Inventory Management for Manufacturing",
    descriptionJa: "バーコード読み取りで入出庫を記録し、3拠点の在庫をリアルタイムで共有する業務アプリ。",
    descriptionEn:
      "A business app that records stock movements by barcode and shares stock at three sites in real time.",
    image: image("inventory-system"),
    look: { layout: "table", primary: "#475569", accent: "#f59e0b", background: "#f1f5f9" },
    tech: ["React", "TypeScript", "PostgreSQL", "AWS"],
    url: `${showcase}/inventory-system`,
    category: "webapp",
  },
  {
    id: 8,
    titleJa: "iSocialize イベント管理ダッシュボード",
    titleEn: "iSocialize Event Dashboard",
    descriptionJa: "イベントの作成、参加費の決済、参加者の管理を一つの画面で行える主催者向けツール。",
    descriptionEn: "An organiser tool to create events, take payments and manage attendees from one screen.",
    image: image("event-dashboard"),
    look: { layout: "dashboard", primary: "#7c3aed", accent: "#22d3ee", background: "#f5f3ff" },
    tech: ["React", "Node.js", "Stripe"],
    url: `${showcase}/event-dashboard`,
    category: "webapp",
  },
  {
    id: 9,
    titleJa: "不動産物件の地図検索",
    titleEn: "Property Map Search",
    descriptionJa: "駅からの距離や周辺施設で絞り込みながら、地図上で物件を探せる検索サービス。",
    descriptionEn: "Search listings on a map and narrow them down by distance to the station and nearby amenities.",
    image: image("property-map"),
    look: { layout: "map", primary: "#15803d", accent: "#ef4444", background: "#f0fdf4" },
    tech: ["Vue.js", "Leaflet", "PostGIS"],
    url: `${showcase}/property-map`,
    category: "webapp",
  },
  {
    id: 10,
    titleJa: "学習塾の生徒管理システム",
    titleEn: "Student Management for a Cram School",
    descriptionJa: "出欠、成績、保護者への連絡をまとめて管理し、講師の事務作業を減らしたシステム。",
    descriptionEn: "Attendance, grades and messages to parents in one system, cutting teachers' paperwork.",
    image: image("school-manager"),
    look: { layout: "calendar", primary: "#4338ca", accent: "#fb7185", background: "#eef2ff" },
    tech: ["Laravel", "Vue.js", "MySQL"],
    url: `${showcase}/school-manager`,
    category: "webapp",
  },
  {
    id: 11,
    titleJa: "飲食店のモバイルオーダー",
    titleEn: "Restaurant Table Ordering",
    descriptionJa: "テーブルのQRコードから注文できる仕組み。多言語メニューで海外のお客様にも対応。",
    descriptionEn: "Guests order by scanning a QR code at the table, with menus in several languages.",
    image: image("table-order"),
    look: { layout: "menu", primary: "#c2410c", accent: "#65a30d", background: "#fffbeb" },
    tech: ["Next.js", "Firebase", "PWA"],
    url: `${showcase}/table-order`,
    category: "webapp",
  },
  {
    id: 12,
    titleJa: "iSocialize コミュニティアプリ",
    titleEn: "iSocialize Community App",
    descriptionJa: "地域のイベント探しから参加、メッセージのやり取りまでをスマートフォンで完結できるアプリ。",
    descriptionEn: "Find local events, join them and chat with other members, all from a smartphone.",
    image: image("community-app"),
    look: { layout: "feed", primary: "#db2777", accent: "#8b5cf6", background: "#fdf2f8" },
    tech: ["React Native", "Expo", "Firebase"],
    url: `${showcase}/community-app`,
    category: "mobile",
  },
  {
    id: 13,
    titleJa: "フィットネスジムの会員アプリ",
    titleEn: "Fitness Gym Member App",
    descriptionJa: "レッスン予約、混雑状況の確認、トレーニング記録をひとつにまとめた会員向けアプリ。",
    descriptionEn: "Class bookings, live crowd levels and workout logs together in one member app.",
    image: image("gym-app"),
    look: { layout: "rings", primary: "#16a34a", accent: "#f97316", background: "#ecfccb" },
    tech: ["Flutter", "Dart", "Firebase"],
    url: `${showcase}/gym-app`,
    category: "mobile",
  },
  {
    id: 14,
    titleJa: "多摩川サイクリングマップ",
    titleEn: "Tamagawa Cycling Map",
    descriptionJa: "多摩川沿いのサイクリングコースと休憩スポットを案内する、オフラインでも使えるアプリ。",
    descriptionEn: "Cycling routes and rest stops along the Tama River, available offline.",
    image: image("cycling-map"),
    look: { layout: "route", primary: "#0ea5e9", accent: "#84cc16", background: "#ecfeff" },
    tech: ["PWA", "Leaflet", "Workbox"],
    url: `${showcase}/cycling-map`,
    category: "mobile",
  },
  {
    id: 15,
    titleJa: "商店街のデジタルスタンプラリー",
    titleEn: "Shopping Street Stamp Rally",
    descriptionJa: "店舗のQRコードを読み取ってスタンプを集める、商店街の回遊を促すイベントアプリ。",
    descriptionEn:
      "Collect stamps by scanning QR codes in shops: an event app that brings visitors to the whole street.",
    image: image("stamp-rally"),
    look: { layout: "stamps", primary: "#dc2626", accent: "#eab308", background: "#fefce8" },
    tech: ["React Native", "TypeScript", "Supabase"],
    url: `${showcase}/stamp-rally`,
    category: "mobile",
  },
  {
    id: 16,
    titleJa: "旅館の多言語AIチャットボット",
    titleEn: "Multilingual Ryokan Chatbot",
    descriptionJa: "館内のご案内やアクセスのご質問に、4言語・24時間で自動応答するチャットボット。",
    descriptionEn:
      "A chatbot that answers questions about the ryokan and how to get there, in four languages, around the clock.",
    image: image("ryokan-chatbot"),
    look: { layout: "chat", primary: "#9f1239", accent: "#0d9488", background: "#fff1f2" },
    tech: ["OpenAI API", "RAG", "Python"],
    url: `${showcase}/ryokan-chatbot`,
    category: "ai",
  },
  {
    id: 17,
    titleJa: "請求書AI読み取りツール",
    titleEn: "AI Invoice Reader",
    descriptionJa: "紙やPDFの請求書から金額や取引先をAIで読み取り、会計ソフトへの入力を自動化。",
    descriptionEn: "Reads amounts and suppliers from paper and PDF invoices and enters them into accounting software.",
    image: image("invoice-reader"),
    look: { layout: "scan", primary: "#0369a1", accent: "#facc15", background: "#f8fafc" },
    tech: ["Python", "FastAPI", "AI-OCR"],
    url: `${showcase}/invoice-reader`,
    category: "ai",
  },
  {
    id: 18,
    titleJa: "ECサイトの商品レコメンド",
    titleEn: "Product Recommendations for E-commerce",
    descriptionJa: "購買履歴と閲覧行動をもとに、一人ひとりに合った商品を提案するレコメンド機能。",
    descriptionEn: "Personal product suggestions based on each shopper's purchases and browsing.",
    image: image("product-recommend"),
    look: { layout: "recommend", primary: "#9333ea", accent: "#f59e0b", background: "#faf5ff" },
    tech: ["Python", "scikit-learn", "BigQuery"],
    url: `${showcase}/product-recommend`,
    category: "ai",
  },
  {
    id: 19,
    titleJa: "社内文書検索アシスタント",
    titleEn: "Internal Document Assistant",
    descriptionJa: "社内規程やマニュアルから、質問への答えを根拠となる文書とともに示すAIアシスタント。",
    descriptionEn:
      "An AI assistant that answers staff questions from internal policies and manuals, citing its sources.",
    image: image("doc-assistant"),
    look: { layout: "answer", primary: "#0f766e", accent: "#6366f1", background: "#ecfdf5" },
    tech: ["Azure OpenAI", "TypeScript", "RAG"],
    url: `${showcase}/doc-assistant`,
    category: "ai",
  },
];
