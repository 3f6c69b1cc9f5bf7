import type { Kysely, Migration } from "kysely";

/**
 * First schema. Only column types both dialects share (text, integer), so the same
 * migration runs on SQLite and PostgreSQL. Timestamps are ISO text (schema.ts).
 * Indexes serve: due outbox rows, retention deletes by created_at, deletion
 * requests by email (APPI), lookups by session.
 */
export const initialMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("contact_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("company", "text")
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull().defaultTo("form"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("contact_messages_created_at").on("contact_messages").column("created_at").execute();
    await db.schema.createIndex("contact_messages_email").on("contact_messages").column("email").execute();

    await db.schema
      .createTable("email_outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("to_name", "text")
      .addColumn("reply_to_address", "text")
      .addColumn("reply_to_name", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("last_error", "text")
      .addColumn("locked_until", "text")
      .addColumn("locked_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addColumn("message_id", "text", (c) => c.notNull().unique())
      .addColumn("reference", "text")
      .execute();
    // The worker's claim query: status + next_attempt_at (pending) or + locked_until (stale "sending").
    await db.schema.createIndex("email_outbox_due").on("email_outbox").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("email_outbox_lease").on("email_outbox").columns(["status", "locked_until"]).execute();
    await db.schema.createIndex("email_outbox_created_at").on("email_outbox").column("created_at").execute();
    await db.schema.createIndex("email_outbox_to_address").on("email_outbox").column("to_address").execute();
    await db.schema.createIndex("email_outbox_reference").on("email_outbox").column("reference").execute();

    await db.schema
      .createTable("quotes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("session_id", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("incomplete"))
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("service_type", "text")
      .addColumn("specifications", "text")
      .addColumn("estimated_price", "integer")
      .addColumn("token_hash", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("completed_at", "text")
      .execute();
    // Retention: "incomplete quotes older than 30 days" and "all quotes older than N months".
    await db.schema.createIndex("quotes_status_updated_at").on("quotes").columns(["status", "updated_at"]).execute();
    await db.schema.createIndex("quotes_created_at").on("quotes").column("created_at").execute();
    await db.schema.createIndex("quotes_email").on("quotes").column("email").execute();
    await db.schema.createIndex("quotes_session_id").on("quotes").column("session_id").execute();

    await db.schema
      .createTable("chat_conversations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("session_id", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("email", "text")
      .addColumn("state", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("chat_conversations_session_id")
      .on("chat_conversations")
      .column("session_id")
      .execute();
    await db.schema
      .createIndex("chat_conversations_updated_at")
      .on("chat_conversations")
      .column("updated_at")
      .execute();
    await db.schema.createIndex("chat_conversations_email").on("chat_conversations").column("email").execute();

    await db.schema
      .createTable("chat_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      // Cascade so deleting a conversation (retention, deletion request) removes its messages.
      .addColumn("conversation_id", "text", (c) => c.notNull().references("chat_conversations.id").onDelete("cascade"))
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("type", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("chat_messages_conversation")
      .on("chat_messages")
      .columns(["conversation_id", "created_at"])
      .execute();

    await db.schema
      .createTable("idempotency_keys")
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("request_hash", "text")
      .addColumn("response_status", "integer", (c) => c.notNull())
      .addColumn("response_body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["scope", "key"])
      .execute();
    await db.schema.createIndex("idempotency_keys_created_at").on("idempotency_keys").column("created_at").execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      "chat_messages",
      "chat_conversations",
      "idempotency_keys",
      "quotes",
      "email_outbox",
      "contact_messages",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
