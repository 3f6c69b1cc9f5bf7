import { defineContent } from "../../domain/i18n/dictionary";
import { planRates as r } from "../../domain/pricing/pricing";
import { enYen, jaYen, type PlanCard } from "./plan-card";

export const aiPlanCards = defineContent<PlanCard[]>({
  ja: [
    {
      id: "ai-chatbot",
      title: "AIチャットボット",
      priceText: jaYen(r["ai-chatbot"].base),
      unitText: "一式",
      features: ["よくあるご質問や社内資料をもとに回答", "Webサイトへの設置", "日本語・英語に対応"],
    },
    {
      id: "ai-custom",
      title: "カスタムAIソリューション",
      priceText: jaYen(r["ai-custom"].base),
      unitText: "一式",
      features: ["業務に合わせたAI活用の企画", "生成AIによる定型業務の自動化", "既存システムとの連携"],
    },
  ],
  en: [
    {
      id: "ai-chatbot",
      title: "AI Chatbot",
      priceText: enYen(r["ai-chatbot"].base),
      unitText: "flat fee",
      features: [
        "Answers drawn from your FAQs and internal documents",
        "Embedded on your website",
        "Japanese and English",
      ],
    },
    {
      id: "ai-custom",
      title: "Custom AI Solution",
      priceText: enYen(r["ai-custom"].base),
      unitText: "flat fee",
      features: [
        "AI use cases planned around your business",
        "Routine work automated with generative AI",
        "Integration with your existing systems",
      ],
    },
  ],
});
