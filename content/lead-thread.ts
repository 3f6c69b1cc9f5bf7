import { defineContent } from "../domain/i18n/dictionary";

/** Copy of a lead's conversation in the staff office: one thread, both ways, and the "nobody answers twice" check. */
export const leadThread = defineContent({
  ja: {
    title: "やり取り",
    empty: "やり取りはまだありません。",
    kinds: {
      original: "お客様からの受付",
      automatic: "自動送信メール",
      staffReply: "スタッフの返信",
      inbound: "お客様からのメール",
      note: "社内メモ（お客様には見えません）",
    },
    needsReply: "返信が必要です",
    from: "差出人",
    to: "宛先",
    attachments: "添付ファイル",
    notStored: {
      size: "（大きすぎるため保存していません。会社のメールボックスで確認してください）",
      message: "（1通で保存する添付ファイルの数を超えたため保存していません。会社のメールボックスで確認してください）",
      lead: "（この案件で保存する添付ファイルの容量を超えたため保存していません。会社のメールボックスで確認してください）",
      sender:
        "（この差出人から1日に保存する添付ファイルの容量を超えたため保存していません。会社のメールボックスで確認してください）",
    },
    authentication: "送信元の認証",
    authenticationFailed: "送信元の認証に失敗しています。差出人が偽装されている可能性があります。",
    truncated: "（大きすぎるため本文は保存していません。会社のメールボックスで確認してください）",
    matchedBy: {
      thread: "返信の関連付け",
      address: "返信用アドレス",
      reference: "件名の受付番号",
      sender: "差出人のアドレス",
    } as Record<string, string>,
    composing: (name: string, since: string) => `${name}さんが ${since} から返信を書いています。`,
    conflictTitle: "ほかのスタッフがこの件に対応しています",
    conflictReplied: (name: string, at: string) => `${name}さんが ${at} に返信を送信しました。`,
    conflictComposing: (name: string, at: string) => `${name}さんが ${at} から返信を書いています。`,
    conflictHelp:
      "重複して返信しないよう、上のやり取りを確認してください。それでも送る場合は「このまま送信」を押してください。",
    sendAnyway: "このまま送信",
    reconsider: "送信をやめてページを開き直す",
  },
  en: {
    title: "Conversation",
    empty: "No conversation yet.",
    kinds: {
      original: "Visitor's message",
      automatic: "Automatic email",
      staffReply: "Staff reply",
      inbound: "Visitor's email",
      note: "Internal note (the visitor never sees it)",
    },
    needsReply: "Needs a reply",
    from: "From",
    to: "To",
    attachments: "Attachments",
    notStored: {
      size: "(too large to keep; see the company mailbox)",
      message: "(past the number of attachments kept from one email; see the company mailbox)",
      lead: "(past the attachment space kept for this lead; see the company mailbox)",
      sender: "(past the attachment space kept per sender and day; see the company mailbox)",
    },
    authentication: "Sender authentication",
    authenticationFailed: "The sender's authentication failed: the From address may be forged.",
    truncated: "(too large to keep its text; see the company mailbox)",
    matchedBy: {
      thread: "reply to our email",
      address: "per-lead reply address",
      reference: "reference in the subject",
      sender: "sender's address",
    } as Record<string, string>,
    composing: (name: string, since: string) => `${name} has been writing a reply since ${since}.`,
    conflictTitle: "Someone else is working on this lead",
    conflictReplied: (name: string, at: string) => `${name} sent a reply at ${at}.`,
    conflictComposing: (name: string, at: string) => `${name} started writing a reply at ${at}.`,
    conflictHelp:
      "Check the conversation above so the visitor does not get two answers. To send yours anyway, press “Send anyway”.",
    sendAnyway: "Send anyway",
    reconsider: "Don't send; reload the lead",
  },
});
