import { afterAll, beforeAll, expect, it } from "vitest";
import type { ChatEngineOutput } from "../../server/chat/chat-types";
import { withToken } from "../support/form-tokens";
import { postJson, startTestServer, type TestServer } from "../support/test-server";
import { writeTransaction } from "../../server/db/database";
import { answerer, closeHandoff, markHandedOff, readAnswerer } from "../../server/chat/handoff-state";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

const minute = 60_000;

describeEachDialect("chat handoff state", (dialect) => {
  const t = useTestDatabase(dialect);

  async function conversation(id: string, at: string) {
    await t.db
      .insertInto("chat_conversations")
      .values({ id, session_id: `s-${id}`, language: "ja", email: null, state: null, created_at: at, updated_at: at })
      .execute();
  }

  it("hands a conversation to a person until staff close it", async () => {
    const at = "2026-11-30T01:00:00.000Z";
    await conversation("c1", at);
    expect(await readAnswerer(t.db, "c1", new Date(at), 30 * minute)).toEqual({ by: "assistant" });
    await writeTransaction(t.db, (trx) => markHandedOff(trx, "c1", "cannot_answer", at));
    expect(await readAnswerer(t.db, "c1", new Date(at), 30 * minute)).toEqual({
      by: "person",
      reason: "cannot_answer",
      since: at,
    });
    // A second handoff while one is open keeps the first reason.
    await writeTransaction(t.db, (trx) => markHandedOff(trx, "c1", "asked_for_person", "2026-11-30T01:01:00.000Z"));
    expect(await readAnswerer(t.db, "c1", new Date(at), 30 * minute)).toMatchObject({ reason: "cannot_answer" });
    await closeHandoff(t.db, "c1", "2026-11-30T01:02:00.000Z");
    expect(await readAnswerer(t.db, "c1", new Date("2026-11-30T01:02:00.000Z"), 30 * minute)).toEqual({
      by: "assistant",
    });
    // After closing, a new handoff opens again.
    await writeTransaction(t.db, (trx) => markHandedOff(trx, "c1", "asked_for_person", "2026-11-30T01:03:00.000Z"));
    expect(await readAnswerer(t.db, "c1", new Date("2026-11-30T01:03:00.000Z"), 30 * minute)).toMatchObject({
      by: "person",
      reason: "asked_for_person",
    });
  });

  it("returns to the assistant when nobody wrote for the idle time", () => {
    const row = {
      handoff_reason: "after_failed_answer",
      handed_off_at: "2026-11-30T01:00:00.000Z",
      handoff_closed_at: null,
      updated_at: "2026-11-30T01:10:00.000Z",
    };
    expect(answerer(row, new Date("2026-11-30T01:39:59.000Z"), 30 * minute).by).toBe("person");
    expect(answerer(row, new Date("2026-11-30T01:40:01.000Z"), 30 * minute).by).toBe("assistant");
    expect(answerer({ ...row, handoff_reason: "bogus" }, new Date(row.updated_at), 30 * minute).by).toBe("assistant");
  });
});

describeEachDialect("POST /api/chat hands a conversation to a person", (dialect) => {
  let t: TestServer;
  let raise: ChatEngineOutput["handoff"] | undefined;
  let unanswered = false;
  beforeAll(async () => {
    t = await startTestServer(dialect, { RATE_LIMIT_CHAT_PER_MINUTE: "0" });
    t.running.services.chatEngine = async () => ({ message: "reply", state: null, handoff: raise, unanswered });
  });
  afterAll(() => t.close());

  async function ask(content: string, conversationId: string | null) {
    const res = await postJson(
      `${t.url}/api/chat`,
      withToken(
        { messages: [{ role: "user", content }], conversationId, sessionId: `handoff-${dialect}-0001`, language: "ja" },
        "chat",
      ),
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { conversationId: string }).conversationId;
  }
  const row = (id: string) =>
    t.running.services.db
      .selectFrom("chat_conversations")
      .select(["handoff_reason", "handed_off_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("marks it on the engine's handoff, and on an unanswered question", async () => {
    raise = undefined;
    unanswered = false;
    const id = await ask("こんにちは", null);
    expect(await row(id)).toEqual({ handoff_reason: null, handed_off_at: null });
    raise = { reason: "asked_for_person", parts: [] };
    await ask("人と話したい", id);
    expect(await row(id)).toMatchObject({ handoff_reason: "asked_for_person" });

    raise = undefined;
    unanswered = true;
    const other = await ask("明日の大阪の天気は？", null);
    expect(await row(other)).toMatchObject({ handoff_reason: "cannot_answer" });
    expect((await row(other)).handed_off_at).toEqual(expect.any(String));
    // Its unanswered question is a lead that needs a reply (要返信).
    const db = t.running.services.db;
    const question = await db
      .selectFrom("chat_unanswered")
      .select("id")
      .where("conversation_id", "=", other)
      .executeTakeFirstOrThrow();
    expect(
      await db
        .selectFrom("lead_states")
        .select(["needs_reply", "last_inbound_at"])
        .where("lead_id", "=", question.id)
        .executeTakeFirst(),
    ).toEqual({ needs_reply: 1, last_inbound_at: (await row(other)).handed_off_at });
    // Asking for a person is a lead too: only that turn, not the greeting before it.
    const asked = await db.selectFrom("chat_unanswered").select("question").where("conversation_id", "=", id).execute();
    expect(asked).toEqual([{ question: "人と話したい" }]);
  });
});
