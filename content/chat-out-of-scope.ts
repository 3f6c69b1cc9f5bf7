import { defineContent } from "../domain/i18n/dictionary";

/**
 * Requests the company does not take on, so the assistant can say so honestly instead
 * of citing a page that merely mentions the word (a repair shop's SEO case study is not
 * laptop repair). `patterns` are matched against the visitor's message (lower-cased);
 * `instead` says what the company can do, with the page it links to.
 */
export interface OutOfScopeTopic {
  id: string;
  patterns: RegExp;
  topic: { ja: string; en: string };
  instead: { ja: string; en: string };
  path: string;
}

export const outOfScopeTopics: OutOfScopeTopic[] = [
  {
    id: "hardware-repair",
    patterns:
      /(修理|直して|直せ|故障した|壊れた(パソコン|pc|プリンター)|(パソコン|pc|プリンター|スマホ|携帯|iphone|タブレット|モニター)(の画面)?(が|を)?(壊れ|故障|割れ)|repair|fix (my|our|the|a) ([\w-]+ ){0,2}?(laptop|pc|computer|printer|phone|iphone|ipad|smartphone|tablet|screen|mac|macbook)|(screen|laptop|phone|iphone) (is )?(cracked|broken|smashed)|(printer|laptop|computer|pc) is broken|come (and )?fix)/u,
    topic: { ja: "パソコンやプリンターなど機器の修理", en: "repairing laptops, printers or other hardware" },
    instead: {
      ja: "ソフトウェアやWebサイト、クラウドの不具合のご相談は承ります。",
      en: "We can help when the problem is in software, a website or the cloud.",
    },
    path: "/services",
  },
  {
    id: "hardware-sales",
    patterns:
      /(パソコン|pc|ノートパソコン|機器|ハードウェア|プリンター|hardware|laptops?|computers?)(を|の)?[^。?？、]{0,8}?(販売|売って|買え|買いたい|購入|調達)|(sell|buy|purchase|order) (\d+ |some |new |a few )?(laptops?|computers?|pcs?|hardware|printers?)/u,
    topic: { ja: "パソコンや機器の販売", en: "selling laptops or other hardware" },
    instead: {
      ja: "機器選びを含むIT環境のご相談はITコンサルティングで承ります。",
      en: "Our IT consulting can advise on the equipment you need.",
    },
    path: "/services",
  },
  {
    id: "accounting",
    patterns: /(会計|経理|確定申告|税務|記帳|決算|税理士|accounting|bookkeeping|tax return|taxes for|accountant)/u,
    topic: { ja: "会計・経理・税務", en: "accounting, bookkeeping or tax work" },
    instead: {
      ja: "会計ソフトとの連携や業務システムの開発は承ります。",
      en: "We can build or connect the software your accounting runs on.",
    },
    path: "/services",
  },
  {
    id: "legal",
    patterns:
      /(弁護士|訴訟|裁判|法律相談|法的(な)?(相談|トラブル|紛争)|lawyer|lawsuit|legal (advice|dispute|matter|issue|help)|help (us )?with a legal)/u,
    topic: { ja: "法律相談や紛争の対応", en: "legal advice or disputes" },
    instead: {
      ja: "Webサイトのプライバシーポリシーなどの掲載や技術面のご相談は承ります。",
      en: "We can help with the technical side, such as publishing policies on your website.",
    },
    path: "/services",
  },
  {
    id: "recruitment",
    patterns:
      /(人材紹介|人材派遣|派遣(して|を)|エンジニアを紹介|紹介して(もらえ|ほしい)|recruitment agency|staffing|headhunt|(find|supply|place) (us )?(engineers|staff|developers))/u,
    topic: { ja: "人材紹介・人材派遣", en: "recruitment or staffing" },
    instead: {
      ja: "開発やITコンサルティングを当社のチームでお引き受けします。",
      en: "Our own team can take on the development or consulting work itself.",
    },
    path: "/team",
  },
  {
    id: "printing",
    patterns: /(印刷|チラシ(の|を)?(作成|制作|印刷)?|名刺(の)?印刷|printing|print (flyers|leaflets|business cards))/u,
    topic: { ja: "チラシや名刺などの印刷", en: "printing flyers or business cards" },
    instead: {
      ja: "Webサイトや広告、SNSでの集客は承ります。",
      en: "We can help you reach customers through your website, ads and social media.",
    },
    path: "/services",
  },
];

export const outOfScopeReplies = defineContent({
  ja: {
    decline: (topic: string, instead: string, link: string) =>
      `申し訳ありませんが、${topic}は承っておりません。当社はソフトウェア開発、Webサイト・アプリ制作、クラウド、ITコンサルティングの会社です。${instead}詳しくは${link}をご覧ください。`,
  },
  en: {
    decline: (topic: string, instead: string, link: string) =>
      `Sorry, ${topic} isn't something we offer: we're a software company (websites, apps, cloud and IT consulting). ${instead} See ${link}.`,
  },
});
