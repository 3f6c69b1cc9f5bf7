import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OutboxRow } from "../mail/outbox-claim";
import { storedInvoicePdf } from "./invoices";
import type { PdfRenderer } from "./pdf-renderer";
import { ensureFirstVersion, findVersion, storedPdf } from "./quotation-versions";
import type { IssuerSettings } from "./quotation-document";

/**
 * The outbox worker's `documents`: the stored PDF of the quotation version (or the invoice) an email attaches, the
 * same bytes as every download (rendered once, off the request thread, if not yet). A quote deleted in
 * the meantime (a deletion request) takes its versions and its emails with it, so none is left to send.
 */
export function quotationDocuments(db: Kysely<Database>, render: PdfRenderer, issuer: IssuerSettings) {
  return async (row: OutboxRow) => {
    const invoice = /^invoice(?::(INV-\d{4}-\d{4,}))?$/.exec(row.attachment ?? "");
    if (invoice && row.reference) {
      // The invoice the email names (older rows, from before re-issues, name none: the quote's first), as issued.
      let query = db.selectFrom("invoices").select("number").where("quote_id", "=", row.reference);
      query = invoice[1] ? query.where("number", "=", invoice[1]) : query.orderBy("issued_at").limit(1);
      const found = await query.executeTakeFirst();
      if (!found) return null;
      const pdf = await storedInvoicePdf(db, render, found.number);
      return { pdf: { fileName: pdf.fileName, content: pdf.bytes } };
    }
    const match = /^quotation(?::(\d+))?$/.exec(row.attachment ?? "");
    if (!match || !row.reference) return null;
    const version = Number(match[1] ?? 1);
    let found = await findVersion(db, row.reference, version);
    if (!found && version === 1) {
      const quote = await db.selectFrom("quotes").selectAll().where("id", "=", row.reference).executeTakeFirst();
      found = quote ? await ensureFirstVersion(db, quote, issuer) : undefined;
    }
    if (!found) return null;
    const pdf = await storedPdf(db, render, row.reference, version);
    return { pdf: { fileName: pdf.fileName, content: pdf.bytes } };
  };
}
