import { randomUUID } from "node:crypto";
import type { Db } from "../../server/db/database";
import { indexLead } from "../../server/db/lead-index";
import type { Database, OutboxStatus, QuoteStatus } from "../../server/db/schema";

/**
 * Rows written straight into the tables with chosen timestamps, for retention
 * and deletion tests (the API always stamps "now"). Each returns the new id. Leads are
 * indexed for the office's search as the app's own write paths index them.
 */
export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * 86_400_000).toISOString();
export const monthsAgo = (months: number, now = Date.now()) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

export async function storeContact(db: Db, at: string, email = "someone@example.jp", source: "form" | "chat" = "form") {
  const id: string = randomUUID();
  await db
    .insertInto("contact_messages")
    .values({
      id,
      name: "Test Visitor",
      email,
      phone: "044-000-0000",
      company: null,
      message: "A question.",
      language: "en",
      source,
      created_at: at,
    })
    .execute();
  await indexLead(db, id);
  return id;
}

export async function storeQuote(
  db: Db,
  opts: { email?: string; status?: QuoteStatus; createdAt: string; updatedAt?: string },
) {
  const id: string = randomUUID();
  const updated = opts.updatedAt ?? opts.createdAt;
  await db
    .insertInto("quotes")
    .values({
      id,
      name: "Test Visitor",
      email: opts.email ?? "someone@example.jp",
      session_id: randomUUID(),
      status: opts.status ?? "incomplete",
      language: "en",
      service_type: null,
      specifications: null,
      estimated_price: null,
      token_hash: null,
      created_at: opts.createdAt,
      updated_at: updated,
      completed_at: opts.status === "complete" ? updated : null,
    })
    .execute();
  await indexLead(db, id);
  return id;
}

/** A conversation with `messages` texts (alternating visitor and assistant). */
export async function storeConversation(
  db: Db,
  opts: { createdAt: string; updatedAt?: string; email?: string | null; state?: object | null; messages?: string[] },
) {
  const id: string = randomUUID();
  const updated = opts.updatedAt ?? opts.createdAt;
  await db
    .insertInto("chat_conversations")
    .values({
      id,
      session_id: randomUUID(),
      language: "en",
      email: opts.email ?? null,
      state: opts.state ? JSON.stringify(opts.state) : null,
      created_at: opts.createdAt,
      updated_at: updated,
    })
    .execute();
  const texts = opts.messages ?? ["Hello", "Hi, how can we help?"];
  if (texts.length) {
    await db
      .insertInto("chat_messages")
      .values(
        texts.map((content, i) => ({
          id: randomUUID(),
          conversation_id: id,
          role: i % 2 ? ("assistant" as const) : ("user" as const),
          content,
          type: null,
          created_at: updated,
        })),
      )
      .execute();
  }
  return id;
}

export async function storeEmail(
  db: Db,
  opts: {
    createdAt: string;
    status?: OutboxStatus;
    to?: string;
    replyTo?: string | null;
    reference?: string | null;
    kind?: string;
  },
) {
  const id: string = randomUUID();
  await db
    .insertInto("email_outbox")
    .values({
      id,
      kind: opts.kind ?? "test",
      to_address: opts.to ?? "inbox@tamagawa-digital.jp",
      to_name: null,
      reply_to_address: opts.replyTo ?? null,
      reply_to_name: null,
      subject: "Subject",
      text_body: "Body",
      html_body: null,
      status: opts.status ?? "sent",
      attempts: 1,
      next_attempt_at: opts.createdAt,
      last_error: null,
      locked_until: opts.status === "sending" ? new Date(Date.now() + 60_000).toISOString() : null,
      locked_by: opts.status === "sending" ? randomUUID() : null,
      created_at: opts.createdAt,
      sent_at: opts.status === "sent" || !opts.status ? opts.createdAt : null,
      message_id: randomUUID(),
      reference: opts.reference ?? null,
    })
    .execute();
  return id;
}

export async function storeIdempotencyKey(
  db: Db,
  at: string,
  body: object = { ok: true, id: randomUUID() },
  scope = "contact",
) {
  const key: string = randomUUID();
  await db
    .insertInto("idempotency_keys")
    .values({
      key,
      scope,
      request_hash: "h",
      response_status: 201,
      response_body: JSON.stringify(body),
      created_at: at,
    })
    .execute();
  return key;
}

type Table = keyof Database;
const keyColumn = (table: Table) => (table === "idempotency_keys" ? "key" : "id");

/** Every id (or key) in each table, to assert exactly what a purge left behind. */
export async function allIds(db: Db): Promise<Record<Table, string[]>> {
  const tables: Table[] = [
    "contact_messages",
    "quotes",
    "chat_conversations",
    "chat_messages",
    "email_outbox",
    "idempotency_keys",
  ];
  const result = {} as Record<Table, string[]>;
  for (const table of tables) {
    const rows = (await db
      .selectFrom(table)
      .select(keyColumn(table) as never)
      .execute()) as Record<string, string>[];
    result[table] = rows.map((r) => r[keyColumn(table)]!).sort();
  }
  return result;
}
