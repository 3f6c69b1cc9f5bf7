import { parseArgs } from "node:util";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { EnvError, getEnv } from "../env";
import { outboxOverview, retryDeadEmails } from "../mail/outbox-admin";

/**
 * `npm run outbox [-- --retry-dead]`: counts by status and the undelivered rows,
 * reading the same DATA_DIR / DATABASE_URL as the server. Prints no addresses or
 * message content, so its output can be pasted into a ticket.
 */
async function main() {
  const { values } = parseArgs({
    options: { "retry-dead": { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    process.stdout.write("Usage: npm run outbox [-- --retry-dead]\n");
    return;
  }
  const db = createDatabase(getEnv());
  try {
    await migrateToLatest(db);
    if (values["retry-dead"]) process.stdout.write(`Re-queued ${await retryDeadEmails(db)} dead message(s).\n`);
    const { counts, undelivered } = await outboxOverview(db);
    process.stdout.write(
      `Outbox: ${Object.entries(counts)
        .map(([status, n]) => `${status} ${n}`)
        .join(", ")}\n`,
    );
    if (undelivered.length === 0) {
      process.stdout.write("Nothing waiting.\n");
      return;
    }
    console.table(undelivered.map((r) => ({ ...r, last_error: r.last_error?.slice(0, 80) ?? "" })));
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  process.stderr.write(
    `${error instanceof EnvError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
