import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { OutboxRow } from "../mail/outbox-claim";
import { quotationDocument } from "./quotation-document";
import { quotationFacts } from "./quotation-store";

/**
 * The outbox worker's `documents`: the quotation an email attaches, built from the
 * quote row when the email is sent (PDFs are never stored). A quote deleted in the
 * meantime (a deletion request) takes its emails with it, so none is left to send.
 */
export function quotationDocuments(db: Kysely<Database>, registrationNumber: string | undefined) {
  return async (row: OutboxRow) => {
    if (row.attachment !== "quotation" || !row.reference) return null;
    const quote = await db.selectFrom("quotes").selectAll().where("id", "=", row.reference).executeTakeFirst();
    const facts = quote ? quotationFacts(quote) : null;
    return facts ? { quotation: quotationDocument(facts, registrationNumber) } : null;
  };
}
