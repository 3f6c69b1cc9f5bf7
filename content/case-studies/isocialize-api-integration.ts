import { defineContent } from "../../domain/i18n/dictionary";
import type { CaseStudy, CaseStudyText } from "./types";

export const isocializeApiIntegration: CaseStudy = {
  id: "isocialize-api-integration",
  heroImageUrl: "/images/case-studies/isocialize-api-integration.svg",
  publishedAt: "2024-08-05",
  text: defineContent<CaseStudyText>({
    ja: {
      title: "SNSプラットフォーム「iSocialize」の外部API連携",
      client: "iSocialize",
      industry: "ソーシャルメディア",
      tags: ["API連携", "TypeScript", "Node.js", "SNS"],
      summary:
        "SNSプラットフォーム「iSocialize」に、決済・地図・プッシュ通知・翻訳など4つ以上の外部APIを統合。共通の連携基盤を設計し、機能追加のスピードと安定性を両立しました。",
      heroAlt: "中央のSNSアプリと、決済・地図・通知・翻訳のアイコンが線で結ばれたイラスト",
      overview:
        "iSocializeは、地域のコミュニティやイベントを通じて人と人をつなぐソーシャルプラットフォームです。有料イベントの開催、地図での会場表示、多言語での交流など新機能への要望が相次ぐなか、当社は外部サービスとの連携部分の設計・開発を担当しました。決済、地図、プッシュ通知、機械翻訳をはじめとする4つ以上のAPIを共通の連携基盤の上に統合し、約8週間で本番リリースを迎えました。",
      challenge: {
        challenge:
          "これまで外部サービスとの連携は機能ごとに個別に実装されており、認証情報の管理やエラー処理の方法がばらばらでした。外部APIの一時的な障害がアプリ全体の不具合につながることもあり、新しい連携を追加するたびに開発と検証に多くの時間がかかっていました。",
        goal: "複数の外部APIを安全かつ一貫した方法で扱える連携基盤を整え、決済・地図・通知・翻訳の各機能を短期間でリリースすること。あわせて、外部サービスの障害がユーザー体験に与える影響を最小限に抑えることを目指しました。",
        background:
          "海外からの利用者が増え、イベントの有料化や多言語対応へのニーズが高まっていました。社内の開発チームはコア機能の改善に集中したいというご意向で、外部連携の領域を当社にお任せいただくことになりました。",
      },
      strategies: [
        {
          title: "共通の連携レイヤーの設計",
          description:
            "外部API向けの共通レイヤーをTypeScriptで設計し、認証、リトライ、タイムアウト、ログ出力を一元化しました。新しいAPIを追加する際も、同じ手順で実装できます。",
        },
        {
          title: "決済と地図の統合",
          description:
            "イベント参加費のオンライン決済を導入し、Webhookで支払い状況を確実に反映するようにしました。会場は地図上に表示し、現在地からの経路も確認できます。",
        },
        {
          title: "プッシュ通知と機械翻訳",
          description:
            "イベントのリマインドやメッセージをプッシュ通知で届け、投稿やメッセージはワンタップで翻訳できるようにしました。",
        },
        {
          title: "障害に強い設計と監視",
          description:
            "外部APIの応答をキャッシュし、障害時には機能を段階的に縮退させる設計としました。APIごとのエラー率と応答時間を監視し、異常を早期に検知できます。",
        },
      ],
      results: [
        "決済・地図・プッシュ通知・翻訳など、4つ以上の外部APIを統合",
        "外部連携部分の平均応答時間を40%短縮",
        "着手から約8週間で本番リリース",
        "新しい外部サービスの追加にかかる工数を大幅に削減",
      ],
      metrics: [
        { value: "4+", label: "統合した外部API" },
        { value: "-40%", label: "連携部分の平均応答時間" },
        { value: "8週間", label: "本番リリースまでの期間" },
      ],
      conclusion:
        "外部APIとの連携は、一つひとつを個別に作り込むよりも、最初に共通の基盤を整えることで、その後の開発スピードと安定性が大きく変わります。iSocializeでは現在も当社が連携基盤の保守を担当し、新たなサービスとの連携を進めています。",
    },
    en: {
      title: "Integrating 4+ external APIs into the iSocialize platform",
      client: "iSocialize",
      industry: "Social media",
      tags: ["API integration", "TypeScript", "Node.js", "Social networking"],
      summary:
        "We integrated four or more external APIs, covering payments, maps, push notifications and translation, into the iSocialize social platform, on a shared integration layer that makes new features faster to ship and more reliable.",
      heroAlt:
        "Illustration of a social app at the centre, connected to payment, map, notification and translation icons",
      overview:
        "iSocialize is a social platform that brings people together through local communities and events. Faced with a steady stream of feature requests, such as paid events, venue maps and multilingual conversations, the team asked us to design and build its integrations with external services. We brought four or more APIs, including payments, maps, push notifications and machine translation, together on a shared integration layer and went live in about eight weeks.",
      challenge: {
        challenge:
          "Each integration had been built separately, so credentials, error handling and logging were handled differently everywhere. A brief outage at one provider could break unrelated parts of the app, and every new integration took a long time to build and test.",
        goal: "Create an integration layer that handles multiple external APIs safely and consistently, ship payments, maps, notifications and translation quickly, and minimise the impact of third-party outages on users.",
        background:
          "As more users joined from abroad, demand for paid events and multilingual features was growing. The in-house team wanted to stay focused on the core product, so they entrusted the integration work to us.",
      },
      strategies: [
        {
          title: "A shared integration layer",
          description:
            "We designed a common TypeScript layer for external APIs that centralises authentication, retries, timeouts and logging, so every new API is added the same way.",
        },
        {
          title: "Payments and maps",
          description:
            "Event fees can now be paid online, with webhooks keeping payment status accurate. Venues appear on a map, with directions from the user's current location.",
        },
        {
          title: "Push notifications and translation",
          description:
            "Event reminders and messages arrive as push notifications, and posts and messages can be translated with a single tap.",
        },
        {
          title: "Resilience and monitoring",
          description:
            "Responses are cached, and features degrade gracefully when a provider is down. Error rates and response times are monitored for each API, so problems are spotted early.",
        },
      ],
      results: [
        "4+ external APIs integrated, including payments, maps, push notifications and translation",
        "Average response time of the integrations reduced by 40%",
        "Live in production about eight weeks after kick-off",
        "Far less effort needed to add new external services",
      ],
      metrics: [
        { value: "4+", label: "External APIs integrated" },
        { value: "-40%", label: "Average integration response time" },
        { value: "8 weeks", label: "From kick-off to launch" },
      ],
      conclusion:
        "With external APIs, building a shared foundation first, rather than wiring up each service on its own, makes a lasting difference to development speed and stability. We continue to maintain the integration layer for iSocialize and are connecting further services.",
    },
  }),
};
