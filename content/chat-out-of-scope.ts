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
      /(修理|直して|直せ|故障した|(バッテリー|電池|画面|液晶)(の)?交換|battery (replacement|swap)|replace (the |my |our |a )?(battery|screen)|(battery|screen) (is )?(dead|broken|cracked)[^.?!]{0,30}replace|壊れた(パソコン|pc|プリンター)|(パソコン|pc|プリンター|スマホ|携帯|iphone|タブレット|モニター)(の画面)?(が|を)?(壊れ|故障|割れ)|repair|fix (my|our|the|a) ([\w-]+ ){0,2}?(laptop|pc|computer|printer|phone|iphone|ipad|smartphone|tablet|screen|mac|macbook)|(screen|laptop|phone|iphone) (is )?(cracked|broken|smashed)|(printer|laptop|computer|pc) is broken|come (and )?fix)/u,
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
      /(弁護士|訴訟|裁判|法律相談|登記|行政書士|司法書士|許認可|ビザ申請|company registration|register (a|our|my) company|visa application|法的(な)?(相談|トラブル|紛争)|lawyer|lawsuit|legal (advice|dispute|matter|issue|help)|help (us )?with a legal)/u,
    topic: { ja: "法律相談や紛争、登記などの手続き", en: "legal advice, disputes or registration paperwork" },
    instead: {
      ja: "Webサイトのプライバシーポリシーなどの掲載や技術面のご相談は承ります。",
      en: "We can help with the technical side, such as publishing policies on your website.",
    },
    path: "/services",
  },
  {
    id: "recruitment",
    patterns:
      /(人材紹介|人材派遣|派遣(して|を)|エンジニアを紹介|紹介して(もらえ|ほしい)|採用(代行|活動|支援)|面接(の|を)?代行|代行[^。?？]{0,6}面接|求人|候補者|recruitment|recruiting|staffing|headhunt|candidates?\b|(we'?re|we are) hiring|(find|supply|place|hire) (us )?(an? |some )?(engineers?|staff|developers?|employees?|workers?))/u,
    topic: { ja: "人材紹介・人材派遣", en: "recruitment or staffing" },
    instead: {
      ja: "開発やITコンサルティングを当社のチームでお引き受けします。",
      en: "Our own team can take on the development or consulting work itself.",
    },
    path: "/team",
  },
  {
    id: "payroll",
    patterns:
      /(給与計算|給料計算|給与(の)?(支払|振込)|社会保険(の)?手続|労務(管理|手続)?|年末調整|勤怠(の)?(代行|管理代行)|payroll|salary (processing|payments)|pay ?slips?|hr outsourcing|social insurance)/u,
    topic: { ja: "給与計算や労務の代行", en: "payroll or HR administration" },
    instead: {
      ja: "給与・勤怠を扱う業務システムの開発や既存ソフトとの連携は承ります。",
      en: "We can build or connect the software your payroll and HR run on.",
    },
    path: "/services",
  },
  {
    id: "network-equipment",
    patterns:
      /(wi-?fi|wifi|無線lan|ルーター|router|lan(ケーブル| cable)|配線|cabling|複合機|コピー機|copier)[^。?？.!]{0,40}(繋がら|つながら|切れ|落ち|直|修理|設置|工事|配線|来て|drop|disconnect|keeps|fix|repair|install|set ?up|come)|(come|visit)[^.?!]{0,30}(fix|repair)[^.?!]{0,20}(router|wi-?fi|network|printer|copier)|(set ?up|install|configure|fix|repair|wire)[^.?!]{0,20}(routers?|wi-?fi|office network|printers?|copiers?|cabling)|(社内ネットワーク|社内lan|プリンター|複合機)[^。?？]{0,10}(設定|設置|工事|配線)/u,
    topic: {
      ja: "ルーターやWi-Fi、配線など社内ネットワーク機器の出張修理・設置",
      en: "on-site repair or installation of routers, Wi-Fi or office network equipment",
    },
    instead: {
      ja: "クラウドやサーバー、業務システムの構築・ご相談は承ります。",
      en: "We can help with cloud, servers and the software your office runs on.",
    },
    path: "/services",
  },
  {
    id: "document-translation",
    patterns:
      /((契約書|書類|文書|マニュアル|論文|本|資料)の?(翻訳|通訳)|通訳(を|の)?(お願い|派遣|手配)|translat(e|ion of|ing) (our |my |a |the |some )?(legal )?(contracts?|documents?|manuals?|books?|papers?|letters?)|interpret(er|ing) (for|at))/u,
    topic: { ja: "書類の翻訳や通訳", en: "translating documents or interpreting" },
    instead: {
      ja: "日本語・英語の多言語Webサイトの制作は承ります。",
      en: "We can build your website in Japanese and English.",
    },
    path: "/services",
  },
  {
    id: "printing",
    patterns:
      /(印刷|チラシ(の|を)?(作成|制作|印刷)?|名刺(の)?印刷|ポスター|のぼり|看板|printing|\bprint (\d+ )?(\w+ ){0,2}(flyers|leaflets|business cards|posters?|banners?|brochures?|t-shirts?|stickers?)|posters?\b)/u,
    topic: { ja: "チラシやポスター、名刺などの印刷", en: "printing flyers, posters or business cards" },
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
