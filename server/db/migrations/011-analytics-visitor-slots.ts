import type { Kysely, Migration } from "kysely";

/**
 * The visitors each client network has added today (server/analytics/visitor-cap.ts),
 * so one address cannot make any number of visitors by changing its user agent. The
 * network is a hash under the day's salt, never the address; a row is only good for
 * its day and is deleted with the day's salt. The primary key's slot numbers are what
 * several processes race for, so together they never grant more than the cap.
 */
export const analyticsVisitorSlotsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_visitor_slots")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("network", "text", (c) => c.notNull())
      .addColumn("slot", "integer", (c) => c.notNull())
      .addColumn("visitor", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("analytics_visitor_slots_pk", ["day", "network", "slot"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("analytics_visitor_slots").ifExists().execute();
  },
};
