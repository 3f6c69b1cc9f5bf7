import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { isoNow } from "../../server/db/clock";
import { dialectOf, writeTransaction } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

vi.stubEnv("LOG_LEVEL", "error");

const tables = [
  "contact_messages",
  "email_outbox",
  "quotes",
  "chat_conversations",
  "chat_messages",
  "idempotency_keys",
];

describeEachDialect("storage", (dialect) => {
  const t = useTestDatabase(dialect);

  it("creates every table and reports the dialect it was configured for", async () => {
    expect(dialectOf(t.db)).toBe(dialect);
    const names = (await t.db.introspection.getTables()).map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(tables));
  });

  it("running the migrations again changes nothing", async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
    // A second process starting against the same database also finds nothing to do.
    expect(await migrateToLatest(t.open())).toEqual([]);
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(t.db);
    expect(rows.rows.map((r) => r.name)).toEqual([
      "001-initial",
      "002-rate-limits",
      "003-form-tokens-and-auto-replies",
      "004-references",
      "006-chat-leads-unanswered",
      "007-quotations",
      "008-staff-office",
      "010-analytics",
      "011-analytics-visitor-slots",
      "012-unconfirmed-chat-leads",
      "013-lead-inbound-and-reads",
      "014-lead-messages",
      "015-lead-index",
      "016-staff-second-factor",
      "017-quotation-versions",
      "018-quotation-orders",
      "019-invoices",
      "025-mailbox-quarantine",
      "030-chat-handoff",
      "033-needs-reply-and-search-forms",
      "034-staff-title",
      "037-order-address-confirmation",
      "038-sender-email-key",
      "039-chat-live",
      "040-invoice-supply-and-void",
      "042-documents-kept",
      "043-company-seal",
      "046-inbound-caps-and-authentication",
      "047-quotation-source-lead",
      "048-chat-reply-by-email",
    ]);
  });

  it("stores and reads back a contact message with Japanese text unchanged", async () => {
    const id = randomUUID();
    const message = "お世話になっております。\nホームページ制作について相談させてください。🙏";
    await t.db
      .insertInto("contact_messages")
      .values({
        id,
        name: "山田 太郎",
        email: "taro@example.jp",
        phone: null,
        company: "株式会社テスト",
        message,
        language: "ja",
        source: "form",
        created_at: isoNow(),
      })
      .execute();
    const row = await t.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.message).toBe(message);
    expect(row.name).toBe("山田 太郎");
  });

  it("a failing write transaction leaves nothing behind", async () => {
    const id = randomUUID();
    await expect(
      writeTransaction(t.db, async (trx) => {
        await trx
          .insertInto("contact_messages")
          .values({
            id,
            name: "n",
            email: "a@example.jp",
            phone: null,
            company: null,
            message: "m",
            language: "en",
            source: "form",
            created_at: isoNow(),
          })
          .execute();
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(
      await t.db.selectFrom("contact_messages").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("enforces the chat message foreign key and deletes messages with their conversation", async () => {
    const now = isoNow();
    await expect(
      t.db
        .insertInto("chat_messages")
        .values({
          id: randomUUID(),
          conversation_id: randomUUID(),
          role: "user",
          content: "x",
          type: null,
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    const conversation = randomUUID();
    await t.db
      .insertInto("chat_conversations")
      .values({
        id: conversation,
        session_id: randomUUID(),
        language: "en",
        email: null,
        state: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto("chat_messages")
      .values({
        id: randomUUID(),
        conversation_id: conversation,
        role: "user",
        content: "hi",
        type: null,
        created_at: now,
      })
      .execute();
    await t.db.deleteFrom("chat_conversations").where("id", "=", conversation).execute();
    const left = await t.db
      .selectFrom("chat_messages")
      .select("id")
      .where("conversation_id", "=", conversation)
      .execute();
    expect(left).toEqual([]);
  });

  it("many concurrent write transactions all commit (no SQLITE_BUSY midway)", async () => {
    // On SQLite one process has one handle (see createDatabase); PostgreSQL gets a second pool.
    const other = dialect === "postgres" ? t.open() : t.db;
    const write = (db: typeof t.db, i: number) =>
      writeTransaction(db, async (trx) => {
        const count = await trx
          .selectFrom("quotes")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        const now = isoNow();
        await trx
          .insertInto("quotes")
          .values({
            id: randomUUID(),
            name: `q${i}`,
            email: "q@example.jp",
            session_id: randomUUID(),
            status: "incomplete",
            language: "ja",
            service_type: null,
            specifications: JSON.stringify({ pages: Number(count.n) }),
            estimated_price: null,
            token_hash: null,
            created_at: now,
            updated_at: now,
            completed_at: null,
          })
          .execute();
      });
    await Promise.all(Array.from({ length: 40 }, (_, i) => write(i % 2 ? other : t.db, i)));
    const total = await t.db
      .selectFrom("quotes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(40);
  });
});

describe("SQLite write lock held by another process", () => {
  const t = useTestDatabase("sqlite");

  it("a write transaction waits for the other process instead of failing", async () => {
    // Another process (think: the outbox CLI) holds the write lock for 600 ms.
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(process.argv[1]);
         db.exec("begin immediate"); console.log("locked");
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 600);
         db.exec("commit"); db.close();`,
        join(t.settings.DATA_DIR, "site.db"),
      ],
      { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] },
    );
    // Listen for the exit now: the write below waits without blocking the event loop, so the holder may be gone before it returns.
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    await new Promise<void>((resolve) => holder.stdout.once("data", () => resolve()));
    const started = Date.now();
    await writeTransaction(t.db, async (trx) => {
      await trx.selectFrom("contact_messages").select("id").execute();
      await trx
        .insertInto("contact_messages")
        .values({
          id: randomUUID(),
          name: "n",
          email: "a@example.jp",
          phone: null,
          company: null,
          message: "m",
          language: "ja",
          source: "form",
          created_at: isoNow(),
        })
        .execute();
    });
    expect(Date.now() - started).toBeGreaterThan(300);
    await exited;
  });
});
