import { sql } from "kysely";
import type { Db } from "./database";

/**
 * Whether the database answers a trivial query within `timeoutMs`: PostgreSQL
 * reachable, or the SQLite handle not stuck behind a lock. For the readiness
 * check (/readyz); /healthz stays a plain liveness answer.
 */
export async function databaseReady(db: Db, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
