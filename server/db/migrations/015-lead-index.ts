import { sql, type Kysely, type Migration } from "kysely";
import { PostgresAdapter } from "kysely";
import { reindexAllLeads } from "../lead-index";
import type { Database } from "../schema";

/**
 * The office's search and people index (server/db/lead-index.ts): one row per lead with its
 * normalised text and person and company keys. SQLite adds an FTS5 table with the trigram
 * tokenizer over that text (external content, kept in step by triggers on the index table);
 * PostgreSQL a pg_trgm GIN index, which serves LIKE '%…%'. Existing leads are indexed here.
 */
export const leadIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("lead_index")
      .addColumn("lead_id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("person_key", "text")
      .addColumn("phone_key", "text")
      .addColumn("company_key", "text")
      .addColumn("body", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_index_kind").on("lead_index").columns(["kind"]).execute();
    await db.schema
      .createIndex("lead_index_created")
      .on("lead_index")
      .columns(["created_at", "lead_id", "kind"])
      .execute();
    await db.schema.createIndex("lead_index_person").on("lead_index").columns(["person_key", "created_at"]).execute();
    await db.schema.createIndex("lead_index_phone").on("lead_index").columns(["phone_key", "created_at"]).execute();
    await db.schema.createIndex("lead_index_company").on("lead_index").columns(["company_key", "created_at"]).execute();
    if (postgres) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index lead_index_body_trgm on lead_index using gin (body gin_trgm_ops)`.execute(db);
    } else {
      await sql`create virtual table lead_index_fts using fts5(body, content='lead_index', content_rowid='rowid', tokenize='trigram')`.execute(
        db,
      );
      await sql`create trigger lead_index_ai after insert on lead_index begin
        insert into lead_index_fts(rowid, body) values (new.rowid, new.body); end`.execute(db);
      await sql`create trigger lead_index_ad after delete on lead_index begin
        insert into lead_index_fts(lead_index_fts, rowid, body) values ('delete', old.rowid, old.body); end`.execute(
        db,
      );
      await sql`create trigger lead_index_au after update on lead_index begin
        insert into lead_index_fts(lead_index_fts, rowid, body) values ('delete', old.rowid, old.body);
        insert into lead_index_fts(rowid, body) values (new.rowid, new.body); end`.execute(db);
    }
    await reindexAllLeads(db as Kysely<Database>);
  },
  async down(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    if (!postgres) {
      for (const trigger of ["lead_index_ai", "lead_index_ad", "lead_index_au"])
        await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
      await sql`drop table if exists lead_index_fts`.execute(db);
    }
    await db.schema.dropTable("lead_index").ifExists().execute();
  },
};
