import { expect, it } from "vitest";
import { writeTransaction } from "../../server/db/database";
import { insertRows } from "../../server/db/insert-rows";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

// insertRows reuses the SQL text Kysely compiled for the first row of a shape; what is
// stored must be exactly what Kysely's own insert stores, on both dialects.
describeEachDialect("insertRows", (dialect) => {
  const t = useTestDatabase(dialect);
  const conversation = (id: string, email?: string | null) => ({
    id,
    session_id: `session-${id}`,
    language: "ja" as const,
    email,
    state: null,
    created_at: "2026-11-22T00:00:00.000Z",
    updated_at: "2026-11-22T00:00:00.000Z",
  });

  it("stores each row of each shape, the SQL of a shape built once and bound with the row's own values", async () => {
    const via = async (id: string, email?: string | null) =>
      writeTransaction(t.db, (trx) => insertRows(trx, "chat_conversations", [conversation(id, email)]));
    await via("c1", "a@example.jp");
    await via("c2", "b'); drop table chat_messages; --@example.jp"); // same shape, other values
    await via("c3", null);
    await via("c4"); // undefined: left out, as Kysely leaves it out (the column's default, NULL)
    await writeTransaction(t.db, (trx) =>
      trx.insertInto("chat_conversations").values(conversation("k1", "a@example.jp")).execute(),
    );
    const rows = await t.db
      .selectFrom("chat_conversations")
      .select(["id", "session_id", "email", "created_at"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "c1", session_id: "session-c1", email: "a@example.jp", created_at: "2026-11-22T00:00:00.000Z" },
      {
        id: "c2",
        session_id: "session-c2",
        email: "b'); drop table chat_messages; --@example.jp",
        created_at: "2026-11-22T00:00:00.000Z",
      },
      { id: "c3", session_id: "session-c3", email: null, created_at: "2026-11-22T00:00:00.000Z" },
      { id: "c4", session_id: "session-c4", email: null, created_at: "2026-11-22T00:00:00.000Z" },
      { id: "k1", session_id: "session-k1", email: "a@example.jp", created_at: "2026-11-22T00:00:00.000Z" },
    ]);
  });

  it("stores several rows in one statement, and refuses rows of different shapes before sending anything", async () => {
    const message = (id: string, role: "user" | "assistant", type?: string | null) => ({
      id,
      conversation_id: "c1",
      role,
      content: `内容 ${id}`,
      type,
      created_at: `2026-11-22T00:00:0${id.slice(-1)}.000Z`,
    });
    await writeTransaction(t.db, (trx) =>
      insertRows(trx, "chat_messages", [
        message("m1", "user", null),
        message("m2", "assistant", "answer"),
        message("m3", "user", null),
      ]),
    );
    const stored = await t.db
      .selectFrom("chat_messages")
      .select(["id", "role", "content", "type"])
      .orderBy("id")
      .execute();
    expect(stored).toEqual([
      { id: "m1", role: "user", content: "内容 m1", type: null },
      { id: "m2", role: "assistant", content: "内容 m2", type: "answer" },
      { id: "m3", role: "user", content: "内容 m3", type: null },
    ]);
    await expect(
      writeTransaction(t.db, (trx) =>
        insertRows(trx, "chat_messages", [message("m4", "user", null), message("m5", "user")]),
      ),
    ).rejects.toThrow(/same columns/);
    expect(await t.db.selectFrom("chat_messages").select("id").where("id", "in", ["m4", "m5"]).execute()).toEqual([]);
    // The refusal left nothing behind for that shape: the same two rows, alike now, go in.
    await writeTransaction(t.db, (trx) =>
      insertRows(trx, "chat_messages", [message("m4", "user", null), message("m5", "user", null)]),
    );
    expect(
      await t.db.selectFrom("chat_messages").select("id").where("id", "in", ["m4", "m5"]).orderBy("id").execute(),
    ).toEqual([{ id: "m4" }, { id: "m5" }]);
  });
});
