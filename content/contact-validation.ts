import { defineContent } from "../domain/i18n/dictionary";

/** Validation messages of the contact form and the calculator start (spec sections 5 and 8). */
export const contactValidation = defineContent({
  ja: {
    nameRequired: "お名前を入力してください",
    nameTooLong: "お名前は100文字以内で入力してください",
    emailInvalid: "有効なメールアドレスを入力してください",
    emailTooLong: "メールアドレスは254文字以内で入力してください",
    phoneTooLong: "電話番号は50文字以内で入力してください",
    phoneInvalid: "電話番号は文字列で入力してください",
    companyTooLong: "会社名は200文字以内で入力してください",
    companyInvalid: "会社名は文字列で入力してください",
    messageRequired: "お問い合わせ内容を入力してください",
    messageTooLong: "お問い合わせ内容は5000文字以内で入力してください",
    bodyInvalid: "送信内容を読み取れませんでした。入力内容をご確認ください",
    nameHasLink: "お名前にURLやドメイン名は入力できません",
    companyHasLink: "会社名にURLやドメイン名は入力できません",
    nameBadCharacters: "お名前に使用できない制御文字が含まれています",
    emailBadCharacters: "メールアドレスに使用できない制御文字が含まれています",
    phoneBadCharacters: "電話番号に使用できない制御文字が含まれています",
    companyBadCharacters: "会社名に使用できない制御文字が含まれています",
    nameEncodedWord: "お名前に「=?…?=」の形の文字列は入力できません",
    companyEncodedWord: "会社名に「=?…?=」の形の文字列は入力できません",
  },
  en: {
    nameRequired: "Name is required",
    nameTooLong: "Name must be less than 100 characters",
    emailInvalid: "Invalid email address",
    emailTooLong: "Email must be less than 255 characters",
    phoneTooLong: "Phone number must be less than 50 characters",
    phoneInvalid: "Phone number must be text",
    companyTooLong: "Company name must be less than 200 characters",
    companyInvalid: "Company name must be text",
    messageRequired: "Message is required",
    messageTooLong: "Message must be less than 5000 characters",
    bodyInvalid: "The request could not be read. Please check what you entered",
    nameHasLink: "Name must not contain a web address",
    companyHasLink: "Company name must not contain a web address",
    nameBadCharacters: "Name contains control characters that are not allowed",
    emailBadCharacters: "Email contains control characters that are not allowed",
    phoneBadCharacters: "Phone number contains control characters that are not allowed",
    companyBadCharacters: "Company name contains control characters that are not allowed",
    nameEncodedWord: "Name must not contain encoded text such as =?…?=",
    companyEncodedWord: "Company name must not contain encoded text such as =?…?=",
  },
});

export type ContactValidationMessages = (typeof contactValidation)["ja"];
