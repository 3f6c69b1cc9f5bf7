import type { ForgetReport } from "./forget-email";

/**
 * Why issued documents outlive a deletion request, in the words the operator can pass on: the tax laws require
 * the company to keep what it issued (docs/decisions/039-document-retention.md).
 */
const KEPT_BECAUSE =
  "Kept because the law requires the company to keep the quotations and invoices it issued " +
  "(法人税法 and 消費税法: copies of issued documents and qualified invoices; 電子帳簿保存法: documents sent electronically), " +
  "with the addressee printed on them. Everything else stored for these quotes was deleted; " +
  "the documents and the quote go when the period ends:";

function keptLines(report: ForgetReport): string[] {
  if (report.documents_kept.length === 0) return [];
  const because = report.dryRun ? KEPT_BECAUSE.replace("was deleted", "would be deleted") : KEPT_BECAUSE;
  return [
    "",
    because,
    ...report.documents_kept.map(
      (k) =>
        `  quote ${k.quote}: ${k.documents.join(", ")}, kept until ${k.kept_until.slice(0, 10)} (end of day, Japan time)`,
    ),
  ];
}

/** Counts and ids per table; never the address or any other personal data, so it can be pasted into a ticket. */
export function formatForgetReport(report: ForgetReport): string {
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
        : report.documents_kept.length
          ? "Deleted everything stored for this address except the issued documents listed at the end:"
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
    line("staff office records", report.staff_records),
    line("mail files (.eml)", report.mail_files),
    ...keptLines(report),
    "",
  ].join("\n");
}
