import type { Kysely, Migration } from "kysely";

/**
 * Short references people can read out on the phone (`C-2611-0042`) instead of
 * UUIDs, stored with the row they name, unique by index (NULL for rows made
 * before this migration, which both dialects allow any number of times).
 * reference_counters holds one row per kind and month; server/db/references.ts
 * increments it in the same transaction as the insert, so the row lock (PostgreSQL)
 * or the write lock (SQLite) hands out each number once.
 * email_outbox.from_name: the sender's display name per email (Japanese emails
 * carry the company's Japanese name; the address stays MAIL_FROM's).
 * Touches only these columns and its own table, so it applies whatever other
 * migrations ran before it.
 */
export const referencesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("reference_counters")
      .addColumn("scope", "text", (c) => c.primaryKey())
      .addColumn("value", "integer", (c) => c.notNull())
      .execute();
    await db.schema.alterTable("contact_messages").addColumn("reference", "text").execute();
    await db.schema
      .createIndex("contact_messages_reference")
      .unique()
      .on("contact_messages")
      .column("reference")
      .execute();
    await db.schema.alterTable("quotes").addColumn("reference", "text").execute();
    await db.schema.createIndex("quotes_reference").unique().on("quotes").column("reference").execute();
    await db.schema.alterTable("email_outbox").addColumn("from_name", "text").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("email_outbox").dropColumn("from_name").execute();
    await db.schema.dropIndex("quotes_reference").ifExists().execute();
    await db.schema.alterTable("quotes").dropColumn("reference").execute();
    await db.schema.dropIndex("contact_messages_reference").ifExists().execute();
    await db.schema.alterTable("contact_messages").dropColumn("reference").execute();
    await db.schema.dropTable("reference_counters").ifExists().execute();
  },
};
