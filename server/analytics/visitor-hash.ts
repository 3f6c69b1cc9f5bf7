import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database";
import { analyticsDay } from "./analytics-day";
import { deletePastSlots } from "./visitor-cap";

/**
 * Unique visitors the way Plausible counts them: a hash of a secret salt of the
 * day, the IP, the user agent and the site. The IP and user agent are never stored;
 * the salt lives in the database (so several processes agree) and a past day's salt
 * is deleted as soon as a new day begins, so nobody, us included, can tie a stored
 * hash back to an IP afterwards, nor link one visitor's days.
 * https://plausible.io/data-policy#how-we-count-unique-users-without-cookies
 */
export function visitorHash(salt: string, ip: string, userAgent: string, site: string): string {
  return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}\n${site}`).digest("hex").slice(0, 32);
}

const cached = new WeakMap<Db, { day: string; salt: Promise<string> }>();

/** Today's salt: made on first use of the day (once, whatever the processes), the older ones deleted. */
export function saltOfDay(db: Db, now: number = Date.now()): Promise<string> {
  const day = analyticsDay(now);
  const hit = cached.get(db);
  if (hit?.day === day) return hit.salt;
  const salt = rotateSalt(db, day);
  cached.set(db, { day, salt });
  salt.catch(() => cached.delete(db));
  return salt;
}

async function rotateSalt(db: Db, day: string): Promise<string> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
  await deletePastSlots(db, day);
  const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}
