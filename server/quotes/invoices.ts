import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { emailFrame } from "../../content/email-frame";
import { invoice } from "../../content/invoice";
import { formatYen } from "../../domain/pricing/pricing";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { nextReference } from "../db/references";
import type { Database, InvoiceTable } from "../db/schema";
import { emailDocument, paragraph, referenceBox, senderName, textFooter } from "../mail/email-layout";
import { parseMailbox } from "../mail/header-safety";
import { html } from "../mail/html";
import { enqueueEmail, type NewEmail } from "../mail/outbox";
import { recordActivity } from "../leads/lead-history";
import { invoiceDocument, type InvoiceDocument } from "./invoice-document";
import type { PdfRenderer } from "./pdf-renderer";
import { validUntilOf } from "./quotation-dates";
import { formatDay } from "./quotation-document";
import { ensureFirstVersion, findVersion, frozenPdf, type StoredPdf } from "./quotation-versions";
import type { QuoteRow } from "./quote-view";

/** `email_outbox.attachment` of an email carrying the quote's invoice. */
export const INVOICE_ATTACHMENT = "invoice";

/** An issued invoice as the office shows it. */
export interface IssuedInvoice {
  quoteId: string;
  number: string;
  version: number;
  total: number;
  issuedAt: string;
  dueDate: string;
  paidAt: string | null;
}

const issued = (row: Omit<InvoiceTable, "document" | "pdf_base64" | "pdf_sha256">): IssuedInvoice => ({
  quoteId: row.quote_id,
  number: row.number,
  version: row.version,
  total: row.total,
  issuedAt: row.issued_at,
  dueDate: row.due_date,
  paidAt: row.paid_at,
});

export async function findInvoice(db: Kysely<Database>, quoteId: string): Promise<IssuedInvoice | undefined> {
  const row = await db
    .selectFrom("invoices")
    .select(["id", "quote_id", "number", "version", "subtotal", "tax", "total", "issued_at", "issued_by"])
    .select(["due_date", "paid_at", "paid_by"])
    .where("quote_id", "=", quoteId)
    .executeTakeFirst();
  return row ? issued(row) : undefined;
}

export type InvoiceRefusal = "notAccepted" | "twice" | "noRegistration" | "noBank" | "notIssued";

export class InvoiceRefused extends Error {
  constructor(readonly reason: InvoiceRefusal) {
    super(reason);
  }
}

export interface InvoiceSettings {
  /** 登録番号: without it the document would not be a qualified invoice, so none is issued. */
  registrationNumber: string | undefined;
  bankDetails: string | undefined;
  dueDays: number;
  companyInbox: string;
}

/**
 * Issues the quote's 請求書: its own number (INV-YYMM-NNNN), the accepted version's lines and
 * addressee, 取引年月日 the acceptance day, due INVOICE_DUE_DAYS after issue. The document is
 * frozen in the row; the email to the visitor, queued in the same transaction, attaches its PDF
 * (rendered once, off the request thread). One invoice per quote: a second is refused.
 */
export async function issueInvoice(
  db: Db,
  row: QuoteRow,
  staffId: string,
  settings: InvoiceSettings,
): Promise<{ number: string }> {
  if (!row.accepted_at) throw new InvoiceRefused("notAccepted");
  if (!settings.registrationNumber) throw new InvoiceRefused("noRegistration");
  if (!settings.bankDetails) throw new InvoiceRefused("noBank");
  if (await findInvoice(db, row.id)) throw new InvoiceRefused("twice");
  const versionNumber = row.accepted_version ?? 1;
  const accepted =
    versionNumber === 1
      ? await ensureFirstVersion(db, row, settings.registrationNumber)
      : await findVersion(db, row.id, versionNumber);
  if (!accepted) throw new InvoiceRefused("notAccepted");
  const registrationNumber = settings.registrationNumber;
  const bankDetails = settings.bankDetails;
  return writeTransaction(db, async (trx) => {
    const now = isoNow();
    const number = await nextReference(trx, "INV", new Date(now));
    const dueDate = validUntilOf(now, settings.dueDays);
    const amounts = { subtotal: accepted.subtotal, tax: accepted.tax, total: accepted.total };
    const document = invoiceDocument(accepted.document, amounts, {
      number,
      issuedAt: now,
      dueDate,
      acceptedAt: row.accepted_at!,
      registrationNumber,
      bankDetails,
    });
    const inserted = await trx
      .insertInto("invoices")
      .values({
        id: randomUUID(),
        quote_id: row.id,
        number,
        version: accepted.version,
        document: JSON.stringify(document),
        ...amounts,
        pdf_base64: null,
        pdf_sha256: null,
        issued_at: now,
        issued_by: staffId,
        due_date: dueDate,
        paid_at: null,
        paid_by: null,
      })
      .onConflict((oc) => oc.column("quote_id").doNothing())
      .executeTakeFirst();
    // Another request issued it meanwhile: refused, and this transaction gives its number back.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new InvoiceRefused("twice");
    await enqueueEmail(
      trx,
      invoiceEmail({ id: row.id, email: row.email, language: row.language }, document, {
        quotationNumber: accepted.number,
        total: accepted.total,
        dueDate,
        companyInbox: settings.companyInbox,
      }),
    );
    await recordActivity(trx, row.id, staffId, "invoice_issued", number);
    return { number };
  });
}

/** Records the payment once (who and when) with a history entry; marking a paid invoice again changes nothing. */
export async function markInvoicePaid(db: Db, quoteId: string, staffId: string): Promise<void> {
  const found = await findInvoice(db, quoteId);
  if (!found) throw new InvoiceRefused("notIssued");
  await writeTransaction(db, async (trx) => {
    const marked = await trx
      .updateTable("invoices")
      .set({ paid_at: isoNow(), paid_by: staffId })
      .where("quote_id", "=", quoteId)
      .where("paid_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) > 0) await recordActivity(trx, quoteId, staffId, "invoice_paid", found.number);
  });
}

/** The invoice's PDF: rendered once (off the request thread in production), then the same stored bytes every time. */
export function storedInvoicePdf(db: Kysely<Database>, render: PdfRenderer, quoteId: string): Promise<StoredPdf> {
  return frozenPdf(
    db,
    render,
    `invoice:${quoteId}`,
    () =>
      db
        .selectFrom("invoices")
        .select(["document", "issued_at", "pdf_base64", "pdf_sha256"])
        .where("quote_id", "=", quoteId)
        .executeTakeFirstOrThrow(),
    (pdf_base64, pdf_sha256) =>
      db
        .updateTable("invoices")
        .set({ pdf_base64, pdf_sha256 })
        .where("quote_id", "=", quoteId)
        .where("pdf_base64", "is", null)
        .execute(),
  );
}

/**
 * The invoice to the visitor, in the quote's language, with its PDF attached. The address confirmed
 * itself by ordering (the order request came from the quotation's own link), so an attachment is fine.
 */
export function invoiceEmail(
  q: { id: string; email: string; language: InvoiceDocument["language"] },
  document: InvoiceDocument,
  facts: { quotationNumber: string; total: number; dueDate: string; companyInbox: string },
): NewEmail {
  const lang = q.language;
  const t = invoice[lang];
  const frame = emailFrame[lang];
  const notes = [frame.noReplyNote];
  const subject = t.emailSubject(document.number);
  const intro = t.emailIntro(facts.quotationNumber);
  const total = `${t.emailTotal}: ${formatYen(facts.total, lang)}`;
  const due = t.emailDue(formatDay(facts.dueDate, lang));
  const bank = `${t.bankHeading}: ${document.bank}`;
  return {
    kind: "invoice",
    to: { address: q.email },
    fromName: senderName(lang),
    replyTo: { address: parseMailbox(facts.companyInbox)?.address ?? facts.companyInbox },
    subject,
    text: [intro, "", `${t.number}: ${document.number}`, total, due, bank, "", ...textFooter(lang, notes)].join("\n"),
    html: emailDocument(
      lang,
      subject,
      html`${paragraph(intro)}${referenceBox(t.number, document.number)}${paragraph(total)}${paragraph(due)}${paragraph(bank)}`,
      notes,
    ),
    reference: q.id,
    attachment: INVOICE_ATTACHMENT,
  };
}
