import { parseArgs } from "node:util";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { EnvError, getEnv } from "../env";
import { forgetEmail, InvalidAddressError } from "../privacy/forget-email";
import { formatForgetReport } from "../privacy/forget-report";
import { documentRetention } from "../retention/document-retention";
import { mailDirOf } from "../retention/mail-files";

const usage = "Usage: npm run forget-email -- someone@example.com [--dry-run]\n";

/**
 * `npm run forget-email -- someone@example.com [--dry-run]`: a visitor's deletion
 * request (README "Privacy operations"), against the same DATA_DIR / DATABASE_URL
 * as the server.
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "dry-run": { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) return void process.stdout.write(usage);
  if (positionals.length !== 1) {
    process.stderr.write(usage);
    process.exit(2);
  }
  const env = getEnv();
  const db = createDatabase(env);
  try {
    await migrateToLatest(db);
    const report = await forgetEmail(db, positionals[0]!, {
      dryRun: values["dry-run"],
      mailDir: mailDirOf(env.DATA_DIR),
      documents: documentRetention(env),
    });
    process.stdout.write(formatForgetReport(report));
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  if (error instanceof InvalidAddressError) {
    process.stderr.write(`That is not an email address.\n${usage}`);
    process.exit(2);
  }
  process.stderr.write(
    `${error instanceof EnvError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
