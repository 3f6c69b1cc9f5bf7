import { parseArgs } from "node:util";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { EnvError, getEnv } from "../env";
import { forgetEmail, InvalidAddressError, type ForgetReport } from "../privacy/forget-email";
import { mailDirOf } from "../retention/mail-files";

const usage = "Usage: npm run forget-email -- someone@example.com [--dry-run]\n";

/** Counts and ids per table; never the address or any other personal data, so it can be pasted into a ticket. */
function formatReport(report: ForgetReport): string {
  const line = (table: string, count: number, ids: string[] = []) =>
    `  ${table.padEnd(20)}${String(count).padStart(5)}${ids.length ? `  ${ids.join(", ")}` : ""}`;
  const found =
    report.contact_messages.length +
    report.quotes.length +
    report.chat_conversations.length +
    report.email_outbox.length +
    report.mail_files;
  const heading =
    found === 0
      ? "Nothing stored for this address."
      : report.dryRun
        ? "Dry run, nothing deleted. Stored for this address:"
        : "Deleted everything stored for this address:";
  return [
    heading,
    line("contact_messages", report.contact_messages.length, report.contact_messages),
    line("quotes", report.quotes.length, report.quotes),
    line("chat_conversations", report.chat_conversations.length, report.chat_conversations),
    line("chat_messages", report.chat_messages),
    line(
      "email_outbox",
      report.email_outbox.length,
      report.email_outbox.map((r) => `${r.id} (${r.kind}, ${r.status})`),
    ),
    line("idempotency_keys", report.idempotency_keys),
    line("mail files (.eml)", report.mail_files),
    "",
  ].join("\n");
}

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
    });
    process.stdout.write(formatReport(report));
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
