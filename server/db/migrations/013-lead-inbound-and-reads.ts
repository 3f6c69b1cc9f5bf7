import type { Kysely, Migration } from "kysely";

/**
 * The shared inbox's two clocks. `lead_states.last_inbound_at` is when the visitor last
 * wrote (an emailed answer read from the company mailbox), and `needs_reply` is 1 until
 * staff answer it. `lead_reads` holds when each staff member last opened a lead: a lead
 * is unread for them while it has no row, or its newest visitor message is later.
 */
export const leadInboundAndReadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("lead_states").addColumn("last_inbound_at", "text").execute();
    await db.schema
      .alterTable("lead_states")
      .addColumn("needs_reply", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable("lead_reads")
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("staff_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
      .addColumn("read_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("lead_reads_pk", ["lead_id", "staff_id"])
      .execute();
    await db.schema.createIndex("lead_reads_staff").on("lead_reads").columns(["staff_id", "lead_id"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("lead_reads").ifExists().execute();
    await db.schema.alterTable("lead_states").dropColumn("needs_reply").execute();
    await db.schema.alterTable("lead_states").dropColumn("last_inbound_at").execute();
  },
};
