import { isoNow } from "../db/clock";
import type { Db } from "../db/database";

/** The staff member has seen the lead as it is now: unread compares its newest visitor message with this. */
export async function markLeadRead(db: Db, leadId: string, staffId: string, now: number = Date.now()) {
  const at = isoNow(now);
  await db
    .insertInto("lead_reads")
    .values({ lead_id: leadId, staff_id: staffId, read_at: at })
    .onConflict((oc) => oc.columns(["lead_id", "staff_id"]).doUpdateSet({ read_at: at }))
    .execute();
}
