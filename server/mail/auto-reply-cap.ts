import { createHash, randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { dialectOf } from "../db/database";
import { isoNow } from "../db/clock";
import type { Database } from "../db/schema";
import type { Env } from "../env";
import { logger } from "../logger";

/**
 * Caps on emails sent to an address a visitor typed: without them, the forms let
 * anyone make the company's server write to any inbox (an open relay). Counted
 * per rolling hour in the same write transaction that stores the message, from
 * the auto_replies ledger, so the caps hold across processes. The company's own
 * notification is never capped: a capped message is still stored and seen.
 */
export interface AutoReplyPolicy {
  /** The client IP of the request (hashed before it is stored). */
  client: string;
  /** The client already hashed (clientDigest), when the email goes out after the visitor's request. */
  clientHash?: string;
  perAddress: number;
  quotePerAddress: number;
  perClient: number;
}

export function autoReplyPolicy(env: Env, client: string): AutoReplyPolicy {
  return {
    client,
    perAddress: env.AUTO_REPLIES_PER_ADDRESS_PER_HOUR,
    quotePerAddress: env.QUOTE_EMAILS_PER_ADDRESS_PER_HOUR,
    perClient: env.AUTO_REPLIES_PER_IP_PER_HOUR,
  };
}

/**
 * The contact form's and the chat lead's confirmation share one allowance: both
 * are "we got your message". The quote estimate has its own, larger one: a person
 * comparing plans makes several quotes in a row and needs each estimate, and the
 * estimate holds only server-made text besides the name (which may not carry links).
 */
export type AutoReplyKind = "contact-auto-reply" | "quote-to-visitor" | "quotation-accepted" | "chat-reply-email";

const WINDOW_MS = 60 * 60 * 1000;
const digest = (value: string) => createHash("sha256").update(value).digest("base64url");
/** How a client IP is kept where it is stored for a later count. */
export const clientDigest = digest;

/** True when the email may be queued; the send is then recorded in the same transaction. */
export async function mayAutoReply(
  trx: Transaction<Database>,
  kind: AutoReplyKind,
  address: string,
  policy: AutoReplyPolicy,
  now = Date.now(),
): Promise<boolean> {
  const addressHash = digest(address.toLowerCase());
  const clientHash = policy.clientHash ?? digest(policy.client);
  if (dialectOf(trx) === "postgres") {
    // READ COMMITTED would let two transactions both count zero; these locks serialise the count per
    // address and per client until commit. Taken in a fixed order, so two writers cannot deadlock.
    for (const key of [`auto-reply:a:${addressHash}`, `auto-reply:c:${clientHash}`].sort()) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    }
  }
  const since = isoNow(now - WINDOW_MS);
  // The acceptance confirmation follows a quote email the visitor asked for: it shares the quote allowance. A person's
  // chat reply by email has the contact form's allowance, counted apart so a confirmation does not use it up.
  const perAddress =
    kind === "contact-auto-reply" || kind === "chat-reply-email" ? policy.perAddress : policy.quotePerAddress;
  if (perAddress > 0) {
    const row = await trx
      .selectFrom("auto_replies")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("address_hash", "=", addressHash)
      .where("kind", "=", kind)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= perAddress) return capped(kind, "address");
  }
  if (policy.perClient > 0) {
    const row = await trx
      .selectFrom("auto_replies")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("client_hash", "=", clientHash)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= policy.perClient) return capped(kind, "client");
  }
  await trx
    .insertInto("auto_replies")
    .values({ id: randomUUID(), kind, address_hash: addressHash, client_hash: clientHash, created_at: isoNow(now) })
    .execute();
  return true;
}

function capped(kind: AutoReplyKind, by: "address" | "client"): false {
  logger.info("auto_reply_capped", { kind, by });
  return false;
}
