import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Locale } from "../../app/i18n/locales";
import { isoNow } from "../db/clock.server";
import { writeTransaction, type Db } from "../db/database.server";
import { insertRows } from "../db/insert-rows.server";
import type { Database } from "../db/schema.server";
import { ApiError } from "./api-error.server";

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** The Idempotency-Key header, if any: visible ASCII, at most 200 characters. */
export function idempotencyKey(request: Request, language: Locale): string | undefined {
  const key = request.headers.get("idempotency-key");
  if (key === null) return undefined;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw ApiError.of(400, "malformed", language, "Idempotency-Key");
  return key;
}

export function requestHash(data: unknown): string {
  return createHash("sha256").update(JSON.stringify(data)).digest("base64url");
}

/**
 * Runs a write once per (scope, key): the first response is stored in the same
 * transaction as the write, and a repeat gets that response back and creates nothing.
 */
export async function idempotentWrite(
  db: Db,
  scope: string,
  key: string | undefined,
  hash: string,
  write: (trx: Transaction<Database>) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  if (!key) return { ...(await writeTransaction(db, write)), replayed: false };
  const existing = () =>
    db.selectFrom("idempotency_keys").select(["response_status", "response_body"]).where("scope", "=", scope).where("key", "=", key).executeTakeFirst();
  try {
    return await writeTransaction(db, async (trx) => {
      const stored = await trx
        .selectFrom("idempotency_keys")
        .select(["response_status", "response_body"])
        .where("scope", "=", scope)
        .where("key", "=", key)
        .executeTakeFirst();
      if (stored) return { status: stored.response_status, body: JSON.parse(stored.response_body), replayed: true };
      const response = await write(trx);
      await insertRows(trx, "idempotency_keys", [
        { scope, key, request_hash: hash, response_status: response.status, response_body: JSON.stringify(response.body), created_at: isoNow() },
      ]);
      return { ...response, replayed: false };
    });
  } catch (error) {
    // Two concurrent first attempts (PostgreSQL): the loser's insert hits the primary key; answer as a repeat.
    const stored = await existing();
    if (stored) return { status: stored.response_status, body: JSON.parse(stored.response_body), replayed: true };
    throw error;
  }
}
