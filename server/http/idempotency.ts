import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Locale } from "../../domain/i18n/locales";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { insertRows } from "../db/insert-rows";
import type { Database } from "../db/schema";
import { ApiError } from "./api-error";

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

export interface IdempotentRequest {
  /** Endpoint the key belongs to, e.g. "contact". */
  scope: string;
  key: string | undefined;
  /**
   * Who made the key: the id of the signed form token the request carries. Only
   * the holder of that token can replay (or block) the request, so one client's
   * key never meets another's, and a retry from a new IP still finds its answer.
   */
  client: string;
  /** requestHash of what the write uses from the body. */
  hash: string;
  language: Locale;
}

type Replay = StoredResponse & { replayed: true };

/**
 * Runs a write once per (scope, client, key): the first response is stored in the
 * same transaction as the write, and a repeat with the same body gets that response
 * back and creates nothing. The same key with another body is a 422: its write
 * would otherwise be dropped while the client is told it succeeded.
 */
export async function idempotentWrite(
  db: Db,
  request: IdempotentRequest,
  write: (trx: Transaction<Database>) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  const { scope, key: given, hash, language } = request;
  if (!given) return { ...(await writeTransaction(db, write)), replayed: false };
  // Stored hashed with its client: the table never holds a raw key.
  const key = createHash("sha256").update(`${request.client}\n${given}`).digest("base64url");
  const replay = (stored: { request_hash: string | null; response_status: number; response_body: string }): Replay => {
    if (stored.request_hash !== hash) throw ApiError.of(422, "idempotencyMismatch", language, "Idempotency-Key");
    return { status: stored.response_status, body: JSON.parse(stored.response_body), replayed: true };
  };
  const existing = (q: Db | Transaction<Database>) =>
    q
      .selectFrom("idempotency_keys")
      .select(["request_hash", "response_status", "response_body"])
      .where("scope", "=", scope)
      .where("key", "=", key)
      .executeTakeFirst();
  try {
    return await writeTransaction(db, async (trx) => {
      const stored = await existing(trx);
      if (stored) return replay(stored);
      const response = await write(trx);
      await insertRows(trx, "idempotency_keys", [
        {
          scope,
          key,
          request_hash: hash,
          response_status: response.status,
          response_body: JSON.stringify(response.body),
          created_at: isoNow(),
        },
      ]);
      return { ...response, replayed: false };
    });
  } catch (error) {
    // Two concurrent first attempts (PostgreSQL): the loser's insert hits the primary key, or its
    // form token was just used by the winner; either way it is a repeat.
    const stored = await existing(db);
    if (stored) return replay(stored);
    throw error;
  }
}
