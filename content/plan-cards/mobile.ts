import { defineContent } from "../../domain/i18n/dictionary";
import { planRates as r } from "../../domain/pricing/pricing";
import { enYen, jaYen, type PlanCard } from "./plan-card";

const medium = r["mobile-medium"].perScreen;
const native = r["mobile-native"];
const map = r["map-app"];

export const mobilePlanCards = defineContent<PlanCard[]>({
  ja: [
    {
      id: "mobile-pwa",
      title: "PWA（プログレッシブWebアプリ）",
      priceText: jaYen(r["mobile-pwa"].base),
      unitText: "一式",
      features: [
        "ホーム画面に追加してアプリのように利用",
        "オフラインでも表示",
        "プッシュ通知に対応",
        "ストアへの申請が不要",
      ],
    },
    {
      id: "mobile-simple",
      title: "シンプルアプリ",
      priceText: jaYen(r["mobile-simple"].perScreen),
      unitText: "1画面あたり",
      features: ["情報発信が中心のシンプルなアプリ", "わかりやすい画面構成", "iOS・Android対応"],
    },
    {
      id: "mobile-medium",
      title: "スタンダードアプリ",
      priceText: `${jaYen(medium.web)}〜${jaYen(medium.native)}`,
      unitText: "1画面あたり",
      features: [
        `Webアプリは1画面${jaYen(medium.web)}、ネイティブアプリは1画面${jaYen(medium.native)}`,
        "ログイン・ユーザー管理",
        "APIや外部サービスとの連携",
      ],
    },
    {
      id: "mobile-complex",
      title: "高機能アプリ",
      priceText: jaYen(r["mobile-complex"].perFeature),
      unitText: "1機能あたり",
      features: ["決済・予約・チャットなどの高度な機能", "運用のための管理画面", "大量アクセスを見据えた設計"],
    },
    {
      id: "mobile-native",
      title: "ネイティブアプリ",
      priceText: `${jaYen(native.base)}〜`,
      unitText: `基本料金＋1画面あたり${jaYen(native.perScreen)}`,
      features: [
        "iOS・Androidのネイティブ開発",
        "カメラ・GPSなど端末機能の活用",
        "App Store・Google Playへの申請サポート",
      ],
    },
    {
      id: "map-app",
      title: "地図アプリ",
      priceText: `${jaYen(map.base)}〜`,
      unitText: `基本料金＋1機能あたり${jaYen(map.perFeature)}`,
      features: ["地図表示と現在地の取得", "店舗・施設の検索", "ルート案内"],
    },
  ],
  en: [
    {
      id: "mobile-pwa",
      title: "Progressive Web App",
      priceText: enYen(r["mobile-pwa"].base),
      unitText: "flat fee",
      features: [
        "Add to the home screen and use it like an app",
        "Works offline",
        "Push notifications",
        "No app store submission needed",
      ],
    },
    {
      id: "mobile-simple",
      title: "Simple App",
      priceText: enYen(r["mobile-simple"].perScreen),
      unitText: "per screen",
      features: ["A simple app focused on sharing information", "Clear, easy navigation", "iOS and Android"],
    },
    {
      id: "mobile-medium",
      title: "Standard App",
      priceText: `${enYen(medium.web)}–${enYen(medium.native)}`,
      unitText: "per screen",
      features: [
        `${enYen(medium.web)} per screen for a web app, ${enYen(medium.native)} for a native app`,
        "Sign-in and user management",
        "Integration with APIs and external services",
      ],
    },
    {
      id: "mobile-complex",
      title: "Advanced App",
      priceText: enYen(r["mobile-complex"].perFeature),
      unitText: "per feature",
      features: [
        "Advanced features such as payments, bookings and chat",
        "Admin screens for day-to-day operation",
        "Built to scale with heavy traffic",
      ],
    },
    {
      id: "mobile-native",
      title: "Native App",
      priceText: `From ${enYen(native.base)}`,
      unitText: `base fee + ${enYen(native.perScreen)} per screen`,
      features: [
        "Native development for iOS and Android",
        "Uses device features such as the camera and GPS",
        "Help with App Store and Google Play submission",
      ],
    },
    {
      id: "map-app",
      title: "Map App",
      priceText: `From ${enYen(map.base)}`,
      unitText: `base fee + ${enYen(map.perFeature)} per feature`,
      features: ["Map display and current location", "Store and facility search", "Route guidance"],
    },
  ],
});
