import { defineContent } from "../domain/i18n/dictionary";

/** What the note on forged requests names: the visitor cap (0: none) and the largest Web Vitals kept. */
interface Guards {
  visitorsPerIp: number;
  bounds: { LCP: number; INP: number; CLS: number };
}

/** Copy of the staff analytics dashboard (server/analytics/dashboard-html.ts). */
export const analyticsDashboard = defineContent({
  ja: {
    title: "アクセス解析",
    lead: "Cookie を使わない自社計測です。数字の数え方はページ下部をご覧ください。",
    range: { legend: "期間", from: "開始日", to: "終了日", submit: "表示" },
    totals: {
      visitors: "訪問者数",
      pageviews: "ページビュー",
      visits: "訪問（ランディング）",
      conversions: "コンバージョン",
    },
    perDay: "日別の訪問者数とページビュー",
    day: "日付",
    topPages: "よく見られたページ",
    referrers: "参照元",
    campaigns: "キャンペーン（utm_source / utm_medium / utm_campaign）",
    languages: "言語",
    page: "ページ",
    key: "項目",
    otherPages: "サイトにないページ（404 など）",
    visitors: "訪問者",
    pageviews: "ページビュー",
    conversions: {
      heading: "コンバージョン",
      kinds: {
        contact: "お問い合わせ",
        quote: "見積もり完了",
        "chat-lead": "チャットでのご相談",
        "quote-accepted": "見積もり承諾",
      },
      kind: "種類",
      count: "件数",
      byEntryPage: "ランディングページ別",
      bySource: "流入元別",
      visits: "訪問",
      rate: "100訪問あたりのコンバージョン",
      rateNote:
        "100訪問あたりのコンバージョン＝期間内のコンバージョン数 ÷ そのページ（流入元）から始まった訪問数 × 100。1回の訪問でお問い合わせと見積もりの両方があれば2件と数えるため、100を超えることがあります（割合ではありません）。",
    },
    vitals: {
      heading: "Core Web Vitals（75パーセンタイル）",
      samples: "計測数",
      bands: { good: "良好", "needs-improvement": "要改善", poor: "不良" },
      none: "まだ計測値がありません。",
    },
    empty: "この期間のデータはありません。",
    method: {
      heading: "数え方",
      items: [
        "訪問者数は、その日だけ有効な秘密の値・IP アドレス・ブラウザの種類から作るハッシュで数えます（Plausible と同じ方式）。IP アドレスとブラウザの種類そのものは保存せず、前日の値は毎日削除するため、日をまたいだ同一人物の判別はできません。期間の訪問者数は日ごとの合計です。",
        "Do Not Track または Global Privacy Control を有効にしている方、ボット、JavaScript を実行しないアクセスは数えません。",
        "コンバージョンは、そのタブで最初に開いたページ（ランディング）、参照元、キャンペーンに結び付けます。「100訪問あたりのコンバージョン」はランディング数に対するコンバージョン数です（割合ではないため100を超えることがあります）。",
        "Core Web Vitals は実際の訪問者のブラウザで計測した値の75パーセンタイルで、Google の基準（LCP 2.5秒／4秒、INP 200／500ミリ秒、CLS 0.1／0.25）で判定します。",
      ],
      guards: ({ visitorsPerIp, bounds }: Guards) =>
        `不正な送信で数字がゆがまないよう、サイトにないページへのアクセスは「サイトにないページ」の1行にまとめ、ありえない計測値（LCP が${bounds.LCP / 1000}秒超、INP が${bounds.INP / 1000}秒超、CLS が${bounds.CLS}超）は捨て、キャンペーン名から制御文字や見えない文字を除きます。${visitorsPerIp > 0 ? `1つの IP アドレス（IPv6 は /64）から1日に数える訪問者は${visitorsPerIp}人までです（同じ回線を使う会社などでは実際より少なく数えます。ページビューはすべて数えます）。` : ""}`,
    },
  },
  en: {
    title: "Analytics",
    lead: "First-party measurement without cookies. How the numbers are counted is explained at the bottom of the page.",
    range: { legend: "Date range", from: "From", to: "To", submit: "Show" },
    totals: { visitors: "Visitors", pageviews: "Page views", visits: "Visits (landings)", conversions: "Conversions" },
    perDay: "Visitors and page views per day",
    day: "Day",
    topPages: "Top pages",
    referrers: "Referrers",
    campaigns: "Campaigns (utm_source / utm_medium / utm_campaign)",
    languages: "Languages",
    page: "Page",
    key: "Item",
    otherPages: "Pages not on the site (404s and the like)",
    visitors: "Visitors",
    pageviews: "Page views",
    conversions: {
      heading: "Conversions",
      kinds: {
        contact: "Contact messages",
        quote: "Completed quotes",
        "chat-lead": "Chat leads",
        "quote-accepted": "Accepted quotes",
      },
      kind: "Kind",
      count: "Count",
      byEntryPage: "By entry page",
      bySource: "By source",
      visits: "Visits",
      rate: "Conversions per 100 visits",
      rateNote:
        "Conversions per 100 visits = conversions in the range ÷ visits that began on that page (or from that source) × 100. One visit that sends a contact message and completes a quote counts twice, so this can exceed 100: it is not a percentage.",
    },
    vitals: {
      heading: "Core Web Vitals (75th percentile)",
      samples: "Samples",
      bands: { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" },
      none: "No measurements yet.",
    },
    empty: "No data for this period.",
    method: {
      heading: "How the numbers are counted",
      items: [
        "Visitors are counted by a hash of a secret value valid for one day, the IP address and the browser type (as Plausible does). The IP address and browser type themselves are never stored and the previous day's secret is deleted daily, so one person cannot be recognised across days. A range's visitors are the sum of its days.",
        "Visitors with Do Not Track or Global Privacy Control on, bots and visits without JavaScript are not counted.",
        "A conversion is attributed to the first page opened in that tab (the landing), its referrer and campaign. “Conversions per 100 visits” is conversions per landing (a count, not a share, so it can exceed 100).",
        "Core Web Vitals are the 75th percentile of what real visitors' browsers measured, rated by Google's thresholds (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25).",
      ],
      guards: ({ visitorsPerIp, bounds }: Guards) =>
        `So that forged requests cannot skew the figures, views of paths the site does not have are counted in one "Pages not on the site" row, impossible measurements (LCP over ${bounds.LCP / 1000} s, INP over ${bounds.INP / 1000} s, CLS over ${bounds.CLS}) are discarded, and control and invisible characters are removed from campaign tags.${visitorsPerIp > 0 ? ` One IP address (an IPv6 /64) adds at most ${visitorsPerIp} visitors a day (an office sharing one connection is undercounted; all its page views count).` : ""}`,
    },
  },
});
