import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Locale } from "../../domain/i18n/locales";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import type { StaffRole, StaffUserTable } from "../db/schema";
import { hashPassword } from "./passwords";
import { replaceRecoveryCodes } from "./recovery-codes";
import { TOTP_PENDING_MS, newTotpKey } from "./totp";

export type StaffUser = Selectable<StaffUserTable>;

export class StaffAccountError extends Error {}

export function normalizeStaffEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new StaffAccountError("That is not an email address.");
  return email;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffUser | undefined> {
  return db.selectFrom("staff_users").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The account created first is the owner (the person who set the office up); `role` makes another one. */
export async function createStaff(db: Db, input: { email: string; name?: string; password: string; role?: StaffRole }) {
  const email = normalizeStaffEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = isoNow();
  const id = randomUUID();
  await writeTransaction(db, async (trx) => {
    const existing = await trx.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
    if (existing) throw new StaffAccountError("A staff account with that email exists already.");
    const anyone = await trx.selectFrom("staff_users").select("id").limit(1).executeTakeFirst();
    await trx
      .insertInto("staff_users")
      .values({
        id,
        email,
        name: (input.name ?? email.split("@")[0]!).trim().slice(0, 100),
        password_hash: passwordHash,
        totp_key: null,
        totp_last_step: null,
        language: "ja",
        role: input.role ?? (anyone ? "staff" : "owner"),
        disabled_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  return id;
}

export async function listStaff(db: Db) {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "disabled_at", "totp_key", "created_at"])
    .orderBy("created_at")
    .execute();
}

async function requireStaff(db: Db, email: string): Promise<StaffUser> {
  const staff = await findStaffByEmail(db, normalizeStaffEmail(email));
  if (!staff) throw new StaffAccountError("No staff account has that email.");
  return staff;
}

/** Disables the account and ends every session it has: the next request from any of its browsers is signed out. */
export async function disableStaff(db: Db, email: string) {
  const staff = await requireStaff(db, email);
  await writeTransaction(db, async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ disabled_at: isoNow(), updated_at: isoNow() })
      .where("id", "=", staff.id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", staff.id).execute();
  });
}

/** A new password (and the account enabled again); every existing session ends. */
export async function resetStaffPassword(db: Db, email: string, password: string) {
  const staff = await requireStaff(db, email);
  const passwordHash = await hashPassword(password);
  await writeTransaction(db, async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ password_hash: passwordHash, disabled_at: null, updated_at: isoNow() })
      .where("id", "=", staff.id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", staff.id).execute();
  });
}

export async function setStaffLanguage(db: Db, staffId: string, language: Locale) {
  await db.updateTable("staff_users").set({ language, updated_at: isoNow() }).where("id", "=", staffId).execute();
}

/** Starts setting up two-step verification: a new key, generated and kept by the server, replacing any pending one. */
export async function startTotpEnrolment(db: Db, staffId: string): Promise<string> {
  const key = newTotpKey();
  await db
    .updateTable("staff_users")
    .set({ totp_pending_key: key, totp_pending_at: isoNow(), updated_at: isoNow() })
    .where("id", "=", staffId)
    .execute();
  return key;
}

/** The key being set up, while it is recent enough to confirm; null otherwise. */
export function pendingTotpKey(staff: StaffUser, now = Date.now()): string | null {
  if (!staff.totp_pending_key || !staff.totp_pending_at || staff.totp_key) return null;
  return now - Date.parse(staff.totp_pending_at) < TOTP_PENDING_MS ? staff.totp_pending_key : null;
}

/**
 * Turns the pending key on (the code of `step` counted as used) and makes ten recovery
 * codes, returned once; null when the key is no longer the pending one (a newer start
 * or a racing confirmation won).
 */
export async function enableTotp(db: Db, staffId: string, pendingKey: string, step: number) {
  return writeTransaction(db, async (trx) => {
    const result = await trx
      .updateTable("staff_users")
      .set({
        totp_key: pendingKey,
        totp_last_step: step,
        totp_pending_key: null,
        totp_pending_at: null,
        updated_at: isoNow(),
      })
      .where("id", "=", staffId)
      .where("totp_pending_key", "=", pendingKey)
      .where("totp_key", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return replaceRecoveryCodes(trx, staffId);
  });
}

/** Turns two-step verification off: the key, any pending key and the recovery codes go. */
export async function disableTotp(db: Db, staffId: string) {
  await writeTransaction(db, async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({
        totp_key: null,
        totp_last_step: null,
        totp_pending_key: null,
        totp_pending_at: null,
        updated_at: isoNow(),
      })
      .where("id", "=", staffId)
      .execute();
    await trx.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
  });
}

/** For a locked-out colleague (the command line): two-step verification off; false when it was off already. */
export async function disableStaffTotp(db: Db, email: string): Promise<boolean> {
  const staff = await requireStaff(db, email);
  await disableTotp(db, staff.id);
  return staff.totp_key !== null;
}

/** The staff member's own new password; every session of the account ends (the caller opens a new one for this browser). */
export async function changeOwnPassword(db: Db, staffId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await writeTransaction(db, async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ password_hash: passwordHash, updated_at: isoNow() })
      .where("id", "=", staffId)
      .execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", staffId).execute();
  });
}

/**
 * Records `step` as used; false when it (or a later one) was used already, also by a
 * request racing this one: the update is conditional, so only one of them wins.
 */
export async function claimTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set({ totp_last_step: step })
    .where("id", "=", staffId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
