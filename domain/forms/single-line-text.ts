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

/**
 * The text as a link-finding program reads it: NFKC folds full-width forms
 * (ｈｔｔｐ：／／, evil．com) into ASCII, and the ideographic full stops that IDNA
 * (UTS #46) treats as dots count as dots between ASCII letters or digits.
 */
export function linkReading(value: string): string {
  return value.normalize("NFKC").replace(/(?<=[a-z0-9])[\u3002\uff61](?=[a-z0-9])/gi, ".");
}

const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\//i;
const MAILTO = /\bmailto:/i;
const WWW = /\bwww\d{0,3}\./i;
const IPV4 = /(?<![\p{L}\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{L}\p{N}]|\.\d)/u;
// Hex groups joined by colons (at least two colons, or a "::"), as an IPv6 literal is written, brackets or not.
const IPV6 = /(?<![\p{L}\p{N}:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\p{L}\p{N}:])/giu;
// A dotted name whose last label reads as a top-level domain: any two or more letters (not a list: new
// top-level domains appear every year, and the link filter must not trail them), or an IDNA "xn--" label.
// It starts only where a word starts: tried from inside a long word, each start would scan to its end (quadratic).
const DOMAIN =
  /(?<![\p{L}\p{N}_-])[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.(?:\p{L}{2,}|xn--[a-z0-9-]+)(?![\p{L}\p{N}_-])/giu;

/**
 * The legal forms a company name ends in (or, in Japanese, begins with). A dotted token that only
 * precedes one ("Amazon.com, Inc.", "Booking.com B.V.") is the company's registered name, not a link
 * the field smuggles: decision 016 explains the rule.
 */
const CORPORATE_FORMS = [
  "inc",
  "incorporated",
  "ltd",
  "limited",
  "llc",
  "llp",
  "lp",
  "corp",
  "corporation",
  "co",
  "company",
  "gmbh",
  "ag",
  "sa",
  "s\\.a",
  "sas",
  "spa",
  "plc",
  "kk",
  "k\\.k",
  "bv",
  "b\\.v",
  "nv",
  "n\\.v",
  "pty",
  "ab",
  "oy",
  "株式会社",
  "合同会社",
  "有限会社",
  "合資会社",
  "合名会社",
  "\\(株\\)",
  "㈱",
].join("|");
const FORM_AFTER = new RegExp(
  `^\\s*,?\\s*(?:${CORPORATE_FORMS})\\.?(?:\\s*,?\\s*(?:${CORPORATE_FORMS})\\.?)*\\s*$`,
  "iu",
);
const FORM_BEFORE = new RegExp(`(?:^|\\s)(?:株式会社|合同会社|有限会社|合資会社|合名会社|\\(株\\)|㈱)\\s*$`, "u");
const JP_FORMS = "株式会社|合同会社|有限会社|合資会社|合名会社|㈱";
const JP_FORM_EDGES = new RegExp(`^((?:${JP_FORMS})?)(.*?)((?:${JP_FORMS})?)$`, "u");
// "Co.Ltd", "K.K": a token made of legal-form abbreviations only is not a domain.
const FORMS_ONLY = new RegExp(`^(?:(?:${CORPORATE_FORMS})\\.?)+$`, "iu");

/**
 * True when a dotted token is a link: a company's own dotted name, followed only by its legal form
 * ("Amazon.com, Inc.", "Example.jp株式会社"), is not.
 */
// An initial or a title joined to a capitalised name ("Y.Tanaka", "Mr.Smith") is a person, unless the name
// part is one of the top-level domains people most often type bare ("X.Com").
const COMMON_TLDS =
  "com|net|org|info|biz|io|co|me|ly|to|cc|xyz|top|site|online|shop|app|dev|link|ru|cn|jp|uk|de|us|kr|fr|tv|page|zip|mov";
const INITIAL_AND_NAME = /^(?:\p{Lu}|Mr|Mrs|Ms|Dr|Prof|St)\.(\p{Lu}\p{Ll}+)$/u;
const COMMON_TLD = new RegExp(`^(?:${COMMON_TLDS})$`, "i");
const isPersonName = (token: string) => !COMMON_TLD.test(INITIAL_AND_NAME.exec(token)?.[1] ?? "com");

function isLinkLikeDomain(text: string, match: RegExpExecArray, allowCorporateName: boolean): boolean {
  // A Japanese legal form written without a space ("株式会社Example.com") is not part of the dotted name.
  const [, prefix = "", token = "", suffix = ""] = JP_FORM_EDGES.exec(match[0]) ?? [];
  if (FORMS_ONLY.test(token) || isPersonName(token)) return false;
  if (!allowCorporateName) return true;
  const before = text.slice(0, match.index) + prefix;
  const after = suffix + text.slice(match.index + match[0].length);
  if (after.startsWith("/") || after.startsWith(":")) return true;
  // Only a legal form after the name makes it a registered name: "株式会社evil.com" reads as a link with a prefix.
  if (!(before.trim() === "" || FORM_BEFORE.test(before))) return true;
  return !FORM_AFTER.test(after);
}

/**
 * True when the text holds something a mail client or PDF viewer would turn into a link, or an
 * address to type into one: a scheme, "www.", mailto:, an IPv4 or IPv6 literal, or a dotted name
 * with any top-level domain. Read after NFKC, so full-width forms count. With
 * `companyName`, "Amazon.com, Inc." is the company's name and passes.
 */
export function hasLink(value: string, options: { companyName?: boolean } = {}): boolean {
  const text = linkReading(value);
  if (SCHEME.test(text) || MAILTO.test(text) || WWW.test(text) || IPV4.test(text)) return true;
  for (const m of text.matchAll(IPV6))
    if (/[0-9a-f]/i.test(m[0]) && /::|(?:[0-9a-f]{1,4}:){3}/i.test(m[0])) return true;
  return [...text.matchAll(DOMAIN)].some((m) => isLinkLikeDomain(text, m, options.companyName ?? false));
}
