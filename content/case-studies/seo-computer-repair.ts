import { defineContent } from "../../domain/i18n/dictionary";
import type { CaseStudy, CaseStudyText } from "./types";

export const seoComputerRepair: CaseStudy = {
  id: "seo-computer-repair",
  heroImageUrl: "/images/case-studies/seo-computer-repair.svg",
  publishedAt: "2023-11-20",
  text: defineContent<CaseStudyText>({
    ja: {
      title: "パソコン修理店のSEO対策で検索順位2位を達成",
      client: "川崎市のパソコン修理店",
      industry: "PC修理・ITサポート",
      tags: ["SEO", "ローカルSEO", "Googleビジネスプロフィール", "Web制作"],
      summary:
        "「川崎 パソコン修理」の検索結果で50位圏外だった修理店のサイトを全面的に見直し、2位まで上昇。自然検索からの流入は300%増加しました。",
      heroAlt: "検索結果の2位に表示された修理店のサイトと、伸びていくアクセス数のグラフを組み合わせたイラスト",
      overview:
        "川崎市内に店舗を構えるこのパソコン修理店は、確かな技術と丁寧な対応で常連のお客様から厚い信頼を得ている一方、Webからの新規集客に苦戦していました。当社はサイトの技術的な改善、地域に根ざしたコンテンツづくり、Googleビジネスプロフィールの最適化を組み合わせたローカルSEOを約6か月にわたって実施。主要キーワード「川崎 パソコン修理」で検索順位2位を獲得し、自然検索からの流入は施策前の4倍（300%増）になりました。",
      challenge: {
        challenge:
          "既存のサイトは数年前に作成したままで、スマートフォンでは表示が崩れ、読み込みにも時間がかかっていました。修理メニューや料金は1ページにまとめて掲載されており、「データ復旧」「液晶交換」など具体的なお悩みで検索するお客様に見つけてもらえない状態でした。",
        goal: "「川崎 パソコン修理」をはじめとする地域キーワードで検索結果の上位3位以内に入ること、そしてWebからのお問い合わせを安定して増やすことを目標としました。",
        background:
          "近隣に大型家電量販店の修理窓口やチェーン店が出店し、来店されるお客様が減り始めていました。チラシ中心の集客に限界を感じ、地域で修理先を探している方に直接届くWeb集客を強化したいというのがご相談の背景です。",
      },
      strategies: [
        {
          title: "サイトの技術的な改善",
          description:
            "スマートフォンに対応したサイトへ作り直し、画像の最適化などで表示速度を大幅に改善しました。構造化データ（LocalBusiness）も実装し、営業時間や所在地を検索エンジンに正しく伝えられるようにしました。",
        },
        {
          title: "症状別・機種別のページ作成",
          description:
            "「電源が入らない」「水をこぼした」「データを取り出したい」など、お客様が実際に検索する症状ごとに解説ページを用意し、修理の流れと料金の目安を明記しました。",
        },
        {
          title: "Googleビジネスプロフィールの最適化",
          description:
            "店舗情報、写真、サービス内容を充実させ、修理後のお客様にクチコミの投稿をお願いする仕組みを整えました。",
        },
        {
          title: "効果測定と継続的な改善",
          description:
            "Search ConsoleとGoogleアナリティクスで毎月の順位と流入を確認し、反応の良いページを中心に内容の追加と改善を重ねました。",
        },
      ],
      results: [
        "「川崎 パソコン修理」で検索順位2位を獲得（施策前は50位圏外）",
        "自然検索からの月間流入が300%増加",
        "Webサイトからのお問い合わせ件数が2.5倍に増加",
        "Googleマップ経由の経路検索や電話の件数も大きく伸長",
      ],
      metrics: [
        { value: "2位", label: "「川崎 パソコン修理」の検索順位" },
        { value: "+300%", label: "自然検索からの流入" },
        { value: "2.5倍", label: "Webサイトからのお問い合わせ" },
      ],
      conclusion:
        "地域ビジネスのSEOでは、お客様が実際に検索する言葉に誠実に応えるページと、正確な店舗情報が何より大切です。この修理店では現在も当社がコンテンツの追加と順位のモニタリングを続けています。地域での集客にお悩みの方は、お気軽にご相談ください。",
    },
    en: {
      title: "Local SEO takes a computer repair shop to rank 2",
      client: "A computer repair shop in Kawasaki",
      industry: "Computer repair & IT support",
      tags: ["SEO", "Local SEO", "Google Business Profile", "Web design"],
      summary:
        "This repair shop was outside the top 50 results for “computer repair Kawasaki”. After an overhaul of its website and local search presence it now ranks second, and organic traffic is up 300%.",
      heroAlt:
        "Illustration of a search results page with the repair shop in second place, next to a rising traffic chart",
      overview:
        "This independent computer repair shop in Kawasaki had a loyal base of regular customers who valued its technical skill and friendly service, but it struggled to attract new customers online. Over about six months we combined technical fixes to the website, locally focused content and Google Business Profile optimisation. The shop now ranks second for its main keyword, “computer repair Kawasaki”, and organic search traffic has quadrupled (+300%).",
      challenge: {
        challenge:
          "The website had not been updated in years: it broke on smartphones and loaded slowly. All repair services and prices were crammed onto a single page, so people searching for a specific problem, such as data recovery or a screen replacement, never found it.",
        goal: "Reach the top three search results for local keywords such as “computer repair Kawasaki”, and build a steady flow of enquiries from the website.",
        background:
          "Repair counters at large electronics retailers and chain stores had opened nearby, and walk-in customers were declining. Flyers alone were no longer enough, so the owner wanted to reach people searching for a repair shop in the area directly.",
      },
      strategies: [
        {
          title: "Technical improvements",
          description:
            "We rebuilt the site to work well on smartphones and greatly improved loading speed, for example by optimising images. We also added LocalBusiness structured data so that search engines read the opening hours and location correctly.",
        },
        {
          title: "Pages for each symptom and device",
          description:
            "We created dedicated pages for the problems customers actually search for, such as a PC that will not start, liquid damage and data recovery, each explaining the repair process and typical prices.",
        },
        {
          title: "Google Business Profile optimisation",
          description:
            "We completed the shop's profile with photos and service details, and set up a simple way to ask customers for a review after each repair.",
        },
        {
          title: "Measurement and continuous improvement",
          description:
            "Every month we reviewed rankings and traffic in Search Console and Google Analytics, then expanded and improved the pages that performed best.",
        },
      ],
      results: [
        "Rank 2 for “computer repair Kawasaki” (previously outside the top 50)",
        "Monthly organic search traffic up 300%",
        "Enquiries through the website up 2.5 times",
        "Strong growth in directions requests and calls from Google Maps",
      ],
      metrics: [
        { value: "Rank 2", label: "Search position for “computer repair Kawasaki”" },
        { value: "+300%", label: "Organic search traffic" },
        { value: "2.5×", label: "Enquiries through the website" },
      ],
      conclusion:
        "For a local business, SEO comes down to pages that genuinely answer what customers search for, and accurate business information. We continue to add content and monitor rankings for the shop. If you would like more local customers to find you, we would be glad to help.",
    },
  }),
};
