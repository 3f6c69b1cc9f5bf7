import { defineContent } from "../domain/i18n/dictionary";

/** Messages of the API's non-validation errors, in the visitor's language. */
export const apiErrors = defineContent({
  ja: {
    crossSite: "このサイト以外からの送信は受け付けていません。",
    tooLarge: "送信内容が大きすぎます（64KBまで）。",
    unsupportedType: "この形式の送信には対応していません。",
    rateLimited: "短時間に送信が集中しています。しばらく待ってから再度お試しください。",
    malformed: "送信内容を読み取れませんでした。",
    unavailable: "ただいま混み合っています。しばらくしてから再度お試しください。",
    notFound: "見つかりませんでした。",
    methodNotAllowed: "このアドレスはこの方法のリクエストに対応していません。",
    internal: "エラーが発生しました。時間をおいて再度お試しください。",
    formTokenInvalid: "フォームの有効期限が切れました。ページを再読み込みしてから、もう一度送信してください。",
    formTokenTooFast: "送信が早すぎます。数秒待ってから、もう一度送信してください。",
    formTokenUsed: "このフォームは送信済みです。ページを再読み込みしてから、もう一度送信してください。",
    idempotencyMismatch: "この Idempotency-Key は別の内容の送信に使われています",
  },
  en: {
    crossSite: "Submissions from other sites are not accepted.",
    tooLarge: "The submission is too large (64 KB at most).",
    unsupportedType: "This type of submission is not supported.",
    rateLimited: "Too many submissions in a short time. Please wait a moment and try again.",
    malformed: "The submission could not be read.",
    unavailable: "We are busy right now. Please try again in a moment.",
    notFound: "Not found.",
    methodNotAllowed: "This address does not accept this kind of request.",
    internal: "Something went wrong. Please try again later.",
    formTokenInvalid: "This form has expired. Please reload the page and send it again.",
    formTokenTooFast: "That was sent too quickly. Please wait a few seconds and send it again.",
    formTokenUsed: "This form has already been sent. Please reload the page to send another.",
    idempotencyMismatch: "This Idempotency-Key was already used for a different request",
  },
});

export type ApiErrorKey = keyof (typeof apiErrors)["ja"];
