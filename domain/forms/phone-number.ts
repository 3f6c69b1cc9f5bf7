/**
 * What the contact form's phone field holds: a number as people write it (digits, spaces, + ( ) and -), with the
 * full-width forms and the dashes a Japanese keyboard offers folded to their ASCII form first, so 「０９０ー１２３４」
 * is kept as 090-1234 and letters or words ("call me later") are refused with a message of their own.
 */
const DASHES = /[\u2010-\u2015\u2212\u30fc\uff0d\uff70\u2012]/g;
const PHONE_SHAPE = /^[0-9 +()-]*$/;

export function foldPhone(raw: string): string {
  return raw.normalize("NFKC").replace(DASHES, "-").replace(/\s+/g, " ");
}

export function isPhoneShape(folded: string): boolean {
  return PHONE_SHAPE.test(folded) && (folded === "" || /[0-9]/.test(folded));
}
