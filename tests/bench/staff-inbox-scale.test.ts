import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { reindexAllLeads } from "../../server/db/lead-index";
import { inboxPage, type InboxFilter } from "../../server/staff/inbox-query";
import { inboxCounts } from "../../server/staff/triage";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";

const CONTACTS = 100_000;
const QUOTES = 20_000;
/** A benchmark (`npm run bench -- inbox`), not part of `npm test`; the figures measured are in docs/benchmarks.md. */
const BUDGET_MS = 300;
/** Text search goes through the trigram index; a two-character query scans the index table. */
const SEARCH_BUDGET_MS = 1000;

describeEachDialect("staff inbox at 100,000 leads", (dialect) => {
  const t = useTestDatabase(dialect);
  let middle = "";

  beforeAll(async () => {
    const start = Date.parse("2025-01-01T00:00:00Z");
    for (let i = 0; i < CONTACTS; i += 1000) {
      const rows = Array.from({ length: 1000 }, (_, j) => {
        const n = i + j;
        return {
          id: randomUUID(),
          name: `訪問者 ${n}`,
          email: `visitor${n}@example.jp`,
          phone: null,
          company: n % 7 === 0 ? "川崎商事" : null,
          message: `ホームページの相談 ${n}`,
          language: n % 3 === 0 ? ("en" as const) : ("ja" as const),
          source: n % 10 === 0 ? ("chat" as const) : ("form" as const),
          created_at: new Date(start + n * 60_000).toISOString(),
          reference: null,
        };
      });
      await t.db.insertInto("contact_messages").values(rows).execute();
      if (i === CONTACTS / 2) middle = `${rows[0]!.created_at}~${rows[0]!.id}`;
    }
    for (let i = 0; i < QUOTES; i += 1000) {
      const rows = Array.from({ length: 1000 }, (_, j) => {
        const n = i + j;
        const at = new Date(start + n * 300_000).toISOString();
        return {
          id: randomUUID(),
          name: `Quote ${n}`,
          email: n % 2 ? `quote${n}@example.jp` : "",
          session_id: randomUUID(),
          status: n % 4 === 0 ? ("complete" as const) : ("incomplete" as const),
          language: "ja" as const,
          service_type: "web-basic",
          specifications: null,
          estimated_price: null,
          token_hash: null,
          created_at: at,
          updated_at: at,
          completed_at: null,
          reference: null,
        };
      });
      await t.db.insertInto("quotes").values(rows).execute();
    }
    // A handful of leads already worked, so a status filter is selective.
    const some = await t.db.selectFrom("contact_messages").select("id").limit(20).execute();
    await t.db
      .insertInto("lead_states")
      .values(some.map((r) => ({ lead_id: r.id, status: "won" as const, assignee_id: null, updated_at: "x" })))
      .execute();
    // Rows written straight into the tables: the office's search index is built as the migration builds it.
    await reindexAllLeads(t.db);
  }, 240_000);

  const cases: [string, () => InboxFilter][] = [
    ["first page", () => ({})],
    ["a page deep in the list", () => ({ before: middle })],
    ["one kind", () => ({ kind: "chat" })],
    ["a language and dates", () => ({ language: "en", from: "2025-02-01", to: "2025-02-28" })],
    ["status new", () => ({ status: "new" })],
    ["a rare status", () => ({ status: "won" })],
    ["text search", () => ({ q: "川崎商事" })],
    ["a phone-number search", () => ({ q: "訪問者 4242" })],
    ["a two-character search", () => ({ q: "商事" })],
  ];

  for (const [name, filter] of cases) {
    const budget = filter().q ? SEARCH_BUDGET_MS : BUDGET_MS;
    it(`answers ${name} within ${budget} ms`, async () => {
      await inboxPage(t.db, filter());
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        rows = (await inboxPage(t.db, filter())).rows.length;
        times.push(performance.now() - started);
      }
      const median = times.sort((a, b) => a - b)[2]!;
      console.info(`staff inbox (${dialect}) ${name}: median ${median.toFixed(1)} ms, ${rows} rows`);
      expect(rows).toBeGreaterThan(0);
      expect(median).toBeLessThan(budget);
    });
  }

  it(`counts leads per status and unread within ${BUDGET_MS} ms`, async () => {
    await inboxCounts(t.db, "nobody");
    const times: number[] = [];
    let counts: Awaited<ReturnType<typeof inboxCounts>> | undefined;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      counts = await inboxCounts(t.db, "nobody");
      times.push(performance.now() - started);
    }
    const median = times.sort((a, b) => a - b)[2]!;
    console.info(`staff inbox (${dialect}) counts: median ${median.toFixed(1)} ms`);
    expect(counts!.byStatus.won).toBe(20);
    expect(counts!.byStatus.new).toBe(CONTACTS + QUOTES / 4 - 20);
    expect(median).toBeLessThan(BUDGET_MS);
  });
});
