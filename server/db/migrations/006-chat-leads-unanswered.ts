import type { Kysely, Migration } from "kysely";

/**
 * The chat assistant's records for the company: a lead's conversation and summary on
 * its contact message (null for the contact form), and the questions it could not
 * answer. An unanswered question belongs to its conversation and goes with it
 * (cascade), so retention and deletion requests cover it as they cover the messages.
 * Only new columns and a new table: it applies whatever other migrations ran before.
 */
export const chatLeadsUnansweredMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("contact_messages").addColumn("chat_transcript", "text").execute();
    await db.schema.alterTable("contact_messages").addColumn("chat_summary", "text").execute();
    await db.schema
      .createTable("chat_unanswered")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("conversation_id", "text", (c) => c.notNull().references("chat_conversations.id").onDelete("cascade"))
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("chat_unanswered_created_at").on("chat_unanswered").column("created_at").execute();
    await db.schema
      .createIndex("chat_unanswered_conversation")
      .on("chat_unanswered")
      .column("conversation_id")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("chat_unanswered").ifExists().execute();
    await db.schema.alterTable("contact_messages").dropColumn("chat_summary").execute();
    await db.schema.alterTable("contact_messages").dropColumn("chat_transcript").execute();
  },
};
