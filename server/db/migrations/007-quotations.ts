import type { Kysely, Migration } from "kysely";

/**
 * The quotation document (御見積書) on a completed quote: the recipient's company
 * (optional), the validity end, the hash of the online copy's view token (a second
 * capability, separate from the editing token), acceptance and the follow-up
 * reminder's claim. email_outbox.attachment names a document the mailer renders
 * at send time ("quotation"), so no PDF is ever stored.
 * Only new columns and an index: it applies whatever other migrations ran before.
 */
export const quotationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ["company", "valid_until", "view_token_hash", "accepted_at", "reminder_sent_at"]) {
      await db.schema.alterTable("quotes").addColumn(column, "text").execute();
    }
    await db.schema.alterTable("email_outbox").addColumn("attachment", "text").execute();
    // The reminder sweep looks for completed quotes whose reminder is unclaimed.
    await db.schema
      .createIndex("quotes_reminder_due")
      .on("quotes")
      .columns(["status", "reminder_sent_at", "completed_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("quotes_reminder_due").ifExists().execute();
    await db.schema.alterTable("email_outbox").dropColumn("attachment").execute();
    for (const column of ["reminder_sent_at", "accepted_at", "view_token_hash", "valid_until", "company"]) {
      await db.schema.alterTable("quotes").dropColumn(column).execute();
    }
  },
};
