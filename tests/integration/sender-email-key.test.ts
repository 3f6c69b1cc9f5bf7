import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { expect, it, vi } from "vitest";
import { dialectOf } from "../../server/db/database";
import { senderEmailKeyMigration } from "../../server/db/migrations/038-sender-email-key";
import type { Database } from "../../server/db/schema";
import type { InboundMessage } from "../../server/mailbox/inbound-message";
import { matchLead } from "../../server/mailbox/reply-matching";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

vi.stubEnv("LOG_LEVEL", "error");

const identity = { messageIdDomain: "tamagawa-digital.jp", companyAddress: "info@tamagawa-digital.jp" };

/** An inbound email that only its sender can tie to a lead (no thread, plus address or reference). */
const fromOnly = (address: string): InboundMessage => ({
  messageId: `${randomUUID()}@mail.example`,
  threadIds: [],
  subject: "Re: お見積もりについて",
  from: { address, name: null },
  recipients: ["info@tamagawa-digital.jp"],
  text: "よろしくお願いします",
  date: null,
  automatic: false,
  truncated: false,
  authentication: null,
  attachments: [],
});

const contact = (email: string, createdAt: string) => ({
  id: randomUUID(),
  name: "山田 太郎",
  email,
  phone: null,
  company: null,
  message: "相談です",
  language: "ja" as const,
  source: "form" as const,
  created_at: createdAt,
});

const quote = (email: string, createdAt: string) => ({
  id: randomUUID(),
  name: "山田 太郎",
  email,
  session_id: randomUUID(),
  status: "complete" as const,
  language: "ja" as const,
  service_type: "web-basic",
  specifications: null,
  estimated_price: 35_000,
  token_hash: null,
  created_at: createdAt,
  updated_at: createdAt,
  completed_at: createdAt,
  reference: null,
});

/** The plan each database picks for the sender match (sequential scans turned off, as a large table would). */
async function planOf(db: Kysely<Database>, table: "contact_messages" | "quotes"): Promise<string> {
  const status = table === "quotes" ? " and status = 'complete'" : "";
  const query = `select id from ${table} where email_key = 'x@example.jp'${status} order by created_at desc limit 1`;
  if (dialectOf(db) === "sqlite") {
    const rows = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(db);
    return rows.rows.map((r) => r.detail).join("\n");
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const rows = await sql<{ "QUERY PLAN": string }>`explain ${sql.raw(query)}`.execute(trx);
    return rows.rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

describeEachDialect("matching inbound mail by sender", (dialect) => {
  const t = useTestDatabase(dialect);

  it("keeps email_key lower-cased and trimmed on every insert and update, and matches the newest lead by it", async () => {
    const older = contact("  Taro.Yamada@Example.JP ", "2026-11-01T00:00:00.000Z");
    const newer = quote("TARO.YAMADA@example.jp", "2026-11-02T00:00:00.000Z");
    await t.db.insertInto("contact_messages").values(older).execute();
    await t.db.insertInto("quotes").values(newer).execute();
    const keys = await Promise.all([
      t.db.selectFrom("contact_messages").select("email_key").where("id", "=", older.id).executeTakeFirstOrThrow(),
      t.db.selectFrom("quotes").select("email_key").where("id", "=", newer.id).executeTakeFirstOrThrow(),
    ]);
    expect(keys.map((k) => k.email_key)).toEqual(["taro.yamada@example.jp", "taro.yamada@example.jp"]);
    expect(await matchLead(t.db, fromOnly("Taro.Yamada@example.jp"), identity)).toEqual({
      leadId: newer.id,
      by: "sender",
    });

    // A changed address moves the key with it: the quote no longer matches the old sender.
    await t.db.updateTable("quotes").set({ email: "Other@Example.jp" }).where("id", "=", newer.id).execute();
    expect(await matchLead(t.db, fromOnly("taro.yamada@example.jp"), identity)).toEqual({
      leadId: older.id,
      by: "sender",
    });
    expect(await matchLead(t.db, fromOnly("other@example.jp"), identity)).toEqual({ leadId: newer.id, by: "sender" });
    expect(await matchLead(t.db, fromOnly("nobody@example.jp"), identity)).toBeNull();
  });

  it("the migration fills the key for rows stored before it", async () => {
    await senderEmailKeyMigration.down!(t.db as Kysely<unknown>);
    const before = contact(" Before.Migration@Example.JP", "2026-10-01T00:00:00.000Z");
    await sql`insert into contact_messages (id, name, email, phone, company, message, language, source, created_at)
      values (${before.id}, ${before.name}, ${before.email}, null, null, ${before.message}, 'ja', 'form', ${before.created_at})`.execute(
      t.db,
    );
    await senderEmailKeyMigration.up(t.db as Kysely<unknown>);
    const row = await t.db
      .selectFrom("contact_messages")
      .select("email_key")
      .where("id", "=", before.id)
      .executeTakeFirstOrThrow();
    expect(row.email_key).toBe("before.migration@example.jp");
    expect(await matchLead(t.db, fromOnly("before.migration@example.jp"), identity)).toEqual({
      leadId: before.id,
      by: "sender",
    });
  });

  it("the sender match reads an index, not the whole table", async () => {
    for (const table of ["contact_messages", "quotes"] as const) {
      const plan = await planOf(t.db, table);
      expect(plan, table).toContain(`${table}_email_key`);
      expect(plan, table).not.toMatch(new RegExp(`^(SCAN ${table}$|Seq Scan)`, "m"));
    }
  });
});
