import type { Kysely, Migration } from "kysely";

/**
 * A person answering in the chat: the name of the staff member who wrote a message (null for the visitor and the
 * assistant), and the SHA-256 of the conversation's token, which the visitor's panel shows to read its replies live.
 */
export const chatLiveMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("chat_messages").addColumn("author", "text").execute();
    await db.schema.alterTable("chat_conversations").addColumn("visitor_token_hash", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("chat_conversations").dropColumn("visitor_token_hash").execute();
    await db.schema.alterTable("chat_messages").dropColumn("author").execute();
  },
};
