import { beforeAll, expect, it } from "vitest";
import { reindexAllLeads } from "../../server/db/lead-index";
import { inboxPage, type InboxFilter } from "../../server/staff/inbox-query";
import { inboxCounts } from "../../server/staff/triage";
import { seedContacts, seedQuotes } from "../support/seed-leads";
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
    const contacts = await seedContacts(t.db, CONTACTS, {
      shape: (n) => ({
        company: n % 7 === 0 ? "川崎商事" : null,
        message: `ホームページの相談 ${n}`,
        language: n % 3 === 0 ? "en" : "ja",
        source: n % 10 === 0 ? "chat" : "form",
      }),
    });
    const half = contacts[CONTACTS / 2]!;
    middle = `${half.created_at}~${half.id}`;
    await seedQuotes(t.db, QUOTES, {
      shape: (n) => ({
        email: n % 2 ? `quote${n}@example.jp` : "",
        status: n % 4 === 0 ? "complete" : "incomplete",
        completed_at: null,
      }),
    });
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
