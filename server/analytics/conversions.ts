import type { Kysely } from "kysely";
import { isoNow } from "../db/clock";
import type { ConversionKind, Database } from "../db/schema";
import { analyticsDay } from "./analytics-day";
import { parseAttribution } from "./event-input";

/**
 * Records a lead for the analytics, with the landing of the visit that brought it
 * (`attribution`, as the page sent it; absent or malformed means unattributed). Run
 * inside the write that creates the lead where there is one; keyed on the lead's
 * id, so a retried request counts once. No personal data: the row says where the
 * visit came from, not who it was.
 */
export async function recordConversion(
  db: Kysely<Database>,
  lead: { kind: ConversionKind; subjectId: string; language: string; attribution: unknown },
  now = Date.now(),
): Promise<void> {
  const a = parseAttribution(lead.attribution);
  await db
    .insertInto("analytics_conversions")
    .values({
      kind: lead.kind,
      subject_id: lead.subjectId,
      day: analyticsDay(now),
      language: lead.language,
      entry_path: a?.entryPath ?? null,
      referrer: a?.referrer ?? null,
      utm_source: a?.utmSource || null,
      utm_medium: a?.utmMedium || null,
      utm_campaign: a?.utmCampaign || null,
      created_at: isoNow(now),
    })
    .onConflict((oc) => oc.columns(["kind", "subject_id"]).doNothing())
    .execute();
}

/**
 * Records that a completed quote was accepted, credited to the same landing as its
 * completion (for the quote-acceptance flow to call inside its write); once per quote.
 */
export async function recordQuoteAccepted(db: Kysely<Database>, quoteId: string, now = Date.now()): Promise<void> {
  const completed = await db
    .selectFrom("analytics_conversions")
    .selectAll()
    .where("kind", "=", "quote")
    .where("subject_id", "=", quoteId)
    .executeTakeFirst();
  await db
    .insertInto("analytics_conversions")
    .values({
      kind: "quote-accepted",
      subject_id: quoteId,
      day: analyticsDay(now),
      language: completed?.language ?? null,
      entry_path: completed?.entry_path ?? null,
      referrer: completed?.referrer ?? null,
      utm_source: completed?.utm_source ?? null,
      utm_medium: completed?.utm_medium ?? null,
      utm_campaign: completed?.utm_campaign ?? null,
      created_at: isoNow(now),
    })
    .onConflict((oc) => oc.columns(["kind", "subject_id"]).doNothing())
    .execute();
}
