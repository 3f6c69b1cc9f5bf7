import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { isoNow } from "../db/clock";
import type { Db } from "../db/database";
import type { StaffUser } from "./staff-accounts";

export const SESSION_COOKIE = "staff_session";
export const IDLE_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_MS = 60 * 1000;

export interface StaffSession {
  idHash: string;
  csrfToken: string;
  secondFactorPending: boolean;
  staff: StaffUser;
}

export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("base64url");
}

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A new session (the cookie value is returned once and never stored). */
export async function createSession(db: Db, staffId: string, secondFactorPending: boolean, now = Date.now()) {
  const id = randomToken();
  const csrfToken = randomToken();
  await db
    .insertInto("staff_sessions")
    .values({
      id_hash: hashSessionId(id),
      staff_id: staffId,
      csrf_token: csrfToken,
      second_factor_pending: secondFactorPending ? 1 : 0,
      created_at: isoNow(now),
      last_seen_at: isoNow(now),
      expires_at: isoNow(now + ABSOLUTE_MS),
    })
    .execute();
  return { id, csrfToken };
}

/** The live session a cookie names, or null (unknown, idle or absolute expiry passed, account disabled). */
export async function readSession(db: Db, cookieValue: string | undefined, now = Date.now()) {
  if (!cookieValue || cookieValue.length > 100) return null;
  const idHash = hashSessionId(cookieValue);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.staff_id")
    .selectAll("staff_users")
    .select([
      "staff_sessions.csrf_token",
      "staff_sessions.second_factor_pending",
      "staff_sessions.last_seen_at",
      "staff_sessions.expires_at",
    ])
    .where("staff_sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Date.parse(row.last_seen_at);
  if (row.disabled_at || now >= Date.parse(row.expires_at) || now >= lastSeen + IDLE_MS) {
    await endSession(db, idHash);
    return null;
  }
  if (now - lastSeen > TOUCH_MS)
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: isoNow(now) })
      .where("id_hash", "=", idHash)
      .execute();
  const { csrf_token, second_factor_pending, last_seen_at: _seen, expires_at: _expires, ...staff } = row;
  return {
    idHash,
    csrfToken: csrf_token,
    secondFactorPending: second_factor_pending === 1,
    staff,
  } satisfies StaffSession;
}

export async function endSession(db: Db, idHash: string) {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
}

export async function endAllSessions(db: Db, staffId: string) {
  await db.deleteFrom("staff_sessions").where("staff_id", "=", staffId).execute();
}

/** Expired sessions, for the retention job. */
export async function purgeExpiredSessions(db: Db, now = Date.now()) {
  await db
    .deleteFrom("staff_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", isoNow(now)), eb("last_seen_at", "<=", isoNow(now - IDLE_MS))]))
    .execute();
}
