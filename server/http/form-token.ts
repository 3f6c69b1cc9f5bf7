import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { FORM_NAMES, TOKEN_VERSION, type FormName } from "../../domain/forms/form-token";

/**
 * Signed form tokens (anti-spam without a CAPTCHA): every write needs one, issued
 * for one form (contact, quote, chat) by the page or GET /api/form-token. A token
 * for another form, forged, expired or younger than the form's minimum fill time
 * is refused; how often a valid one may be used is counted in the database
 * (form-token-uses.ts), so the limit holds across processes.
 */
/** The default minimum fill time (FORM_MIN_FILL_MS). */
export const MIN_FILL_MS = 3_000;
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Per form: writes one token authorises, and whether a person needs the minimum
 * fill time before the first one. A contact token sends one message and a quote
 * token starts one quote (the page fetches a fresh one after each). A chat token
 * serves one conversation: its turns are answers to a widget, not a form to fill.
 */
export const FORM_POLICIES: Record<FormName, { uses: number; fillTime: boolean }> = {
  contact: { uses: 1, fillTime: true },
  quote: { uses: 1, fillTime: true },
  chat: { uses: 100, fillTime: false },
};

export type TokenVerdict = "valid" | "forged" | "too-fast" | "expired";

export interface VerifiedToken {
  verdict: TokenVerdict;
  /** The token's random id (valid tokens only), the key its uses are counted under. */
  id?: string;
}

export interface FormTokens {
  issue(form: FormName, now?: number): string;
  /** How long after issue a token for `form` is first accepted, in ms (announced to the pages). */
  minFillMs(form: FormName): number;
  verify(token: unknown, form: FormName, now?: number): VerifiedToken;
}

export function isFormName(value: unknown): value is FormName {
  return typeof value === "string" && (FORM_NAMES as readonly string[]).includes(value);
}

export function createFormTokens(secret: string, options: { minFillMs?: number } = {}): FormTokens {
  const fillMs = options.minFillMs ?? MIN_FILL_MS;
  const minFillMs = (form: FormName) => (FORM_POLICIES[form].fillTime ? fillMs : 0);
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
  return {
    minFillMs,
    issue(form, now = Date.now()) {
      // The fill time rides in the token, so a page knows how long to wait before it posts (tokenFillMs).
      const fill = minFillMs(form).toString(36);
      const payload = `${TOKEN_VERSION}.${form}.${now.toString(36)}.${fill}.${randomBytes(12).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token, form, now = Date.now()) {
      if (typeof token !== "string" || token.length > 200) return { verdict: "forged" };
      const parts = token.split(".");
      if (parts.length !== 6 || parts[0] !== TOKEN_VERSION) return { verdict: "forged" };
      const payload = parts.slice(0, 5).join(".");
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(parts[5]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { verdict: "forged" };
      // Signed for another form: as good as forged here.
      if (parts[1] !== form) return { verdict: "forged" };
      const issuedAt = parseInt(parts[2]!, 36);
      if (!Number.isFinite(issuedAt)) return { verdict: "forged" };
      const age = now - issuedAt;
      // This server's own fill time, not the one the token names.
      if (age < minFillMs(form)) return { verdict: "too-fast" };
      if (age > MAX_TOKEN_AGE_MS) return { verdict: "expired" };
      return { verdict: "valid", id: parts[4]! };
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
