import { defineContent } from "../domain/i18n/dictionary";
import { company } from "./company";

/** The bookable meeting (spec section 1: "book a 30-minute meeting"). */
const meetingMinutes = 30;
const replyHours = company.promises.replyWithinHours;

export type ContactFieldName = "name" | "email" | "phone" | "company" | "message";

export interface ContactFieldCopy {
  name: ContactFieldName;
  label: string;
  placeholder: string;
}

/** Copy of the contact page (spec section 2 "Contact", section 8 contact rows). Company facts come from company.ts. */
export const contactPage = defineContent({
  ja: {
    hero: {
      eyebrow: "Contact",
      title: "お問い合わせ",
      lead: "Web・アプリ開発、クラウド、AI活用など、ITに関するご相談はお気軽にお寄せください。フォームからのメッセージ、またはオンライン面談のご予約を承っています。",
    },
    channels: {
      title: "連絡先",
      office: "所在地",
      email: "メール",
      emailNote: `${replyHours}時間以内にご返信いたします`,
      phone: "電話",
      hoursLabel: "受付時間：",
    },
    tabs: { label: "お問い合わせ方法", message: "メッセージを送る", schedule: "面談を予約する" },
    form: {
      title: "フォームからのお問い合わせ",
      lead: `内容を確認のうえ、担当者より${replyHours}時間以内にご連絡いたします。`,
      requiredNote: "* は必須項目です",
      fields: [
        { name: "name", label: "お名前", placeholder: "山田 太郎" },
        { name: "email", label: "メールアドレス", placeholder: "example@company.co.jp" },
        { name: "phone", label: "電話番号", placeholder: "090-1234-5678" },
        { name: "company", label: "会社名", placeholder: "株式会社〇〇" },
        {
          name: "message",
          label: "お問い合わせ内容",
          placeholder: "ご相談の内容、ご予算、ご希望の時期などをご記入ください。",
        },
      ] as ContactFieldCopy[],
      honeypotLabel: "この欄には何も入力しないでください",
      privacy: {
        before: "ご入力いただいた個人情報は、お問い合わせへの回答とご連絡のためにのみ利用いたします。詳しくは",
        link: "プライバシーポリシー",
        after: "をご確認ください。",
      },
      submit: "送信する",
      sending: "送信中…",
    },
    toasts: {
      validationTitle: "入力内容をご確認ください",
      successTitle: "送信が完了しました",
      success: "メッセージを送信しました。担当者より追ってご連絡いたします。",
      failureTitle: "送信できませんでした",
      failure: "送信に失敗しました。時間をおいて再度お試しいただくか、メールで直接お問い合わせください。",
      referenceLabel: "受付番号",
      nextStep: `営業日${replyHours}時間以内に担当者よりメールでご返信いたします。お問い合わせの際は受付番号をお知らせください。`,
    },
    schedule: {
      title: "オンライン面談のご予約",
      lead: `カレンダーからご都合のよい日時をお選びください。${meetingMinutes}分間の無料相談で、ご要望を伺い、進め方をご提案いたします。`,
      frameTitle: "オンライン面談の予約カレンダー",
      fallbackBefore: "カレンダーが表示されない場合は、",
      fallbackLink: "予約ページを新しいタブで開いてください",
      fallbackAfter: "。",
      /** Without JavaScript the tabs cannot switch: a plain link to the booking page instead. */
      noScriptBefore: "JavaScriptが無効のため、面談予約のタブは開けません。",
      noScriptLink: "面談の予約ページを開く",
      noScriptAfter: "（外部サイト・新しいタブ）",
    },
    consultation: {
      eyebrow: "Free consultation",
      title: "初回のご相談は無料です",
      text: "「何から始めればよいかわからない」という段階でも大丈夫です。課題の整理から、費用やスケジュールの目安まで、お気軽にご相談ください。",
      points: [`${replyHours}時間以内にご返信`, "日本語・英語どちらでも対応", "オンライン面談にも対応"],
      cta: "面談を予約する",
    },
    access: {
      title: "アクセス",
      lead: "お打ち合わせは弊社オフィスのほか、オンラインでも承ります。ご来社の際は、事前にご予約をお願いいたします。",
      mapLink: "Google マップで見る",
      mapTitle: `${company.shortName.ja} オフィス周辺の地図`,
      mapUnavailable: "地図サービスを読み込めなかったため、略図を表示しています。",
    },
  },
  en: {
    hero: {
      eyebrow: "Contact",
      title: "Contact Us",
      lead: `Planning a website, an app, a move to the cloud or an AI project? Send us a message or book an online meeting, and we will get back to you within ${replyHours} hours.`,
    },
    channels: {
      title: "Get in touch",
      office: "Office",
      email: "Email",
      emailNote: `We reply within ${replyHours} hours`,
      phone: "Phone",
      hoursLabel: "Hours: ",
    },
    tabs: { label: "Ways to reach us", message: "Send a message", schedule: "Schedule a meeting" },
    form: {
      title: "Send us a message",
      lead: `Tell us a little about your project and our team will reply within ${replyHours} hours.`,
      requiredNote: "* indicates required field",
      fields: [
        { name: "name", label: "Name", placeholder: "Jane Smith" },
        { name: "email", label: "Email", placeholder: "you@company.com" },
        { name: "phone", label: "Phone", placeholder: "+81 90-1234-5678" },
        { name: "company", label: "Company", placeholder: "Your company" },
        {
          name: "message",
          label: "Message",
          placeholder: "What would you like to build? Budget and timing help us too.",
        },
      ],
      honeypotLabel: "Leave this field empty",
      privacy: {
        before: "We use the details you give us only to answer your enquiry and to contact you about it. See our ",
        link: "Privacy Policy",
        after: " for details.",
      },
      submit: "Send message",
      sending: "Sending…",
    },
    toasts: {
      validationTitle: "Please check the form",
      successTitle: "Message sent",
      success: "Your message has been sent. Our team will contact you shortly.",
      failureTitle: "Message not sent",
      failure: "Failed to send message. Please try again or email us directly.",
      referenceLabel: "Your reference",
      nextStep: `We will reply by email within ${replyHours} hours on business days. Please quote your reference if you write to us.`,
    },
    schedule: {
      title: "Book an online meeting",
      lead: `Pick a time that suits you. In a free ${meetingMinutes}\u2011minute call we listen to your goals and suggest how to get there.`,
      frameTitle: "Meeting booking calendar",
      fallbackBefore: "If the calendar does not load, ",
      fallbackLink: "open the booking page in a new tab",
      fallbackAfter: ".",
      noScriptBefore: "With JavaScript off, the meeting tab cannot open. ",
      noScriptLink: "Open the booking page",
      noScriptAfter: " (external site, new tab).",
    },
    consultation: {
      eyebrow: "Free consultation",
      title: "Your first consultation is free",
      text: "Not sure where to start? That is fine. We help you pin down the problem and give you a feel for cost and timing, with no obligation.",
      points: [`Reply within ${replyHours} hours`, "In English or Japanese", "Online meetings welcome"],
      cta: "Book a meeting",
    },
    access: {
      title: "Access",
      lead: "We are happy to meet at our office or online. If you would like to visit, please book an appointment first.",
      mapLink: "View on Google Maps",
      mapTitle: `Map of the ${company.shortName.en} office area`,
      mapUnavailable: "The map service did not load, so this is our sketch map.",
    },
  },
});

export type ContactPageContent = (typeof contactPage)["ja"];

/** What a plain HTML form post (JavaScript off) came back with: ?sent=1 or ?error=<message key>. */
export type ContactOutcome = {
  kind: "sent" | "error";
  title: string;
  message: string;
  detail?: string;
  /** The message's reference (C-2611-0002) and its label, once it is sent. */
  reference?: { label: string; value: string };
} | null;
