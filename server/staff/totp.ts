import { randomBytes, timingSafeEqual } from "node:crypto";
import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { renderSVG } from "uqr";
import { company } from "../../content/company";

const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** How long a key being set up may be confirmed after the server generated it. */
export const TOTP_PENDING_MS = 15 * 60 * 1000;

/** A fresh 20-byte key (RFC 4226's recommended length), base64 for storage; it never leaves the server but as QR and manual key. */
export function newTotpKey(): string {
  return randomBytes(20).toString("base64");
}

function keyBytes(key: string): Uint8Array {
  return new Uint8Array(Buffer.from(key, "base64"));
}

/**
 * The 30-second step a code from an authenticator app belongs to (the previous, current
 * or next one, for clock drift), or null when it matches none. The caller refuses a
 * step at or before the last one accepted, so a code works once (RFC 6238 section 5.2).
 */
export function totpStep(key: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const bytes = keyBytes(key);
  if (bytes.length !== 20) return null;
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  let found: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    const expected = Buffer.from(generateHOTP(bytes, BigInt(step), DIGITS));
    if (timingSafeEqual(expected, Buffer.from(code)) && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI as a QR code, an SVG in a data URL (an <img>, so the page's CSP needs no inline style). */
export function totpQrDataUrl(key: string, account: string): string {
  const uri = createTOTPKeyURI(company.shortName.en, account, keyBytes(key), PERIOD_SECONDS, DIGITS);
  return `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri)).toString("base64")}`;
}

/**
 * The key for typing into an authenticator app by hand: base32 (RFC 4648, the alphabet
 * every app reads), in groups of four for reading; apps ignore the spaces.
 */
export function totpManualKey(key: string): string {
  return encodeBase32UpperCaseNoPadding(keyBytes(key))
    .replace(/(.{4})/g, "$1 ")
    .trim();
}
