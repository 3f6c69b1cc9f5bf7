import type { Kysely, Migration } from "kysely";

/**
 * Two small ledgers that must hold across server processes, so they live in the
 * database rather than in memory:
 *
 * - form_token_uses: how many writes each signed form token has authorised
 *   (server/http/form-token-uses.ts). Keyed by the token's random id; a row
 *   is useless once the token has expired (24 h) and the retention job drops it.
 * - auto_replies: one row per email sent to an address a visitor typed, with
 *   hashes of that address and of the client's IP (never the values), so the caps
 *   per address and per IP count the last hour (server/mail/auto-reply-cap.ts).
 */
export const formTokensAndAutoRepliesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("form_token_uses")
      .addColumn("token_id", "text", (c) => c.primaryKey())
      .addColumn("form", "text", (c) => c.notNull())
      .addColumn("uses", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("form_token_uses_created_at").on("form_token_uses").column("created_at").execute();

    await db.schema
      .createTable("auto_replies")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("address_hash", "text", (c) => c.notNull())
      .addColumn("client_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("auto_replies_address")
      .on("auto_replies")
      .columns(["address_hash", "created_at"])
      .execute();
    await db.schema
      .createIndex("auto_replies_client")
      .on("auto_replies")
      .columns(["client_hash", "created_at"])
      .execute();
    await db.schema.createIndex("auto_replies_created_at").on("auto_replies").column("created_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("auto_replies").ifExists().execute();
    await db.schema.dropTable("form_token_uses").ifExists().execute();
  },
};
