import type { Transaction } from "kysely";
import { indexLead } from "../db/lead-index";
import type { Database } from "../db/schema";

/**
 * The one rule for "a person at the company must answer this lead" (要返信): the customer
 * wrote last. Every path that stores a customer's words on a lead calls this: an emailed
 * answer read from the mailbox, a chat handed to a person, a visitor's message in a
 * handed-off chat, a new message from a known person. A staff reply clears it
 * (`clearNeedsReply`). `last_inbound_at` is what the inbox sorts 要返信 leads by and what
 * "unread" compares against each person's last read.
 */
export async function markCustomerMessage(trx: Transaction<Database>, leadId: string, at: string): Promise<void> {
  // An upsert, so two processes storing different messages on the same new lead never collide.
  await trx
    .insertInto("lead_states")
    .values({ lead_id: leadId, status: "new", assignee_id: null, updated_at: at, last_inbound_at: at, needs_reply: 1 })
    .onConflict((oc) => oc.column("lead_id").doUpdateSet({ last_inbound_at: at, needs_reply: 1, updated_at: at }))
    .execute();
  // What the customer wrote becomes searchable in the same transaction (an emailed answer and its sender).
  await indexLead(trx, leadId);
}

/**
 * A new lead from someone the office already knows (another lead with the same person key:
 * their address, else their phone) is a customer writing again: 要返信, like an emailed answer.
 * Resolves to whether it was.
 */
export async function markIfKnownPerson(trx: Transaction<Database>, leadId: string, at: string): Promise<boolean> {
  const own = await trx.selectFrom("lead_index").select("person_key").where("lead_id", "=", leadId).executeTakeFirst();
  if (!own?.person_key) return false;
  const earlier = await trx
    .selectFrom("lead_index")
    .select("lead_id")
    .where("person_key", "=", own.person_key)
    .where("lead_id", "<>", leadId)
    .where("kind", "<>", "quote_draft")
    .limit(1)
    .executeTakeFirst();
  if (!earlier) return false;
  await markCustomerMessage(trx, leadId, at);
  return true;
}
