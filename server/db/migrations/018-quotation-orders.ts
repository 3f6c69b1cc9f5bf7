import type { Kysely, Migration } from "kysely";

/**
 * Acceptance as an order request: who ordered (the orderer's name, typed on the online copy),
 * the customer's purchase-order number (optional), and which version of the quotation was
 * accepted; and when the online copy was first opened (the office's "viewed" status).
 * Only new nullable columns: it applies whatever other migrations ran before.
 */
export const quotationOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ["orderer_name", "purchase_order", "viewed_at"]) {
      await db.schema.alterTable("quotes").addColumn(column, "text").execute();
    }
    await db.schema.alterTable("quotes").addColumn("accepted_version", "integer").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["accepted_version", "viewed_at", "purchase_order", "orderer_name"]) {
      await db.schema.alterTable("quotes").dropColumn(column).execute();
    }
  },
};
