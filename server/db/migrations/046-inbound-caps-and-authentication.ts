import type { Kysely, Migration } from "kysely";

/**
 * Inbound mail: why an attachment was listed but not kept (over the size bound, or over its lead's or
 * its sender's daily allowance), the receiving server's SPF/DKIM/DMARC verdicts on each email, and
 * the index the sender's daily allowance is summed by.
 */
export const inboundCapsAndAuthenticationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("lead_message_attachments").addColumn("withheld", "text").execute();
    await db.schema.alterTable("lead_messages").addColumn("authentication", "text").execute();
    await db.schema
      .createIndex("lead_messages_sender_day")
      .on("lead_messages")
      .columns(["from_address", "created_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("lead_messages_sender_day").execute();
    await db.schema.alterTable("lead_messages").dropColumn("authentication").execute();
    await db.schema.alterTable("lead_message_attachments").dropColumn("withheld").execute();
  },
};
