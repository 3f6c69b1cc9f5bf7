import type { Kysely, Migration } from "kysely";

/** A staff member's job title (肩書き), which signs their replies under their name; null until they set one. */
export const staffTitleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("staff_users").addColumn("title", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("staff_users").dropColumn("title").execute();
  },
};
