import { company } from "./company";
import { defineContent } from "../domain/i18n/dictionary";

/**
 * The visitor's side of a chat answered when they had left: the field the panel offers outside business hours, and
 * the email a person's reply goes out in.
 */
export const chatHandoffEmail = defineContent({
  ja: {
    subject: `【${company.shortName.ja}】チャットのご質問へのお返事`,
    intro: (name: string) => `チャットでいただいたご質問に、担当の${name}がお返事しました。`,
    reopen: (days: number) => `チャットの続きはこちらから（このリンクは${days}日間有効です）`,
    ignore: "お心当たりのない場合は、このメールを破棄してください。チャット画面でこのメールアドレスが入力されました。",
  },
  en: {
    subject: `${company.shortName.en}: a reply to your chat question`,
    intro: (name: string) => `${name} from our team has answered your question in the chat.`,
    reopen: (days: number) => `Continue the conversation (this link works for ${days} days)`,
    ignore: "If this was not you, please ignore this email: the address was typed into our website's chat.",
  },
});

/** What the office reads about whether its chat reply reaches the visitor. */
export const chatReach = defineContent({
  ja: {
    connected: "お客様のチャット画面は開いています。返信はすぐに表示されます。",
    byEmail: (email: string) =>
      `お客様のチャット画面は閉じています。返信はチャットに残り、お客様が入力したメールアドレス（${email}）にも送られます。`,
    unreachable:
      "お客様のチャット画面は閉じていて、メールアドレスもありません。お客様がチャットに戻るまで、返信は届きません。",
    sentByEmail: "チャットに返信し、お客様のチャット画面が閉じていたためメールでも送りました。",
    sentUnreachable:
      "チャットに返信しましたが、お客様のチャット画面は閉じていて、メールアドレスもないため届いていません。",
    sentCapped: "チャットに返信しました。このアドレスへのメールは送信上限に達したため、メールでは送っていません。",
  },
  en: {
    connected: "The visitor's chat panel is open: your reply appears there at once.",
    byEmail: (email: string) =>
      `The visitor's chat panel is closed: your reply stays in the chat and is also emailed to the address they gave (${email}).`,
    unreachable:
      "The visitor's chat panel is closed and they gave no email address: they cannot be reached until they come back to the chat.",
    sentByEmail: "Your reply was sent in the chat and, as the visitor's panel was closed, by email too.",
    sentUnreachable:
      "Your reply was sent in the chat, but the visitor's panel is closed and they gave no email address: it has not reached them.",
    sentCapped: "Your reply was sent in the chat. The email to this address is over its sending cap, so none was sent.",
  },
});
