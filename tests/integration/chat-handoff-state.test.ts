import { expect, it } from "vitest";
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
