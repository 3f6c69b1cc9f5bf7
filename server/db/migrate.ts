import { Migrator } from "kysely";
import type { Migration } from "kysely";
import { logger } from "../logger";
import type { Db } from "./database";
import { initialMigration } from "./migrations/001-initial";
import { rateLimitsMigration } from "./migrations/002-rate-limits";
import { formTokensAndAutoRepliesMigration } from "./migrations/003-form-tokens-and-auto-replies";
import { referencesMigration } from "./migrations/004-references";
import { chatLeadsUnansweredMigration } from "./migrations/006-chat-leads-unanswered";
import { quotationsMigration } from "./migrations/007-quotations";
import { staffOfficeMigration } from "./migrations/008-staff-office";
import { analyticsMigration } from "./migrations/010-analytics";
import { analyticsVisitorSlotsMigration } from "./migrations/011-analytics-visitor-slots";
import { unconfirmedChatLeadsMigration } from "./migrations/012-unconfirmed-chat-leads";
import { leadInboundAndReadsMigration } from "./migrations/013-lead-inbound-and-reads";
import { leadMessagesMigration } from "./migrations/014-lead-messages";
import { leadIndexMigration } from "./migrations/015-lead-index";
import { staffSecondFactorMigration } from "./migrations/016-staff-second-factor";
import { quotationVersionsMigration } from "./migrations/017-quotation-versions";
import { quotationOrdersMigration } from "./migrations/018-quotation-orders";
import { invoicesMigration } from "./migrations/019-invoices";
import { mailboxQuarantineMigration } from "./migrations/025-mailbox-quarantine";
import { chatHandoffMigration } from "./migrations/030-chat-handoff";
import { needsReplyAndSearchFormsMigration } from "./migrations/033-needs-reply-and-search-forms";
import { staffTitleMigration } from "./migrations/034-staff-title";
import { orderAddressConfirmationMigration } from "./migrations/037-order-address-confirmation";
import { senderEmailKeyMigration } from "./migrations/038-sender-email-key";
import { chatLiveMigration } from "./migrations/039-chat-live";
import { invoiceSupplyAndVoidMigration } from "./migrations/040-invoice-supply-and-void";
import { documentsKeptMigration } from "./migrations/042-documents-kept";
import { companySealMigration } from "./migrations/043-company-seal";
import { inboundCapsAndAuthenticationMigration } from "./migrations/046-inbound-caps-and-authentication";
import { quotationSourceLeadMigration } from "./migrations/047-quotation-source-lead";
import { chatReplyByEmailMigration } from "./migrations/048-chat-reply-by-email";

/**
 * Migrations live in code (not read from a folder at run time) so the bundled
 * server carries them. Names sort in the order they must run; never rename or
 * edit one that has shipped: add a new one.
 */
const migrations: Record<string, Migration> = {
  "001-initial": initialMigration,
  "002-rate-limits": rateLimitsMigration,
  "003-form-tokens-and-auto-replies": formTokensAndAutoRepliesMigration,
  "004-references": referencesMigration,
  "006-chat-leads-unanswered": chatLeadsUnansweredMigration,
  "007-quotations": quotationsMigration,
  "008-staff-office": staffOfficeMigration,
  "010-analytics": analyticsMigration,
  "011-analytics-visitor-slots": analyticsVisitorSlotsMigration,
  "012-unconfirmed-chat-leads": unconfirmedChatLeadsMigration,
  "013-lead-inbound-and-reads": leadInboundAndReadsMigration,
  "014-lead-messages": leadMessagesMigration,
  "015-lead-index": leadIndexMigration,
  "016-staff-second-factor": staffSecondFactorMigration,
  "017-quotation-versions": quotationVersionsMigration,
  "018-quotation-orders": quotationOrdersMigration,
  "019-invoices": invoicesMigration,
  "025-mailbox-quarantine": mailboxQuarantineMigration,
  "030-chat-handoff": chatHandoffMigration,
  "033-needs-reply-and-search-forms": needsReplyAndSearchFormsMigration,
  "034-staff-title": staffTitleMigration,
  "037-order-address-confirmation": orderAddressConfirmationMigration,
  "038-sender-email-key": senderEmailKeyMigration,
  "039-chat-live": chatLiveMigration,
  "040-invoice-supply-and-void": invoiceSupplyAndVoidMigration,
  "042-documents-kept": documentsKeptMigration,
  "043-company-seal": companySealMigration,
  "046-inbound-caps-and-authentication": inboundCapsAndAuthenticationMigration,
  "047-quotation-source-lead": quotationSourceLeadMigration,
  "048-chat-reply-by-email": chatReplyByEmailMigration,
};

/**
 * Brings the schema up to date; called at start-up by the server and the CLI.
 * Safe when several processes start at once: PostgreSQL takes an advisory lock,
 * SQLite runs it in a BEGIN IMMEDIATE transaction.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const applied = results.filter((r) => r.status === "Success").map((r) => r.migrationName);
  const failed = results.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  if (applied.length) logger.info("db_migrated", { applied });
  return applied;
}
