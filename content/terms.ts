import { defineContent } from "../domain/i18n/dictionary";
import { company } from "./company";
import { contactFacts, type LegalText } from "./legal-common";

/** Terms of use: nine articles in the order of spec section 2, Terms. */
export const terms = defineContent<LegalText>({
  ja: {
    hero: {
      eyebrow: "Terms of Service",
      title: "利用規約",
      lead: "当社ウェブサイトおよびサービスをご利用いただく際の条件を定めています。ご利用の前にお読みください。",
    },
    intro: [
      `この利用規約（以下「本規約」といいます。）は、${company.legalName.ja}（以下「当社」といいます。）が運営するウェブサイト（以下「本サイト」といいます。）および当社が提供するサービス（以下「本サービス」といいます。）の利用条件を定めるものです。`,
    ],
    heading: (n, title) => `第${n}条（${title}）`,
    sections: [
      {
        id: "application",
        title: "適用",
        blocks: [
          {
            type: "clauses",
            items: [
              "本規約は、本サイトまたは本サービスを利用するすべての方（以下「利用者」といいます。）と当社との間の、本サイトおよび本サービスの利用に関わる一切の関係に適用されます。",
              "利用者は、本規約に同意したうえで本サイトおよび本サービスを利用するものとします。本サイトを利用された場合、本規約に同意したものとみなします。",
              "当社と利用者との間で本サービスに関する個別の契約を締結した場合、当該契約の定めが本規約に優先して適用されます。",
            ],
          },
        ],
      },
      {
        id: "services",
        title: "サービス内容",
        blocks: [
          { type: "p", text: "当社は、主に次のサービスを提供します。" },
          {
            type: "items",
            items: [
              "WebサイトおよびWebアプリケーションの企画、設計、開発および保守",
              "モバイルアプリケーションの企画、設計および開発",
              "クラウド環境の構築、移行および運用支援",
              "ITコンサルティングおよび技術研修",
              "AI導入支援、SEO・GEO対策、デジタルマーケティング、動画制作およびSNS運用支援",
              "その他前各号に付随または関連するサービス",
            ],
          },
          {
            type: "p",
            text: "本サイトの料金シミュレーターおよびチャットサポートで表示される金額は概算であり、正式な金額は個別のお見積もりにより決定します。",
          },
        ],
      },
      {
        id: "contract",
        title: "契約の成立",
        blocks: [
          {
            type: "clauses",
            items: [
              "本サービスに関する契約は、利用者が当社所定の方法により申し込み、当社が書面または電子メールにより承諾の意思を通知した時点で成立するものとします。",
              "契約の内容、納期、料金、支払条件その他の詳細は、別途取り交わす見積書、発注書または契約書の定めによるものとします。",
              "当社は、申込みの内容に虚偽がある場合、過去に本規約に違反したことがある場合、その他当社が不適当と判断した場合には、申込みを承諾しないことがあります。この場合、当社はその理由を開示する義務を負いません。",
            ],
          },
        ],
      },
      {
        id: "intellectual-property",
        title: "知的財産権",
        blocks: [
          {
            type: "clauses",
            items: [
              "本サイトに掲載されている文章、画像、ロゴ、デザイン、プログラムその他のコンテンツに関する著作権、商標権その他の知的財産権は、当社または正当な権利を有する第三者に帰属します。",
              "利用者は、私的使用その他法令により認められる範囲を超えて、本サイトのコンテンツを当社の許諾なく複製、転載、改変、配布その他の方法で利用することはできません。",
              "本サービスにより当社が制作した成果物の知的財産権の帰属および利用条件は、個別の契約の定めによるものとします。",
            ],
          },
        ],
      },
      {
        id: "prohibited",
        title: "禁止事項",
        blocks: [
          { type: "p", text: "利用者は、本サイトおよび本サービスの利用にあたり、次の行為をしてはなりません。" },
          {
            type: "items",
            items: [
              "法令または公序良俗に違反する行為",
              "犯罪行為に関連する行為",
              "当社、他の利用者または第三者の知的財産権、肖像権、プライバシーその他の権利または利益を侵害する行為",
              "本サイトのサーバーまたはネットワークに過度の負荷をかける行為、その他本サイトの運営を妨げるおそれのある行為",
              "不正アクセスまたはこれを試みる行為",
              "虚偽の情報を送信する行為、または他人になりすます行為",
              "お問い合わせフォーム、チャットサポートその他の機能を利用した営業、宣伝、勧誘その他これらに類する行為（当社が事前に認めたものを除きます。）",
              "その他、当社が不適切と判断する行為",
            ],
          },
        ],
      },
      {
        id: "disclaimer",
        title: "免責事項",
        blocks: [
          {
            type: "clauses",
            items: [
              "当社は、本サイトに掲載する情報の正確性および最新性の確保に努めておりますが、その内容の正確性、完全性、有用性等を保証するものではありません。",
              "当社は、本サイトの利用または利用できなかったことにより利用者に生じた損害について、当社の故意または重大な過失による場合を除き、責任を負いません。",
              "本サイトからリンクする外部のウェブサイト、および本サイトに埋め込まれた第三者のサービス（動画プレーヤー、地図、日程調整サービス等）の内容および運営について、当社は責任を負いません。",
              "料金シミュレーターの計算結果およびチャットサポートの回答は、一般的な情報の提供を目的とするものであり、契約の内容を定めるものではありません。",
            ],
          },
        ],
      },
      {
        id: "changes",
        title: "サービス内容の変更等",
        blocks: [
          {
            type: "clauses",
            items: [
              "当社は、利用者への事前の通知なく、本サイトまたは本サービスの内容を変更し、またはその提供を中断もしくは終了することがあります。",
              "当社は、必要と判断した場合には、本規約を変更することができます。この場合、変更後の本規約の内容および効力発生日を本サイトに掲載して周知し、効力発生日以降に本サイトを利用された利用者は、変更後の本規約に同意したものとみなします。",
              "本条に基づく変更等により利用者に生じた損害について、当社は、当社の故意または重大な過失による場合を除き、責任を負いません。",
            ],
          },
        ],
      },
      {
        id: "governing-law",
        title: "準拠法・裁判管轄",
        blocks: [
          {
            type: "clauses",
            items: [
              "本規約の解釈にあたっては、日本法を準拠法とします。",
              "本サイトまたは本サービスに関して当社と利用者との間で紛争が生じた場合には、横浜地方裁判所を第一審の専属的合意管轄裁判所とします。",
            ],
          },
        ],
      },
      {
        id: "contact",
        title: "お問い合わせ窓口",
        blocks: [
          { type: "p", text: "本規約に関するお問い合わせは、下記の窓口までお願いいたします。" },
          { type: "facts", rows: contactFacts("ja") },
        ],
      },
    ],
  },
  en: {
    hero: {
      eyebrow: "Terms of Service",
      title: "Terms of Service",
      lead: "The conditions for using our website and services. Please read them before you use either.",
    },
    intro: [
      `These Terms of Service ("Terms") set out the conditions for using the website operated by ${company.legalName.en} ("we", "us" or "the Company") (the "Site") and the services we provide (the "Services").`,
    ],
    heading: (n, title) => `Article ${n} (${title})`,
    sections: [
      {
        id: "application",
        title: "Application",
        blocks: [
          {
            type: "clauses",
            items: [
              'These Terms apply to every aspect of the relationship between the Company and anyone who uses the Site or the Services (a "User") in connection with that use.',
              "Users agree to these Terms before using the Site and the Services. By using the Site, a User is deemed to have agreed to these Terms.",
              "Where the Company and a User sign a separate contract for the Services, that contract takes precedence over these Terms.",
            ],
          },
        ],
      },
      {
        id: "services",
        title: "Description of Services",
        blocks: [
          { type: "p", text: "The Company mainly provides the following services:" },
          {
            type: "items",
            items: [
              "Planning, design, development and maintenance of websites and web applications",
              "Planning, design and development of mobile applications",
              "Building, migrating and operating cloud environments",
              "IT consulting and technical training",
              "AI adoption, SEO and GEO, digital marketing, video production and social media management",
              "Other services incidental or related to the above",
            ],
          },
          {
            type: "p",
            text: "Amounts shown by the pricing calculator and the chat support on the Site are estimates. The final price is set in an individual quotation.",
          },
        ],
      },
      {
        id: "contract",
        title: "Formation of Contract",
        blocks: [
          {
            type: "clauses",
            items: [
              "A contract for the Services is formed when a User applies in the manner specified by the Company and the Company notifies its acceptance in writing or by email.",
              "The scope, schedule, fees, payment terms and other details are governed by the quotation, purchase order or contract exchanged separately.",
              "The Company may decline an application that contains false information, that comes from a User who has previously breached these Terms, or that the Company otherwise considers inappropriate. The Company is not obliged to disclose its reasons.",
            ],
          },
        ],
      },
      {
        id: "intellectual-property",
        title: "Intellectual Property",
        blocks: [
          {
            type: "clauses",
            items: [
              "Copyright, trademarks and all other intellectual property rights in the text, images, logos, designs, programs and other content on the Site belong to the Company or to third parties who hold the rights.",
              "Users may not copy, republish, modify, distribute or otherwise use content from the Site without the Company's permission, beyond private use or other use permitted by law.",
              "Ownership of, and the terms of use for, deliverables the Company creates as part of the Services are governed by the individual contract.",
            ],
          },
        ],
      },
      {
        id: "prohibited",
        title: "Prohibited Acts",
        blocks: [
          { type: "p", text: "When using the Site and the Services, Users must not:" },
          {
            type: "items",
            items: [
              "Violate laws or regulations, or public order and morals",
              "Engage in acts connected with criminal activity",
              "Infringe the intellectual property, portrait rights, privacy or any other rights or interests of the Company, other Users or third parties",
              "Place an excessive load on the Site's servers or network, or otherwise risk disrupting the operation of the Site",
              "Gain or attempt to gain unauthorised access",
              "Send false information or impersonate another person",
              "Use the contact form, the chat support or any other feature for sales, advertising or solicitation, unless approved by the Company in advance",
              "Engage in any other conduct the Company considers inappropriate",
            ],
          },
        ],
      },
      {
        id: "disclaimer",
        title: "Disclaimer",
        blocks: [
          {
            type: "clauses",
            items: [
              "The Company strives to keep the information on the Site accurate and up to date but does not guarantee its accuracy, completeness or usefulness.",
              "The Company is not liable for any damage a User suffers from using, or being unable to use, the Site, except where caused by the Company's wilful misconduct or gross negligence.",
              "The Company is not responsible for the content or operation of external websites linked from the Site or of third-party services embedded in it (such as the video player, the map and the scheduling service).",
              "Results of the pricing calculator and answers from the chat support are general information only and do not form the terms of any contract.",
            ],
          },
        ],
      },
      {
        id: "changes",
        title: "Changes to the Services",
        blocks: [
          {
            type: "clauses",
            items: [
              "The Company may change, suspend or end the Site or the Services without prior notice to Users.",
              "The Company may amend these Terms when it considers it necessary. It will announce the amended Terms and their effective date on the Site; Users who use the Site on or after that date are deemed to have agreed to the amended Terms.",
              "The Company is not liable for any damage caused to Users by changes under this article, except where caused by the Company's wilful misconduct or gross negligence.",
            ],
          },
        ],
      },
      {
        id: "governing-law",
        title: "Governing Law and Jurisdiction",
        blocks: [
          {
            type: "clauses",
            items: [
              "These Terms are governed by and construed in accordance with the laws of Japan.",
              "Any dispute between the Company and a User concerning the Site or the Services shall be subject to the exclusive jurisdiction of the Yokohama District Court as the court of first instance.",
            ],
          },
        ],
      },
      {
        id: "contact",
        title: "Contact",
        blocks: [
          { type: "p", text: "Please send any questions about these Terms to:" },
          { type: "facts", rows: contactFacts("en") },
        ],
      },
    ],
  },
});
