import { defineContent, type Localized } from "../domain/i18n/dictionary";
import type { Locale } from "../domain/i18n/locales";
import type { PlanId } from "../domain/pricing/pricing";
import { aiPlanCards } from "./plan-cards/ai";
import { cloudPlanCards } from "./plan-cards/cloud";
import { mobilePlanCards } from "./plan-cards/mobile";
import type { PlanCard } from "./plan-cards/plan-card";
import { servicePlanCards } from "./plan-cards/services";
import { webPlanCards } from "./plan-cards/web";

export type { PlanCard } from "./plan-cards/plan-card";

/** The calculator's categories, in the order the category step lists them (spec section 2). */
export const pricingCategoryIds = ["web", "mobile", "cloud", "ai", "services"] as const;
export type PricingCategoryId = (typeof pricingCategoryIds)[number];

export function isPricingCategoryId(value: unknown): value is PricingCategoryId {
  return typeof value === "string" && (pricingCategoryIds as readonly string[]).includes(value);
}

export interface PricingCategory {
  title: string;
  description: string;
}

export const pricingCategories = defineContent<Record<PricingCategoryId, PricingCategory>>({
  ja: {
    web: { title: "Web制作", description: "コーポレートサイトから大規模サイト、SNS機能の追加まで" },
    mobile: { title: "モバイルアプリ", description: "PWAからネイティブアプリ、地図アプリまで" },
    cloud: { title: "クラウド", description: "安定したホスティングと既存環境からの移行" },
    ai: { title: "AI導入", description: "チャットボットや業務に合わせたAI活用" },
    services: { title: "ITサービス・サポート", description: "コンサルティング、保守、診断、SEO、研修" },
  },
  en: {
    web: { title: "Web Development", description: "From company websites to large sites and social features" },
    mobile: { title: "Mobile Apps", description: "From progressive web apps to native and map apps" },
    cloud: { title: "Cloud", description: "Reliable hosting and migration from your current setup" },
    ai: { title: "AI Solutions", description: "Chatbots and AI tailored to your business" },
    services: { title: "IT Services & Support", description: "Consulting, maintenance, audits, SEO and training" },
  },
});

const cardsByCategory: Record<PricingCategoryId, Localized<PlanCard[]>> = {
  web: webPlanCards,
  mobile: mobilePlanCards,
  cloud: cloudPlanCards,
  ai: aiPlanCards,
  services: servicePlanCards,
};

/** The plan list for a category, looked up by category id (spec section 2). */
export function plansByCategory(categoryId: PricingCategoryId, language: Locale): PlanCard[] {
  return cardsByCategory[categoryId][language];
}

/** The category a plan's card sits in, e.g. to return to it with the Back button. */
export function categoryOfPlan(planId: PlanId): PricingCategoryId | undefined {
  return pricingCategoryIds.find((id) => cardsByCategory[id].ja.some((card) => card.id === planId));
}

export function planCard(planId: PlanId, language: Locale): PlanCard | undefined {
  for (const id of pricingCategoryIds) {
    const card = cardsByCategory[id][language].find((c) => c.id === planId);
    if (card) return card;
  }
  return undefined;
}
