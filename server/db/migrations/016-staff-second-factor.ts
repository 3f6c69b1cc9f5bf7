import type { Kysely, Migration } from "kysely";

/**
 * Two-step verification held by the server. `totp_pending_key` is the key being set up
 * (generated and kept here, never posted back by the browser) and `totp_pending_at` when
 * it was made, so a stale one is not confirmed. `staff_recovery_codes` holds the SHA-256
 * of each one-time recovery code and when it was used.
 */
export const staffSecondFactorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("staff_users").addColumn("totp_pending_key", "text").execute();
    await db.schema.alterTable("staff_users").addColumn("totp_pending_at", "text").execute();
    await db.schema
      .createTable("staff_recovery_codes")
      .addColumn("code_hash", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("staff_recovery_codes_staff").on("staff_recovery_codes").column("staff_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("staff_recovery_codes").ifExists().execute();
    await db.schema.alterTable("staff_users").dropColumn("totp_pending_at").execute();
    await db.schema.alterTable("staff_users").dropColumn("totp_pending_key").execute();
  },
};
