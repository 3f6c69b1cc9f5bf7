import type { Kysely } from "kysely";
import { quotation } from "../../content/quotation";
import { isPlanId } from "../../domain/pricing/pricing";
import { recordQuoteAccepted } from "../analytics/conversions";
import { calculatorQuery } from "../../domain/pricing/calculator-link";
import { localizePath } from "../../domain/i18n/paths";
import type { Locale } from "../../domain/i18n/locales";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import type { Database } from "../db/schema";
import { ApiError } from "../http/api-error";
import { mayAutoReply, type AutoReplyPolicy } from "../mail/auto-reply-cap";
import { enqueueEmail } from "../mail/outbox";
import { recordOrderOnLead } from "../leads/lead-history";
import {
  acceptedConfirmation,
  acceptedNotification,
  assigneeOrderNotification,
  type OrderDetails,
  type QuotedVersion,
} from "./quotation-emails";
import { holdUnconfirmedOrder } from "./order-address";
import { tokenMatches } from "./quote-token";
import { storedSpecifications, type QuoteRow } from "./quote-view";
import { quotationFacts } from "./quotation-facts";

const QUOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export { quotationFacts } from "./quotation-facts";

/**
 * The quote whose online copy the bearer holds the view token of. Like the editing
 * token: an unknown id, a wrong or missing token all end in the same 404. The two
 * tokens are separate capabilities: this one reads and accepts, never edits.
 */
export async function authorizedQuotation(
  db: Kysely<Database>,
  id: string,
  token: string | undefined,
  language: Locale,
): Promise<QuoteRow> {
  const row = QUOTE_ID.test(id)
    ? await db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst()
    : undefined;
  if (!tokenMatches(row?.view_token_hash, token) || !row) throw ApiError.of(404, "notFound", language);
  return row;
}

/** Where a visitor starts a fresh quote with the same plan and specifications. */
export function restartPath(row: QuoteRow): string {
  const path = localizePath("/pricing-calculator", row.language);
  return isPlanId(row.service_type)
    ? `${path}${calculatorQuery({ plan: row.service_type, specifications: storedSpecifications(row) })}`
    : path;
}

export function isExpired(row: QuoteRow, now: number): boolean {
  return Boolean(row.valid_until) && Date.parse(row.valid_until!) < now;
}

/** A 410 for an acceptance after the validity end, with the link that starts over. */
export class QuotationExpiredError extends ApiError {
  constructor(
    language: Locale,
    readonly restartUrl: string,
  ) {
    super(410, "expired", "validUntil", quotation[language].expired);
  }
}

export type Acceptance = {
  status: "accepted";
  acceptedAt: string;
  ordererName: string | null;
  purchaseOrder: string | null;
};

const acceptanceOf = (row: Pick<QuoteRow, "accepted_at" | "orderer_name" | "purchase_order">): Acceptance => ({
  status: "accepted",
  acceptedAt: row.accepted_at!,
  ordererName: row.orderer_name ?? null,
  purchaseOrder: row.purchase_order ?? null,
});

/** The staff office's page of a lead, linked from the company's emails. */
export const officeLeadUrl = (siteUrl: string, id: string) => `${siteUrl}/staff/leads/${id}`;

/**
 * Accepts the quotation once, as an order request (who orders, an optional PO number): a repeat
 * answers the first acceptance. In the same transaction as the mark: the lead's status, history
 * and the emails (the company inbox, the lead's assignee, the visitor's confirmation with the
 * amount, a link to the quotation and the PDF), so they all happen exactly when it is recorded.
 */
export async function acceptQuotation(
  db: Db,
  row: QuoteRow,
  order: OrderDetails,
  options: {
    siteUrl: string;
    companyInbox: string;
    autoReply: AutoReplyPolicy;
    /** The online copy's address (it holds the view token, which only the request knows). */
    onlineUrl: string;
    /** The version the visitor's page showed and orders: every email quotes its number and frozen amounts. */
    version: QuotedVersion;
    /** Whether the address is shown to be the customer's (order-address.ts); an order otherwise is held. */
    addressConfirmed: boolean;
    now?: number;
  },
): Promise<Acceptance> {
  const now = options.now ?? Date.now();
  if (row.accepted_at) return acceptanceOf(row);
  const facts = quotationFacts(row);
  if (!facts) throw ApiError.of(404, "notFound", row.language);
  if (isExpired(row, now)) throw new QuotationExpiredError(row.language, `${options.siteUrl}${restartPath(row)}`);
  const acceptedAt = isoNow(now);
  const officeUrl = officeLeadUrl(options.siteUrl, row.id);
  const first = await writeTransaction(db, async (trx) => {
    const marked = await trx
      .updateTable("quotes")
      .set({
        accepted_at: acceptedAt,
        orderer_name: order.ordererName,
        purchase_order: order.purchaseOrder,
        accepted_version: options.version.version,
        address_confirmed_at: row.address_confirmed_at ?? (options.addressConfirmed ? acceptedAt : null),
      })
      .where("id", "=", row.id)
      .where("accepted_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return false;
    await recordQuoteAccepted(trx, row.id, now);
    const ordered = options.version;
    if (!options.addressConfirmed) {
      const acknowledge = await mayAutoReply(trx, "quotation-accepted", facts.email, options.autoReply, now);
      await holdUnconfirmedOrder(trx, facts, ordered, order, now, {
        companyInbox: options.companyInbox,
        officeUrl,
        acknowledge,
      });
      return true;
    }
    const assignee = await recordOrderOnLead(trx, row.id, ordered.number, now);
    await enqueueEmail(
      trx,
      acceptedNotification(facts, ordered, order, acceptedAt, options.companyInbox, officeUrl),
      now,
    );
    if (assignee)
      await enqueueEmail(
        trx,
        assigneeOrderNotification(facts, ordered, order, acceptedAt, assignee.email, officeUrl),
        now,
      );
    if (await mayAutoReply(trx, "quotation-accepted", facts.email, options.autoReply, now))
      await enqueueEmail(
        trx,
        acceptedConfirmation(facts, ordered, acceptedAt, options.onlineUrl, options.companyInbox),
        now,
      );
    return true;
  });
  if (first) return { status: "accepted", acceptedAt, ...order };
  // Another request accepted it in between: answer with its acceptance.
  const current = await db
    .selectFrom("quotes")
    .select(["accepted_at", "orderer_name", "purchase_order"])
    .where("id", "=", row.id)
    .executeTakeFirst();
  return current?.accepted_at ? acceptanceOf(current) : { status: "accepted", acceptedAt, ...order };
}

/** The first opening of the online copy, for the office's "viewed" (later openings change nothing). */
export async function markQuotationViewed(db: Db, row: QuoteRow, now = Date.now()): Promise<void> {
  if (row.viewed_at) return;
  await writeTransaction(db, (trx) =>
    trx
      .updateTable("quotes")
      .set({ viewed_at: isoNow(now) })
      .where("id", "=", row.id)
      .where("viewed_at", "is", null)
      .execute(),
  );
}
