import type { Kysely } from "kysely";
import { company } from "../../content/company";
import type { Database } from "../db/schema";
import { deleteStaffRecords } from "../staff/lead-actions";

/** How long issued documents are kept (decision 039): years after the tax return deadline of their fiscal year. */
export interface DocumentRetention {
  years: number;
  /** 1–12: the month the fiscal year ends with. */
  fiscalYearEndMonth: number;
  /** Months from the end of the fiscal year to the return's deadline. */
  filingMonths: number;
}

/** The law's minimum unless DOCUMENT_RETENTION_YEARS says more; the fiscal year from the company's facts. */
export function documentRetention(settings: { DOCUMENT_RETENTION_YEARS?: number }): DocumentRetention {
  return {
    years: settings.DOCUMENT_RETENTION_YEARS ?? 7,
    fiscalYearEndMonth: company.fiscalYear.endMonth,
    filingMonths: company.fiscalYear.filingMonths,
  };
}

const JST_MS = 9 * 3_600_000;

/**
 * The last instant (ISO UTC, the end of a Japan-time day) a document issued at `issuedAt` must be kept: the fiscal
 * year it belongs to is the one its Japan-time issue date falls in; the period starts the day after that year's
 * return deadline and runs `years` years. A fiscal year ending in March 2026 (deadline 31 May 2026) keeps its
 * documents to the end of 31 May 2033.
 */
export function documentKeptUntil(issuedAt: string, rule: DocumentRetention): string {
  const japan = new Date(Date.parse(issuedAt) + JST_MS);
  const month = japan.getUTCMonth() + 1;
  const fiscalEndYear = japan.getUTCFullYear() + (month > rule.fiscalYearEndMonth ? 1 : 0);
  // Month index of the deadline's month, counted from January of the fiscal year's end (may pass December).
  const deadlineMonth = rule.fiscalYearEndMonth - 1 + rule.filingMonths;
  // Day 0 of the following month is the deadline month's last day; its Japan-time end, in UTC.
  const lastDay = Date.UTC(fiscalEndYear + rule.years, deadlineMonth + 1, 0);
  return new Date(lastDay + 86_400_000 - JST_MS - 1).toISOString();
}

/** The documents issued on a lead that the books need: their numbers, and until when the latest must be kept. */
export interface KeptDocuments {
  numbers: string[];
  keptUntil: string;
}

/**
 * Every issued quotation version and invoice of these quotes, by quote. A quote with none has nothing the books
 * need; the others keep all their documents until the latest one's period ends, so a chain (Q-…, Q-…-2, INV-…)
 * is never broken.
 */
export async function keptDocuments(
  db: Kysely<Database>,
  quoteIds: string[],
  rule: DocumentRetention,
): Promise<Map<string, KeptDocuments>> {
  const kept = new Map<string, KeptDocuments>();
  for (let i = 0; i < quoteIds.length; i += 500) {
    const chunk = quoteIds.slice(i, i + 500);
    const issued = [
      ...(await db
        .selectFrom("quotation_versions")
        .select(["quote_id", "number", "issued_at"])
        .where("quote_id", "in", chunk)
        .orderBy("version")
        .execute()),
      ...(await db
        .selectFrom("invoices")
        .select(["quote_id", "number", "issued_at"])
        .where("quote_id", "in", chunk)
        .execute()),
    ];
    for (const doc of issued) {
      const until = documentKeptUntil(doc.issued_at, rule);
      const entry = kept.get(doc.quote_id);
      if (!entry) kept.set(doc.quote_id, { numbers: [doc.number], keptUntil: until });
      else {
        entry.numbers.push(doc.number);
        if (until > entry.keptUntil) entry.keptUntil = until;
      }
    }
  }
  return kept;
}

/**
 * Empties these quotes of what the books do not need, keeping their issued documents (their frozen text and PDFs
 * hold the addressee, 宛名, as issued): the name, address, company, orderer and the visitor's links go, and with
 * them the office's notes, replies, history, received emails, search entry and every email in the outbox about
 * the lead. The row stays only to hold the documents, until `keptUntil`.
 */
export async function keepOnlyDocuments(trx: Kysely<Database>, kept: Map<string, KeptDocuments>, at: string) {
  for (const [id, docs] of kept)
    await trx
      .updateTable("quotes")
      .set((eb) => ({
        name: "",
        email: "",
        session_id: "",
        company: null,
        orderer_name: null,
        token_hash: null,
        view_token_hash: null,
        mailed_token_hash: null,
        personal_data_purged_at: eb.fn.coalesce("personal_data_purged_at", eb.val(at)),
        documents_kept_until: docs.keptUntil,
      }))
      .where("id", "=", id)
      .execute();
  const ids = [...kept.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await trx.updateTable("quotation_versions").set({ view_token_hash: null }).where("quote_id", "in", chunk).execute();
    await trx.deleteFrom("email_outbox").where("reference", "in", chunk).execute();
  }
  await deleteStaffRecords(trx, ids);
}
