import { sql, type Kysely, type Migration } from "kysely";

/**
 * An invoice as an accountant needs it: the 取引年月日 staff set at issue (supply_date; older rows
 * keep the acceptance day they printed), a 取消 with its reason, who and when (the row and its PDF
 * stay as issued; the marked copy has its own PDF columns), and a re-issue that names the invoice it
 * replaces. A quote may now have several invoices, but only one that is not voided: the table is
 * rebuilt without the unique quote_id (SQLite cannot drop a column constraint) and a partial unique
 * index takes its place.
 */
export const invoiceSupplyAndVoidMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("invoices_next")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("quote_id", "text", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
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
      .addColumn("supply_date", "text")
      .addColumn("replaces", "text")
      .addColumn("voided_at", "text")
      .addColumn("voided_by", "text")
      .addColumn("void_reason", "text")
      .addColumn("void_pdf_base64", "text")
      .addColumn("void_pdf_sha256", "text")
      .execute();
    await sql`insert into invoices_next (id, quote_id, number, version, document, subtotal, tax, total, pdf_base64,
      pdf_sha256, issued_at, issued_by, due_date, paid_at, paid_by)
      select id, quote_id, number, version, document, subtotal, tax, total, pdf_base64, pdf_sha256, issued_at,
      issued_by, due_date, paid_at, paid_by from invoices`.execute(db);
    await db.schema.dropTable("invoices").execute();
    await db.schema.alterTable("invoices_next").renameTo("invoices").execute();
    await sql`create unique index invoices_one_live_per_quote on invoices (quote_id) where voided_at is null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists invoices_one_live_per_quote`.execute(db);
    for (const column of ["void_pdf_sha256", "void_pdf_base64", "void_reason", "voided_by", "voided_at", "replaces"])
      await db.schema.alterTable("invoices").dropColumn(column).execute();
    await db.schema.alterTable("invoices").dropColumn("supply_date").execute();
  },
};
