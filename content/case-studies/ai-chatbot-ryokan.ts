import { defineContent } from "../../domain/i18n/dictionary";
import type { CaseStudy, CaseStudyText } from "./types";

export const aiChatbotRyokan: CaseStudy = {
  id: "ai-chatbot-ryokan",
  heroImageUrl: "/images/case-studies/ai-chatbot-ryokan.svg",
  publishedAt: "2025-04-14",
  text: defineContent<CaseStudyText>({
    ja: {
      title: "旅館向け多言語AIチャットボットの導入",
      client: "箱根の老舗旅館",
      industry: "宿泊業",
      tags: ["AIチャットボット", "生成AI", "多言語対応", "インバウンド"],
      summary:
        "海外のお客様からのお問い合わせに、24時間・4言語で自動応答するAIチャットボットを導入。電話やメールでの問い合わせ対応を45%削減し、スタッフがおもてなしに集中できる環境をつくりました。",
      heroAlt: "旅館の建物とチャットの吹き出し、複数の言語の文字を組み合わせたイラスト",
      overview:
        "箱根の老舗旅館では、海外からのご予約が増えるにつれて、英語や中国語でのお問い合わせ対応がフロントスタッフの大きな負担になっていました。当社は館内のご案内や周辺情報を参照して回答する生成AIチャットボットを公式サイトに導入。日本語・英語・中国語・韓国語の4言語で、チェックインの時間やアクセス、お食事のアレルギー対応などのご質問に24時間お答えできるようにしました。",
      challenge: {
        challenge:
          "夜間や早朝に届く海外からのお問い合わせにすぐ対応できず、返信が翌日になることでご予約を逃すケースがありました。また、同じようなご質問への回答に、フロントスタッフの多くの時間が割かれていました。",
        goal: "よくあるご質問への回答を自動化し、言語や時間帯を問わずお客様の疑問にすぐお答えできるようにすること。あわせて、スタッフの負担を軽減することを目標としました。",
        background:
          "インバウンド需要の回復により、海外からのご予約が全体の半数近くを占めるようになりました。一方で人手不足が続いており、多言語に対応できるスタッフを増やすことは難しい状況でした。",
      },
      strategies: [
        {
          title: "旅館の情報に基づく回答設計",
          description:
            "館内設備、お料理、アクセス、周辺の観光情報を整理してAIに参照させ、旅館として責任を持ってご案内できる内容だけを回答する設計としました。",
        },
        {
          title: "4言語での自然な応対",
          description: "日本語・英語・中国語（簡体字）・韓国語のそれぞれで、回答の言い回しを確認・調整しました。",
        },
        {
          title: "スタッフへのスムーズな引き継ぎ",
          description: "AIでお答えできない個別のご相談は、内容を要約してスタッフにメールで引き継ぐ仕組みを設けました。",
        },
      ],
      results: [
        "電話・メールでのお問い合わせ件数が45%減少",
        "夜間・早朝を含め、24時間すぐに回答できる体制を実現",
        "4言語で海外からのお客様に対応",
        "スタッフが接客とおもてなしに使える時間が増加",
      ],
      metrics: [
        { value: "-45%", label: "電話・メールでのお問い合わせ" },
        { value: "24時間", label: "AIによる即時回答" },
        { value: "4言語", label: "多言語での応対" },
      ],
      conclusion:
        "AIチャットボットは、スタッフの代わりではなく、スタッフがお客様と向き合う時間を生み出すための道具です。この旅館では現在、ご予約システムとの連携に向けた改善を進めています。",
    },
    en: {
      title: "A multilingual AI chatbot for a ryokan",
      client: "A long-established ryokan in Hakone",
      industry: "Hospitality",
      tags: ["AI chatbot", "Generative AI", "Multilingual", "Inbound tourism"],
      summary:
        "An AI chatbot now answers overseas guests' questions around the clock in four languages. Phone and email enquiries fell by 45%, giving staff more time to focus on hospitality.",
      heroAlt: "Illustration of a ryokan building with chat bubbles in several languages",
      overview:
        "As bookings from abroad grew, this long-established ryokan in Hakone found that answering questions in English and Chinese was weighing heavily on its front-desk staff. We added a generative AI chatbot to the official website that answers from the ryokan's own information about its facilities and the local area. It now answers questions about check-in times, access, dietary requirements and more, 24 hours a day, in Japanese, English, Chinese and Korean.",
      challenge: {
        challenge:
          "Enquiries from abroad often arrived at night or early in the morning, and replies had to wait until the next day, sometimes costing the ryokan a booking. Front-desk staff also spent a great deal of time answering the same questions.",
        goal: "Automate answers to frequent questions so guests get an immediate reply in any language at any time, and reduce the load on staff.",
        background:
          "With inbound tourism recovering, guests from abroad accounted for nearly half of all bookings, while a persistent labour shortage made it hard to hire more multilingual staff.",
      },
      strategies: [
        {
          title: "Answers grounded in the ryokan's own information",
          description:
            "We organised information about the facilities, meals, access and local sightseeing for the AI to draw on, and designed it to answer only what the ryokan can stand behind.",
        },
        {
          title: "Natural conversation in four languages",
          description:
            "We reviewed and refined the wording of answers in Japanese, English, Simplified Chinese and Korean.",
        },
        {
          title: "Smooth hand-over to staff",
          description: "Requests the AI cannot handle are summarised and passed to staff by email.",
        },
      ],
      results: [
        "Phone and email enquiries down 45%",
        "Instant answers 24 hours a day, including nights and early mornings",
        "Guests from abroad served in four languages",
        "More staff time for welcoming and looking after guests",
      ],
      metrics: [
        { value: "-45%", label: "Phone and email enquiries" },
        { value: "24/7", label: "Instant AI answers" },
        { value: "4", label: "Languages supported in chat" },
      ],
      conclusion:
        "An AI chatbot is not a replacement for staff but a way to give them more time with guests. The ryokan is now working with us to connect the chatbot to its booking system.",
    },
  }),
};
