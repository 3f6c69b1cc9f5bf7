import { defineContent } from "../../domain/i18n/dictionary";
import type { CaseStudy, CaseStudyText } from "./types";

export const semKyotoSushi: CaseStudy = {
  id: "sem-kyoto-sushi",
  heroImageUrl: "/images/case-studies/sem-kyoto-sushi.svg",
  publishedAt: "2025-02-10",
  text: defineContent<CaseStudyText>({
    ja: {
      title: "京都の寿司作り体験サイトがSEMで検索1位に",
      client: "京都の寿司作り体験教室",
      industry: "観光・体験サービス",
      tags: ["SEM", "SEO", "多言語サイト", "インバウンド"],
      summary:
        "訪日観光客向けの寿司作り体験サイトを多言語で再構築し、検索連動型広告とSEOを組み合わせて主要キーワードで1位を獲得。週1060回以上閲覧され、予約数は400%増加しました。",
      heroAlt: "握り寿司と京都の町並み、検索順位1位を示すバッジを組み合わせたイラスト",
      overview:
        "京都市内で海外からの旅行者向けに寿司作り体験を提供するこの教室は、体験の満足度が高く口コミの評価も上々でしたが、予約の多くを旅行予約サイト経由に頼っていました。当社は英語を中心とした多言語の公式サイトを新たに構築し、検索連動型広告（SEM）とSEOを組み合わせた集客を実施。英語の主要キーワードで検索1位を獲得し、サイトは週1060回以上閲覧されるようになり、公式サイトからの予約は400%増加しました。",
      challenge: {
        challenge:
          "公式サイトは日本語のみで、体験の内容や料金、アクセス方法を英語で確認することができませんでした。予約の大半は手数料の高い旅行予約サイト経由となっており、教室の魅力をお客様へ直接伝える手段がありませんでした。",
        goal: "「Kyoto sushi making class」などの英語で検索する旅行者に公式サイトを見つけてもらい、手数料のかからない直接予約を増やすことを目標としました。",
        background:
          "訪日観光客の回復に伴い、京都では体験型アクティビティの需要が急速に高まっていました。競合する体験教室も増えるなか、旅行者がプランを比較・検討する段階で確実に目に留まりたいというのがご相談の背景です。",
      },
      strategies: [
        {
          title: "多言語の公式サイトと予約導線の構築",
          description:
            "英語と日本語に対応した公式サイトを構築し、体験の流れ、料金、アクセス、よくあるご質問を写真付きで掲載しました。スマートフォンから数タップで予約を完了できる導線も整えました。",
        },
        {
          title: "検索連動型広告（SEM）の運用",
          description:
            "来日前の旅行者が使う英語キーワードを中心にGoogle広告を出稿し、国・時期・デバイスごとに入札と広告文を調整しました。",
        },
        {
          title: "旅行者の疑問に答えるコンテンツSEO",
          description:
            "「京都の寿司作り体験で楽しめること」「ベジタリアン向けのメニュー」など、旅行者の疑問に答える記事を継続的に公開しました。",
        },
        {
          title: "口コミと予約データの分析",
          description:
            "予約フォームと広告の成果を計測し、予約につながった検索語句や時間帯をもとに、広告とページの改善を重ねました。",
        },
      ],
      results: [
        "英語の主要キーワード「Kyoto sushi making class」の自然検索で1位を獲得",
        "公式サイトが週1060回以上閲覧されるように",
        "公式サイトからの予約数が400%増加",
        "旅行予約サイトに支払う手数料の負担を大きく軽減",
      ],
      metrics: [
        { value: "1位", label: "「Kyoto sushi making class」の検索順位" },
        { value: "1060+", label: "サイトの週間閲覧数" },
        { value: "+400%", label: "公式サイトからの予約数" },
      ],
      conclusion:
        "インバウンド集客では、旅行者がプランを立てる段階で、母国語で安心して予約できるサイトに出会えることが何より重要です。この教室では現在も当社が広告運用とコンテンツの更新を続けています。海外からのお客様の集客をお考えの方は、お気軽にご相談ください。",
    },
    en: {
      title: "Rank 1 in search for a Kyoto sushi-making experience",
      client: "A sushi-making experience in Kyoto",
      industry: "Tourism & experiences",
      tags: ["SEM", "SEO", "Multilingual website", "Inbound tourism"],
      summary:
        "We rebuilt the multilingual website of a sushi-making class for visitors to Japan and combined search advertising with SEO. It now ranks first for its main keyword, draws 1060+ views a week, and bookings are up 400%.",
      heroAlt: "Illustration of nigiri sushi and Kyoto townhouses with a badge showing the first search position",
      overview:
        "This sushi-making class in Kyoto welcomes travellers from around the world. Guests loved the experience and reviews were excellent, but most bookings came through third-party travel platforms. We built a new official website led by English, then combined search engine marketing (SEM) with SEO. The site now ranks first for its main English keyword, attracts 1060+ views every week, and direct bookings through the official site have risen by 400%.",
      challenge: {
        challenge:
          "The official website was in Japanese only, so visitors could not find out in English what the class involved, what it cost or how to get there. Most bookings came through travel platforms charging high commissions, leaving the class no way to speak to its guests directly.",
        goal: "Make sure travellers searching in English for terms such as “Kyoto sushi making class” find the official website, and grow commission-free direct bookings.",
        background:
          "As tourism to Japan recovered, demand for hands-on experiences in Kyoto grew quickly, and so did the number of competing classes. The owner wanted to be visible at the moment travellers compare options while planning their trip.",
      },
      strategies: [
        {
          title: "A multilingual website built for booking",
          description:
            "We built an official website in English and Japanese, with photos, a step-by-step description of the class, prices, directions and FAQs, and a booking flow that takes only a few taps on a smartphone.",
        },
        {
          title: "Search advertising (SEM)",
          description:
            "We ran Google Ads on the English keywords travellers use before their trip, adjusting bids and ad copy by country, season and device.",
        },
        {
          title: "Content that answers travellers' questions",
          description:
            "We regularly published articles answering travellers' questions, from what to expect at a sushi class in Kyoto to vegetarian options.",
        },
        {
          title: "Analysing reviews and booking data",
          description:
            "We tracked bookings and ad performance, then refined the ads and pages around the search terms and times of day that led to bookings.",
        },
      ],
      results: [
        "Rank 1 in organic search for “Kyoto sushi making class”",
        "1060+ website views every week",
        "Direct bookings through the official site up 400%",
        "Much lower commission costs paid to travel platforms",
      ],
      metrics: [
        { value: "Rank 1", label: "Search position for “Kyoto sushi making class”" },
        { value: "1060+", label: "Website views per week" },
        { value: "+400%", label: "Direct bookings" },
      ],
      conclusion:
        "For inbound tourism, what matters most is that travellers planning their trip find a site where they can book with confidence in their own language. We continue to manage the class's advertising and keep its content fresh. If you want to reach more visitors from abroad, we would be happy to talk.",
    },
  }),
};
