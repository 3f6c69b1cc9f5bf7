import { sql, type Kysely, type Migration } from "kysely";

/**
 * The order confirmation's address rule: the emailed link gets its own token (only its hash is
 * kept), distinct from the one the browser that completed the quote holds; and when the address
 * was shown to be the customer's (an order through that link, or a staff member's confirmation).
 * Orders accepted before this rule keep counting as confirmed, as they were treated then.
 */
export const orderAddressConfirmationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("quotes").addColumn("mailed_token_hash", "text").execute();
    await db.schema.alterTable("quotes").addColumn("address_confirmed_at", "text").execute();
    await sql`update quotes set address_confirmed_at = accepted_at where accepted_at is not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("quotes").dropColumn("address_confirmed_at").execute();
    await db.schema.alterTable("quotes").dropColumn("mailed_token_hash").execute();
  },
};
