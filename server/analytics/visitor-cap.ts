import { createHash } from "node:crypto";
import { relaxedWrite, type Db } from "../db/database";
import { ipNetwork } from "./ip-network";

/**
 * Distinct visitors one client network (an IPv4 address, an IPv6 /64) may add in a
 * day. Unique visitors are hashes of the IP and the user agent, so without a cap one
 * address that rotates its user agent makes a visitor per request. An office behind
 * one NAT is counted as at most this many people a day (its page views all count):
 * for a company site visited by a few people of a client firm, 10 loses little, while
 * a forger needs a new address for every ten visitors.
 */
export const DEFAULT_VISITORS_PER_NETWORK = 10;

export interface CapInput {
  day: string;
  salt: string;
  ip: string;
  site: string;
  /** The visitor hash of this IP and user agent (visitorHash). */
  visitor: string;
  /** 0: no cap, every user agent is its own visitor. */
  cap: number;
}

/** The network as stored: a hash under the day's salt, so it dies with the salt like the visitor hashes. */
export function networkHash(salt: string, ip: string, site: string): string {
  return createHash("sha256")
    .update(`${salt}\nnetwork\n${ipNetwork(ip)}\n${site}`)
    .digest("hex")
    .slice(0, 32);
}

/** Per database handle, today's visitors of each network seen by this process (a cache of the slots table). */
const seen = new WeakMap<Db, { day: string; networks: Map<string, string[]> }>();
// Enough for a busy day's distinct networks; past it the cache starts over and the table answers.
const MAX_CACHED_NETWORKS = 50_000;

/**
 * The visitor hash to count this page view under. The first `cap` distinct visitors
 * of a network in a day each take a slot (unique on day, network and slot, so
 * processes sharing a PostgreSQL database cannot both take the last one) and count as
 * themselves; any later one counts as one of those, picked by its own hash, so the
 * network never adds more than `cap` visitors. A visitor already holding a slot costs
 * no query in a process that has seen it.
 */
export async function cappedVisitor(db: Db, input: CapInput): Promise<string> {
  const { day, visitor, cap } = input;
  if (cap <= 0) return visitor;
  const network = networkHash(input.salt, input.ip, input.site);
  let today = seen.get(db);
  if (today?.day !== day || today.networks.size > MAX_CACHED_NETWORKS) {
    today = { day, networks: new Map() };
    seen.set(db, today);
  }
  let holders = today.networks.get(network) ?? [];
  // Each attempt either finds the visitor, fills the next free slot or sees another process fill it.
  for (let attempt = 0; !holders.includes(visitor) && holders.length < cap && attempt <= cap; attempt++) {
    holders = await slotHolders(db, day, network);
    today.networks.set(network, holders);
    if (holders.includes(visitor) || holders.length >= cap) break;
    const slot = holders.length;
    const inserted = await relaxedWrite(db, (conn) =>
      conn
        .insertInto("analytics_visitor_slots")
        .values({ day, network, slot, visitor })
        .onConflict((oc) => oc.columns(["day", "network", "slot"]).doNothing())
        .executeTakeFirst(),
    );
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      holders = [...holders, visitor];
      today.networks.set(network, holders);
    }
  }
  if (holders.includes(visitor) || holders.length === 0) return visitor;
  return holders[parseInt(visitor.slice(0, 8), 16) % holders.length]!;
}

async function slotHolders(db: Db, day: string, network: string): Promise<string[]> {
  const rows = await db
    .selectFrom("analytics_visitor_slots")
    .select("visitor")
    .where("day", "=", day)
    .where("network", "=", network)
    .orderBy("slot")
    .execute();
  return rows.map((r) => r.visitor);
}

/** Deletes the slots of days before `day`: their network hashes go with the salt they were made under. */
export async function deletePastSlots(db: Db, day: string): Promise<void> {
  await db.deleteFrom("analytics_visitor_slots").where("day", "<", day).execute();
}
