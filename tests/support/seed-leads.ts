import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { Db } from "../../server/db/database";
import type { ContactMessageTable, QuoteTable } from "../../server/db/schema";

type ContactRow = Insertable<ContactMessageTable>;
type QuoteRow = Insertable<QuoteTable>;

/** Rows are written a thousand at a time: within both dialects' limits on bound values, and quick. */
const BATCH = 1000;

/** The n-th lead's time: one a minute from `start` for contacts, one every `stepMinutes` for quotes. */
const timeOf = (start: string, n: number, stepMinutes: number) =>
  new Date(Date.parse(start) + n * stepMinutes * 60_000).toISOString();

/** Inserts `count` rows and returns them, in the order of n. */
async function insertInBatches<Row>(count: number, row: (n: number) => Row, insert: (rows: Row[]) => Promise<unknown>) {
  const all: Row[] = [];
  for (let i = 0; i < count; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => row(i + j));
    await insert(rows);
    all.push(...rows);
  }
  return all;
}

/**
 * Contact messages written straight into the table (no emails, no index rows: call reindexAllLeads
 * when the office's search must see them). `shape` overrides the plain defaults per lead.
 */
export function seedContacts(
  db: Db,
  count: number,
  {
    start = "2025-01-01T00:00:00.000Z",
    shape = () => ({}),
  }: { start?: string; shape?: (n: number) => Partial<ContactRow> } = {},
) {
  return insertInBatches(
    count,
    (n): ContactRow => ({
      id: randomUUID(),
      name: `訪問者 ${n}`,
      email: `visitor${n}@example.jp`,
      phone: null,
      company: null,
      message: `相談 ${n}`,
      language: "ja",
      source: "form",
      created_at: timeOf(start, n, 1),
      reference: null,
      ...shape(n),
    }),
    (rows) => db.insertInto("contact_messages").values(rows).execute(),
  );
}

/** Calculator quotes written straight into the table, one every five minutes from `start`. */
export function seedQuotes(
  db: Db,
  count: number,
  {
    start = "2025-01-01T00:00:00.000Z",
    shape = () => ({}),
  }: { start?: string; shape?: (n: number) => Partial<QuoteRow> } = {},
) {
  return insertInBatches(
    count,
    (n): QuoteRow => {
      const at = timeOf(start, n, 5);
      return {
        id: randomUUID(),
        name: `Quote ${n}`,
        email: `quote${n}@example.jp`,
        session_id: randomUUID(),
        status: "complete",
        language: "ja",
        service_type: "web-basic",
        specifications: null,
        estimated_price: null,
        token_hash: null,
        created_at: at,
        updated_at: at,
        completed_at: at,
        reference: null,
        ...shape(n),
      };
    },
    (rows) => db.insertInto("quotes").values(rows).execute(),
  );
}
