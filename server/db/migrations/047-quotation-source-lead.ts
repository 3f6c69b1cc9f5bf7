import type { Kysely, Migration } from "kysely";

/**
 * The contact or chat lead a quotation was made from, when staff made it there with lines of their own
 * (null for a calculator quote): the lead's page lists the quotations made from it.
 */
export const quotationSourceLeadMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("quotes").addColumn("source_lead_id", "text").execute();
    await db.schema.createIndex("quotes_source_lead_id").on("quotes").column("source_lead_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("quotes_source_lead_id").execute();
    await db.schema.alterTable("quotes").dropColumn("source_lead_id").execute();
  },
};
