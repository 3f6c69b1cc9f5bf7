import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * The letter that starts a reference: C a contact-form message, L a lead taken by
 * the chat assistant, Q a completed quote (and later its quotation number), INV an invoice (請求番号).
 */
export type ReferenceKind = "C" | "L" | "Q" | "INV";

/** YYMM on the company's calendar (Japan, UTC+9 all year), so a message sent at 08:00 JST on the 1st counts in the new month. */
export function referencePeriod(now: Date): string {
  const tokyo = new Date(now.getTime() + 9 * 3600_000);
  return `${String(tokyo.getUTCFullYear() % 100).padStart(2, "0")}${String(tokyo.getUTCMonth() + 1).padStart(2, "0")}`;
}

export const REFERENCE_PATTERN = /^[CLQ]-\d{4}-\d{4,}$/;

/**
 * The next reference of a kind, e.g. `C-2611-0042`. Call it inside the write
 * transaction that stores the row: the upsert takes the counter row's lock
 * (PostgreSQL) or runs under the write lock (SQLite), so two transactions never get
 * the same number, and a rolled-back one gives its number back. Numbers pass 9999
 * with a fifth digit rather than repeating.
 */
export async function nextReference(
  trx: Kysely<Database>,
  kind: ReferenceKind,
  now: Date = new Date(),
): Promise<string> {
  const scope = `${kind}-${referencePeriod(now)}`;
  const { rows } = await sql<{ value: number }>`
    insert into reference_counters (scope, value) values (${scope}, 1)
    on conflict (scope) do update set value = reference_counters.value + 1
    returning value`.execute(trx);
  return `${scope}-${String(Number(rows[0]!.value)).padStart(4, "0")}`;
}

/** A reference of the right shape that names nothing, for answers that must look like a success (a refused bot). */
export function decoyReference(kind: ReferenceKind, now: Date = new Date()): string {
  return `${kind}-${referencePeriod(now)}-${String(1 + Math.floor(Math.random() * 9999)).padStart(4, "0")}`;
}
