import { defineContent } from "../../domain/i18n/dictionary";
import { planRates as r } from "../../domain/pricing/pricing";
import { enYen, jaYen, type PlanCard } from "./plan-card";

/** Spec section 9: the hosting card promises these two figures. */
const UPTIME = "99.9%";

export const cloudPlanCards = defineContent<PlanCard[]>({
  ja: [
    {
      id: "cloud-hosting",
      title: "クラウドホスティング",
      priceText: `${jaYen(r["cloud-hosting"].perMonth)}〜`,
      unitText: "月額",
      features: [`稼働率${UPTIME}`, "24時間365日の監視体制", "SSL証明書の設定", "毎日の自動バックアップ"],
    },
    {
      id: "cloud-migration",
      title: "クラウド移行",
      priceText: jaYen(r["cloud-migration"].perGigabyte),
      unitText: "1GBあたり（初期設定費用は別途）",
      features: ["AWS・Azure・Google Cloudに対応", "移行計画の立案から動作確認まで", "業務への影響を抑えた切り替え"],
    },
  ],
  en: [
    {
      id: "cloud-hosting",
      title: "Cloud Hosting",
      priceText: `From ${enYen(r["cloud-hosting"].perMonth)}`,
      unitText: "per month",
      features: [`${UPTIME} uptime`, "24/7 monitoring", "SSL certificate setup", "Daily automatic backups"],
    },
    {
      id: "cloud-migration",
      title: "Cloud Migration",
      priceText: enYen(r["cloud-migration"].perGigabyte),
      unitText: "per GB (setup cost quoted separately)",
      features: [
        "AWS, Azure and Google Cloud",
        "From migration planning to final checks",
        "A cut-over that keeps disruption to a minimum",
      ],
    },
  ],
});
