import { sql, PostgresAdapter, type Kysely, type Migration } from "kysely";

/**
 * Inbound mail is matched to a lead by its sender: `email_key`, the address lower-cased and
 * trimmed, indexed with the newest-first order the match reads. A generated column, so the
 * database fills it for existing rows and keeps it in step on every insert and update (a stored
 * column on PostgreSQL; SQLite can only add a virtual one, which it indexes all the same).
 */
export const senderEmailKeyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const table of ["contact_messages", "quotes"]) {
      await db.schema
        .alterTable(table)
        .addColumn("email_key", "text", (c) => {
          const generated = c.generatedAlwaysAs(sql`lower(trim(email))`);
          return postgres ? generated.stored() : generated;
        })
        .execute();
    }
    await db.schema
      .createIndex("contact_messages_email_key")
      .on("contact_messages")
      .columns(["email_key", "created_at"])
      .execute();
    await db.schema
      .createIndex("quotes_email_key")
      .on("quotes")
      .columns(["email_key", "status", "created_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("quotes_email_key").execute();
    await db.schema.dropIndex("contact_messages_email_key").execute();
    for (const table of ["quotes", "contact_messages"])
      await db.schema.alterTable(table).dropColumn("email_key").execute();
  },
};
