import { defineContent } from "../../domain/i18n/dictionary";
import type { CaseStudy, CaseStudyText } from "./types";

export const inventoryWebApp: CaseStudy = {
  id: "inventory-web-app",
  heroImageUrl: "/images/case-studies/inventory-web-app.svg",
  publishedAt: "2024-05-20",
  text: defineContent<CaseStudyText>({
    ja: {
      title: "製造業向け在庫管理Webアプリの開発",
      client: "川崎市の金属部品メーカー",
      industry: "製造業",
      tags: ["Webアプリ", "React", "クラウド", "業務効率化"],
      summary:
        "紙とExcelで管理していた3拠点の在庫情報を、タブレットから入力できるWebアプリに一元化。入力・集計にかかる時間を70%削減し、在庫をリアルタイムで共有できるようになりました。",
      heroAlt: "タブレットでバーコードを読み取り、在庫数のグラフを確認している様子のイラスト",
      overview:
        "川崎市の金属部品メーカーでは、本社工場と2つの倉庫の在庫を紙の伝票とExcelで管理しており、集計や確認に多くの時間を費やしていました。当社は現場の作業の流れを丁寧にヒアリングしたうえで、タブレットやスマートフォンでバーコードを読み取って入出庫を登録できるWebアプリを開発し、3拠点の在庫をリアルタイムで確認できる環境を整えました。",
      challenge: {
        challenge:
          "入出庫の記録は紙の伝票に手書きし、事務所で改めてExcelに入力していたため、二重入力の手間と転記ミスが生じていました。拠点ごとにファイルが分かれており、最新の在庫数を確認するには電話での問い合わせが必要でした。",
        goal: "入出庫をその場で記録できる仕組みに切り替えて入力作業を減らし、すべての拠点の在庫を誰でもすぐに確認できるようにすることを目指しました。",
        background:
          "受注の増加に伴って欠品や過剰在庫が目立つようになり、経験豊富な担当者に頼った管理から、データに基づく管理への移行が求められていました。",
      },
      strategies: [
        {
          title: "現場に合わせた画面設計",
          description:
            "手袋をしたままでも押しやすい大きなボタンと、バーコード読み取りによる最小限の入力で入出庫を登録できる画面を設計しました。",
        },
        {
          title: "クラウドでの在庫の一元管理",
          description:
            "在庫データをクラウド上のデータベースに集約し、3拠点の在庫数と入出庫履歴をリアルタイムで確認できるようにしました。",
        },
        {
          title: "既存データの移行と段階的な導入",
          description: "Excelの在庫データを整理して移行し、1拠点での試験運用を経てから全拠点へ展開しました。",
        },
      ],
      results: [
        "在庫の入力・集計にかかる時間を70%削減",
        "3拠点の在庫をリアルタイムで共有",
        "棚卸し時の在庫差異が大幅に減少",
        "発注の判断が早くなり、欠品による納期遅れを防止",
      ],
      metrics: [
        { value: "70%", label: "在庫の入力・集計時間を削減" },
        { value: "3拠点", label: "在庫をリアルタイムで共有" },
        { value: "99%", label: "棚卸し時の在庫データ精度" },
      ],
      conclusion:
        "業務システムが定着するかどうかは、現場の方が毎日無理なく使えるかどうかにかかっています。このメーカーでは現在、発注業務との連携に向けた機能追加を当社とともに進めています。",
    },
    en: {
      title: "An inventory management web app for a manufacturer",
      client: "A metal parts manufacturer in Kawasaki",
      industry: "Manufacturing",
      tags: ["Web app", "React", "Cloud", "Process improvement"],
      summary:
        "Stock records for three sites, once kept on paper and in Excel, now live in one web app that staff update from tablets. Time spent recording and tallying stock fell by 70%, and stock levels are shared in real time.",
      heroAlt: "Illustration of a tablet scanning a barcode next to a chart of stock levels",
      overview:
        "This metal parts manufacturer in Kawasaki tracked stock at its main factory and two warehouses with paper slips and Excel, and spent many hours tallying and checking figures. After carefully mapping how work is done on the shop floor, we built a web app that records goods in and out by scanning barcodes with a tablet or smartphone, giving everyone a real-time view of stock at all three sites.",
      challenge: {
        challenge:
          "Movements were written on paper slips and then typed into Excel in the office, which meant double entry and transcription errors. Each site kept its own file, so checking the latest stock level required a phone call.",
        goal: "Record movements on the spot to cut data entry, and let anyone see stock at every site instantly.",
        background:
          "As orders grew, shortages and excess stock became more frequent, and the company needed to move from relying on a few experienced staff to managing stock with data.",
      },
      strategies: [
        {
          title: "Screens designed for the shop floor",
          description:
            "Large buttons that work with gloves on, and barcode scanning that keeps typing to a minimum when recording goods in and out.",
        },
        {
          title: "One cloud database for all stock",
          description:
            "Stock data is held in a single cloud database, with levels and movement history for all three sites visible in real time.",
        },
        {
          title: "Data migration and a phased roll-out",
          description:
            "We cleaned up and migrated the existing Excel data, piloted the app at one site, then rolled it out to all three.",
        },
      ],
      results: [
        "Time spent recording and tallying stock reduced by 70%",
        "Stock levels at three sites shared in real time",
        "Far fewer discrepancies at stocktaking",
        "Faster ordering decisions and no more delivery delays caused by shortages",
      ],
      metrics: [
        { value: "70%", label: "Less time spent recording stock" },
        { value: "3 sites", label: "Stock shared in real time" },
        { value: "99%", label: "Inventory accuracy at stocktaking" },
      ],
      conclusion:
        "A business system only sticks if the people on the floor can use it comfortably every day. We are now working with the manufacturer on new features that connect the app to purchasing.",
    },
  }),
};
