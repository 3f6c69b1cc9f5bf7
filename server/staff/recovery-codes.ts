import { createHash, randomBytes } from "node:crypto";
import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";

export const RECOVERY_CODE_COUNT = 10;

/**
 * A recovery code is 10 random bytes (80 bits) in base32, shown as four groups of four.
 * With that much entropy a plain SHA-256 is safe to store (no one can try 2^80 hashes),
 * and finding the row takes one hash, not ten argon2 verifications on the request thread.
 */
function newRecoveryCode(): string {
  return encodeBase32UpperCaseNoPadding(randomBytes(10)).match(/.{4}/g)!.join("-");
}

/** The hash of a typed code, spaces, hyphens and case ignored; null when it cannot be a code. */
export function recoveryCodeHash(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, "");
  if (!/^[A-Z2-7]{16}$/.test(code)) return null;
  return createHash("sha256").update(code).digest("base64url");
}

/** Ten new codes for the account, replacing any it had; the codes are returned once, only their hashes kept. */
export async function replaceRecoveryCodes(trx: Db, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = isoNow();
  await trx.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
  await trx
    .insertInto("staff_recovery_codes")
    .values(
      codes.map((code) => ({ code_hash: recoveryCodeHash(code)!, staff_id: staffId, created_at: now, used_at: null })),
    )
    .execute();
  return codes;
}

/** New codes in place of the old ones, all at once (a failure leaves the old ones usable). */
export function regenerateRecoveryCodes(db: Db, staffId: string): Promise<string[]> {
  return writeTransaction(db, (trx) => replaceRecoveryCodes(trx, staffId));
}

/** How many unused codes the account has left. */
export async function recoveryCodesLeft(db: Db, staffId: string): Promise<number> {
  const row = await db
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("staff_id", "=", staffId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Spends one of the account's codes; false when it is not one of them or was used already.
 * The update is conditional, so of two requests racing with the same code only one wins.
 */
export async function spendRecoveryCode(db: Db, staffId: string, input: string): Promise<boolean> {
  const codeHash = recoveryCodeHash(input);
  if (!codeHash) return false;
  const result = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: isoNow() })
    .where("code_hash", "=", codeHash)
    .where("staff_id", "=", staffId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
