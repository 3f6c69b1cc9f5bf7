import type { Locale } from "../../domain/i18n/locales";
import type { Db } from "../db/database";
import { findLead, type LeadRecord } from "./lead-record";

const MAX_LEADS = 100;

/** A person's key (e…: their address, p…: their phone) or a company's (c…), as lead-index.ts makes them. */
export const groupKeyPattern = /^[epc][0-9a-f]{24}$/;

/**
 * Every lead of one person or company, newest first, from the index's keys. A person keyed
 * by phone also gets the leads that gave that phone beside an address.
 */
export async function groupLeads(db: Db, key: string, staffLanguage: Locale) {
  const query = db.selectFrom("lead_index").select(["lead_id", "created_at"]);
  const rows = await (
    key.startsWith("c")
      ? query.where("company_key", "=", key)
      : key.startsWith("p")
        ? query.where((eb) => eb.or([eb("person_key", "=", key), eb("phone_key", "=", key)]))
        : query.where("person_key", "=", key)
  )
    .orderBy("created_at", "desc")
    .limit(MAX_LEADS)
    .execute();
  const leads: (LeadRecord & { status: string })[] = [];
  const states = rows.length
    ? await db
        .selectFrom("lead_states")
        .select(["lead_id", "status"])
        .where(
          "lead_id",
          "in",
          rows.map((r) => r.lead_id),
        )
        .execute()
    : [];
  for (const row of rows) {
    const lead = await findLead(db, row.lead_id, staffLanguage);
    if (lead) leads.push({ ...lead, status: states.find((s) => s.lead_id === lead.id)?.status ?? "new" });
  }
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  return {
    leads,
    names: distinct(leads.map((l) => l.name)),
    emails: distinct(leads.map((l) => l.email)),
    phones: distinct(leads.map((l) => l.phone)),
    companies: distinct(leads.map((l) => l.company)),
  };
}
export type GroupLeads = Awaited<ReturnType<typeof groupLeads>>;
