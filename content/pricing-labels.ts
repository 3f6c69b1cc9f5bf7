import { defineContent } from "../domain/i18n/dictionary";
import {
  CONSUMPTION_TAX_RATE,
  INCLUDED_REVISIONS,
  PAGES_PER_BLOCK,
  type PriceLine,
  type PriceUnit,
} from "../domain/pricing/pricing";

const taxPercent = Math.round(CONSUMPTION_TAX_RATE * 100);
const plural = (count: number, one: string, other: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : other}`;

/**
 * Words around the estimate: breakdown lines, tax and the "approximate" note
 * (spec section 9). Field labels for the inputs are in pricing-fields.ts.
 */
export const pricingLabels = defineContent<{
  /** Label of a line that has a unit (per-unit charges, the monthly hosting fee). */
  unitItems: Record<PriceUnit, string>;
  /** Label of a line without a unit. */
  lineKinds: Record<PriceLine["kind"], string>;
  quantity: Record<PriceUnit, (count: number) => string>;
  estimate: string;
  subtotal: string;
  tax: string;
  totalWithTax: string;
  monthly: string;
  pricesExcludeTax: string;
  approximate: string;
}>({
  ja: {
    unitItems: {
      page: "ページ制作",
      revision: `追加修正（${INCLUDED_REVISIONS + 1}回目以降）`,
      screen: "画面開発",
      feature: "機能開発",
      hour: "作業時間",
      gb: "データ移行",
      block: `対象ページ（${PAGES_PER_BLOCK}ページ単位）`,
      month: "月額利用料",
    },
    lineKinds: {
      base: "基本料金",
      perUnit: "従量料金",
      revisionSurcharge: `追加修正（${INCLUDED_REVISIONS + 1}回目以降）`,
      minimumAdjustment: "最低料金までの差額",
      setup: "初期設定費用",
    },
    quantity: {
      page: (n) => `${n.toLocaleString("ja-JP")}ページ`,
      revision: (n) => `${n.toLocaleString("ja-JP")}回`,
      screen: (n) => `${n.toLocaleString("ja-JP")}画面`,
      feature: (n) => `${n.toLocaleString("ja-JP")}機能`,
      hour: (n) => `${n.toLocaleString("ja-JP")}時間`,
      gb: (n) => `${n.toLocaleString("ja-JP")}GB`,
      block: (n) => `${n.toLocaleString("ja-JP")}単位`,
      month: (n) => `${n.toLocaleString("ja-JP")}か月`,
    },
    estimate: "概算お見積もり",
    subtotal: "小計（税抜）",
    tax: `消費税（${taxPercent}%）`,
    totalWithTax: "合計（税込）",
    monthly: "月額",
    pricesExcludeTax: "表示価格はすべて税抜です。",
    approximate: "表示金額は概算です。最終的なお見積もり金額は、ご要件の詳細により変動する場合があります。",
  },
  en: {
    unitItems: {
      page: "Pages",
      revision: `Revisions beyond the ${INCLUDED_REVISIONS} included`,
      screen: "Screens",
      feature: "Features",
      hour: "Hours",
      gb: "Data migration",
      block: `Pages, in blocks of ${PAGES_PER_BLOCK}`,
      month: "Monthly fee",
    },
    lineKinds: {
      base: "Base fee",
      perUnit: "Usage fee",
      revisionSurcharge: `Revisions beyond the ${INCLUDED_REVISIONS} included`,
      minimumAdjustment: "Top-up to the minimum charge",
      setup: "Setup cost",
    },
    quantity: {
      page: (n) => plural(n, "page", "pages"),
      revision: (n) => plural(n, "revision", "revisions"),
      screen: (n) => plural(n, "screen", "screens"),
      feature: (n) => plural(n, "feature", "features"),
      hour: (n) => plural(n, "hour", "hours"),
      gb: (n) => `${n.toLocaleString("en-US")} GB`,
      block: (n) => plural(n, "block", "blocks"),
      month: (n) => plural(n, "month", "months"),
    },
    estimate: "Estimated price",
    subtotal: "Subtotal (excl. tax)",
    tax: `Consumption tax (${taxPercent}%)`,
    totalWithTax: "Total (incl. tax)",
    monthly: "per month",
    pricesExcludeTax: "All prices exclude consumption tax.",
    approximate: "This is an approximate estimate; the final price may vary depending on your requirements.",
  },
});
