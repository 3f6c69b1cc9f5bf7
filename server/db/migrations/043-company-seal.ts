import { sql, type Kysely, type Migration } from "kysely";

/**
 * The company seal (印影) the office uploads, printed on quotations and invoices issued after it (decision 039's
 * neighbour in docs/security.md): one row, the PNG as base64 text like the stored PDFs. Only the owner may upload
 * it, so staff accounts get a role; the account created first is the owner.
 */
export const companySealMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("staff_users")
      .addColumn("role", "text", (c) => c.notNull().defaultTo("staff"))
      .execute();
    await sql`update staff_users set role = 'owner' where id = (select id from staff_users order by created_at, id limit 1)`.execute(
      db,
    );
    await db.schema
      .createTable("company_seal")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("png_base64", "text", (c) => c.notNull())
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("uploaded_at", "text", (c) => c.notNull())
      .addColumn("uploaded_by", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("company_seal").ifExists().execute();
    await db.schema.alterTable("staff_users").dropColumn("role").execute();
  },
};
