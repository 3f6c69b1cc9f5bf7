import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { emailFrame } from "../../content/email-frame";
import { orderAddress } from "../../content/order-address";
import { quotation } from "../../content/quotation";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import type { Database } from "../db/schema";
import { markCustomerMessage } from "../leads/customer-message";
import { emailDocument, paragraph, referenceBox, senderName, textFooter } from "../mail/email-layout";
import { parseMailbox } from "../mail/header-safety";
import { html } from "../mail/html";
import { enqueueEmail, type NewEmail } from "../mail/outbox";
import { logger } from "../logger";
import { recordOrderOnLead, VISITOR_ACTOR } from "../leads/lead-history";
import { formatDay, type QuotationFacts } from "./quotation-document";
import {
  acceptedConfirmation,
  assigneeOrderNotification,
  companyEmail,
  quotationUrl,
  type OrderDetails,
  type QuotedVersion,
} from "./quotation-emails";
import { quotationFacts } from "./quotation-facts";
import { findVersion, quotedVersion } from "./quotation-versions";
import { issueQuoteToken, tokenMatches } from "./quote-token";
import type { QuoteRow } from "./quote-view";

/**
 * The order confirmation's address rule. Anyone can type any address into a quote, and the browser
 * that did holds a working link to it; so the confirmation with the sealed PDF (and the name typed
 * on it) goes only to an address shown to be the customer's: the order came through a link the
 * company emailed to it, or a staff member confirmed it. Every token but the browser's is only ever
 * emailed (the quote's emailed link, each revision's), so "not the browser's" is the test.
 */
export function orderAddressConfirmed(
  row: Pick<QuoteRow, "view_token_hash" | "address_confirmed_at">,
  token: string | undefined,
): boolean {
  if (row.address_confirmed_at) return true;
  return Boolean(token) && !tokenMatches(row.view_token_hash, token);
}

/** Action of a held order in a lead's history (staff see it as 要確認). */
export const HELD_ORDER_ACTION = "order_held";
export const CONFIRMED_ORDER_ACTION = "order_confirmed";

/**
 * An order from an unconfirmed address: recorded on the quote (by the caller) and on the lead's
 * history, left for staff (要返信, not 受注); the company is told plainly the address is unconfirmed;
 * the customer gets only the plain acknowledgement (when the auto-reply cap allows), no document.
 */
export async function holdUnconfirmedOrder(
  trx: Transaction<Database>,
  facts: QuotationFacts,
  ordered: QuotedVersion,
  order: OrderDetails,
  now: number,
  mail: { companyInbox: string; officeUrl: string; acknowledge: boolean },
): Promise<void> {
  const acceptedAt = isoNow(now);
  await trx
    .insertInto("lead_activity")
    .values({
      id: randomUUID(),
      lead_id: facts.id,
      staff_id: VISITOR_ACTOR,
      action: HELD_ORDER_ACTION,
      detail: ordered.number,
      created_at: acceptedAt,
    })
    .execute();
  await markCustomerMessage(trx, facts.id, acceptedAt);
  logger.info("lead_order_held", { lead: facts.id });
  await enqueueEmail(
    trx,
    heldOrderNotification(facts, ordered, order, acceptedAt, mail.companyInbox, mail.officeUrl),
    now,
  );
  if (mail.acknowledge) await enqueueEmail(trx, heldOrderAcknowledgement(facts, ordered, mail.companyInbox), now);
}

function heldOrderNotification(
  q: QuotationFacts,
  v: QuotedVersion,
  order: OrderDetails,
  acceptedAt: string,
  to: string,
  officeUrl: string,
): NewEmail {
  const t = orderAddress.ja;
  return companyEmail(
    "quotation-accepted-unconfirmed-notification",
    q,
    v,
    to,
    t.officeSubject(v.number, q.name),
    `${t.officeIntro}（${formatDay(acceptedAt, "ja")}）`,
    order,
    { url: officeUrl, label: quotation.ja.openInOffice },
  );
}

/** The plain acknowledgement: the company's own number and fixed words only, no link, no attachment. */
function heldOrderAcknowledgement(q: QuotationFacts, v: QuotedVersion, companyInbox: string): NewEmail {
  const lang = q.language;
  const t = orderAddress[lang];
  const frame = emailFrame[lang];
  const notes = [frame.noReplyNote, frame.unrequestedNote];
  const subject = t.heldSubject(v.number);
  const intro = t.heldIntro(v.number);
  return {
    kind: "quotation-accepted-unconfirmed",
    to: { address: q.email },
    fromName: senderName(lang),
    replyTo: { address: parseMailbox(companyInbox)?.address ?? companyInbox },
    subject,
    text: [intro, "", t.heldNotYou, "", ...textFooter(lang, notes)].join("\n"),
    html: emailDocument(
      lang,
      subject,
      html`${paragraph(intro)}${referenceBox(quotation[lang].number, v.number)}${paragraph(t.heldNotYou)}`,
      notes,
    ),
    reference: q.id,
  };
}

/**
 * A staff member confirmed (with the customer) that a held order's address is theirs: the order
 * is recorded as it would have been through the emailed link (受注, the history, the assignee),
 * and the customer gets the confirmation with the PDF. Its link carries a fresh emailed token
 * (only its hash kept; it replaces the earlier one). False when there is no held order to confirm.
 */
export async function confirmHeldOrder(
  db: Db,
  row: QuoteRow,
  staffId: string,
  options: { siteUrl: string; companyInbox: string; now?: number },
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const facts = quotationFacts(row);
  if (!facts || !row.accepted_at || row.address_confirmed_at) return false;
  const version = await findVersion(db, row.id, row.accepted_version ?? 1);
  if (!version) return false;
  const ordered = quotedVersion(version);
  const mailed = issueQuoteToken();
  return writeTransaction(db, async (trx) => {
    const marked = await trx
      .updateTable("quotes")
      .set({ address_confirmed_at: isoNow(now), mailed_token_hash: mailed.hash })
      .where("id", "=", row.id)
      .where("accepted_at", "is not", null)
      .where("address_confirmed_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("lead_activity")
      .values({
        id: randomUUID(),
        lead_id: row.id,
        staff_id: staffId,
        action: CONFIRMED_ORDER_ACTION,
        detail: ordered.number,
        created_at: isoNow(now),
      })
      .execute();
    const assignee = await recordOrderOnLead(trx, row.id, ordered.number, now + 1);
    const officeUrl = `${options.siteUrl}/staff/leads/${row.id}`;
    const order = { ordererName: row.orderer_name ?? "", purchaseOrder: row.purchase_order ?? null };
    if (assignee)
      await enqueueEmail(
        trx,
        assigneeOrderNotification(facts, ordered, order, row.accepted_at!, assignee.email, officeUrl),
        now,
      );
    await enqueueEmail(
      trx,
      acceptedConfirmation(
        facts,
        ordered,
        row.accepted_at!,
        quotationUrl(options.siteUrl, row.id, mailed.token),
        options.companyInbox,
      ),
      now,
    );
    return true;
  });
}
