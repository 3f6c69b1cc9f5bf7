import { defineContent } from "../../domain/i18n/dictionary";
import { PAGES_PER_BLOCK as block, planRates as r } from "../../domain/pricing/pricing";
import { enYen, jaYen, type PlanCard } from "./plan-card";

const consulting = r["it-consulting"];
const performance = r["performance-optimization"];

export const servicePlanCards = defineContent<PlanCard[]>({
  ja: [
    {
      id: "it-consulting",
      title: "ITコンサルティング",
      priceText: `${jaYen(consulting.perHour.remote)}〜${jaYen(consulting.perHour.onsite)}`,
      unitText: "1時間あたり",
      features: [
        `リモート1時間${jaYen(consulting.perHour.remote)}、訪問1時間${jaYen(consulting.perHour.onsite)}`,
        `最低料金${jaYen(consulting.minimum)}`,
        "IT戦略・システム選定のご相談",
        "DX推進のご支援",
      ],
    },
    {
      id: "maintenance",
      title: "保守・運用",
      priceText: jaYen(r.maintenance.perBlockPerMonth),
      unitText: `月額（${block}ページごと）`,
      features: [
        "テキスト・画像の更新作業",
        "セキュリティアップデート",
        "障害発生時の迅速な対応",
        "毎月の稼働レポート",
      ],
    },
    {
      id: "security-audit",
      title: "セキュリティ診断",
      priceText: jaYen(r["security-audit"].base),
      unitText: "一式",
      features: ["Webサイト・サーバーの脆弱性診断", "SSL・サーバー設定の確認", "診断レポートと改善のご提案"],
    },
    {
      id: "performance-optimization",
      title: "表示速度改善",
      priceText: `${jaYen(performance.base)}〜`,
      unitText: `基本料金＋${block}ページごとに${jaYen(performance.perBlock)}`,
      features: ["Core Web Vitalsの改善", "画像・コードの最適化", "キャッシュ・配信設定の見直し"],
    },
    {
      id: "seo",
      title: "SEO対策",
      priceText: jaYen(r.seo.perBlock),
      unitText: `${block}ページごと`,
      features: ["キーワード調査", "タイトル・構造化データの最適化", "AI検索（GEO）への対応", "改善レポートのご提出"],
    },
    {
      id: "training",
      title: "IT研修",
      priceText: jaYen(r.training.perHour),
      unitText: "1時間あたり",
      features: ["社員向けITリテラシー研修", "新しいツール導入時の操作研修", "オンライン・対面のどちらでも実施"],
    },
  ],
  en: [
    {
      id: "it-consulting",
      title: "IT Consulting",
      priceText: `${enYen(consulting.perHour.remote)}–${enYen(consulting.perHour.onsite)}`,
      unitText: "per hour",
      features: [
        `${enYen(consulting.perHour.remote)} per hour remote, ${enYen(consulting.perHour.onsite)} per hour on-site`,
        `Minimum charge ${enYen(consulting.minimum)}`,
        "Advice on IT strategy and choosing systems",
        "Support for digital transformation",
      ],
    },
    {
      id: "maintenance",
      title: "Maintenance",
      priceText: enYen(r.maintenance.perBlockPerMonth),
      unitText: `per month for every ${block} pages`,
      features: [
        "Text and image updates",
        "Security updates",
        "Fast response when something breaks",
        "Monthly status report",
      ],
    },
    {
      id: "security-audit",
      title: "Security Audit",
      priceText: enYen(r["security-audit"].base),
      unitText: "flat fee",
      features: [
        "Vulnerability assessment of your website and server",
        "SSL and server configuration review",
        "Report with recommended fixes",
      ],
    },
    {
      id: "performance-optimization",
      title: "Performance Optimization",
      priceText: `From ${enYen(performance.base)}`,
      unitText: `base fee + ${enYen(performance.perBlock)} for every ${block} pages`,
      features: ["Better Core Web Vitals", "Optimized images and code", "Caching and delivery settings reviewed"],
    },
    {
      id: "seo",
      title: "SEO",
      priceText: enYen(r.seo.perBlock),
      unitText: `for every ${block} pages`,
      features: [
        "Keyword research",
        "Optimized titles and structured data",
        "Ready for AI search (GEO)",
        "Progress report",
      ],
    },
    {
      id: "training",
      title: "IT Training",
      priceText: enYen(r.training.perHour),
      unitText: "per hour",
      features: [
        "IT literacy training for your staff",
        "Hands-on training when you introduce new tools",
        "Online or in person",
      ],
    },
  ],
});
