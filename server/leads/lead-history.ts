import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { isoNow } from "../db/clock";
import type { Database } from "../db/schema";
import { logger } from "../logger";

/**
 * A lead's history (lead_activity): what staff and the visitor did to it. Below both the office
 * (server/staff/) and the documents (server/quotes/), which each write to it.
 */

/** lead_activity.staff_id of what the visitor did themselves (no staff account has this id). */
export const VISITOR_ACTOR = "visitor";

/** One entry in the lead's history, written in the caller's transaction. */
export async function recordActivity(
  trx: Transaction<Database>,
  leadId: string,
  staffId: string,
  action: string,
  detail: string | null,
) {
  await trx
    .insertInto("lead_activity")
    .values({ id: randomUUID(), lead_id: leadId, staff_id: staffId, action, detail, created_at: isoNow() })
    .execute();
  // Ids and values only: never a name, address or text someone typed.
  logger.info("staff_action", { staff: staffId, lead: leadId, action, detail });
}

/**
 * A quotation accepted online is an order request: the lead moves to "won" (受注), its history
 * records the order (and the status change, as staff changes are recorded), and the assignee,
 * if any and still active, is returned so the caller can notify them in the same transaction.
 */
export async function recordOrderOnLead(trx: Transaction<Database>, leadId: string, reference: string, now: number) {
  const at = isoNow(now);
  const state = await trx.selectFrom("lead_states").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
  const before = state?.status ?? "new";
  if (state)
    await trx.updateTable("lead_states").set({ status: "won", updated_at: at }).where("lead_id", "=", leadId).execute();
  else
    await trx
      .insertInto("lead_states")
      .values({ lead_id: leadId, status: "won", assignee_id: null, updated_at: at, last_inbound_at: null })
      .execute();
  const activity = [{ action: "ordered", detail: reference }];
  if (before !== "won") activity.push({ action: "status", detail: `${before}→won` });
  for (const [n, a] of activity.entries())
    await trx
      .insertInto("lead_activity")
      // A millisecond apart, so the history lists the order before the status change it caused.
      .values({ id: randomUUID(), lead_id: leadId, staff_id: VISITOR_ACTOR, ...a, created_at: isoNow(now + n) })
      .execute();
  logger.info("lead_ordered", { lead: leadId });
  if (!state?.assignee_id) return null;
  return (
    (await trx
      .selectFrom("staff_users")
      .select(["email", "name", "language"])
      .where("id", "=", state.assignee_id)
      .where("disabled_at", "is", null)
      .executeTakeFirst()) ?? null
  );
}
