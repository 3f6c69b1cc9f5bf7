import { CompiledQuery, type Insertable, type Kysely } from "kysely";
import { dialectOf } from "./database";
import type { Database } from "./schema";

type Table = keyof Database & string;

/** SQL text per dialect, table, column list and row count; a few dozen shapes in all. */
const texts = new Map<string, string>();
const MAX_SHAPES = 200;

/**
 * INSERT of rows whose SQL text is built once per shape. Kysely
 * builds, freezes and compiles a query tree on every call: for the twenty columns
 * of an outbox row that took longer than SQLite took to store it, on the event
 * loop of every write request. The values are bound parameters exactly as Kysely
 * binds them, in the order of the first row's keys (every row must have the same
 * keys); a key whose value is undefined is left out, as Kysely leaves it out.
 */
export async function insertRows<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const shapeOf = (row: Record<string, unknown>) => Object.keys(row).filter((column) => row[column] !== undefined);
  const columns = shapeOf(first);
  const shape = columns.join(",");
  // Checked before the text is built: rows of mixed shapes would compile to a text that is wrong for the shape cached under.
  for (const row of rows.slice(1)) {
    if (shapeOf(row as Record<string, unknown>).join(",") !== shape)
      throw new Error(`insertRows(${table}): every row needs the same columns`);
  }
  const key = `${dialectOf(db)}\0${table}\0${shape}\0${rows.length}`;
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= MAX_SHAPES) texts.clear();
    // Kysely's own compilation of this shape, so quoting and placeholders are the dialect's.
    text = db
      .insertInto(table)
      .values(rows as never)
      .compile().sql;
    texts.set(key, text);
  }
  const parameters = rows.flatMap((row) => columns.map((column) => (row as Record<string, unknown>)[column]));
  await db.executeQuery(CompiledQuery.raw(text, parameters));
}
