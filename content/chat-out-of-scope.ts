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

// Devices a visitor might ask us to sell, fix or fit; both languages, matched in lower case.
const devicesJa =
  "パソコン|pc|ノートパソコン|ノートpc|デスクトップ|機器|ハードウェア|プリンター|複合機|モニター|ディスプレイ|サーバーラック|ラック|nas|ハードディスク|hdd|ssd|メモリ|周辺機器|ドッキングステーション|キーボード|マウス|タブレット|スマホ|携帯電話|ipad|iphone|ルーター|ケーブル|ups|防犯カメラ|レジ";
const devicesEn =
  "hardware|laptops?|computers?|desktops?|pcs?|printers?|monitors?|screens?|displays?|server racks?|racks?|nas|hard (drive|disk)s?|hdds?|ssds?|ram|memory|docking stations?|docks?|keyboards?|mice|tablets?|ipads?|phones?|smartphones?|routers?|cables?|ups|cctv|cameras?|pos terminals?|tills?|equipment|peripherals?";

// A site that looks wrong on phones or screens is fixed in software: those words alone never make a repair.
const viewedOn =
  /^(スマホ|携帯電話|タブレット|ipad|iphone|モニター|ディスプレイ|phones\?|smartphones\?|tablets\?|ipads\?|screens\?|displays\?|monitors\?)$/;
const repairJa = devicesJa
  .split("|")
  .filter((d) => !viewedOn.test(d))
  .join("|");
const repairEn = devicesEn
  .split("|")
  .filter((d) => !viewedOn.test(d))
  .join("|");

export const outOfScopeTopics: OutOfScopeTopic[] = [
  {
    id: "hardware-repair",
    // Fixing is only hardware repair when a device is named: 「サイトを直して」 or "repair our shop's SEO" is software.
    patterns: new RegExp(
      `(${repairJa})[^。?？!！]{0,15}(修理|直して|直せ)|(修理|直して|直せ)[^。?？!！]{0,6}(${repairJa})|(${repairEn})\\b[^.?!]{0,30}\\brepair|\\brepair[^.?!]{0,30}\\b(${repairEn})\\b|` +
        /(故障した|(バッテリー|電池|画面|液晶)(の)?交換|battery (replacement|swap)|replace (the |my |our |a )?(battery|screen)|(battery|screen) (is )?(dead|broken|cracked)[^.?!]{0,30}replace|壊れた(パソコン|pc|プリンター)|(パソコン|pc|プリンター|スマホ|携帯|iphone|タブレット|モニター)(の画面)?(が|を)?(壊れ|故障|割れ)|fix (my|our|the|a) ([\w-]+ ){0,2}?(laptop|pc|computer|printer|phone|iphone|ipad|smartphone|tablet|screen|mac|macbook)|(screen|laptop|phone|iphone) (is )?(cracked|broken|smashed)|(printer|laptop|computer|pc) is broken|come (and )?fix|ウイルス(の)?駆除|virus removal|remove (a |the )?(virus|malware)|(パソコン|pc)(の)?(初期設定|セットアップ|設定)(を|の)?(代行|お願い|して)|set ?up (our |my |the )?(new )?(laptops?|pcs?|computers?|printers?))/u
          .source,
      "u",
    ),
    topic: { ja: "パソコンやプリンターなど機器の修理", en: "repairing laptops, printers or other hardware" },
    instead: {
      ja: "ソフトウェアやWebサイト、クラウドの不具合のご相談は承ります。",
      en: "We can help when the problem is in software, a website or the cloud.",
    },
    path: "/services",
  },
  {
    id: "hardware-sales",
    patterns: new RegExp(
      `(${devicesJa})(を|の|や|と)?[^。?？、]{0,12}?(販売|売って|売れ|買え|買いたい|購入|調達|納品|手配|リース|レンタル)|(sell|buy|purchase|order|supply|procure|source|lease|rent|get us) (us |me )?(with )?([\\w-]+ ){0,3}?(${devicesEn})\\b|(quote|quotation|estimate|price|prices) (for|on) ([\\w-]+ ){0,3}?(${devicesEn})\\b|(${devicesEn}) (for sale|to buy)`,
      "u",
    ),
    topic: { ja: "パソコンや機器の販売", en: "selling laptops or other hardware" },
    instead: {
      ja: "機器選びを含むIT環境のご相談はITコンサルティングで承ります。",
      en: "Our IT consulting can advise on the equipment you need.",
    },
    path: "/services",
  },
  {
    id: "on-site-hardware",
    patterns: new RegExp(
      `(physically|in person|on ?site|come (in |over |round |by )?(and |to )?)[^.?!]{0,30}(swap|replace|install|fit|plug|wire|mount|unbox|set up)|(swap|replace|install|fit|upgrade|mount) (out )?(the |a |our |my |some |new )?([\\w-]+ ){0,2}?(${devicesEn})\\b[^.?!]{0,20}(in person|on ?site|for us|at our)|(${devicesEn}) (in|on) (our|the) [\\w ]{0,20}(died|failed|broke|is dead|is broken)|data recovery|recover (the )?(data|files) from (a |the |our )?(broken|dead|failed)|(${devicesJa})(の)?(交換|取り付け|取付|増設|設置|搬入|撤去|回収|廃棄)|データ復旧|出張(で|して)?(交換|設置|修理|作業)|(現地|会社|事務所|オフィス)に来て[^。?？]{0,20}(交換|設置|取り付|作業)`,
      "u",
    ),
    topic: {
      ja: "機器の交換・取り付けなど現地での作業",
      en: "physical on-site work such as swapping or installing hardware",
    },
    instead: {
      ja: "クラウドへの移行や監視・保守など、機器に頼らない仕組みづくりは承ります。",
      en: "We can move the system to the cloud and look after it remotely with monitoring and maintenance.",
    },
    path: "/services",
  },
  {
    id: "accounting",
    patterns:
      /(会計|経理|確定申告|税務|記帳|決算|税理士|仕訳|財務諸表|(税金|消費税|法人税|所得税)の(申告|計算|手続)|申告書|accounting|bookkeeping|book-keeping|tax (return|filing)s?|taxes for|(file|do|prepare) (our|my|the) ([\w'-]+ )?(taxes|tax|accounts|books)|accountant|financial statements|audit (our|the) (books|accounts))/u,
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
      /(弁護士|訴訟|裁判|法律相談|リーガル(チェック|レビュー|サポート)|法務(チェック|レビュー|相談|確認)|legal (check|review|vetting)|登記|行政書士|司法書士|弁理士|許認可|ビザ申請|商標|特許|意匠登録|知的財産の(出願|登録)|(雇用|労働|業務委託|売買|賃貸|秘密保持)?契約書(の|を)?(作成|作って|ドラフト|起案|チェック|レビュー|確認|見て)|就業規則|定款|内容証明|company registration|register (a|our|my) company|visa application|trademark|patent|法的(な)?(相談|トラブル|紛争)|lawyer|attorney|solicitor|lawsuit|sue\b|legal (advice|dispute|matter|issue|help|paperwork|documents?)|help (us )?with a legal|(draft|drafting|write|writing|prepare|preparing|review|reviewing|check|checking) (up )?(an? |the |our |my )?([\w-]+ ){0,2}?(contract|agreement|nda|employment terms|articles of incorporation)|employment contract|work rules|file (a |an |our )?(trademark|patent))/u,
    topic: {
      ja: "法律相談や紛争、契約書の作成、商標・特許・登記などの手続き",
      en: "legal advice, disputes, drafting contracts, or trademark, patent and registration paperwork",
    },
    instead: {
      ja: "Webサイトのプライバシーポリシーなどの掲載や技術面のご相談は承ります。",
      en: "We can help with the technical side, such as publishing policies on your website.",
    },
    path: "/services",
  },
  {
    id: "recruitment",
    patterns:
      /(人材紹介|人材派遣|派遣(して|を)|エンジニアを紹介|紹介して(もらえ|ほしい)|採用(代行|活動|支援)|面接(の|を)?代行|代行[^。?？]{0,6}面接|求人|候補者|recruitment|recruiting|recruit\b|staffing|headhunt|candidates?\b|(we'?re|we are) hiring|(find|supply|place|hire|recruit) (us )?(an? |some |\d+ |one |two |three |four |five |a few |a couple of )?(new )?(engineers?|staff|developers?|employees?|workers?))/u,
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
      /(給与計算|給料計算|給与(の)?(支払|振込)|社会保険(の)?手続|労務(管理|手続)?|年末調整|勤怠(の)?(代行|管理代行)|payroll|salary (processing|payments)|(year-end )?tax adjustment|pay ?slips?|hr outsourcing|social insurance)/u,
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
    id: "telecom-contracts",
    patterns:
      /((光|インターネット|ネット|携帯|スマホ|電話)(の)?回線|回線(の)?(契約|申し込み|開通|工事)|プロバイダ(ー)?(の)?(契約|変更|乗り換え)|携帯(電話)?の契約|(internet|broadband|fibre|fiber|phone|mobile) (line|plan|contract|provider)s?\b[^.?!]{0,30}(sign|set|get|switch|change|contract|install)|(sign|switch) (us )?(up )?(to|for) (an? )?(internet|broadband|fibre|fiber|isp|mobile)|(switch|change|sign up for|set up|get) (us |our |an? |a new )?(internet|broadband|fibre|fiber|phone|mobile) (line|plan|contract|provider)|\bisp\b|phone system|pbx|ビジネスフォン|電話機(の)?(設置|設定|導入|工事))/u,
    topic: {
      ja: "インターネット回線や電話回線の契約・開通",
      en: "internet, phone line or mobile contracts",
    },
    instead: {
      ja: "その回線で動くWebサイトやクラウド環境の構築・運用は承ります。",
      en: "We can build and run the website and cloud services that sit on top of that connection.",
    },
    path: "/services",
  },
  {
    id: "clerical-outsourcing",
    patterns:
      /(データ入力(の)?(代行|作業|をお願い)|入力作業(の)?代行|事務(作業)?(の)?代行|電話(対応|応対)(の)?代行|電話代行|コールセンター|受付代行|発送代行|data entry|outsourc\w* (our |the )?(customer (support|service)|support|help ?desk|hotline|phone|call)|(answer|answering|handle|handling) (our |the )?(phone calls|phones|customer calls)|call cent(er|re)|virtual (assistant|receptionist)|clerical work|admin(istrative)? work for us)/u,
    topic: {
      ja: "データ入力や電話対応などの事務作業の代行",
      en: "data entry, phone answering or other clerical work",
    },
    instead: {
      ja: "その作業をAIやシステムで自動化するご相談は承ります。",
      en: "We can automate that work with AI and software instead.",
    },
    path: "/services",
  },
  {
    id: "office-facilities",
    patterns:
      /(家具|机|椅子|エアコン|空調|内装|照明|什器|オフィス(の)?(移転|引っ越し|レイアウト)工事|furniture|(?<!help |service |front )desks?\b|chairs?\b|air ?con(ditioner|ditioning)?|hvac|office (fit-?out|renovation|move)|interior (design|work))/u,
    topic: {
      ja: "家具や空調、内装などオフィス設備の手配・工事",
      en: "office furniture, air conditioning or fit-out work",
    },
    instead: {
      ja: "オフィスで使うシステムやWebサイト、クラウドのご相談は承ります。",
      en: "We can help with the software, website and cloud your office runs on.",
    },
    path: "/services",
  },
  {
    id: "document-translation",
    patterns:
      /((契約書|書類|文書|マニュアル|論文|本|資料|パンフレット|チラシ|カタログ|会社案内|説明書|手紙)の?(翻訳|通訳|英訳|和訳)|通訳(を|の)?(お願い|派遣|手配)|translat(e|ion of|ing) (our |my |a |the |some )?([\w-]+ )?(legal )?(contracts?|documents?|manuals?|books?|papers?|letters?|brochures?|pamphlets?|leaflets?|flyers?|catalogues?|catalogs?)|interpret(er|ing) (for|at))/u,
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
      /(印刷|チラシ(の|を)?(作成|制作|印刷)?|名刺(の)?(印刷|作成|デザイン|を作)|(design|make|create) (us )?(some |new )?business cards|ポスター|のぼり|看板|printing|\bprint (\d+ )?(\w+ ){0,2}(flyers|leaflets|business cards|posters?|banners?|brochures?|t-shirts?|stickers?)|posters?\b)/u,
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
