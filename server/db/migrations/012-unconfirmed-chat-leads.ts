import { sql, type Kysely, type Migration } from "kysely";

/**
 * No chat lead is lost (server/chat/unconfirmed-leads.ts). A conversation whose lead flow
 * holds an email or a phone number is marked `lead_pending`, so the idle sweep finds it
 * through an index instead of reading every conversation's state; the contact message
 * it stores is marked `unconfirmed` for the staff. Integers 0/1, as both dialects store
 * them alike. Only new columns, an index and a backfill of the flows open at upgrade.
 */
export const unconfirmedChatLeadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("contact_messages")
      .addColumn("unconfirmed", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("chat_conversations")
      .addColumn("lead_pending", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("chat_conversations_lead_pending")
      .on("chat_conversations")
      .columns(["lead_pending", "updated_at"])
      .execute();
    // The sweep reads each state again before storing anything, so a loose match here is enough.
    await sql`update chat_conversations set lead_pending = 1
      where state like '%"flow":"lead"%' and (state like '%"email":%' or state like '%"phone":%')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("chat_conversations_lead_pending").ifExists().execute();
    await db.schema.alterTable("chat_conversations").dropColumn("lead_pending").execute();
    await db.schema.alterTable("contact_messages").dropColumn("unconfirmed").execute();
  },
};
