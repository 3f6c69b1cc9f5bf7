import type { Kysely, Migration } from "kysely";

/**
 * A quote whose personal data is past its retention but whose issued quotations and invoices the books must keep
 * (decision 039): the row stays, emptied of everything the documents do not need, marked when that happened and
 * until when its documents are kept; the retention job deletes it (and its documents) after that.
 */
export const documentsKeptMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds no more.
    await db.schema.alterTable("quotes").addColumn("personal_data_purged_at", "text").execute();
    await db.schema.alterTable("quotes").addColumn("documents_kept_until", "text").execute();
    await db.schema.createIndex("quotes_documents_kept_until").on("quotes").column("documents_kept_until").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("quotes_documents_kept_until").execute();
    await db.schema.alterTable("quotes").dropColumn("documents_kept_until").execute();
    await db.schema.alterTable("quotes").dropColumn("personal_data_purged_at").execute();
  },
};
