import { expect, it, vi } from "vitest";
import { allInboxRows, inboxPage, type InboxFilter } from "../../server/staff/inbox-query";
import { seedContacts } from "../support/seed-leads";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

vi.stubEnv("LOG_LEVEL", "error");

/** More leads waiting for an answer than the office reads in one window (a flood after a holiday). */
const WAITING = 1_060;
const ANSWERED = 40;

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000).toISOString();

describeEachDialect("an inbox with more than a thousand leads waiting for an answer", (dialect) => {
  const t = useTestDatabase(dialect);

  async function seed() {
    const leads = await seedContacts(t.db, WAITING + ANSWERED, {
      start: at(0),
      // The oldest waiting leads are in English: a filter that keeps only them must still reach them.
      shape: (i) => ({ language: i < 5 ? "en" : "ja" }),
    });
    // The customer wrote again in the order the leads arrived; the last ANSWERED have no answer pending.
    const states = leads.slice(0, WAITING).map((lead, i) => ({
      lead_id: lead.id,
      status: "in_progress" as const,
      assignee_id: null,
      updated_at: at(10_000 + i),
      last_inbound_at: at(10_000 + i),
      needs_reply: 1,
    }));
    for (let i = 0; i < states.length; i += 200)
      await t.db
        .insertInto("lead_states")
        .values(states.slice(i, i + 200))
        .execute();
    return { waiting: new Set(states.map((s) => s.lead_id)), all: leads };
  }

  async function everyPage(filter: InboxFilter) {
    const rows = [];
    let before: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await inboxPage(t.db, { ...filter, before });
      rows.push(page.rows);
      if (!page.next) break;
      before = page.next;
    }
    return rows;
  }

  it("pins the newest answers on the first page, never lists a waiting lead by arrival, and pages the 要返信 filter through all of them", async () => {
    const { waiting, all } = await seed();

    const pages = await everyPage({});
    const [first, ...rest] = pages;
    const pinned = first!.filter((r) => r.needs_reply === 1);
    // The newest customer message first: the lead that arrived last among the waiting ones wrote last.
    expect(pinned).toHaveLength(50);
    expect(pinned[0]!.id).toBe(all[WAITING - 1]!.id);
    expect(first!.slice(0, 50).every((r) => r.needs_reply === 1)).toBe(true);
    // Below them, and on every later page, only leads nobody must answer, each once.
    const byArrival = [...first!.slice(50), ...rest.flat()];
    expect(byArrival.every((r) => !waiting.has(r.id))).toBe(true);
    expect(new Set(byArrival.map((r) => r.id)).size).toBe(ANSWERED);

    const replyView = (await everyPage({ reply: "1" })).flat();
    expect(replyView).toHaveLength(WAITING);
    expect(new Set(replyView.map((r) => r.id))).toEqual(waiting);

    // The five oldest waiting leads are beyond the first thousand read; the language filter still reaches them.
    const english = (await everyPage({ reply: "1", language: "en" })).flat();
    expect(english.map((r) => r.id).sort()).toEqual(
      all
        .slice(0, 5)
        .map((l) => l.id)
        .sort(),
    );

    // The export lists every lead exactly once, the waiting ones first.
    const exported = [];
    for await (const row of allInboxRows(t.db, {})) exported.push(row.id);
    expect(exported).toHaveLength(WAITING + ANSWERED);
    expect(new Set(exported).size).toBe(WAITING + ANSWERED);
    expect(exported.slice(0, WAITING).every((id) => waiting.has(id))).toBe(true);
  });
});
