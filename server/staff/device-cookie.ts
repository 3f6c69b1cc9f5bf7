import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A staff member's known device: a signed cookie set after each complete sign-in (the password
 * and, when enrolled, the second factor). It names one account (by a keyed hash of its address,
 * so the cookie holds no address) and one random device id. Presented at the next sign-in of that
 * account, it moves that browser from the account's shared failure budget, which strangers at
 * many addresses can use up, to a budget of its own (sign-in-limits.ts; decision 015).
 */
export const DEVICE_COOKIE = "staff_device";
/** How long a device stays known without a sign-in (each complete sign-in renews it). */
export const DEVICE_MAX_AGE_SECONDS = 180 * 86_400;

export interface StaffDevices {
  /** A fresh cookie value for this account's device (the same device id when renewing). */
  issue(email: string, deviceId?: string, now?: number): string;
  /** The device id of a valid, unexpired cookie issued for this account; null for anything else. */
  verify(cookie: string | undefined, email: string, now?: number): string | null;
}

export function createStaffDevices(secret: string): StaffDevices {
  // A key of its own, derived from the server's secret: a form token can never pass for a device cookie.
  const key = createHmac("sha256", secret).update("staff-device-cookie").digest();
  const mac = (text: string) => createHmac("sha256", key).update(text).digest("base64url");
  const accountTag = (email: string) => mac(`account\n${email.trim().toLowerCase()}`).slice(0, 22);
  return {
    issue(email, deviceId = randomBytes(16).toString("base64url"), now = Date.now()) {
      const payload = `d1.${deviceId}.${accountTag(email)}.${now.toString(36)}`;
      return `${payload}.${mac(payload)}`;
    },
    verify(cookie, email, now = Date.now()) {
      if (typeof cookie !== "string" || cookie.length > 200) return null;
      const parts = cookie.split(".");
      if (parts.length !== 5 || parts[0] !== "d1") return null;
      const payload = parts.slice(0, 4).join(".");
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(parts[4]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (parts[2] !== accountTag(email)) return null;
      const issuedAt = parseInt(parts[3]!, 36);
      if (!Number.isFinite(issuedAt) || now - issuedAt > DEVICE_MAX_AGE_SECONDS * 1000 || issuedAt > now + 60_000)
        return null;
      return parts[1]!;
    },
  };
}
