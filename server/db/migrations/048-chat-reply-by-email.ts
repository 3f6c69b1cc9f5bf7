import type { Kysely, Migration } from "kysely";

/**
 * A person's chat reply by email when the visitor has left: the hashed client of the visitor who gave the address
 * (for the auto-reply caps when the email goes out later), when the visitor's panel was last connected, and the
 * SHA-256 of the newest emailed link that reopens the conversation, with its expiry.
 */
export const chatReplyByEmailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ["email_client_hash", "visitor_seen_at", "reopen_token_hash", "reopen_expires_at"])
      await db.schema.alterTable("chat_conversations").addColumn(column, "text").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["reopen_expires_at", "reopen_token_hash", "visitor_seen_at", "email_client_hash"])
      await db.schema.alterTable("chat_conversations").dropColumn(column).execute();
  },
};
