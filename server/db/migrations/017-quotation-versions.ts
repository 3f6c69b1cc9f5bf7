import type { Kysely, Migration } from "kysely";

/**
 * Issued quotations, frozen. Each version of a quote's quotation (1 on completion, 2… for each
 * 改訂版 from the office) keeps the document exactly as printed (`document`, JSON of every text it
 * shows, so a later change of settings or prices cannot alter it), its editable lines, and the PDF
 * rendered once off the request thread (`pdf_base64`, with `pdf_sha256`), which every download serves.
 * Text and integer columns only, like every table both dialects share. Deleting the quote deletes them.
 */
export const quotationVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("quotation_versions")
      .addColumn("quote_id", "text", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("number", "text", (c) => c.notNull())
      .addColumn("document", "text", (c) => c.notNull())
      .addColumn("lines", "text", (c) => c.notNull())
      .addColumn("delivery", "text")
      .addColumn("notes", "text")
      .addColumn("subtotal", "integer", (c) => c.notNull())
      .addColumn("tax", "integer", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("view_token_hash", "text")
      .addColumn("pdf_base64", "text")
      .addColumn("pdf_sha256", "text")
      .addColumn("issued_at", "text", (c) => c.notNull())
      .addColumn("issued_by", "text")
      .addColumn("superseded_at", "text")
      .addPrimaryKeyConstraint("quotation_versions_pk", ["quote_id", "version"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("quotation_versions").ifExists().execute();
  },
};
