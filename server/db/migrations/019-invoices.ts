import type { Kysely, Migration } from "kysely";

/**
 * 請求書: one per accepted quote, numbered in its own series (INV-YYMM-NNNN), billing the accepted
 * version's lines. Frozen like a quotation: the document as printed (JSON) and the PDF rendered once
 * off the request thread with its SHA-256. Paid: when and by which staff member. Deleting the quote
 * deletes it.
 */
export const invoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("invoices")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("quote_id", "text", (c) => c.notNull().unique().references("quotes.id").onDelete("cascade"))
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("subtotal", "integer", (c) => c.notNull())
      .addColumn("tax", "integer", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("pdf_base64", "text")
      .addColumn("pdf_sha256", "text")
      .addColumn("issued_at", "text", (c) => c.notNull())
      .addColumn("issued_by", "text")
      .addColumn("due_date", "text", (c) => c.notNull())
      .addColumn("paid_at", "text")
      .addColumn("paid_by", "text")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("invoices").ifExists().execute();
  },
};
