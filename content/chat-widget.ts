import { defineContent } from "../domain/i18n/dictionary";
import { company } from "./company";

/** The four quick options of spec section 9, in menu order. */
export const chatQuickOptionIds = ["ask", "quote", "sales", "support"] as const;
export type ChatQuickOptionId = (typeof chatQuickOptionIds)[number];

export interface ChatQuickOption {
  id: ChatQuickOptionId;
  /** Shown on the button and sent as the message content with type "menu_selection". */
  label: string;
}

/**
 * The widget and the assistant share these labels: the widget sends the label as a
 * menu_selection message and the assistant recognises it (in either language).
 */
export const chatQuickOptions = defineContent<ChatQuickOption[]>({
  ja: [
    { id: "ask", label: "質問する" },
    { id: "quote", label: "お見積もり" },
    { id: "sales", label: "営業へのお問い合わせ" },
    { id: "support", label: "サポートへのお問い合わせ" },
  ],
  en: [
    { id: "ask", label: "Ask a question" },
    { id: "quote", label: "Get a quote" },
    { id: "sales", label: "Contact Sales" },
    { id: "support", label: "Contact Support" },
  ],
});

/** Texts of the chat panel (spec sections 2 "Chat widget", 4 and 8). */
export const chatWidget = defineContent({
  ja: {
    /** The panel title: the assistant answers at any hour, people during business hours. */
    title: "AIは24時間、担当者は営業時間内にお答えします",
    subtitle: "チャットサポート",
    /** The two greetings shown on first open (spec section 4). */
    welcome: `こんにちは。${company.shortName.ja}のチャットサポートです。`,
    menuPrompt: "ご用件を下のメニューからお選びいただくか、ご質問をそのまま入力してください。",
    placeholder: "メッセージを入力してください...",
    send: "送信",
    openButton: "チャットサポートを開く",
    minimize: "チャットを最小化",
    newConversation: "新しい会話を始める",
    typing: "回答を作成しています",
    messagesLabel: "チャットのメッセージ",
    quickOptionsLabel: "よくあるご用件",
    inputLabel: "メッセージ",
    you: "あなた",
    assistant: "サポート",
    /** Shown after a staff member's name on their messages in the panel. */
    personSuffix: "（担当者）",
    /** The panel's button that hands the conversation to a person, and the visitor's words it sends. */
    talkToPerson: "担当者と話す",
    talkToPersonMessage: "担当者と話したいです",
    /** Staff closed the conversation: said in the panel, with a button to start afresh. */
    closedByCompany: "担当者がこの会話を終了しました。このままメッセージを送ると、アシスタントがお答えします。",
    /** Outside business hours, once a person has the conversation: an optional address for the answer. */
    handoffEmailLabel: "メールアドレス（任意）",
    handoffEmailHint: "担当者のお返事を、この画面に加えてメールでもお送りします。",
    handoffEmailSend: "メールでも受け取る",
    /** The emailed link did not reopen the conversation (expired, or a newer email replaced it). */
    reopenFailed:
      "このリンクでは会話を開けませんでした。有効期限が切れたか、新しいメールのリンクに置き換わっています。",
    errorTitle: "エラー",
    errorFallback: "メッセージを送信できませんでした",
  },
  en: {
    title: "Our assistant answers any time; our team in business hours",
    subtitle: "Chat Support",
    welcome: `Hello! Welcome to ${company.shortName.en} chat support.`,
    menuPrompt: "Choose an option below, or type your question.",
    placeholder: "Type your message...",
    send: "Send",
    openButton: "Open chat support",
    minimize: "Minimise chat",
    newConversation: "Start a new conversation",
    typing: "Writing a reply",
    messagesLabel: "Chat messages",
    quickOptionsLabel: "Common requests",
    inputLabel: "Message",
    you: "You",
    assistant: "Support",
    personSuffix: " (our team)",
    talkToPerson: "Talk to a person",
    talkToPersonMessage: "I'd like to talk to a person, please.",
    closedByCompany: "Our team has closed this conversation. If you write again, our assistant will answer.",
    handoffEmailLabel: "Email (optional)",
    handoffEmailHint: "We'll send our team's answer by email as well as here.",
    handoffEmailSend: "Get the answer by email",
    reopenFailed: "This link could not open the conversation: it has expired, or a newer email's link replaced it.",
    errorTitle: "Error",
    errorFallback: "Failed to send message",
  },
});

export type ChatWidgetText = (typeof chatWidget)["ja"];
