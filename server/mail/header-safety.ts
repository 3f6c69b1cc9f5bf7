import { isEmailAddress } from "../../domain/forms/email-address";
import { withoutInvisibleCharactersKeepingEmoji } from "../../domain/text/invisible-characters";

/**
 * Guards for every value that ends up in a mail header. A CR or LF in a header
 * value would let a visitor add headers (Bcc:, a second body) — classic header
 * injection, CWE-93. Free text (subject, display names) loses its line breaks;
 * addresses are either plainly valid or rejected. Nodemailer then encodes the
 * values (RFC 2047) itself. A header cannot isolate text the way HTML can, so
 * bidi controls and zero-width characters are dropped from header text too.
 */

export interface Mailbox {
  address: string;
  name?: string | null;
}

/**
 * Reply-To is an address alone: a mail program shows its display name as the one a
 * reply goes to, and a visitor-given name can be made to read as another address.
 */
export interface ReplyTo {
  address: string;
}

// Line breaks and other controls, plus Unicode line/paragraph separators some clients honour.
const UNSAFE_CHARS = "\\u0000-\\u001f\\u007f\\u0085\\u2028\\u2029";
const UNSAFE_RUNS = new RegExp(`[${UNSAFE_CHARS}]+`, "g");
const HAS_UNSAFE = new RegExp(`[${UNSAFE_CHARS}]`);

/** A single-line header value: control characters become one space, invisible ones go. */
export function headerText(value: string, maxLength = 998): string {
  return withoutInvisibleCharactersKeepingEmoji(value)
    .replace(UNSAFE_RUNS, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .slice(0, maxLength);
}

/** The forms' own address rule (domain/forms/email-address.ts): what they accept, the mailer sends. */
export function isSafeAddress(value: string): boolean {
  return isEmailAddress(value);
}

export class UnsafeAddressError extends Error {
  constructor(field: string) {
    super(`${field} is not a plain email address`);
  }
}

// "=?" may open an encoded word, and "@" or angle brackets read as an address: lenient mail programs
// show "Bob =?UTF-8?B?PGF0dGFja2VyQGV2aWwuZXhhbXBsZT4=?=" as "Bob <attacker@evil.example>" even when quoted.
const MISREADABLE_NAME = /=\?|[@<>]/;

/** A display name cleaned for a header, or "" when it could pass for another mailbox. */
export function displayName(value: string | null | undefined): string {
  const name = headerText(value ?? "", 200);
  return MISREADABLE_NAME.test(name) ? "" : name;
}

/** Validates an address (throws) and cleans a display name for use in a header. */
export function safeMailbox(mailbox: Mailbox, field: string): { address: string; name: string } {
  return { address: safeAddress(mailbox.address, field), name: displayName(mailbox.name) };
}

/** Validates an address (throws); Reply-To never carries a display name (see ReplyTo). */
export function safeReplyTo(mailbox: ReplyTo): ReplyTo {
  return { address: safeAddress(mailbox.address, "replyTo") };
}

function safeAddress(value: string, field: string): string {
  const address = value.trim();
  if (!isSafeAddress(address)) throw new UnsafeAddressError(field);
  return address;
}

/**
 * Parses MAIL_FROM / MAIL_TO style settings: `addr@example.jp` or
 * `"Display Name" <addr@example.jp>` (quotes optional). Null when invalid.
 */
export function parseMailbox(value: string): { address: string; name: string } | null {
  const text = value.trim();
  if (HAS_UNSAFE.test(text)) return null;
  const angle = /^(?:"([^"]*)"|([^<"]*?))\s*<([^<>]+)>$/.exec(text);
  const address = angle ? angle[3].trim() : text;
  const name = angle ? (angle[1] ?? angle[2] ?? "").trim() : "";
  return isSafeAddress(address) ? { address, name: headerText(name, 200) } : null;
}

/** The domain part of an address, used to build Message-ID values. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1);
}
