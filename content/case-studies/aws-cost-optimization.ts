import { defineContent } from "../../domain/i18n/dictionary";
import type { CaseStudy, CaseStudyText } from "./types";

export const awsCostOptimization: CaseStudy = {
  id: "aws-cost-optimization",
  heroImageUrl: "/images/case-studies/aws-cost-optimization.svg",
  publishedAt: "2024-03-15",
  text: defineContent<CaseStudyText>({
    ja: {
      title: "AWSクラウドコストを約50%削減",
      client: "A社（人事労務SaaS・東京都）",
      industry: "SaaS・IT",
      tags: ["AWS", "コスト最適化", "クラウド", "インフラ設計"],
      summary:
        "急成長に伴って膨らんだAWS費用を、リソースの適正化と料金プランの見直しによって53%削減。サービス品質を落とすことなく、運用コストを大幅に圧縮しました。",
      heroAlt: "クラウド費用のグラフが以前の約半分まで下がっている様子を表したイラスト",
      overview:
        "人事労務SaaSを提供するA社では、利用企業の増加とともにAWSの月額費用が膨らみ、売上に占めるインフラ費の比率が経営課題となっていました。当社はインフラ全体の棚卸しから着手し、約12週間でコンピューティング、データベース、ストレージ、ネットワークの各領域を見直しました。その結果、性能と可用性を維持したまま、月額のクラウド費用を53%削減しました。",
      challenge: {
        challenge:
          "サービス立ち上げ期に構築した環境がそのまま使われ続けており、ピーク時を前提にした大きめのインスタンスが常時稼働していました。開発・検証環境も夜間や休日に停止されておらず、どのリソースがどのサービスの費用なのかを把握できない状態でした。",
        goal: "本番環境の性能と可用性を損なうことなく、月額のAWS費用を半分程度まで下げること。あわせて、費用の内訳を継続的に把握し、増加の兆しにいち早く気づける運用体制をつくることを目標としました。",
        background:
          "A社の利用企業数はこの1年で約3倍に増え、それに比例してAWS費用も増え続けていました。次の資金調達を控え、インフラ費を含めた利益率の改善が求められていたことが、今回のご相談のきっかけです。",
      },
      strategies: [
        {
          title: "コストの可視化とタグ設計",
          description:
            "Cost ExplorerとAWS Budgetsを整備し、すべてのリソースにサービス名・環境・担当者のタグを付与しました。どこにいくら使っているかを週次で確認できるダッシュボードも用意しました。",
        },
        {
          title: "インスタンスの適正化とGravitonへの移行",
          description:
            "CloudWatchの利用実績をもとにEC2とRDSのサイズを見直し、対応可能なワークロードはArmベースのGravitonインスタンスへ移行しました。",
        },
        {
          title: "Savings Plansとスポットインスタンスの活用",
          description:
            "常時稼働する基盤部分にはCompute Savings Plansを適用し、バッチ処理やCIのビルドはスポットインスタンスで実行する構成に切り替えました。",
        },
        {
          title: "開発環境の自動停止とストレージの整理",
          description:
            "開発・検証環境は平日夜間と休日に自動停止するよう設定しました。S3にはライフサイクルルールを設け、古いログやバックアップを低コストのストレージクラスへ移しています。",
        },
      ],
      results: [
        "月額のAWS費用を53%削減し、目標としていた約50%の削減を達成",
        "移行作業はすべて計画メンテナンスの時間内に実施し、サービス停止ゼロで完了",
        "平均応答時間はプロジェクト開始前と同等以上を維持",
        "週次のコストレポートにより、費用の増加を早期に検知できる体制を構築",
      ],
      metrics: [
        { value: "53%", label: "月額クラウド費用の削減" },
        { value: "0分", label: "移行に伴うサービス停止" },
        { value: "12週間", label: "プロジェクト期間" },
      ],
      conclusion:
        "クラウド費用の削減は、一度きりの見直しではなく、継続的に運用する仕組みづくりが鍵になります。A社では現在も当社が月次でコストレビューを行い、新機能の追加時にも最適な構成をご提案しています。クラウド費用の増加にお悩みの方は、まずは現状の診断からお気軽にご相談ください。",
    },
    en: {
      title: "Cutting AWS cloud costs by about 50%",
      client: "Company A (HR SaaS, Tokyo)",
      industry: "SaaS & IT",
      tags: ["AWS", "Cost optimisation", "Cloud", "Infrastructure"],
      summary:
        "Rapid growth had inflated Company A's AWS bill. By right-sizing resources and rethinking pricing plans, we cut monthly cloud spend by 53% without compromising service quality.",
      heroAlt: "Illustration of a cloud cost chart falling to about half its previous level",
      overview:
        "Company A runs an HR and payroll SaaS platform. As its customer base grew, so did its monthly AWS bill, until infrastructure spend relative to revenue became a concern for management. We began with a full inventory of the infrastructure and, over about twelve weeks, reworked compute, databases, storage and networking. The result: a 53% reduction in monthly cloud spend, with performance and availability fully maintained.",
      challenge: {
        challenge:
          "The environment built at launch was still in use, with oversized instances sized for peak load running around the clock. Development and staging environments were never shut down at night or at weekends, and no one could say which resources belonged to which service.",
        goal: "Bring the monthly AWS bill down by roughly half without affecting production performance or availability, and put in place an operating routine that keeps costs visible and flags increases early.",
        background:
          "Company A's customer count had roughly tripled in a year, and its AWS costs had grown in step. With the next funding round approaching, improving margins, including infrastructure spend, had become a priority. That is what prompted them to contact us.",
      },
      strategies: [
        {
          title: "Cost visibility and tagging",
          description:
            "We set up Cost Explorer and AWS Budgets and tagged every resource with its service, environment and owner, giving the team a dashboard that shows each week where the money goes.",
        },
        {
          title: "Right-sizing and a move to Graviton",
          description:
            "Using CloudWatch utilisation data, we resized EC2 and RDS instances and moved compatible workloads to Arm-based Graviton instances.",
        },
        {
          title: "Savings Plans and Spot Instances",
          description:
            "Always-on core services are now covered by Compute Savings Plans, while batch jobs and CI builds run on Spot Instances.",
        },
        {
          title: "Scheduled shutdowns and storage clean-up",
          description:
            "Development and staging environments now stop automatically on weekday nights and at weekends, and S3 lifecycle rules move old logs and backups to cheaper storage classes.",
        },
      ],
      results: [
        "Monthly AWS spend reduced by 53%, meeting the target of about 50%",
        "All changes made within planned maintenance windows, with zero service downtime",
        "Average response times kept at or better than pre-project levels",
        "Weekly cost reports now catch unexpected increases early",
      ],
      metrics: [
        { value: "53%", label: "Reduction in monthly cloud costs" },
        { value: "0 min", label: "Service downtime during the migration" },
        { value: "12 weeks", label: "Project duration" },
      ],
      conclusion:
        "Lasting cloud savings come from an ongoing routine, not a one-off review. We continue to hold monthly cost reviews with Company A and advise on the right architecture whenever new features are added. If your cloud bill keeps growing, start with a free assessment of your current setup.",
    },
  }),
};
