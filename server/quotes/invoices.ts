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
import { dueDay, type Day, type PaymentTerms } from "../../domain/invoices/payment-terms";
import { sealImageSource } from "./company-seal";
import { invoiceAmounts, invoiceDocument, voidedCopy, type InvoiceDocument } from "./invoice-document";
import type { PdfRenderer } from "./pdf-renderer";
import { endOfJapanDay, japanDay, startOfJapanDay } from "./quotation-dates";
import { formatDay } from "./quotation-document";
import { ensureFirstVersion, findVersion, frozenPdf, type StoredPdf } from "./quotation-versions";
import type { QuoteRow } from "./quote-view";

/** `email_outbox.attachment` of an email carrying an invoice: `invoice:<number>` (bare `invoice` on older rows: the quote's first). */
export const INVOICE_ATTACHMENT = "invoice";
export const invoiceAttachment = (number: string) => `${INVOICE_ATTACHMENT}:${number}`;

/** An issued invoice as the office shows it. */
export interface IssuedInvoice {
  quoteId: string;
  number: string;
  version: number;
  total: number;
  issuedAt: string;
  dueDate: string;
  supplyDate: string | null;
  paidAt: string | null;
  replaces: string | null;
  voidedAt: string | null;
  voidReason: string | null;
}

const COLUMNS = [
  "quote_id",
  "number",
  "version",
  "total",
  "issued_at",
  "due_date",
  "supply_date",
  "paid_at",
  "replaces",
  "voided_at",
  "void_reason",
] as const;

type SummaryRow = Pick<InvoiceTable, (typeof COLUMNS)[number]>;

const issued = (row: SummaryRow): IssuedInvoice => ({
  quoteId: row.quote_id,
  number: row.number,
  version: row.version,
  total: row.total,
  issuedAt: row.issued_at,
  dueDate: row.due_date,
  supplyDate: row.supply_date,
  paidAt: row.paid_at,
  replaces: row.replaces,
  voidedAt: row.voided_at,
  voidReason: row.void_reason,
});

/** Every invoice of a quote, oldest first: the voided ones stay on record beside the one in force. */
export async function listInvoices(db: Kysely<Database>, quoteId: string): Promise<IssuedInvoice[]> {
  const rows = await db
    .selectFrom("invoices")
    .select(COLUMNS)
    .where("quote_id", "=", quoteId)
    .orderBy("issued_at")
    .orderBy("number")
    .execute();
  return rows.map(issued);
}

/** The quote's invoice in force (not voided), if any. */
export async function findInvoice(db: Kysely<Database>, quoteId: string): Promise<IssuedInvoice | undefined> {
  const row = await db
    .selectFrom("invoices")
    .select(COLUMNS)
    .where("quote_id", "=", quoteId)
    .where("voided_at", "is", null)
    .executeTakeFirst();
  return row ? issued(row) : undefined;
}

export type InvoiceRefusal =
  "notAccepted" | "unconfirmed" | "twice" | "noRegistration" | "noBank" | "notIssued" | "paid";

export class InvoiceRefused extends Error {
  constructor(readonly reason: InvoiceRefusal) {
    super(reason);
  }
}

export interface InvoiceSettings {
  /** 登録番号: without it the document would not be a qualified invoice, so none is issued. */
  registrationNumber: string | undefined;
  bankDetails: string | undefined;
  /** The one payment-terms rule the quotation printed (INVOICE_PAYMENT_TERMS). */
  paymentTerms: PaymentTerms;
  companyInbox: string;
}

/**
 * Issues the quote's 請求書: its own number (INV-YYMM-NNNN), the accepted version's lines and
 * addressee, the 取引年月日 staff set, due by the payment-terms rule. The document is frozen in the
 * row; the email to the visitor, queued in the same transaction, attaches its PDF (rendered once,
 * off the request thread). One invoice in force per quote: a second is refused until the first is
 * voided, and then the new one names the one it replaces. An order held for confirmation (要確認)
 * is not invoiced: the address it would go to is not yet shown to be the customer's.
 */
export async function issueInvoice(
  db: Db,
  row: QuoteRow,
  staffId: string,
  settings: InvoiceSettings,
  input: { supplyDate: Day },
): Promise<{ number: string }> {
  if (!row.accepted_at) throw new InvoiceRefused("notAccepted");
  if (!row.address_confirmed_at) throw new InvoiceRefused("unconfirmed");
  if (!settings.registrationNumber) throw new InvoiceRefused("noRegistration");
  if (!settings.bankDetails) throw new InvoiceRefused("noBank");
  if (await findInvoice(db, row.id)) throw new InvoiceRefused("twice");
  const versionNumber = row.accepted_version ?? 1;
  const accepted =
    versionNumber === 1
      ? await ensureFirstVersion(db, row, {
          registrationNumber: settings.registrationNumber,
          paymentTerms: settings.paymentTerms,
        })
      : await findVersion(db, row.id, versionNumber);
  if (!accepted) throw new InvoiceRefused("notAccepted");
  const registrationNumber = settings.registrationNumber;
  const bankDetails = settings.bankDetails;
  return writeTransaction(db, async (trx) => {
    const now = isoNow();
    const number = await nextReference(trx, "INV", new Date(now));
    const dueDate = endOfJapanDay(dueDay(japanDay(now), settings.paymentTerms));
    const supplyDate = startOfJapanDay(input.supplyDate);
    // The latest voided invoice not yet re-issued is the one this replaces.
    const voided = await trx
      .selectFrom("invoices")
      .select("number")
      .where("quote_id", "=", row.id)
      .where("voided_at", "is not", null)
      .where("number", "not in", (eb) =>
        eb.selectFrom("invoices").select("replaces").where("quote_id", "=", row.id).where("replaces", "is not", null),
      )
      .orderBy("voided_at", "desc")
      .executeTakeFirst();
    const replaces = voided?.number ?? null;
    const { subtotal, tax, total } = invoiceAmounts(accepted.lines);
    const amounts = { subtotal, tax, total };
    const document = invoiceDocument(accepted.document, accepted.lines, {
      number,
      issuedAt: now,
      dueDate,
      supplyDate,
      registrationNumber,
      bankDetails,
      replaces,
      // The seal as it is now: a seal uploaded after the quotation is on the invoice issued after it.
      sealImage: await sealImageSource(trx),
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
        supply_date: supplyDate,
        replaces,
        voided_at: null,
        voided_by: null,
        void_reason: null,
        void_pdf_base64: null,
        void_pdf_sha256: null,
      })
      .onConflict((oc) => oc.column("quote_id").where("voided_at", "is", null).doNothing())
      .executeTakeFirst();
    // Another request issued one meanwhile: refused, and this transaction gives its number back.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new InvoiceRefused("twice");
    await enqueueEmail(
      trx,
      invoiceEmail({ id: row.id, email: row.email, language: row.language }, document, {
        quotationNumber: accepted.number,
        total: amounts.total,
        dueDate,
        replaces,
        companyInbox: settings.companyInbox,
      }),
    );
    await recordActivity(trx, row.id, staffId, "invoice_issued", number);
    return { number };
  });
}

/**
 * Records the payment once: the day the bank received it, as staff entered it (not the moment of the
 * click), with a history entry; marking a paid invoice again changes nothing.
 */
export async function markInvoicePaid(db: Db, quoteId: string, staffId: string, paidOn: Day): Promise<void> {
  const found = await findInvoice(db, quoteId);
  if (!found) throw new InvoiceRefused("notIssued");
  await writeTransaction(db, async (trx) => {
    const marked = await trx
      .updateTable("invoices")
      .set({ paid_at: startOfJapanDay(paidOn), paid_by: staffId })
      .where("quote_id", "=", quoteId)
      .where("voided_at", "is", null)
      .where("paid_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) > 0) await recordActivity(trx, quoteId, staffId, "invoice_paid", found.number);
  });
}

/**
 * The 取消 of the invoice in force, with its reason: the row, its document and its PDF stay as issued,
 * and the voided copy (marked 取消, with the day and the reason) is drawn from them on first download.
 * A paid invoice is not voided (the money would have to be settled first).
 */
export async function voidInvoice(db: Db, quoteId: string, staffId: string, reason: string): Promise<string> {
  const found = await findInvoice(db, quoteId);
  if (!found) throw new InvoiceRefused("notIssued");
  if (found.paidAt) throw new InvoiceRefused("paid");
  return writeTransaction(db, async (trx) => {
    const voided = await trx
      .updateTable("invoices")
      .set({ voided_at: isoNow(), voided_by: staffId, void_reason: reason })
      .where("number", "=", found.number)
      .where("voided_at", "is", null)
      .where("paid_at", "is", null)
      .executeTakeFirst();
    if (Number(voided.numUpdatedRows) === 0) throw new InvoiceRefused("notIssued");
    await recordActivity(trx, quoteId, staffId, "invoice_voided", found.number);
    return found.number;
  });
}

/**
 * An invoice's PDF by its number: as issued, or for a voided one its marked copy (`copy: "voided"`),
 * each rendered once (off the request thread in production), then the same stored bytes every time.
 */
export function storedInvoicePdf(
  db: Kysely<Database>,
  render: PdfRenderer,
  number: string,
  copy: "issued" | "voided" = "issued",
): Promise<StoredPdf> {
  if (copy === "voided")
    return frozenPdf(
      db,
      render,
      `invoice-void:${number}`,
      async () => {
        const row = await db
          .selectFrom("invoices")
          .select(["document", "voided_at", "void_reason", "void_pdf_base64", "void_pdf_sha256"])
          .where("number", "=", number)
          .where("voided_at", "is not", null)
          .executeTakeFirstOrThrow();
        const document = voidedCopy(JSON.parse(row.document) as InvoiceDocument, row.voided_at!, row.void_reason ?? "");
        return {
          document: JSON.stringify(document),
          issued_at: row.voided_at!,
          pdf_base64: row.void_pdf_base64,
          pdf_sha256: row.void_pdf_sha256,
        };
      },
      (void_pdf_base64, void_pdf_sha256) =>
        db
          .updateTable("invoices")
          .set({ void_pdf_base64, void_pdf_sha256 })
          .where("number", "=", number)
          .where("void_pdf_base64", "is", null)
          .execute(),
    );
  return frozenPdf(
    db,
    render,
    `invoice:${number}`,
    () =>
      db
        .selectFrom("invoices")
        .select(["document", "issued_at", "pdf_base64", "pdf_sha256"])
        .where("number", "=", number)
        .executeTakeFirstOrThrow(),
    (pdf_base64, pdf_sha256) =>
      db
        .updateTable("invoices")
        .set({ pdf_base64, pdf_sha256 })
        .where("number", "=", number)
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
  facts: { quotationNumber: string; total: number; dueDate: string; replaces: string | null; companyInbox: string },
): NewEmail {
  const lang = q.language;
  const t = invoice[lang];
  const frame = emailFrame[lang];
  const notes = [frame.noReplyNote];
  const subject = t.emailSubject(document.number);
  const intro = [
    t.emailIntro(facts.quotationNumber),
    ...(facts.replaces ? [t.emailReplaces(facts.replaces)] : []),
  ].join("");
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
    attachment: invoiceAttachment(document.number),
  };
}
