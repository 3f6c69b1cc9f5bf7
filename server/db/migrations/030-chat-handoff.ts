import type { Kysely, Migration } from "kysely";

/**
 * A chat handed to a person: why, when, and when staff closed it. While handed off (and not idle),
 * the visitor's messages go to the person instead of the assistant (docs/decisions/032-chat-handoff-live.md).
 */
export const chatHandoffMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("chat_conversations").addColumn("handoff_reason", "text").execute();
    await db.schema.alterTable("chat_conversations").addColumn("handed_off_at", "text").execute();
    await db.schema.alterTable("chat_conversations").addColumn("handoff_closed_at", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("chat_conversations").dropColumn("handoff_closed_at").execute();
    await db.schema.alterTable("chat_conversations").dropColumn("handed_off_at").execute();
    await db.schema.alterTable("chat_conversations").dropColumn("handoff_reason").execute();
  },
};
