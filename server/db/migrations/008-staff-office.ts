import type { Kysely, Migration } from "kysely";

/**
 * The staff office (docs/decisions/015-staff-sessions.md): staff accounts and their
 * server-side sessions (only a hash of each session id is stored), the company's
 * workflow on each lead (status, assignee, notes, replies, activity), and the
 * outbox's In-Reply-To so a reply threads under the visitor's auto-reply.
 * A lead is the id of its source row (contact message, quote or unanswered chat
 * question): ids are UUIDs, unique across those tables.
 */
export const staffOfficeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_users")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("totp_key", "text")
      .addColumn("totp_last_step", "integer")
      .addColumn("language", "text", (c) => c.notNull().defaultTo("ja"))
      .addColumn("disabled_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("staff_sessions")
      .addColumn("id_hash", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
      .addColumn("csrf_token", "text", (c) => c.notNull())
      .addColumn("second_factor_pending", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();
    await db.schema.createIndex("staff_sessions_expires_at").on("staff_sessions").column("expires_at").execute();

    await db.schema
      .createTable("lead_states")
      .addColumn("lead_id", "text", (c) => c.primaryKey())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("assignee_id", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_states_status").on("lead_states").columns(["status", "lead_id"]).execute();

    for (const table of ["lead_notes", "lead_activity", "lead_replies"] as const) {
      let builder = db.schema
        .createTable(table)
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull())
        .addColumn("staff_id", "text", (c) => c.notNull());
      if (table === "lead_activity")
        builder = builder.addColumn("action", "text", (c) => c.notNull()).addColumn("detail", "text");
      else builder = builder.addColumn("body", "text", (c) => c.notNull());
      if (table === "lead_replies")
        builder = builder
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("outbox_id", "text", (c) => c.notNull());
      await builder.addColumn("created_at", "text", (c) => c.notNull()).execute();
      await db.schema.createIndex(`${table}_lead`).on(table).columns(["lead_id", "created_at"]).execute();
    }

    await db.schema.alterTable("email_outbox").addColumn("in_reply_to", "text").execute();

    // The inbox walks each source newest first by (created_at, id), filtered by kind
    // (contact_messages.source, quotes.status): with id in the index no page needs a sort.
    await db.schema
      .createIndex("contact_messages_source_created_at")
      .on("contact_messages")
      .columns(["source", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("quotes_status_created_at")
      .on("quotes")
      .columns(["status", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("chat_unanswered_created_at_id")
      .on("chat_unanswered")
      .columns(["created_at", "id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("chat_unanswered_created_at_id").ifExists().execute();
    await db.schema.dropIndex("quotes_status_created_at").ifExists().execute();
    await db.schema.dropIndex("contact_messages_source_created_at").ifExists().execute();
    await db.schema.alterTable("email_outbox").dropColumn("in_reply_to").execute();
    for (const table of ["lead_replies", "lead_activity", "lead_notes", "lead_states", "staff_sessions", "staff_users"])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
