import { defineContent, type Localized } from "../domain/i18n/dictionary";
import type { Locale } from "../domain/i18n/locales";
import { company } from "./company";

// The page shows the core members; the counts come from the company facts, as in the company table.
const { employees, contractors } = company.staff;

export interface MemberImage {
  src: string;
  width: number;
  height: number;
}

/** Spec section 3, Team member. Role and bio are kept in both languages. */
export interface TeamMember {
  id: string;
  /** Japanese name. */
  name: string;
  nameEn: string;
  initials: string;
  /** Our own illustration; null shows the initials (spec section 8). */
  image: MemberImage | null;
  role: Localized<string>;
  bio: Localized<string>;
  skills: string[];
  skillsEn: string[];
  linkedin?: string;
  github?: string;
  isocialize?: string;
}

const portrait = (id: string): MemberImage => ({ src: `/images/team/${id}.svg`, width: 160, height: 160 });

export const teamMembers: TeamMember[] = [
  {
    id: "kenta-sato",
    name: "佐藤 健太",
    nameEn: "Kenta Sato",
    initials: "KS",
    image: portrait("kenta-sato"),
    role: { ja: "代表取締役 / テックリード", en: "CEO & Tech Lead" },
    bio: {
      ja: "システムインテグレーターで約10年間、金融・物流システムの設計開発に携わった後、当社を創業。クラウド設計とWebアプリケーション開発を得意とし、技術と経営の両面からお客様のDXを支援しています。",
      en: "After about ten years designing and building finance and logistics systems at a systems integrator, Kenta founded the company. He specialises in cloud architecture and web applications and supports clients' digital transformation from both the technical and the business side.",
    },
    skills: ["React", "TypeScript", "AWS", "クラウド設計", "プロジェクトマネジメント"],
    skillsEn: ["React", "TypeScript", "AWS", "Cloud architecture", "Project management"],
    linkedin: "https://www.linkedin.com/in/kenta-sato-tdw",
    github: "https://github.com/kenta-sato-tdw",
  },
  {
    id: "misaki-tanaka",
    name: "田中 美咲",
    nameEn: "Misaki Tanaka",
    initials: "MT",
    image: portrait("misaki-tanaka"),
    role: { ja: "UI/UXデザイナー / ディレクター", en: "UI/UX Designer & Director" },
    bio: {
      ja: "Web制作会社でデザイナー兼ディレクターとして多数のコーポレートサイトやECサイトを担当。使いやすさとアクセシビリティを重視したデザインで、お客様と開発チームの橋渡し役を務めています。",
      en: "Misaki worked as a designer and director at a web agency, delivering many corporate and e-commerce sites. She designs for usability and accessibility and acts as the bridge between our clients and the development team.",
    },
    skills: ["UI/UXデザイン", "Figma", "アクセシビリティ", "SEO・GEO", "ディレクション"],
    skillsEn: ["UI/UX design", "Figma", "Accessibility", "SEO & GEO", "Project direction"],
    linkedin: "https://www.linkedin.com/in/misaki-tanaka-tdw",
    isocialize: "https://isocialize.com/misaki-tanaka",
  },
  {
    id: "daniel-harris",
    name: "ダニエル・ハリス",
    nameEn: "Daniel Harris",
    initials: "DH",
    image: portrait("daniel-harris"),
    role: { ja: "AIエンジニア / バイリンガルコンサルタント", en: "AI Engineer & Bilingual Consultant" },
    bio: {
      ja: "英国出身。都内の外資系企業でデータ分析とAI導入を担当した後、当社に参画。日本語と英語の両方でのコンサルティングに加え、AIチャットボットや業務自動化の開発を担当しています。",
      en: "Originally from the UK, Daniel led data analysis and AI projects at an international company in Tokyo before joining us. He consults in both English and Japanese and builds AI chatbots and workflow automation.",
    },
    skills: ["Python", "機械学習", "生成AI活用", "データ分析", "日英バイリンガル対応"],
    skillsEn: ["Python", "Machine learning", "Generative AI", "Data analysis", "English–Japanese consulting"],
    linkedin: "https://www.linkedin.com/in/daniel-harris-tdw",
    github: "https://github.com/daniel-harris-tdw",
    isocialize: "https://isocialize.com/daniel-harris",
  },
];

export type CultureIcon = "sprout" | "people" | "balance";

export interface CultureItem {
  id: string;
  icon: CultureIcon;
  title: string;
  description: string;
}

export const teamPage = defineContent({
  ja: {
    hero: {
      eyebrow: "Team",
      title: "チーム紹介",
      lead: "多様な経験を持つメンバーが、日本語と英語でお客様のプロジェクトを支えます。",
    },
    membersTitle: "メンバー",
    membersLead: `ご紹介するのは中核メンバーです。社員${employees}名と業務委託${contractors}名の体制で、案件ごとに最適なチームを編成しています。`,
    skillsLabel: "得意分野",
    culture: {
      title: "私たちのカルチャー",
      lead: "一人ひとりが力を発揮し、長く働き続けられるチームであるために、3つのことを大切にしています。",
      items: [
        {
          id: "growth",
          icon: "sprout",
          title: "成長を楽しむ",
          description:
            "書籍の購入や資格取得の費用を会社が補助し、月に一度の社内勉強会で学んだことを共有しています。失敗を責めるのではなく、次に活かす文化を大切にしています。",
        },
        {
          id: "teamwork",
          icon: "people",
          title: "チームワーク",
          description:
            "社員と業務委託パートナーが立場を越えて意見を出し合い、コードレビューやペア作業を通じて品質を高めています。困ったときにすぐ相談できる雰囲気があります。",
        },
        {
          id: "balance",
          icon: "balance",
          title: "ワークライフバランス",
          description:
            "リモートワークとフレックスタイム制を取り入れ、家族や趣味の時間も大切にできる働き方を実現しています。休日はしっかり休むことが、良い仕事につながると考えています。",
        },
      ] as CultureItem[],
    },
    joinUs: {
      title: "一緒に働く仲間を募集しています",
      text: "エンジニア、デザイナー、業務委託パートナーとしての参画など、さまざまな形でのご応募・ご相談をお待ちしています。",
      link: "お問い合わせはこちら",
    },
  },
  en: {
    hero: {
      eyebrow: "Team",
      title: "Our Team",
      lead: "People with varied backgrounds who support your projects in English and Japanese.",
    },
    membersTitle: "Members",
    membersLead: `These are our core members. With ${employees} employees and ${contractors} contractors, we form the right team for each project.`,
    skillsLabel: "Skills",
    culture: {
      title: "Our culture",
      lead: "Three things help everyone do their best work and stay with us for the long run.",
      items: [
        {
          id: "growth",
          icon: "sprout",
          title: "Growth mindset",
          description:
            "The company pays for books and certifications, and we share what we learn at a monthly study session. Mistakes are something to learn from, not to blame.",
        },
        {
          id: "teamwork",
          icon: "people",
          title: "Teamwork",
          description:
            "Employees and contractors share ideas as equals and raise quality through code reviews and pairing. Asking for help is always welcome.",
        },
        {
          id: "balance",
          icon: "balance",
          title: "Work-life balance",
          description:
            "Remote work and flexible hours leave room for family and hobbies. We believe real time off leads to better work.",
        },
      ],
    },
    joinUs: {
      title: "We are hiring",
      text: "Whether you are an engineer, a designer or a freelancer who would like to work with us, we would love to hear from you.",
      link: "Get in touch",
    },
  },
});

/** Accessible name of a member's profile link. */
const profileLinkLabel = defineContent({
  ja: (network: string, name: string) => `${name}の${network}（新しいタブで開きます）`,
  en: (network: string, name: string) => `${name} on ${network} (opens in a new tab)`,
});

const networks = [
  { key: "github", label: "GitHub" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "isocialize", label: "iSocialize" },
] as const;

/** A member as the team page shows them: one language, links labelled (what the page's loader sends). */
export interface MemberCardData {
  id: string;
  name: string;
  /** The other script's spelling, which helps visitors read (or pronounce) the name. */
  altName: { text: string; lang: Locale };
  initials: string;
  image: MemberImage | null;
  role: string;
  bio: string;
  skills: string[];
  links: { network: (typeof networks)[number]["key"]; href: string; label: string }[];
}

export function memberCard(member: TeamMember, locale: Locale): MemberCardData {
  const ja = locale === "ja";
  const name = ja ? member.name : member.nameEn;
  return {
    id: member.id,
    name,
    altName: ja ? { text: member.nameEn, lang: "en" } : { text: member.name, lang: "ja" },
    initials: member.initials,
    image: member.image,
    role: member.role[locale],
    bio: member.bio[locale],
    skills: ja ? member.skills : member.skillsEn,
    links: networks.flatMap(({ key, label }) => {
      const href = member[key];
      return href ? [{ network: key, href, label: profileLinkLabel[locale](label, name) }] : [];
    }),
  };
}

/** The representative director, whom the privacy policy must name (APPI art. 32). */
export const representative = {
  name: teamMembers[0].name,
  nameEn: teamMembers[0].nameEn,
  title: { ja: "代表取締役", en: "Representative Director" } satisfies Localized<string>,
};

/** The representative as 会社概要 and the privacy policy name them: 「代表取締役 山田 太郎」, "Taro Yamada, Representative Director". */
export function representativeLine(locale: Locale): string {
  return locale === "ja"
    ? `${representative.title.ja} ${representative.name}`
    : `${representative.nameEn}, ${representative.title.en}`;
}
