import { defineContent } from "../domain/i18n/dictionary";
import { company } from "./company";

const replyHours = company.promises.replyWithinHours;

/**
 * What the chat assistant says around the site's own content.
 * Facts are never written here: they arrive as arguments from the content modules.
 * `link` arguments are ready-made Markdown links such as "[お問い合わせ](/contact)".
 */
export const chatReplies = defineContent({
  ja: {
    ask: {
      prompt:
        "ご質問をどうぞ。サービス内容や料金、導入事例、会社情報、営業時間、お問い合わせ先、利用規約やプライバシーポリシーについてお答えします。",
    },
    /** Headings the assistant matches questions against (not shown). */
    topics: {
      hours: "営業時間・受付時間",
      contact: "お問い合わせ先（メールアドレス・電話番号）",
      access: "所在地・アクセス",
      reply: "返信までの時間",
      languages: "対応言語（日本語・英語）",
      social: "公式SNSアカウント",
      meeting: "オンライン相談の予約",
      representative: "代表者",
      station: "最寄り駅",
      timeline: "制作期間・スケジュール",
      confidentiality: "秘密保持（NDA）",
      availability: "打ち合わせの空き状況",
    },
    answers: {
      // A follow-up naming a new subject asks again whether we do it: 「じゃあアプリは？」 after 「サイト制作できますか」.
      offerAgain: (subject: string) => `${subject}も対応できますか`,
      // A follow-up whose answer is the one just given is told so, not shown the same reply again.
      sameAsAbove: "その場合も、先ほどお答えした内容と同じです。",
      titled: (title: string, text: string) => `${title}：${text}`,
      list: (items: string[]) => items.join("、"),
      bullet: (text: string) => `・${text}`,
      seeMore: (link: string) => `詳しくは${link}をご覧ください。`,
      timeline:
        "制作期間の目安は当サイトに記載がありません。規模やご要件によって変わるため、お見積もりの際にスケジュールをご相談ください（初回のご相談は無料です）。お急ぎの場合もまずはお問い合わせください。",
      confidentiality:
        "社員・業務委託パートナーとは秘密保持契約を結んでおり、お客様の案件の詳細は守秘義務のもとでお預かりしています（プライバシーポリシーに記載）。ご依頼ごとの秘密保持契約（NDA）の締結は、無料相談の際にご相談ください。",
      availability:
        "このチャットでは担当者の空き状況を確認できません。オンライン相談の予約カレンダーで、ご都合のよい日時をお選びください。",
      billedOnce: (plan: string) =>
        `${plan}。月額ではなく、ご依頼ごとにかかる料金です。毎月かかるのは保守・クラウドホスティングなどの月額プランです。`,
      billedMonthly: (plan: string) => `${plan}。毎月かかる月額の料金です。`,
      station: (address: string) =>
        `最寄り駅は当サイトに記載がありません。所在地（${address}）への道順は、お問い合わせページの地図でご確認いただけます。`,
      quotedOnRequest: (link: string) =>
        `このサービスの料金は料金シミュレーターには載っておらず、ご要件を伺ってお見積もりします。${link}からお気軽にご相談ください（初回のご相談は無料です）。`,
      related: (links: string) => `関連ページ：${links}`,
      linkSeparator: "、",
      pricePlan: (title: string, price: string, unit: string) =>
        unit.includes("（") ? `${title}：${price}／${unit}` : `${title}：${price}（${unit}）`,
      priceNote: "表示の金額は税抜の概算です。正式な金額はご要件を伺ったうえでお見積もりします。",
      taxTitle: "料金の税表示（税抜・税込・消費税）",
      taxAnswer:
        "料金プランとチャットでご案内する金額は税抜です。消費税（10%）が別途かかります。料金シミュレーターでは消費税込みの金額もご確認いただけます。",
      paymentKeywords: ["支払い方法", "お支払い", "支払条件", "振込", "請求書", "分割", "後払い"],
      quoteProcessTitle: "お見積もりの流れ（料金シミュレーター・見積書・会員登録）",
      quoteProcessKeywords: [
        "見積もりの流れ",
        "見積書",
        "書面",
        "会員登録",
        "登録不要",
        "確定金額",
        "最終的な金額",
        "入力データ",
      ],
      quoteProcess: (days: number) =>
        `お見積もりは料金シミュレーターで、会員登録不要・無料でその場でお出しできます。お名前とメールアドレスを入力してサービスと条件を選ぶと概算金額が表示され、見積書（PDF）をメールでお届けします。表示の金額は概算で、お打ち合わせで要件を確認したうえで確定します。途中でやめたお見積もりの入力内容は${days}日後に自動的に削除します。`,
      priceCategory: (category: string) => `${category}の料金プランは次のとおりです。`,
      servicesOverview: (core: string, additional: string) =>
        `主なサービスは${core}です。このほか、${additional}も承っています。`,
      caseStudiesOverview: (titles: string) => `主な導入事例：${titles}`,
      portfolioOverview: (titles: string) => `主な制作実績：${titles}`,
      teamOverview: (members: string) => `メンバー：${members}`,
      member: (name: string, role: string, bio: string) => `${name}（${role}）：${bio}`,
      contactDetails: (email: string, phone: string, hours: string) =>
        `メール：${email}\n電話：${phone}（${hours}）\nお問い合わせには${replyHours}時間以内にご返信します。`,
      access: (address: string) => `所在地：${address}`,
      hours: (label: string) => `営業時間は${label}です。`,
      languages: "日本語と英語の両方でご対応しています。",
      social: (accounts: string) => `公式SNSアカウント：${accounts}`,
      replyPromise: `お問い合わせには${replyHours}時間以内にご返信します。`,
    },
    hours: {
      open: "ただいま営業時間内です。担当者が順次ご対応します。",
      closedSoon: (next: string) =>
        `ただいま営業時間外です。担当者からは${next}以降、${replyHours}時間以内にご返信します。`,
      closedNextBusinessDay: (next: string) =>
        `ただいま営業時間外のため、担当者からのご返信は翌営業日（${next}）以降となります。`,
      /** Said with an answer when no request has been passed on: states the hours, promises nothing. */
      openNow: "ただいま営業時間内です。",
      closedNow: (next: string) => `ただいま営業時間外です。次の営業開始は${next}です。`,
      /** "4月7日(月) 9:00" */
      nextOpening: (date: string, time: string) => `${date} ${time}`,
    },
    fallback: {
      unsure: (contact: string) =>
        `その点は当サイトに記載がないため、ここではお答えできません。担当者なら直接お答えできます。「担当者に伝えて」と入力いただければ、ご連絡先を伺ってこのご質問をお伝えします（${contact}からもご連絡いただけます）。`,
      /** One part of a message the site does not answer, named beside the parts it does. */
      notStated: (part: string) =>
        `「${part}」については、当サイトに記載がありません。担当者にご質問をお伝えできます。`,
      contactLabel: "お問い合わせフォーム",
      declineInstruction: (calculator: string) =>
        `申し訳ありませんが、そのご依頼にはお応えできかねます。このチャットでは、当社のサービス・料金・会社情報についてのご質問にお答えしています。料金はすべて${calculator}で内訳とともにご確認いただけます。`,
      greeting: "こんにちは。サービスや料金について、お気軽にご質問ください。",
      cancelled: "承知しました。ほかにお手伝いできることがあれば、お気軽にどうぞ。",
      thanks: "どういたしまして。ほかにもご不明な点があれば、いつでもお尋ねください。",
      person: (contact: string) =>
        `担当者におつなぎします。「営業へのお問い合わせ」または「サポートへのお問い合わせ」と入力いただければ、お名前とご連絡先を伺います。${contact}からもご連絡いただけます。`,
    },
    quote: {
      intro:
        "お見積もりのご相談ですね。どのようなものをご検討中でしょうか？番号でお選びいただくか、「10ページのWebサイト」のようにご要望をそのままご入力ください。料金シミュレーターなら、ご自身で条件を選んで見積書をメールで受け取れます。",
      category: (n: number, title: string, description: string) => `${n}. ${title}（${description}）`,
      retry: "申し訳ありません、ご希望の内容を読み取れませんでした。次の中から番号でお選びいただけますか？",
      estimate: (plan: string, condition: string, amount: string) =>
        `ご入力の条件（${condition}）の場合、${plan}で概算${amount}（税抜）です。`,
      calculator: (link: string) =>
        `条件を入力して概算金額を確かめ、そのままお見積もりをメールで受け取るには${link}をご利用ください。`,
      giveUp: (link: string) =>
        `料金はご要件によって変わります。${link}なら、サービスを選んで条件を入力するだけで概算金額がわかります。`,
      units: {
        pages: (n: string) => `${n}ページ`,
        screens: (n: string) => `${n}画面`,
        hours: (n: string) => `${n}時間`,
        features: (n: string) => `${n}機能`,
        gigabytes: (n: string) => `${n}GB`,
      },
    },
    estimate: {
      intro: "ご入力の条件での概算です（料金シミュレーターと同じ計算です）。",
      flat: "一式",
      oneOff: (plan: string, condition: string, amount: string, withTax: string, breakdown: string) =>
        `・${plan}（${condition}）：${amount}（税抜）、税込${withTax}［${breakdown}］`,
      monthly: (plan: string, condition: string, amount: string, withTax: string, breakdown: string) =>
        `・${plan}（${condition}）：月額${amount}（税抜）、税込${withTax}［${breakdown}］`,
      times: (unitPrice: string, quantity: string) => `${unitPrice} × ${quantity}`,
      base: (amount: string) => `基本料金${amount}`,
      total: (amount: string, withTax: string) => `初期費用の合計：${amount}（税抜）、税込${withTax}`,
      budget: (budget: string, condition: string) =>
        `ご予算${budget}（税抜）に収まるのは、${condition}までが目安です。`,
      withinBudget: (budget: string, total: string) =>
        `ご相談の内容は概算${total}（税抜）で、ご予算${budget}の範囲内に収まる見込みです。`,
      overBudget: (budget: string, total: string) =>
        `ご相談の内容は概算${total}（税抜）で、ご予算${budget}を上回ります。`,
      belowEveryPlan: (budget: string) => `ご予算${budget}では、この内容のいちばん小さい規模でも収まりません。`,
      needsTalk:
        "機能の詳細や制作期間はご要件によって変わるため、担当者からご案内します。「担当者に連絡してほしい」と入力いただければ、このご相談をお伝えします。",
    },
    lead: {
      startSales:
        "営業担当へのお問い合わせですね。お名前とご連絡先を伺って、担当者にお伝えします。まず、お名前を教えてください。",
      startSupport:
        "サポートへのお問い合わせですね。お名前とご連絡先を伺って、担当者にお伝えします。まず、お名前を教えてください。",
      cancelHint: "途中でやめる場合は「キャンセル」と入力してください。",
      askNameAgain: "お問い合わせの受付を続けるには、お名前を教えてください。",
      askEmailAgain: "お問い合わせの受付を続けるには、ご連絡先のメールアドレスを入力してください。",
      askEmail: (name: string) => `${name}様、ありがとうございます。ご連絡先のメールアドレスを入力してください。`,
      askMessageSales: "ご相談内容を入力してください（ご検討中のサービス、ご予算、ご希望の時期など）。",
      askMessageSupport: "お困りの内容をできるだけ具体的に入力してください。",
      // Stored as the request when the visitor answers "yes" instead of describing it.
      noDetails: {
        sales: "担当者からの連絡を希望（詳細はご連絡の際に伺います）",
        support: "サポートからの連絡を希望（詳細はご連絡の際に伺います）",
      },
      invalid: (message: string) => `${message}。もう一度入力してください。`,
      done: (name: string, email: string) =>
        `${name}様、お問い合わせを受け付けました。${email} 宛てに確認のメールをお送りします。担当者より${replyHours}時間以内にご連絡いたします。`,
      cancelled: "お問い合わせの入力を中止しました。ほかにお手伝いできることがあれば、お気軽にどうぞ。",
      fields: {
        name: "お名前",
        email: "メール",
        phone: "電話",
        company: "会社名",
        preferredTime: "ご希望の連絡時間帯",
        message: "ご相談内容",
      },
      confirm: (details: string) =>
        `${details}\nこの内容で担当者にお送りしてよろしいですか？（訂正は正しい内容をそのまま入力してください）`,
      // The word a confirmed read-back is read as, whatever words the visitor used.
      yes: "はい",
      questionPassedOn: (question: string) =>
        `「${question}」については、ここではお答えできないため、ご相談内容に添えて担当者にお伝えしました。担当者からお答えします。`,
      confirmAgain: "内容を更新しました。",
      confirmStill:
        "上記の内容はそのまま承っています。よろしければ「はい」、訂正がある場合は正しい内容を入力してください。",
      withCompany: (company: string, name: string) => `${company}の${name}`,
    },
  },
  en: {
    ask: {
      prompt:
        "Go ahead and ask. I can help with our services, prices, case studies, company details, business hours, how to reach us, and our terms and privacy policy.",
    },
    topics: {
      hours: "Business hours and opening times",
      contact: "Contact details: email address and phone number",
      access: "Office address and directions",
      reply: "How soon we reply",
      languages: "Languages: English and Japanese",
      social: "Our official social media pages",
      meeting: "Book an online consultation meeting",
      representative: "Representative",
      station: "Nearest station",
      timeline: "How long a project takes",
      confidentiality: "Confidentiality and NDAs",
      availability: "Free slots for a meeting",
    },
    answers: {
      offerAgain: (subject: string) => `do you also do ${subject}?`,
      sameAsAbove: "That comes to the same as my previous answer above.",
      titled: (title: string, text: string) => `${title}: ${text}`,
      list: (items: string[]) => items.join("; "),
      bullet: (text: string) => `- ${text}`,
      seeMore: (link: string) => `For details, see ${link}.`,
      timeline:
        "Our site doesn't give typical timelines: they depend on the scope and your requirements, so we agree the schedule with you in the quote. The first consultation is free, and if you're in a hurry, contact us first.",
      confidentiality:
        "Our employees and contractors sign confidentiality agreements, and client project details are kept confidential (as our privacy policy states). Signing an NDA for your project is something to discuss in a free consultation.",
      availability:
        "I can't see our team's calendar from this chat. Please pick a time that suits you in the booking calendar for an online consultation.",
      billedOnce: (plan: string) =>
        `${plan}. This is charged per job, not monthly; the monthly plans are maintenance and cloud hosting.`,
      billedMonthly: (plan: string) => `${plan}. This is a monthly charge.`,
      station: (address: string) =>
        `Our site doesn't name the nearest station; the map on our Contact page shows the way to the office (${address}).`,
      quotedOnRequest: (link: string) =>
        `This service isn't in our pricing calculator: we quote it once we know your requirements. Ask us through the ${link} (the first consultation is free).`,
      related: (links: string) => `Related: ${links}`,
      linkSeparator: ", ",
      pricePlan: (title: string, price: string, unit: string) => `${title}: ${price} ${unit}`,
      priceNote: "Prices are estimates before tax. We confirm the final price once we know your requirements.",
      taxTitle: "Prices before tax, with tax, consumption tax included or excluding tax",
      taxAnswer:
        "The prices on our plans and in this chat are before tax; 10% consumption tax is added. The pricing calculator also shows the amount including tax.",
      paymentKeywords: ["payment", "pay", "invoice", "bank transfer", "installments", "payment terms", "billing"],
      quoteProcessTitle: "How getting a quote works (pricing calculator, written quotation, no sign-up)",
      quoteProcessKeywords: [
        "quote process",
        "quotation",
        "in writing",
        "written quote",
        "pdf",
        "sign up",
        "account",
        "final price",
        "binding",
      ],
      quoteProcess: (days: number) =>
        `You get a quote from the pricing calculator, free and with no sign-up: enter your name and email, choose a service and its details, and you see an approximate price at once; the quotation (PDF) is emailed to you. The figure is an estimate: the final price is confirmed once we have gone through your requirements together. A quote you leave unfinished is deleted automatically after ${days} days.`,
      priceCategory: (category: string) => `Our ${category} plans:`,
      servicesOverview: (core: string, additional: string) =>
        `Our main services are ${core}. We also offer ${additional}.`,
      caseStudiesOverview: (titles: string) => `Selected case studies: ${titles}`,
      portfolioOverview: (titles: string) => `Selected projects: ${titles}`,
      teamOverview: (members: string) => `Our team: ${members}`,
      member: (name: string, role: string, bio: string) => `${name} (${role}): ${bio}`,
      contactDetails: (email: string, phone: string, hours: string) =>
        `Email: ${email}\nPhone: ${phone} (${hours})\nWe reply to every enquiry within ${replyHours} hours.`,
      access: (address: string) => `Our office: ${address}`,
      hours: (label: string) => `Our business hours are ${label}.`,
      languages: "We work in both English and Japanese.",
      social: (accounts: string) => `Our social media accounts: ${accounts}`,
      replyPromise: `We reply to every enquiry within ${replyHours} hours.`,
    },
    hours: {
      open: "We're open right now, so a member of our team will pick this up shortly.",
      closedSoon: (next: string) =>
        `We're outside business hours right now. A member of our team will reply from ${next}, within ${replyHours} hours.`,
      closedNextBusinessDay: (next: string) =>
        `We're outside business hours right now, so a member of our team will reply on the next business day (${next}).`,
      nextOpening: (date: string, time: string) => `${date}, ${time} JST`,
      openNow: "We're open right now.",
      closedNow: (next: string) => `We're outside business hours right now; we open again ${next}.`,
    },
    fallback: {
      unsure: (contact: string) =>
        `Our site doesn't say, so I can't answer that here. A member of our team can answer it directly: type "pass it on" and I'll take your details and pass your question on, or use the ${contact}.`,
      notStated: (part: string) => `"${part}": our site doesn't say. I can pass this question on to our team.`,
      contactLabel: "contact form",
      declineInstruction: (calculator: string) =>
        `Sorry, I can't do that. In this chat I answer questions about our services, prices and company. All our prices, with their breakdown, are in the ${calculator}.`,
      greeting: "Hello! Feel free to ask about our services or prices.",
      cancelled: "No problem. Is there anything else I can help with?",
      thanks: "You're welcome. If anything else comes up, just ask.",
      person: (contact: string) =>
        `I can put you in touch with our team. Type "Contact Sales" or "Contact Support" and I'll take your name and email, or use the ${contact}.`,
    },
    quote: {
      intro:
        'Happy to help with a quote. What do you have in mind? Pick a number, or describe it in your own words, for example "a 10-page website". Or use our pricing calculator to build the quote yourself and have it emailed to you.',
      category: (n: number, title: string, description: string) => `${n}. ${title} (${description})`,
      retry: "Sorry, I couldn't tell what you need. Could you pick one of these by number?",
      estimate: (plan: string, condition: string, amount: string) =>
        `For ${condition}, the ${plan} plan comes to about ${amount} before tax.`,
      calculator: (link: string) => `To try your own figures and have the quote emailed to you, use the ${link}.`,
      giveUp: (link: string) =>
        `Prices depend on what you need. With the ${link}, you pick a service, enter a few details and see an estimate straight away.`,
      units: {
        pages: (n: string) => `${n} pages`,
        screens: (n: string) => `${n} screens`,
        hours: (n: string) => `${n} hours`,
        features: (n: string) => `${n} features`,
        gigabytes: (n: string) => `${n} GB`,
      },
    },
    estimate: {
      intro: "Here is an estimate for what you describe (the same calculation as our pricing calculator):",
      flat: "flat fee",
      oneOff: (plan: string, condition: string, amount: string, withTax: string, breakdown: string) =>
        `- ${plan} (${condition}): ${amount} before tax, ${withTax} with 10% tax [${breakdown}]`,
      monthly: (plan: string, condition: string, amount: string, withTax: string, breakdown: string) =>
        `- ${plan} (${condition}): ${amount} a month before tax, ${withTax} with 10% tax [${breakdown}]`,
      times: (unitPrice: string, quantity: string) => `${unitPrice} × ${quantity}`,
      base: (amount: string) => `base fee ${amount}`,
      total: (amount: string, withTax: string) => `One-off total: ${amount} before tax, ${withTax} with 10% tax`,
      budget: (budget: string, condition: string) =>
        `A budget of ${budget} before tax covers up to about ${condition}.`,
      withinBudget: (budget: string, total: string) =>
        `What you describe comes to about ${total} before tax, within your budget of ${budget}.`,
      overBudget: (budget: string, total: string) =>
        `What you describe comes to about ${total} before tax, more than your budget of ${budget}.`,
      belowEveryPlan: (budget: string) => `A budget of ${budget} does not cover even the smallest size of this.`,
      needsTalk:
        'Features in detail and the timeline depend on your requirements, so our team would go through them with you. Type "please contact me" and I\'ll pass this enquiry on.',
    },
    lead: {
      startSales: "I'll pass your enquiry to our sales team. First, may I have your name?",
      startSupport: "I'll pass your request to our support team. First, may I have your name?",
      cancelHint: 'Type "cancel" at any time to stop.',
      askNameAgain: "To carry on with your request, may I have your name?",
      askEmailAgain: "To carry on with your request, please enter your email address.",
      askEmail: (name: string) => `Thank you, ${name}. What email address should we reply to?`,
      askMessageSales: "What would you like to discuss? (For example the service, your budget and timing.)",
      askMessageSupport: "Please describe the problem in as much detail as you can.",
      noDetails: {
        sales: "Asked to be contacted (details to be discussed then)",
        support: "Asked support to get in touch (details to be discussed then)",
      },
      invalid: (message: string) => `${message}. Please try again.`,
      done: (name: string, email: string) =>
        `Thank you, ${name}. We've received your request and will send a confirmation to ${email}. A member of our team will get back to you within ${replyHours} hours.`,
      cancelled: "No problem, I've cancelled that. Is there anything else I can help with?",
      fields: {
        name: "Name",
        email: "Email",
        phone: "Phone",
        company: "Company",
        preferredTime: "Best time to contact",
        message: "Your request",
      },
      confirm: (details: string) =>
        `${details}\nShall I send these details to our team so they can get back to you? (To correct one, just type the right value.)`,
      yes: "yes",
      questionPassedOn: (question: string) =>
        `I can't answer "${question}" here, so I've added it to your request; our team will answer it.`,
      confirmAgain: "I've updated your details.",
      confirmStill:
        'Your details above are kept. If they\'re right, type "yes"; to correct anything, type the right details.',
      withCompany: (company: string, name: string) => `${name} (${company})`,
    },
  },
});

export type ChatRepliesText = (typeof chatReplies)["ja"];
