import type { Kysely, Migration } from "kysely";

/**
 * The company mailbox on each lead: visitors' emailed answers read over IMAP
 * (`lead_messages`, one row per mailbox message whatever process read it, keyed by
 * its Message-ID), their attachments (base64 text, bounded, so both dialects store
 * the same), where each mailbox was read up to, who is writing a reply right now,
 * and a Cc on outbox rows (the company's copy of a staff reply).
 * docs/decisions/024-mailbox-replies.md
 */
export const leadMessagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("lead_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("mailbox_key", "text", (c) => c.notNull().unique())
      .addColumn("matched_by", "text", (c) => c.notNull())
      .addColumn("from_address", "text", (c) => c.notNull())
      .addColumn("from_name", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_messages_lead").on("lead_messages").columns(["lead_id", "created_at"]).execute();

    await db.schema
      .createTable("lead_message_attachments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("message_id", "text", (c) => c.notNull().references("lead_messages.id").onDelete("cascade"))
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      // Null when the file was over the size bound: listed, not stored.
      .addColumn("content_base64", "text")
      .execute();
    await db.schema
      .createIndex("lead_message_attachments_message")
      .on("lead_message_attachments")
      .column("message_id")
      .execute();

    await db.schema
      .createTable("mailbox_cursors")
      .addColumn("mailbox", "text", (c) => c.primaryKey())
      .addColumn("uid_validity", "text", (c) => c.notNull())
      .addColumn("last_uid", "integer", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("lead_composing")
      .addColumn("lead_id", "text", (c) => c.notNull())
      .addColumn("staff_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
      .addColumn("started_at", "text", (c) => c.notNull())
      .addColumn("seen_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("lead_composing_pk", ["lead_id", "staff_id"])
      .execute();

    await db.schema.alterTable("email_outbox").addColumn("cc_address", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("email_outbox").dropColumn("cc_address").execute();
    for (const table of ["lead_composing", "mailbox_cursors", "lead_message_attachments", "lead_messages"])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
