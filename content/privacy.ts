import { defineContent } from "../domain/i18n/dictionary";
import { LANGUAGE_STORAGE_KEY } from "../domain/i18n/locales";
import { analyticsRetention } from "../domain/analytics/analytics-retention";
import type { DataRetention } from "../domain/settings/data-retention";
import { company } from "./company";
import { contactFacts, type LegalText } from "./legal-common";
import { representativeLine } from "./team";

/**
 * Privacy policy: nine sections in the order of spec section 2, Privacy. It
 * names everything the site stores and for how long (APPI art. 21 and 32): `keep`
 * is this installation's configuration (statedRetention()), so the policy states
 * the periods the purge job applies.
 */
export const privacyFor = (keep: DataRetention) =>
  defineContent<LegalText>({
    ja: {
      hero: {
        eyebrow: "Privacy Policy",
        title: "プライバシーポリシー",
        lead: "お客様からお預かりする個人情報の取り扱いについてご説明します。",
      },
      intro: [
        `${company.legalName.ja}（以下「当社」といいます。）は、お客様の個人情報を適切に取り扱うことを社会的責務と考え、「個人情報の保護に関する法律」（以下「個人情報保護法」といいます。）その他の関係法令およびガイドラインを遵守し、以下のとおりプライバシーポリシー（以下「本ポリシー」といいます。）を定めます。`,
      ],
      heading: (n, title) => `${n}. ${title}`,
      sections: [
        {
          id: "business",
          title: "事業者情報",
          blocks: [
            {
              type: "facts",
              rows: [
                { label: "名称", value: company.legalName.ja },
                { label: "所在地", value: company.address.full.ja },
                { label: "代表者", value: representativeLine("ja") },
                { label: "お問い合わせ窓口", value: company.email, href: `mailto:${company.email}` },
              ],
            },
          ],
        },
        {
          id: "collected-data",
          title: "取得する情報と保存期間",
          blocks: [
            { type: "p", text: "当社は、適法かつ公正な手段により、次の情報を取得します。" },
            {
              type: "bullets",
              items: [
                "お問い合わせフォーム：氏名、メールアドレス、電話番号（任意）、会社名（任意）、お問い合わせ内容",
                "料金シミュレーター：氏名、メールアドレス、会社名（任意、見積書の宛名）、選択されたサービス、お見積もりの条件および概算金額",
                "見積書（御見積書）：見積番号、発行日・有効期限、見積書をオンラインで表示するためのリンクの照合用データ（リンクそのものは保存しません）、お申し込み（承諾）の日時、フォローアップのご連絡の記録。見積書のPDFは表示・送信のたびに作成し、保存しません",
                "チャットサポート：チャットでお送りいただいたメッセージの内容",
                "本サイトの閲覧時：IPアドレス、ブラウザの種類、閲覧日時などのアクセス情報、およびCookie・ローカルストレージに保存される情報（「6. Cookie等の利用」をご参照ください）",
              ],
            },
            {
              type: "p",
              text: "当社のサーバーに保存する情報と保存期間は次のとおりです。保存期間を過ぎた情報は、自動的に削除します。",
            },
            {
              type: "bullets",
              items: [
                `お問い合わせフォームのメッセージ：受信から原則${keep.contactMessagesMonths}か月`,
                `料金シミュレーターのお見積もり（見積書とそのお申し込みの記録を含む）：最後まで完了しなかったお見積もりは${keep.incompleteQuotesDays}日後に削除し、それ以外は${keep.completedQuotesMonths}か月`,
                `チャットサポートの会話履歴：${keep.chatConversationsMonths}か月`,
                "当社が発行した見積書・請求書（宛名を含む）：法人税法・消費税法・電子帳簿保存法に基づき、その事業年度の確定申告期限の翌日から原則7年間。お見積もりのその他の情報は上記の期間を過ぎると削除し、削除のご請求があった場合も、これらの書類は保存期間が終わるまで保存します。",
                `アクセス解析（当社サーバーのみで行い、外部の事業者には送信しません）：閲覧されたページ、表示言語、参照元のドメイン名、広告キャンペーンのパラメータ（utm_*）、ページの表示速度（Core Web Vitals）。訪問者数は、毎日入れ替えて前日分を削除する秘密の値とIPアドレス・ブラウザの種類から作る要約値（ハッシュ）で数え、IPアドレスとブラウザの種類そのものは保存しません。個々の記録は${analyticsRetention.rollupDays}日後に日ごとの集計に置き換え、${analyticsRetention.rawRetentionDays}日後に削除します。お問い合わせ・お見積もり・チャットでのご相談には、そのきっかけとなった最初のページ、参照元、キャンペーンを記録します。ブラウザで「トラッキング拒否（Do Not Track）」または「グローバル・プライバシー・コントロール」を有効にしている場合は、何も送信・記録しません。`,
              ],
            },
          ],
        },
        {
          id: "purposes",
          title: "利用目的",
          blocks: [
            { type: "p", text: "当社は、取得した個人情報を次の目的の範囲内で利用します。" },
            {
              type: "items",
              items: [
                "お問い合わせへの回答およびご連絡のため",
                "お見積もりの作成・送付、およびお問い合わせ内容に関連するご提案のため",
                "契約の締結・履行およびアフターサポートのため",
                "チャットサポートでのご質問への回答のため",
                "本サイトの不正利用の防止およびセキュリティの確保のため",
                "本サイトおよび当社サービスの改善のため（個人を特定できない統計情報として利用します）",
              ],
            },
          ],
        },
        {
          id: "third-parties",
          title: "第三者への提供",
          blocks: [
            {
              type: "p",
              text: "当社は、次の場合を除き、あらかじめご本人の同意を得ることなく、個人情報を第三者に提供しません。",
            },
            {
              type: "items",
              items: [
                "法令に基づく場合",
                "人の生命、身体または財産の保護のために必要がある場合であって、ご本人の同意を得ることが困難であるとき",
                "公衆衛生の向上または児童の健全な育成の推進のために特に必要がある場合であって、ご本人の同意を得ることが困難であるとき",
                "国の機関もしくは地方公共団体またはその委託を受けた者が法令の定める事務を遂行することに対して協力する必要がある場合であって、ご本人の同意を得ることにより当該事務の遂行に支障を及ぼすおそれがあるとき",
              ],
            },
            {
              type: "p",
              text: "お問い合わせの受付確認やお見積もりのメールは、当社が管理するメールサーバーから送信しており、メール配信事業者に個人情報を提供することはありません。",
            },
          ],
        },
        {
          id: "security",
          title: "安全管理措置",
          blocks: [
            { type: "p", text: "当社は、個人情報の漏えい、滅失または毀損を防ぐため、次の措置を講じています。" },
            {
              type: "bullets",
              items: [
                "本サイトとの通信は、TLSにより暗号化しています。",
                "個人情報を保存するデータベースには、業務上必要な担当者のみがアクセスできるよう制限しています。",
                "システムの記録（ログ）には、メールアドレスやお問い合わせ内容などの個人情報を記録しません。",
                "保存期間を過ぎた情報は、自動的に削除します。",
                "社員および業務委託パートナーと秘密保持契約を締結し、個人情報の取り扱いに関する教育を行っています。",
              ],
            },
          ],
        },
        {
          id: "cookies",
          title: "Cookie等の利用",
          blocks: [
            {
              type: "p",
              text: "本サイトは、広告を目的とするCookieを使用していません。お使いのブラウザには、次の情報のみを保存します。",
            },
            {
              type: "bullets",
              items: [
                `表示言語の設定：選択された言語（日本語または英語）を、ブラウザのローカルストレージに「${LANGUAGE_STORAGE_KEY}」というキーで保存します。`,
                "チャットのセッションID：チャットサポートの会話を続けるための識別子を、ブラウザに保存します。",
                "アクセス解析の入口情報：最初に開いたページ、参照元、キャンペーンを、タブを閉じると消えるセッションストレージに保存し、お問い合わせなどの送信時にのみ送ります。個人を識別する情報は含みません。アクセス解析にCookieは使用しません。",
              ],
            },
            {
              type: "p",
              text: "本サイトには、動画プレーヤー、地図、オンライン面談の日程調整サービスといった第三者のサービスを埋め込んでいます。これらのサービスは、読み込まれた際に各事業者が独自にCookieを設定する場合があります。その取り扱いについては、各事業者のプライバシーポリシーをご確認ください。",
            },
            {
              type: "p",
              text: "Cookieおよびローカルストレージの情報は、ブラウザの設定により削除または無効にできます。その場合、言語設定の保持など一部の機能がご利用いただけなくなることがあります。",
            },
          ],
        },
        {
          id: "requests",
          title: "開示・訂正・削除等のご請求",
          blocks: [
            {
              type: "p",
              text: "ご本人から、保有個人データの利用目的の通知、開示、内容の訂正・追加・削除、利用の停止・消去または第三者への提供の停止のご請求があった場合は、ご本人であることを確認したうえで、合理的な期間内に対応いたします。",
            },
            {
              type: "p",
              text: `ご請求は、件名に「個人情報に関するご請求」とご記入のうえ、${company.email} までメールでお送りください。当社へのお問い合わせ等にご利用になったメールアドレスからお送りいただくと、ご本人確認が円滑に進みます。`,
            },
            {
              type: "p",
              text: "削除のご請求をいただいた場合は、そのメールアドレスに関して当社が保存している情報（お問い合わせ、お見積もり、チャットの会話履歴など）をすべて削除します。",
            },
          ],
        },
        {
          id: "changes",
          title: "本ポリシーの変更",
          blocks: [
            {
              type: "p",
              text: "当社は、法令の改正やサービス内容の変更などに応じて、本ポリシーを変更することがあります。重要な変更を行う場合は、本サイト上でお知らせします。変更後の本ポリシーは、本サイトに掲載した時点から効力を生じるものとします。",
            },
          ],
        },
        {
          id: "contact",
          title: "お問い合わせ窓口",
          blocks: [
            {
              type: "p",
              text: "本ポリシーおよび個人情報の取り扱いに関するお問い合わせは、下記の窓口までお願いいたします。",
            },
            { type: "facts", rows: contactFacts("ja") },
          ],
        },
      ],
    },
    en: {
      hero: {
        eyebrow: "Privacy Policy",
        title: "Privacy Policy",
        lead: "How we handle the personal information you entrust to us.",
      },
      intro: [
        `${company.legalName.en} ("we", "us" or "the Company") considers the proper handling of personal information a social responsibility. We comply with Japan's Act on the Protection of Personal Information (APPI) and related laws and guidelines, and have set out this Privacy Policy (the "Policy") accordingly.`,
      ],
      heading: (n, title) => `${n}. ${title}`,
      sections: [
        {
          id: "business",
          title: "Business Information",
          blocks: [
            {
              type: "facts",
              rows: [
                { label: "Name", value: company.legalName.en },
                { label: "Address", value: company.address.full.en },
                { label: "Representative", value: representativeLine("en") },
                { label: "Privacy contact", value: company.email, href: `mailto:${company.email}` },
              ],
            },
          ],
        },
        {
          id: "collected-data",
          title: "Information We Collect and How Long We Keep It",
          blocks: [
            { type: "p", text: "We collect the following information by lawful and fair means:" },
            {
              type: "bullets",
              items: [
                "Contact form: your name, email address, phone number (optional), company name (optional) and the details of your inquiry",
                "Pricing calculator: your name, email address, company name (optional, the quotation's addressee), the service you choose, the conditions of the quote and the estimated price",
                "Quotations: the quotation number, issue and expiry dates, a check value for the link to the online copy (not the link itself), when you accepted the quotation, and whether we sent a follow-up reminder. Quotation PDFs are generated each time they are viewed or sent and are never stored",
                "Chat support: the messages you send in the chat",
                "When you browse the Site: access information such as your IP address, browser type and time of access, and information kept in cookies and local storage (see section 6)",
              ],
            },
            {
              type: "p",
              text: "We keep the following on our servers for the periods below and delete it automatically once the period has passed:",
            },
            {
              type: "bullets",
              items: [
                `Contact form messages: ${keep.contactMessagesMonths} months from receipt, as a rule`,
                `Price quotes from the pricing calculator (including quotations and their acceptance): quotes that were never completed are deleted after ${keep.incompleteQuotesDays} days; all others are kept for ${keep.completedQuotesMonths} months`,
                `Chat support conversations: ${keep.chatConversationsMonths} months`,
                "Quotations and invoices we have issued (with the addressee's name): as Japanese tax law requires (the Corporation Tax Act, the Consumption Tax Act and the Electronic Books Maintenance Act), as a rule 7 years from the day after the tax return deadline of the fiscal year they belong to. The rest of a quote is deleted after the period above; a deletion request removes everything else at once, and these documents are kept until their period ends.",
                `Site analytics (run on our own server only, never sent to another company): the pages viewed, the display language, the referring site's domain, campaign parameters (utm_*) and page speed (Core Web Vitals). Visitors are counted with a digest (hash) of a secret value replaced every day, with the previous day's deleted, and the IP address and browser type; the IP address and browser type themselves are never stored. Individual records are replaced by daily totals after ${analyticsRetention.rollupDays} days and deleted after ${analyticsRetention.rawRetentionDays} days. A message, quote or chat enquiry is recorded with the first page, referrer and campaign of the visit that led to it. With "Do Not Track" or Global Privacy Control turned on in your browser, nothing is sent or recorded.`,
              ],
            },
          ],
        },
        {
          id: "purposes",
          title: "Purposes of Use",
          blocks: [
            { type: "p", text: "We use personal information only for the following purposes:" },
            {
              type: "items",
              items: [
                "To answer your inquiries and contact you",
                "To prepare and send quotes, and to make proposals related to your inquiry",
                "To conclude and perform contracts and provide after-sales support",
                "To answer your questions in the chat support",
                "To prevent misuse of the Site and keep it secure",
                "To improve the Site and our services (using statistics that do not identify individuals)",
              ],
            },
          ],
        },
        {
          id: "third-parties",
          title: "Disclosure to Third Parties",
          blocks: [
            {
              type: "p",
              text: "We do not provide personal information to third parties without your prior consent, except in the following cases:",
            },
            {
              type: "items",
              items: [
                "When required by law",
                "When necessary to protect a person's life, body or property and it is difficult to obtain your consent",
                "When especially necessary to improve public health or promote the healthy development of children and it is difficult to obtain your consent",
                "When we need to cooperate with a national or local government body, or someone it has entrusted, in carrying out duties prescribed by law, and asking for your consent could interfere with those duties",
              ],
            },
            {
              type: "p",
              text: "Confirmation and quote emails are sent from a mail server we operate ourselves; we do not pass personal information to email delivery services.",
            },
          ],
        },
        {
          id: "security",
          title: "Security Measures",
          blocks: [
            {
              type: "p",
              text: "We take the following measures to prevent personal information from being leaked, lost or damaged:",
            },
            {
              type: "bullets",
              items: [
                "All communication with the Site is encrypted with TLS.",
                "Access to the database that stores personal information is limited to staff who need it for their work.",
                "Our system logs never record personal information such as email addresses or the content of inquiries.",
                "Information is deleted automatically once its retention period has passed.",
                "Employees and contractors sign confidentiality agreements and are trained in handling personal information.",
              ],
            },
          ],
        },
        {
          id: "cookies",
          title: "Cookies and Browser Storage",
          blocks: [
            {
              type: "p",
              text: "The Site uses no advertising cookies. It stores only the following in your browser:",
            },
            {
              type: "bullets",
              items: [
                `Your language choice: the language you select (Japanese or English) is kept in your browser's local storage under the key "${LANGUAGE_STORAGE_KEY}".`,
                "Chat session ID: an identifier that lets a chat support conversation continue is kept in your browser.",
                "Analytics landing: the first page you opened, its referrer and campaign are kept in session storage, which is cleared when you close the tab, and sent only with a message, quote or chat enquiry. It contains nothing that identifies you. The analytics use no cookies.",
              ],
            },
            {
              type: "p",
              text: "The Site embeds third-party services: a video player, a map and an online meeting scheduler. When they load, these providers may set their own cookies. Please see each provider's privacy policy for how they handle them.",
            },
            {
              type: "p",
              text: "You can delete or block cookies and local storage in your browser settings. Some features, such as remembering your language, may then stop working.",
            },
          ],
        },
        {
          id: "requests",
          title: "Requests for Disclosure, Correction or Deletion",
          blocks: [
            {
              type: "p",
              text: "If you ask us to notify you of the purposes of use of, disclose, correct, add to or delete, stop using or erase, or stop providing to third parties the personal data we hold about you, we will respond within a reasonable time after confirming your identity.",
            },
            {
              type: "p",
              text: `Please email your request to ${company.email} with "Personal information request" in the subject line. Writing from the email address you used when contacting us makes it easier to confirm your identity.`,
            },
            {
              type: "p",
              text: "When you ask for deletion, we delete everything we hold for that email address, including inquiries, quotes and chat conversations.",
            },
          ],
        },
        {
          id: "changes",
          title: "Changes to This Policy",
          blocks: [
            {
              type: "p",
              text: "We may change this Policy when laws or our services change. We will announce important changes on the Site. The revised Policy takes effect when it is published on the Site.",
            },
          ],
        },
        {
          id: "contact",
          title: "Contact",
          blocks: [
            {
              type: "p",
              text: "Please send any questions about this Policy or our handling of personal information to:",
            },
            { type: "facts", rows: contactFacts("en") },
          ],
        },
      ],
    },
  });
