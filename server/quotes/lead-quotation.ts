import { randomUUID } from "node:crypto";
import type { Locale } from "../../domain/i18n/locales";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { indexLead } from "../db/lead-index";
import { nextReference } from "../db/references";
import { recordActivity } from "../leads/lead-history";
import { enqueueEmail } from "../mail/outbox";
import { quotationAttachment } from "./quotation-attachment-name";
import { validUntilOf } from "./quotation-dates";
import type { IssuerSettings } from "./quotation-document";
import { quotationUrl, revisionEmail } from "./quotation-emails";
import { CUSTOM_QUOTATION } from "./quotation-facts";
import type { RevisionInput } from "./quotation-revisions";
import { sealImageSource } from "./company-seal";
import { insertVersion, quotedVersion, staffName } from "./quotation-versions";
import { issueQuoteToken } from "./quote-token";

/** The contact or chat lead a quotation is made from: who it is addressed to, in their language. */
export interface QuotationAddressee {
  leadId: string;
  name: string;
  email: string;
  company: string | null;
  language: Locale;
}

/**
 * A quotation made by staff from a contact or chat lead, with lines of their own. It is a quote like a
 * calculator's (a `quotes` row, numbered Q-…, version 1 frozen at issue), so everything after it is the
 * same path: the online copy, the order request, revisions, the invoice, the PDFs and the emails. The
 * visitor gets the emailed link only (its own token), so an order through it shows the address is theirs.
 */
export async function issueLeadQuotation(
  db: Db,
  to: QuotationAddressee,
  input: RevisionInput,
  staffId: string,
  options: { siteUrl: string; companyInbox: string; validDays: number; issuer: IssuerSettings },
): Promise<{ quoteId: string; number: string }> {
  return writeTransaction(db, async (trx) => {
    const now = isoNow();
    const id = randomUUID();
    const reference = await nextReference(trx, "Q");
    const validUntil = validUntilOf(now, options.validDays);
    // The browser's token is never handed to anyone: staff made it, the visitor holds the emailed link.
    const view = issueQuoteToken();
    const mailed = issueQuoteToken();
    const source = await trx
      .selectFrom("lead_states")
      .select("assignee_id")
      .where("lead_id", "=", to.leadId)
      .executeTakeFirst();
    const assignee = source?.assignee_id ?? null;
    await trx
      .insertInto("quotes")
      .values({
        id,
        name: to.name,
        email: to.email,
        session_id: `staff:${staffId}`,
        status: "complete",
        language: to.language,
        service_type: CUSTOM_QUOTATION,
        specifications: null,
        estimated_price: null,
        token_hash: null,
        created_at: now,
        updated_at: now,
        completed_at: now,
        reference,
        company: to.company,
        valid_until: validUntil,
        view_token_hash: view.hash,
        mailed_token_hash: mailed.hash,
        source_lead_id: to.leadId,
      })
      .execute();
    // The quotation's own lead keeps the source lead's assignee and starts in progress.
    await trx
      .insertInto("lead_states")
      .values({ lead_id: id, status: "in_progress", assignee_id: assignee, updated_at: now, last_inbound_at: null })
      .execute();
    const issued = await insertVersion(
      trx,
      {
        id,
        reference,
        name: to.name,
        email: to.email,
        language: to.language,
        planId: null,
        specifications: {},
        company: to.company,
        issuedAt: now,
        validUntil,
        lines: input.lines,
        subject: input.subject,
        delivery: input.delivery,
        extraNotes: input.notes,
        // 担当者: the lead's assignee, else the staff member who issues it.
        contactPerson: (assignee ? await staffName(trx, assignee) : null) ?? (await staffName(trx, staffId)),
        sealImage: await sealImageSource(trx),
      },
      1,
      options.issuer,
      { issuedBy: staffId },
    );
    await trx
      .updateTable("quotes")
      .set({ estimated_price: quotedVersion(issued).subtotal })
      .where("id", "=", id)
      .execute();
    await indexLead(trx, id);
    await enqueueEmail(
      trx,
      revisionEmail(
        { id, email: to.email, language: to.language },
        { supersedes: null, money: quotedVersion(issued), attachment: quotationAttachment(1) },
        quotationUrl(options.siteUrl, id, mailed.token),
        options.companyInbox,
      ),
    );
    await recordActivity(trx, to.leadId, staffId, "quotation_made", reference);
    await recordActivity(trx, id, staffId, "quotation_issued", reference);
    return { quoteId: id, number: reference };
  });
}

/** The quotations made from a lead, newest first, for its page. */
export function quotationsFromLead(db: Db, leadId: string) {
  return db
    .selectFrom("quotes")
    .select(["id", "reference", "completed_at", "accepted_at"])
    .where("source_lead_id", "=", leadId)
    .orderBy("completed_at", "desc")
    .execute();
}
