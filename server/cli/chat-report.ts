import { parseArgs } from "node:util";
import { chatReport } from "../chat/unanswered";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { EnvError, getEnv } from "../env";

/**
 * `npm run chat-report [-- --days 30 --top 20]`: how many questions visitors typed
 * into the chat, the share it answered, and the most frequent ones it could not
 * (addresses and phone numbers are masked when stored), from the same DATA_DIR /
 * DATABASE_URL as the server.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      days: { type: "string", default: "30" },
      top: { type: "string", default: "20" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write("Usage: npm run chat-report [-- --days 30 --top 20 --json]\n");
    return;
  }
  const days = Number(values.days);
  const top = Number(values.top);
  if (!Number.isInteger(days) || days < 1 || !Number.isInteger(top) || top < 1)
    throw new Error("--days and --top take a whole number of at least 1.");
  const db = createDatabase(getEnv());
  try {
    await migrateToLatest(db);
    const report = await chatReport(db, new Date(Date.now() - days * 24 * 60 * 60 * 1000), top);
    if (values.json) {
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      return;
    }
    process.stdout.write(
      `Chat, last ${days} day(s): ${report.turns} question(s), ${(report.answeredShare * 100).toFixed(1)}% answered, ${report.unanswered} unanswered.\n`,
    );
    if (report.top.length === 0) {
      process.stdout.write("No unanswered questions.\n");
      return;
    }
    console.table(
      report.top.map((r) => ({ count: r.count, language: r.language, question: r.question.slice(0, 100) })),
    );
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
