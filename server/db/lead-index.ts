import { createHash } from "node:crypto";
import { sql, type Kysely, type RawBuilder } from "kysely";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { dialectOf } from "./database";
import type { Database } from "./schema";

/**
 * The office's search and people index (migration 015): one row per lead, whichever table
 * it lives in, with its searchable text normalised (NFKC, lower case, names also without
 * their spaces, phone numbers also as bare digits) and keys that group leads by person
 * (email, else phone number) and by company. Phone numbers meet in one normal form (E.164,
 * Japan by default) and companies without their legal form (docs/decisions/033-office-after-a-real-day.md). SQLite searches it through an FTS5 trigram
 * table, PostgreSQL through a pg_trgm GIN index; both answer "contains" queries of three
 * characters or more from the index (docs/decisions/025-office-search-and-people.md).
 */

export type IndexedKind = "contact" | "chat" | "quote" | "quote_draft" | "unanswered";

/** Text as the index stores and compares it: full-width forms folded, lower case. */
export function normalizeText(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

export function phoneDigits(phone: string | null | undefined): string {
  return normalizeText(phone ?? "").replace(/\D/g, "");
}

/**
 * A phone number in its one normal form, E.164 with Japan as the default region
 * ("090-8765-4321", "+81 90 8765 4321" and "81 90…" all become "+819087654321"); null when
 * the text cannot be a phone number.
 */
export function phoneE164(phone: string | null | undefined): string | null {
  const text = normalizeText(phone ?? "").trim();
  if (!/^[+\d\s\-().]{6,}$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, "JP");
  return parsed?.isPossible() ? parsed.number : null;
}

/** The number as dialled inside its country ("09087654321"), which customers also quote. */
function phoneNational(phone: string | null | undefined): string | null {
  const parsed = phoneE164(phone) ? parsePhoneNumberFromString(normalizeText(phone!).trim(), "JP") : undefined;
  if (!parsed) return null;
  return parsed.countryCallingCode === "81" ? `0${parsed.nationalNumber}` : String(parsed.nationalNumber);
}

/** An opaque, stable key (never the address itself in a URL or a log line). */
function keyOf(kind: "e" | "p" | "c", value: string): string {
  return `${kind}${createHash("sha256").update(`${kind}:${value}`).digest("hex").slice(0, 24)}`;
}

export function emailKey(email: string | null | undefined): string | null {
  const value = normalizeText(email ?? "").trim();
  return value ? keyOf("e", value) : null;
}

export function phoneKey(phone: string | null | undefined): string | null {
  const e164 = phoneE164(phone);
  if (e164) return keyOf("p", e164);
  const digits = phoneDigits(phone);
  return digits.length >= 6 ? keyOf("p", digits) : null;
}

/**
 * A company name without its legal form, spaces and punctuation: 株式会社, 有限会社, 合同会社 and
 * their short forms (株) (有) (同) — ㈱ and （株） are the same after NFKC — and K.K., Co., Ltd.,
 * Inc., LLC, Corp., Limited. 「株式会社川崎商事」, 「川崎商事(株)」 and 「川崎商事」 all fold to 「川崎商事」.
 */
export function foldCompany(company: string | null | undefined): string {
  return normalizeText(company ?? "")
    .replace(/株式会社|有限会社|合同会社|合資会社|合名会社|\((株|有|同|資|名)\)/g, " ")
    .replace(/(^|[^a-z0-9])(co|ltd|inc|llc|k\.?\s?k|corp|corporation|limited|company)(?=$|[^a-z0-9])\.?/g, "$1 ")
    .replace(/[,.・'"’()]/g, " ")
    .replace(/\s+/g, "");
}

/** Companies compare without spaces and their legal form, so 「株式会社 川崎商事」 and 「川崎商事」 meet. */
export function companyKey(company: string | null | undefined): string | null {
  const value = foldCompany(company);
  return value ? keyOf("c", value) : null;
}

export interface LeadIndexSource {
  id: string;
  kind: IndexedKind;
  created_at: string;
  reference: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  text: string | null;
}

/**
 * The searchable text: every field, then names and companies without their spaces, the company
 * without its legal form, the phone's digits, E.164 and national forms, then what the lead says
 * (with the customer's emailed answers and their sender addresses).
 */
export function indexBody(lead: LeadIndexSource): string {
  const spaceless = (value: string | null) => (value ? value.replace(/\s+/g, "") : "");
  const parts = [
    lead.reference,
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    spaceless(lead.name),
    spaceless(lead.company),
    foldCompany(lead.company),
    phoneDigits(lead.phone),
    phoneE164(lead.phone),
    phoneNational(lead.phone),
    lead.text,
  ];
  return normalizeText(parts.filter(Boolean).join("\n"));
}

export function indexRow(lead: LeadIndexSource) {
  return {
    lead_id: lead.id,
    kind: lead.kind,
    created_at: lead.created_at,
    // A person is their address; without one, their phone.
    person_key: emailKey(lead.email) ?? phoneKey(lead.phone),
    phone_key: phoneKey(lead.phone),
    company_key: companyKey(lead.company),
    body: indexBody(lead),
  };
}

type Conn = Kysely<Database>;

/** What the index holds about each lead, read from its own table (the same for one lead or all). */
function sourceQuery(conn: Conn, id: string | null): RawBuilder<LeadIndexSource> {
  const one = (column: string) => (id === null ? sql`1 = 1` : sql`${sql.ref(column)} = ${id}`);
  return sql<LeadIndexSource>`
    select id, case when source = 'chat' then 'chat' else 'contact' end as kind, created_at, reference, name, email,
      phone, company, coalesce(chat_summary, '') || ' ' || message as text
    from contact_messages where ${one("contact_messages.id")}
    union all
    select id, case when status = 'complete' then 'quote' else 'quote_draft' end as kind, created_at, reference, name,
      email, null as phone, company, service_type as text
    from quotes where ${one("quotes.id")}
    union all
    select u.id, 'unanswered' as kind, u.created_at, null as reference, null as name, c.email, null as phone,
      null as company, u.question as text
    from chat_unanswered u left join chat_conversations c on c.id = u.conversation_id where ${one("u.id")}`;
}

async function upsert(conn: Conn, rows: ReturnType<typeof indexRow>[]) {
  if (rows.length === 0) return;
  await conn
    .insertInto("lead_index")
    .values(rows)
    .onConflict((oc) =>
      oc.column("lead_id").doUpdateSet((eb) => ({
        kind: eb.ref("excluded.kind"),
        created_at: eb.ref("excluded.created_at"),
        person_key: eb.ref("excluded.person_key"),
        phone_key: eb.ref("excluded.phone_key"),
        company_key: eb.ref("excluded.company_key"),
        body: eb.ref("excluded.body"),
      })),
    )
    .execute();
}

/**
 * Brings one lead's index row up to date (or removes it when the lead is gone). Every write
 * path that creates or changes a lead calls this in its own transaction.
 */
export async function indexLead(conn: Conn, id: string): Promise<void> {
  const { rows } = await sourceQuery(conn, id).execute(conn);
  if (rows.length === 0) await conn.deleteFrom("lead_index").where("lead_id", "=", id).execute();
  else await upsert(conn, (await withEmailedAnswers(conn, rows)).map(indexRow));
}

/** How much of a lead's emailed answers is searchable: enough for every quoted detail, bounded per lead. */
const ANSWERS_INDEXED_CHARS = 20_000;

/** Adds the customer's emailed answers (sender, subject, text) to each lead's searchable text. */
async function withEmailedAnswers(conn: Conn, rows: LeadIndexSource[]): Promise<LeadIndexSource[]> {
  const extra = new Map<string, string>();
  for (let i = 0; i < rows.length; i += 500) {
    const ids = rows.slice(i, i + 500).map((r) => r.id);
    const messages = await conn
      .selectFrom("lead_messages")
      .select(["lead_id", "from_address", "from_name", "subject", "body"])
      .where("lead_id", "in", ids)
      .orderBy("created_at")
      .execute();
    for (const m of messages) {
      const text = [extra.get(m.lead_id), m.from_address, m.from_name, m.subject, m.body].filter(Boolean).join("\n");
      extra.set(m.lead_id, text.slice(0, ANSWERS_INDEXED_CHARS));
    }
  }
  return rows.map((r) => (extra.has(r.id) ? { ...r, text: `${r.text ?? ""}\n${extra.get(r.id)}` } : r));
}

/** Indexes every lead (the migration's backfill; tests that insert rows directly). */
export async function reindexAllLeads(conn: Conn): Promise<number> {
  const { rows } = await sourceQuery(conn, null).execute(conn);
  for (let i = 0; i < rows.length; i += 500)
    await upsert(conn, (await withEmailedAnswers(conn, rows.slice(i, i + 500))).map(indexRow));
  return rows.length;
}

/** Up to this many matches are sorted by date; beyond it the date index is walked instead. */
const FEW_MATCHES = 2000;

/**
 * The newest leads whose indexed text contains the query, as (id, created_at), newest first,
 * older than the cursor. Three or more characters go through the trigram index; shorter ones
 * (a two-character surname) scan the index table's text, which is still one table, not five.
 */
export async function searchCandidates(
  conn: Conn,
  query: string,
  options: { kinds: readonly string[]; before?: { at: string; id: string }; limit: number },
): Promise<{ lead_id: string; created_at: string }[]> {
  const text = normalizeText(query).trim();
  const digits = text.replace(/[\s\-()+.]/g, "");
  // A phone number as typed ("090 1234 5678", "(090)1234-5678") is looked up by its digits and its E.164 form
  // ("+81 90…" meets "090…"); a name also without spaces; a company also without its legal form.
  const phone = /^\d+$/.test(digits) ? phoneE164(text) : null;
  const company = phone || /^\d+$/.test(digits) ? "" : foldCompany(text);
  const variants = new Set([text, /^\d+$/.test(digits) ? digits : text.replace(/\s+/g, "")]);
  if (phone) variants.add(phone.toLowerCase());
  if (company && [...company].length >= 2) variants.add(company);
  const terms = [...variants].filter((v) => v.length > 0);
  if (terms.length === 0) return [];
  const longEnough = terms.every((v) => [...v].length >= 3);
  const like = (v: string) => sql`i.body like ${`%${v.replace(/[!%_]/g, "!$&")}%`} escape '!'`;
  const sqlite = dialectOf(conn) === "sqlite";
  // On SQLite a "+" keeps the planner off the kind index: the walk must follow the date index (see below).
  const conditions = [sql`${sql.raw(sqlite ? "+" : "")}i.kind in (${sql.join(options.kinds)})`];
  if (options.before) conditions.push(sql`(i.created_at, i.lead_id) < (${options.before.at}, ${options.before.id})`);
  if (sqlite && longEnough) {
    const match = terms.map((v) => `"${v.replace(/"/g, '""')}"`).join(" OR ");
    const matches = sql`select rowid from lead_index_fts where lead_index_fts match ${match}`;
    // Few matches: fetch them by rowid and sort them. Many (a common word): walk the (created_at, lead_id, kind)
    // index newest first, testing each row against the matches ("+rowid"), and stop at the window; sorting
    // every match of a common word by date cost several times more at 100,000 leads.
    const { rows } = await sql<{ n: number }>`select count(*) as n from (${matches} limit ${FEW_MATCHES + 1})`.execute(
      conn,
    );
    const few = Number(rows[0]?.n ?? 0) <= FEW_MATCHES;
    conditions.push(sql`${sql.raw(few ? "" : "+")}i.rowid in (${matches})`);
  } else {
    // PostgreSQL's GIN trigram index serves LIKE '%…%' directly.
    conditions.push(sql`(${sql.join(terms.map(like), sql` or `)})`);
  }
  const { rows } = await sql<{ lead_id: string; created_at: string }>`
    select i.lead_id, i.created_at from lead_index i where ${sql.join(conditions, sql` and `)}
    order by i.created_at desc, i.lead_id desc limit ${options.limit}`.execute(conn);
  return rows;
}
