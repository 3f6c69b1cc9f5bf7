import type { Kysely, Migration } from "kysely";

/**
 * Emails the mailbox intake read but could not store: one row per message (its UID within
 * UIDVALIDITY) with the step that failed and a reason code, never its text. The cursor moves
 * past them, so one bad email can never stop the intake; the office shows how many there are.
 */
export const mailboxQuarantineMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("mailbox_quarantine")
      .addColumn("mailbox", "text", (c) => c.notNull())
      .addColumn("uid_validity", "text", (c) => c.notNull())
      .addColumn("uid", "integer", (c) => c.notNull())
      .addColumn("step", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("mailbox_quarantine_pk", ["mailbox", "uid_validity", "uid"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("mailbox_quarantine").ifExists().execute();
  },
};
