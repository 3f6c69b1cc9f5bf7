import { defineContent } from "../../domain/i18n/dictionary";
import { INCLUDED_REVISIONS, planRates as r } from "../../domain/pricing/pricing";
import { enYen, jaYen, type PlanCard } from "./plan-card";

const basic = r["web-basic"];
const medium = r["web-medium"];
const complex = r["web-complex"];

export const webPlanCards = defineContent<PlanCard[]>({
  ja: [
    {
      id: "web-basic",
      title: "ベーシックWebサイト",
      priceText: jaYen(basic.perPage),
      unitText: "1ページあたり",
      features: [
        `${basic.pages.min}〜${basic.pages.max}ページの小規模サイト向け`,
        "スマートフォン対応のレスポンシブデザイン",
        "お問い合わせフォームの設置",
        `修正${INCLUDED_REVISIONS}回まで無料（以降1回${jaYen(basic.perExtraRevision)}）`,
      ],
    },
    {
      id: "web-medium",
      title: "スタンダードWebサイト",
      priceText: jaYen(medium.perPage),
      unitText: "1ページあたり",
      features: [
        `${medium.pages.min}〜${medium.pages.max}ページの中規模サイト向け`,
        "ご自身で更新できるCMSの導入",
        "基本的なSEO設定",
        `修正${INCLUDED_REVISIONS}回まで無料（以降1回${jaYen(medium.perExtraRevision)}）`,
      ],
    },
    {
      id: "web-complex",
      title: "大規模Webサイト",
      priceText: jaYen(complex.perPage),
      unitText: "1ページあたり",
      features: [
        `${complex.pages.min}ページ以上の大規模サイト向け`,
        "会員機能・サイト内検索などの独自機能",
        "日本語・英語の多言語対応",
        "表示速度とセキュリティの最適化",
      ],
    },
    {
      id: "web-additional",
      title: "ページ追加",
      priceText: jaYen(r["web-additional"].perPage),
      unitText: "追加1ページあたり",
      features: ["既存サイトのデザインに合わせて制作", "スマートフォン対応", "公開作業まで対応"],
    },
    {
      id: "social-basic",
      title: "ソーシャル機能 ベーシック",
      priceText: jaYen(r["social-basic"].base),
      unitText: "一式",
      features: [
        "会員登録・プロフィール機能",
        "投稿・コメント・いいね機能",
        "SNSアカウントでのログイン",
        "SNSシェアボタンの設置",
      ],
    },
    {
      id: "social-advanced",
      title: "ソーシャル機能 アドバンス",
      priceText: jaYen(r["social-advanced"].base),
      unitText: "一式",
      features: [
        "ベーシックの全機能",
        "ユーザー同士のリアルタイムメッセージ",
        "メール・プッシュ通知",
        "投稿管理・通報対応のための管理画面",
      ],
    },
  ],
  en: [
    {
      id: "web-basic",
      title: "Basic Website",
      priceText: enYen(basic.perPage),
      unitText: "per page",
      features: [
        `For small sites of ${basic.pages.min}–${basic.pages.max} pages`,
        "Responsive design for smartphones",
        "Contact form",
        `${INCLUDED_REVISIONS} revisions included (then ${enYen(basic.perExtraRevision)} each)`,
      ],
    },
    {
      id: "web-medium",
      title: "Standard Website",
      priceText: enYen(medium.perPage),
      unitText: "per page",
      features: [
        `For mid-sized sites of ${medium.pages.min}–${medium.pages.max} pages`,
        "A CMS so you can update the site yourself",
        "Essential SEO setup",
        `${INCLUDED_REVISIONS} revisions included (then ${enYen(medium.perExtraRevision)} each)`,
      ],
    },
    {
      id: "web-complex",
      title: "Large-Scale Website",
      priceText: enYen(complex.perPage),
      unitText: "per page",
      features: [
        `For large sites of ${complex.pages.min} pages or more`,
        "Custom features such as membership and site search",
        "Japanese and English versions",
        "Tuned for speed and security",
      ],
    },
    {
      id: "web-additional",
      title: "Additional Pages",
      priceText: enYen(r["web-additional"].perPage),
      unitText: "per additional page",
      features: ["Designed to match your existing site", "Responsive for smartphones", "We handle publishing too"],
    },
    {
      id: "social-basic",
      title: "Social Features Basic",
      priceText: enYen(r["social-basic"].base),
      unitText: "flat fee",
      features: [
        "Sign-up and user profiles",
        "Posts, comments and likes",
        "Sign-in with social accounts",
        "Social share buttons",
      ],
    },
    {
      id: "social-advanced",
      title: "Social Features Advanced",
      priceText: enYen(r["social-advanced"].base),
      unitText: "flat fee",
      features: [
        "Everything in Basic",
        "Real-time messaging between users",
        "Email and push notifications",
        "Admin screens for moderating posts and reports",
      ],
    },
  ],
});
