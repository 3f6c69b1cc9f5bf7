import { describe, expect, it, vi } from "vitest";
import { writeTransaction, type Db } from "../../server/db/database";
import { nextReference, referencePeriod } from "../../server/db/references";
import { insertContact } from "../../server/contact/submit-contact";
import { describeEachDialect, useTestDatabase } from "../support/test-databases";
import type { AutoReplyPolicy } from "../../server/mail/auto-reply-cap";

/** No caps: these tests count numbers, not emails. */
const noCaps: AutoReplyPolicy = { client: "127.0.0.1", perAddress: 0, quotePerAddress: 0, perClient: 0 };

vi.stubEnv("LOG_LEVEL", "error");

const contact = (n: number, source: "form" | "chat" = "form") => ({
  name: `訪問者 ${n}`,
  email: `visitor-${n}@example.jp`,
  phone: "",
  company: "",
  message: "相談です",
  language: "ja" as const,
  source,
});
const period = referencePeriod(new Date());

describe("reference period", () => {
  it("is the year and month in Japan, so the first hours of a month in Tokyo count in that month", () => {
    expect(referencePeriod(new Date("2026-10-31T14:59:59Z"))).toBe("2610");
    expect(referencePeriod(new Date("2026-10-31T15:00:00Z"))).toBe("2611");
    expect(referencePeriod(new Date("2099-12-31T15:00:00Z"))).toBe("0001");
  });
});

describeEachDialect("short references", (dialect) => {
  const t = useTestDatabase(dialect);

  async function insertMany(db: Db, from: number, count: number, source: "form" | "chat" = "form") {
    return Promise.all(
      Array.from({ length: count }, (_, i) =>
        writeTransaction(db, (trx) =>
          insertContact(trx, contact(from + i, source), "inbox@tamagawa-digital.jp", noCaps),
        ),
      ),
    );
  }

  it("numbers concurrent contact messages from two connections without a gap or a repeat, stored with each row", async () => {
    // Two handles are two connection pools, as two server processes would have.
    const other = t.open();
    const created = (await Promise.all([insertMany(t.db, 0, 60), insertMany(other, 60, 60)])).flat();
    const references = created.map((c) => c.reference);
    for (const reference of references) expect(reference).toMatch(new RegExp(`^C-${period}-\\d{4}$`));
    expect(new Set(references).size).toBe(120);
    expect(references.map((r) => Number(r.slice(-4))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
    const stored = await t.db.selectFrom("contact_messages").select(["id", "reference"]).execute();
    expect(new Map(stored.map((r) => [r.id, r.reference]))).toEqual(new Map(created.map((c) => [c.id, c.reference])));
    // The emails of each message say its reference.
    const subjects = await t.db.selectFrom("email_outbox").select(["reference", "subject"]).execute();
    for (const c of created) {
      const mine = subjects.filter((s) => s.reference === c.id);
      expect(mine).toHaveLength(2);
      for (const s of mine) expect(s.subject).toContain(c.reference);
    }
  });

  it("gives chat leads their own letter and sequence", async () => {
    const leads = await insertMany(t.db, 500, 3, "chat");
    expect(leads.map((l) => l.reference).sort()).toEqual([1, 2, 3].map((n) => `L-${period}-000${n}`));
  });

  it("a rolled-back transaction gives its number back; a new month starts at 0001; numbers grow past 9999", async () => {
    await expect(
      writeTransaction(t.db, async (trx) => {
        await nextReference(trx, "Q");
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await writeTransaction(t.db, (trx) => nextReference(trx, "Q"))).toBe(`Q-${period}-0001`);
    expect(await writeTransaction(t.db, (trx) => nextReference(trx, "Q", new Date("2031-01-15T00:00:00Z")))).toBe(
      "Q-3101-0001",
    );
    await t.db.updateTable("reference_counters").set({ value: 9999 }).where("scope", "=", "Q-3101").execute();
    expect(await writeTransaction(t.db, (trx) => nextReference(trx, "Q", new Date("2031-01-15T00:00:00Z")))).toBe(
      "Q-3101-10000",
    );
  });

  const withoutKey = <T extends { email_key?: unknown }>({ email_key: _key, ...rest }: T) => rest;

  it("the unique index refuses a second row with the same reference", async () => {
    const [first] = await insertMany(t.db, 900, 1);
    const row = await t.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", first!.id)
      .executeTakeFirstOrThrow();
    await expect(
      t.db
        .insertInto("contact_messages")
        // email_key is computed by the database (a generated column), never written.
        .values({ ...withoutKey(row), id: crypto.randomUUID() })
        .execute(),
    ).rejects.toThrow(/unique|UNIQUE/);
  });
});
