import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { contactValidation } from "../../content/contact-validation";
import { quoteErrors } from "../../content/quote-errors";
import { emailSchema } from "../../domain/forms/contact-schema";
import { pricingValidation } from "../../content/pricing-validation";
import { isPlanId } from "../../domain/pricing/pricing";
import type { Locale } from "../../domain/i18n/locales";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { insertRows } from "../db/insert-rows";
import { indexLead } from "../db/lead-index";
import { nextReference } from "../db/references";
import { firstVersionFacts, insertVersion } from "./quotation-versions";
import type { IssuerSettings } from "./quotation-document";
import type { Database } from "../db/schema";
import { ApiError } from "../http/api-error";
import { mayAutoReply, type AutoReplyPolicy } from "../mail/auto-reply-cap";
import { enqueueEmail } from "../mail/outbox";
import { enqueueLeadWebhooks, NO_WEBHOOKS, type LeadWebhookTargets } from "../webhooks/lead-webhooks";
import { quoteEmailToVisitor, quoteNotification } from "./quote-emails";
import type { QuoteChange, QuoteStart } from "./quote-input";
import { issueQuoteToken, tokenMatches } from "./quote-token";
import { validUntilOf } from "./quotation-dates";
import { quotationUrl } from "./quotation-emails";
import { breakdownOf, storedSpecifications, type QuoteRow } from "./quote-view";

/** Spec section 7, call 2: a new quote, status incomplete. Returns its id and the one-time token. */
export async function createQuote(trx: Transaction<Database>, start: QuoteStart, language: Locale) {
  const id = randomUUID();
  const { token, hash } = issueQuoteToken();
  const now = isoNow();
  await insertRows(trx, "quotes", [
    {
      id,
      name: start.name,
      email: start.email,
      ...(start.company ? { company: start.company } : {}),
      session_id: start.sessionId,
      status: "incomplete",
      language,
      service_type: null,
      specifications: null,
      estimated_price: null,
      token_hash: hash,
      created_at: now,
      updated_at: now,
      completed_at: null,
    },
  ]);
  await indexLead(trx, id);
  return { id, token };
}

const QUOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The quote, if the bearer holds its token. An unknown id, a missing token and
 * another quote's token all end in the same 404, after the same hash comparison.
 */
export async function authorizedQuote(
  db: Kysely<Database>,
  id: string,
  token: string | undefined,
  language: Locale,
): Promise<QuoteRow> {
  // Ids are randomUUID()s: anything else (a NUL, which PostgreSQL refuses with an error, 5,000 characters) is not looked up.
  const row = QUOTE_ID.test(id)
    ? await db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst()
    : undefined;
  if (!tokenMatches(row?.token_hash, token) || !row) throw ApiError.of(404, "notFound", language);
  return row;
}

function alreadyComplete(language: Locale) {
  return new ApiError(409, "conflict", "status", quoteErrors[language].alreadyComplete);
}

/** Spec section 7, call 3 (autosave): stores the plan and specifications with the server's own price. */
export async function saveQuote(db: Db, row: QuoteRow, change: QuoteChange, language: Locale): Promise<QuoteRow> {
  if (row.status !== "incomplete") throw alreadyComplete(language);
  const specifications = JSON.stringify(change.specifications);
  const estimate = breakdownOf({ service_type: change.serviceType, specifications });
  const values = {
    service_type: change.serviceType,
    specifications,
    estimated_price: estimate?.subtotal ?? 0,
    language: change.language ?? row.language,
    status: "incomplete" as const,
    updated_at: isoNow(),
  };
  // The status condition makes a save racing a completion lose cleanly instead of reopening the quote.
  // A write transaction, not a lone statement, so concurrent autosaves share a synced commit (group-commit.ts).
  const result = await writeTransaction(db, (trx) =>
    trx
      .updateTable("quotes")
      .set(values)
      .where("id", "=", row.id)
      .where("status", "=", "incomplete")
      .executeTakeFirst(),
  );
  if (Number(result.numUpdatedRows) === 0) throw alreadyComplete(language);
  return { ...row, ...values };
}

/**
 * Spec section 7, calls 3 and 4: marks the quote complete and queues the visitor's
 * estimate and the company's notification in the same transaction, so a completed
 * quote always has its emails and a refused one has neither.
 */
export async function completeQuote(
  db: Db,
  row: QuoteRow,
  options: {
    language: Locale;
    pageLanguage?: Locale;
    siteUrl: string;
    companyInbox: string;
    autoReply: AutoReplyPolicy;
    /** Lead notifications to queue with the emails; none when unset. */
    webhooks?: LeadWebhookTargets;
    /** QUOTE_VALID_DAYS: the quotation is valid to the end of that Japan-time day after issue. */
    validDays: number;
    /** The 登録番号 and payment terms as they are at issue: version 1 is frozen with them. */
    issuer: IssuerSettings;
  },
): Promise<QuoteRow & { view_token: string }> {
  const { language, siteUrl, companyInbox } = options;
  if (row.status !== "incomplete") throw alreadyComplete(language);
  return writeTransaction(db, async (trx) => {
    const now = isoNow();
    // Claim first: the update locks the row, so the plan read next is the one completed,
    // even if an autosave was in flight. A refusal below rolls the claim back.
    const claimed = await trx
      .updateTable("quotes")
      // The page's current language wins, so the estimate arrives in the language the visitor last read.
      .set({ status: "complete", language: options.pageLanguage ?? row.language, updated_at: now, completed_at: now })
      .where("id", "=", row.id)
      .where("status", "=", "incomplete")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw alreadyComplete(language);
    const current = await trx.selectFrom("quotes").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    const planId = current.service_type;
    if (!isPlanId(planId)) throw new ApiError(422, "validation", "serviceType", pricingValidation[language].plan);
    const price = breakdownOf(current)?.subtotal ?? 0;
    if (price <= 0) throw new ApiError(422, "validation", "estimatedPrice", quoteErrors[language].zeroPrice);
    // Numbered last, once nothing can refuse the completion: the counter row stays locked until the commit.
    const reference = await nextReference(trx, "Q");
    // The quotation: its validity and the online copy's own token (only its hash is kept; the email carries it).
    const valid_until = validUntilOf(now, options.validDays);
    const view = issueQuoteToken();
    // The emailed link has its own token: an order through it shows the address is the customer's (order-address.ts).
    const mailed = issueQuoteToken();
    await trx
      .updateTable("quotes")
      .set({
        estimated_price: price,
        reference,
        valid_until,
        view_token_hash: view.hash,
        mailed_token_hash: mailed.hash,
      })
      .where("id", "=", row.id)
      .execute();
    await indexLead(trx, row.id);

    // Issued means frozen: version 1 keeps everything it prints, as it is now (its PDF is drawn once, later, off this thread).
    const facts = await firstVersionFacts(trx, {
      ...current,
      estimated_price: price,
      reference,
      valid_until,
      view_token_hash: view.hash,
    });
    if (facts) await insertVersion(trx, facts, 1, options.issuer);

    // A quote stored under an older, looser address rule must not end in the mailer's refusal (a 500 on every retry).
    const address = emailSchema(contactValidation[language]).safeParse(current.email);
    if (!address.success)
      throw new ApiError(
        400,
        "validation",
        "email",
        address.error.issues[0]?.message ?? contactValidation[language].emailInvalid,
      );
    const quote = {
      id: current.id,
      reference,
      name: current.name,
      email: current.email,
      language: current.language,
      planId,
      specifications: storedSpecifications(current),
    };
    // Past the cap the quote still completes and the company still hears of it; the visitor sees the estimate on the page.
    if (await mayAutoReply(trx, "quote-to-visitor", quote.email, options.autoReply))
      await enqueueEmail(
        trx,
        quoteEmailToVisitor(quote, siteUrl, companyInbox, quotationUrl(siteUrl, quote.id, mailed.token)),
      );
    await enqueueEmail(trx, quoteNotification({ ...quote, company: current.company ?? null }, companyInbox, siteUrl));
    await enqueueLeadWebhooks(
      trx,
      {
        id: quote.id,
        kind: "quote",
        reference,
        language: quote.language,
        name: quote.name,
        company: current.company ?? null,
        email: quote.email,
        summary: `${planId}, ${price} JPY`,
        createdAt: now,
      },
      options.webhooks ?? NO_WEBHOOKS,
    );
    // The view token goes back once, to the bearer of the quote's own token, so the page they land on can link
    // to the online copy (only its hash is stored). The email carries the other token.
    return {
      ...current,
      estimated_price: price,
      reference,
      valid_until,
      view_token_hash: view.hash,
      view_token: view.token,
    };
  });
}
