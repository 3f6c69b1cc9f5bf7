import { randomBytes } from "node:crypto";
import { createTOTPKeyURI, verifyTOTPWithGracePeriod } from "@oslojs/otp";
import { renderSVG } from "uqr";
import { company } from "../../app/content/company";

const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** A fresh 20-byte key (RFC 4226's recommended length), base64 for storage and the form. */
export function newTotpKey(): string {
  return randomBytes(20).toString("base64");
}

function keyBytes(key: string): Uint8Array {
  return new Uint8Array(Buffer.from(key, "base64"));
}

/** The code from an authenticator app, accepting the previous and next 30-second step for clock drift. */
export function verifyTotp(key: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const bytes = keyBytes(key);
  if (bytes.length !== 20) return false;
  return verifyTOTPWithGracePeriod(bytes, PERIOD_SECONDS, DIGITS, code, PERIOD_SECONDS);
}

/** The otpauth:// URI as a QR code, an SVG in a data URL (an <img>, so the page's CSP needs no inline style). */
export function totpQrDataUrl(key: string, account: string): string {
  const uri = createTOTPKeyURI(company.shortName.en, account, keyBytes(key), PERIOD_SECONDS, DIGITS);
  return `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri)).toString("base64")}`;
}
