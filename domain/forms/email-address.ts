/**
 * The one rule for an email address, shared by the forms' schemas (browser and
 * server), the mailer's header guard and the OpenAPI document.
 *
 * The pattern is the HTML5 one (something@domain.tld, ASCII, no spaces, quotes,
 * brackets, commas or control characters), so an address can never be read as two
 * addresses or carry a display name. The length is SMTP's (RFC 5321): a path
 * holds at most 256 octets including its angle brackets, so 254 for the address,
 * and a local part of at most 64; a longer one would be refused by the mail server.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Well-formed, whatever its length. */
export function isEmailShape(value: string): boolean {
  return EMAIL.test(value);
}

/** Short enough to travel through SMTP (the pattern is ASCII, so characters are octets). */
export function isEmailLengthOk(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && value.indexOf("@") <= EMAIL_LOCAL_MAX_LENGTH;
}

export function isEmailAddress(value: string): boolean {
  return isEmailShape(value) && isEmailLengthOk(value);
}
