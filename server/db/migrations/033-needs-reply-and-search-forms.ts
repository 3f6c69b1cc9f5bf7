import type { Kysely, Migration } from "kysely";
import { reindexAllLeads } from "../lead-index";
import type { Database } from "../schema";

/**
 * The inbox reads the leads waiting for an answer (要返信) newest message first from
 * lead_states, through this index. The search index is rebuilt: phone numbers now also in
 * E.164, companies also without their legal form, emailed answers and their senders added,
 * and the phone and company keys in those forms (docs/decisions/033-office-after-a-real-day.md).
 */
export const needsReplyAndSearchFormsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("lead_states_needs_reply")
      .on("lead_states")
      .columns(["needs_reply", "last_inbound_at", "lead_id"])
      .execute();
    await reindexAllLeads(db as Kysely<Database>);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("lead_states_needs_reply").ifExists().execute();
  },
};
