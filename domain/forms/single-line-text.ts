/**
 * What a one-line field (name, email, phone, company) may not contain. These
 * values reach emails the company sends to the address a visitor typed, so the
 * form must not be a way to send a stranger a link, a line break, or a name a
 * mail program reads as another sender.
 */

// C0/C1 controls (tab and line breaks included: the field is one line) and the Unicode line separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

export function hasForbiddenCharacters(value: string): boolean {
  return CONTROL.test(value);
}

// An RFC 2047 encoded word (=?charset?B?…?= or =?charset?Q?…?=): lenient mail programs decode one even
// inside a quoted display name, so "Bob =?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=" shows as "Bob <attacker@evil.example>".
const ENCODED_WORD = /=\?[^?]*\?[bq]\?[^?]*\?=/i;

export function hasEncodedWord(value: string): boolean {
  return ENCODED_WORD.test(value);
}

// Top-level domains that spam links use, or that a person might otherwise type
// as a bare domain. Names such as "Y.Tanaka" or "Co., Ltd." do not end in one.
const LINK_TLDS =
  "com|net|org|info|biz|io|co|me|ly|gl|gd|to|cc|tk|ml|ga|cf|gq|xyz|top|site|online|club|shop|store|app|dev|link|click|live|ru|cn|jp|uk|de|us|in|su|ua|kr|br|fr|pl|nl|it|es|tv|ws|pw|icu|vip|win|bid|loan|work|page";
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\//i;
const WWW = /\bwww\d{0,3}\./i;
// A dotted host followed by a path ("bit.ly/x", "evil.example/a") ...
const HOST_WITH_PATH = /[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\//i;
// ... or ending in a common top-level domain ("example.com", "shop.example.co.jp").
const BARE_DOMAIN = new RegExp(`[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${LINK_TLDS})(?![a-z0-9-])`, "i");

/** True when the text holds something a mail client would turn into a link. */
export function hasLink(value: string): boolean {
  return (
    SCHEME.test(value) ||
    WWW.test(value) ||
    HOST_WITH_PATH.test(value) ||
    BARE_DOMAIN.test(value) ||
    /\bmailto:/i.test(value)
  );
}
