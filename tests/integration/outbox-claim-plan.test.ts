import { CompiledQuery, type KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { claimDueEmails } from "../../server/mail/outbox-claim";
import { queueEmails } from "../support/outbox-helpers";
import { useTestDatabase } from "../support/test-databases";

// A claim must cost the same whatever the backlog: under load the outbox grows, and a
// claim that reads every due row (as an OR over both status indexes did, before the
// primary key) gets slower the more there is to send, taking the CPU the visitors'
// requests need. SQLite's query plans show it without timing anything.
describe("claiming outbox rows (SQLite)", () => {
  const t = useTestDatabase("sqlite");

  it("reads only the rows it claims: index range scans in order, the update by primary key, no sort", async () => {
    await queueEmails(t.db, 300);
    const statements: CompiledQuery[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        statements.push(t.db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const { rows } = await claimDueEmails(t.db.withPlugin(recorder), {
      batchSize: 10,
      leaseMs: 60_000,
      maxAttempts: 8,
    });
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.status === "sending" && r.attempts === 1)).toBe(true);

    const outbox = statements.filter((s) => /"email_outbox"/.test(s.sql));
    expect(outbox.length).toBeGreaterThanOrEqual(3);
    for (const statement of outbox) {
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
      );
      const details = plan.rows.map((r) => r.detail).join("\n");
      expect(details, statement.sql).not.toMatch(/MULTI-INDEX OR|SCAN email_outbox|TEMP B-TREE/);
      if (/^update "email_outbox" set "status" = \?, "attempts"/.test(statement.sql)) {
        expect(details, statement.sql).toMatch(/USING (COVERING )?INDEX sqlite_autoindex_email_outbox_1 \(id=\?\)/);
      }
    }
  });

  it("takes the oldest due rows first, expired leases before them, and nothing twice", async () => {
    await t.db.deleteFrom("email_outbox").execute();
    await queueEmails(t.db, 25);
    const first = await claimDueEmails(t.db, { batchSize: 10, leaseMs: 60_000, maxAttempts: 8 });
    const second = await claimDueEmails(t.db, { batchSize: 10, leaseMs: 60_000, maxAttempts: 8 });
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(20);
    const latestClaimed = first.rows
      .map((r) => r.next_attempt_at)
      .sort()
      .at(-1)!;
    const unclaimed = await t.db
      .selectFrom("email_outbox")
      .select("next_attempt_at")
      .where("status", "=", "pending")
      .execute();
    expect(unclaimed).toHaveLength(5);
    expect(unclaimed.every((r) => r.next_attempt_at >= latestClaimed)).toBe(true);

    // A lease that ran out (its process died) is taken again, ahead of the pending rows.
    await t.db
      .updateTable("email_outbox")
      .set({ locked_until: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", first.rows[0].id)
      .execute();
    const third = await claimDueEmails(t.db, { batchSize: 3, leaseMs: 60_000, maxAttempts: 8 });
    expect(third.rows[0].id).toBe(first.rows[0].id);
    expect(third.rows[0].attempts).toBe(2);
    expect(third.rows.slice(1).every((r) => !ids.includes(r.id))).toBe(true);
  });
});
