import { defineContent } from "../domain/i18n/dictionary";

/**
 * The single source of truth for company facts. Pages, footer, structured data,
 * llms.txt and the chat assistant read only from here.
 * Founding year: docs/decisions/003-founding-year.md.
 */
export const company = {
  legalName: defineContent({ ja: "株式会社多摩川デジタルワークス", en: "Tamagawa Digital Works Inc." }),
  shortName: defineContent({ ja: "多摩川デジタルワークス", en: "Tamagawa Digital Works" }),
  tagline: defineContent({
    ja: "川崎から、日本と世界をつなぐITパートナー",
    en: "Your IT partner in Kawasaki, bridging Japan and the world",
  }),
  founded: { year: 2022, month: 4, iso: "2022-04" },
  address: {
    postalCode: "210-0007",
    region: "神奈川県",
    regionCode: "JP-14",
    locality: "川崎市",
    country: "JP",
    street: defineContent({
      ja: "川崎区駅前本町12-8 多摩川ビル5F",
      en: "5F Tamagawa Bldg., 12-8 Ekimae-honcho, Kawasaki-ku",
    }),
    full: defineContent({
      ja: "〒210-0007 神奈川県川崎市川崎区駅前本町12-8 多摩川ビル5F",
      en: "5F Tamagawa Bldg., 12-8 Ekimae-honcho, Kawasaki-ku, Kawasaki, Kanagawa 210-0007, Japan",
    }),
    /** The building, as the access map labels it. */
    building: defineContent({ ja: "多摩川ビル 5F", en: "Tamagawa Bldg. 5F" }),
    /** The station the office is reached from, and its exit (the access map). */
    station: defineContent({ ja: "JR川崎駅", en: "JR Kawasaki Sta." }),
    stationExit: defineContent({ ja: "東口", en: "East Exit" }),
    localityEn: "Kawasaki",
    regionEn: "Kanagawa",
    geo: { latitude: 35.5308, longitude: 139.7029 },
  },
  email: "info@tamagawa-digital.jp",
  phone: { display: "044-200-1234", international: "+81-44-200-1234", tel: "+81442001234" },
  hours: {
    days: "Mo-Fr",
    opens: "09:00",
    closes: "18:00",
    timeZone: "Asia/Tokyo",
    label: defineContent({
      ja: "平日 9:00〜18:00（土日祝休み）",
      en: "Weekdays 9:00–18:00 JST (closed weekends and holidays)",
    }),
  },
  capital: {
    yen: 1_000_000,
    asOf: "2023-04",
    label: defineContent({ ja: "100万円（2023年4月現在）", en: "¥1,000,000 (as of April 2023)" }),
  },
  staff: {
    employees: 4,
    contractors: 20,
    label: defineContent({ ja: "社員4名、業務委託20名", en: "4 employees and 20 contractors" }),
  },
  /**
   * The fiscal year (事業年度) ends with this month; the corporate tax return is due `filingMonths` after its end
   * (法人税法 74条: 2, or 3 with an extension). Issued quotations and invoices are kept counted from that deadline
   * (docs/decisions/039-document-retention.md).
   */
  fiscalYear: { endMonth: 3, filingMonths: 2 },
  mainBank: defineContent({ ja: "川崎信用金庫", en: "Kawasaki Shinkin Bank" }),
  businessType: defineContent({
    ja: "ソフトウェア開発、Webサイト・アプリ制作、クラウド構築、ITコンサルティング",
    en: "Software development, websites and apps, cloud engineering, IT consulting",
  }),
  stats: [
    { value: "200+", label: defineContent({ ja: "プロジェクト実績", en: "Projects delivered" }) },
    { value: "98%", label: defineContent({ ja: "顧客満足度", en: "Client satisfaction" }) },
    { value: "50+", label: defineContent({ ja: "取引企業数", en: "Client companies" }) },
    // The company was founded in 2022: the ten years are its people's experience, added up.
    {
      value: "10",
      label: defineContent({ ja: "年分の業界経験（メンバー通算）", en: "Years of combined team experience" }),
    },
  ],
  social: [
    { id: "facebook", name: "Facebook", url: "https://www.facebook.com/tamagawadigital" },
    { id: "x", name: "X", url: "https://x.com/tamagawadigital" },
    { id: "instagram", name: "Instagram", url: "https://www.instagram.com/tamagawadigital" },
    { id: "linkedin", name: "LinkedIn", url: "https://www.linkedin.com/company/tamagawa-digital-works" },
    { id: "isocialize", name: "iSocialize", url: "https://isocialize.com/tamagawa-digital" },
  ],
  version: "2.0",
  /** Claims the site makes (spec section 1), reused by pages and the chat assistant. */
  promises: { replyWithinHours: 24, freeConsultation: true, languages: ["ja", "en"] as const, support247: true },
} as const;

export type Company = typeof company;
