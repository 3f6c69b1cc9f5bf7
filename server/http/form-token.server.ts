import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Signed form tokens (anti-spam without a CAPTCHA, issue 4): the page gets one when
 * the form is rendered; a submission whose token is forged, expired or younger
 * than the minimum fill time is treated as a bot.
 */
export const MIN_FILL_MS = 3_000;
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenVerdict = "valid" | "forged" | "too-fast" | "expired";

export interface FormTokens {
  issue(now?: number): string;
  verify(token: unknown, now?: number): TokenVerdict;
}

export function createFormTokens(secret: string): FormTokens {
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
  return {
    issue(now = Date.now()) {
      const payload = `v1.${now.toString(36)}.${randomBytes(9).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token, now = Date.now()) {
      if (typeof token !== "string" || token.length > 200) return "forged";
      const parts = token.split(".");
      if (parts.length !== 4 || parts[0] !== "v1") return "forged";
      const payload = parts.slice(0, 3).join(".");
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(parts[3]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "forged";
      const issuedAt = parseInt(parts[1]!, 36);
      if (!Number.isFinite(issuedAt)) return "forged";
      const age = now - issuedAt;
      if (age < MIN_FILL_MS) return "too-fast";
      if (age > MAX_TOKEN_AGE_MS) return "expired";
      return "valid";
    },
  };
}

/**
 * FORM_SECRET when set (required when several processes share the work), else a
 * random secret kept in DATA_DIR so tokens survive a restart.
 */
export function loadFormSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const dir = resolve(dataDir);
  const file = join(dir, "form-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
