import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OutboxRow } from "../mail/outbox-claim";
import { INVOICE_ATTACHMENT, storedInvoicePdf } from "./invoices";
import type { PdfRenderer } from "./pdf-renderer";
import { ensureFirstVersion, findVersion, storedPdf } from "./quotation-versions";

/**
 * The outbox worker's `documents`: the stored PDF of the quotation version (or the invoice) an email attaches, the
 * same bytes as every download (rendered once, off the request thread, if not yet). A quote deleted in
 * the meantime (a deletion request) takes its versions and its emails with it, so none is left to send.
 */
export function quotationDocuments(db: Kysely<Database>, render: PdfRenderer, registrationNumber: string | undefined) {
  return async (row: OutboxRow) => {
    if (row.attachment === INVOICE_ATTACHMENT && row.reference) {
      const found = await db
        .selectFrom("invoices")
        .select("quote_id")
        .where("quote_id", "=", row.reference)
        .executeTakeFirst();
      if (!found) return null;
      const pdf = await storedInvoicePdf(db, render, row.reference);
      return { pdf: { fileName: pdf.fileName, content: pdf.bytes } };
    }
    const match = /^quotation(?::(\d+))?$/.exec(row.attachment ?? "");
    if (!match || !row.reference) return null;
    const version = Number(match[1] ?? 1);
    let found = await findVersion(db, row.reference, version);
    if (!found && version === 1) {
      const quote = await db.selectFrom("quotes").selectAll().where("id", "=", row.reference).executeTakeFirst();
      found = quote ? await ensureFirstVersion(db, quote, registrationNumber) : undefined;
    }
    if (!found) return null;
    const pdf = await storedPdf(db, render, row.reference, version);
    return { pdf: { fileName: pdf.fileName, content: pdf.bytes } };
  };
}
