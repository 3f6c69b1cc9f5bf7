import { sql, type RawBuilder } from "kysely";
import { z } from "zod";
import type { StaffLeadKind, StaffLeadStatus } from "../../content/staff-office";
import type { Locale } from "../../domain/i18n/locales";
import type { Db } from "../db/database";
import { searchCandidates } from "../db/lead-index";
import { taxBreakdown } from "../../domain/pricing/pricing";
import { splitAmounts } from "../quotes/document-amounts";
import type { QuotationLine } from "../quotes/quotation-document";

export const leadKinds = ["contact", "quote", "quote_draft", "chat", "unanswered"] as const satisfies StaffLeadKind[];
export const leadStatuses = [
  "new",
  "in_progress",
  "replied",
  "won",
  "lost",
  "spam",
] as const satisfies StaffLeadStatus[];

// A calendar day that exists: 2026-13-45 or 9999-99-99 is dropped like any unknown filter, never sent to the database.
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  });
// What PostgreSQL refuses in text (NUL) and other controls are removed from typed filters before they reach a query.
const typed = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/\p{Cc}/gu, " "))
    .pipe(z.string().trim().max(max));
const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

/** The inbox's filter, from the query string; anything unknown is dropped rather than refused. */
export const inboxFilterSchema = z.object({
  kind: z.preprocess(emptyToUndefined, z.enum(leadKinds).optional()).catch(undefined),
  status: z.preprocess(emptyToUndefined, z.enum(leadStatuses).optional()).catch(undefined),
  language: z.preprocess(emptyToUndefined, z.enum(["ja", "en"]).optional()).catch(undefined),
  from: z.preprocess(emptyToUndefined, day.optional()).catch(undefined),
  to: z.preprocess(emptyToUndefined, day.optional()).catch(undefined),
  q: z.preprocess(emptyToUndefined, typed(200).optional()).catch(undefined),
  /** "me": leads assigned to the staff member reading; "none": nobody's yet. */
  assigned: z.preprocess(emptyToUndefined, z.enum(["me", "none"]).optional()).catch(undefined),
  unread: z.preprocess(emptyToUndefined, z.literal("1").optional()).catch(undefined),
  /** "1": only leads whose last message is the customer's (要返信), newest message first. */
  reply: z.preprocess(emptyToUndefined, z.literal("1").optional()).catch(undefined),
  before: z.preprocess(emptyToUndefined, typed(200).optional()).catch(undefined),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export interface InboxRow {
  id: string;
  kind: StaffLeadKind;
  created_at: string;
  name: string;
  email: string | null;
  company: string | null;
  summary: string | null;
  language: Locale;
  reference: string | null;
  status: StaffLeadStatus;
  /** 1 for a chat lead stored without the visitor's confirmation (the inbox shows a badge). */
  unconfirmed: number;
  assignee_id: string | null;
  /** 1 when the staff member reading has not opened the lead since it arrived or the visitor last wrote. */
  unread: number;
  phone: string | null;
  /** 1 when the customer wrote last (要返信); `last_inbound_at` is when. */
  needs_reply: number;
  last_inbound_at: string | null;
  /** When someone at the company last replied on the lead; null when never. */
  last_reply_at: string | null;
  /** The customer's newest emailed message on the lead, which the row shows instead of the first one. */
  latest_message: string | null;
  /** A quote's total with consumption tax: its current quotation's, else its estimate's; null for other kinds. */
  total_with_tax: number | null;
}

/** Kinds the list shows unless asked for: an abandoned quote draft is not a lead to work. */
export const defaultKinds = ["contact", "quote", "chat", "unanswered"] as const satisfies StaffLeadKind[];

interface Source {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  columns: RawBuilder<unknown>;
}

const sources: Record<StaffLeadKind, Source> = {
  contact: {
    from: sql`contact_messages x`,
    where: sql`x.source = 'form'`,
    columns: sql`x.id, x.created_at, x.name, x.email, x.phone, x.company, x.message as summary, x.language, x.reference, 0 as unconfirmed`,
  },
  chat: {
    from: sql`contact_messages x`,
    where: sql`x.source = 'chat'`,
    columns: sql`x.id, x.created_at, x.name, x.email, x.phone, x.company, x.message as summary, x.language, x.reference, x.unconfirmed`,
  },
  quote: {
    from: sql`quotes x`,
    where: sql`x.status = 'complete'`,
    columns: sql`x.id, x.created_at, x.name, x.email, null as phone, x.company, x.service_type as summary, x.language, x.reference, 0 as unconfirmed`,
  },
  quote_draft: {
    from: sql`quotes x`,
    where: sql`x.status = 'incomplete'`,
    columns: sql`x.id, x.created_at, x.name, x.email, null as phone, x.company, x.service_type as summary, x.language, x.reference, 0 as unconfirmed`,
  },
  unanswered: {
    from: sql`chat_unanswered x left join chat_conversations c on c.id = x.conversation_id`,
    where: sql`1 = 1`,
    columns: sql`x.id, x.created_at, '' as name, c.email as email, null as phone, null as company, x.question as summary, x.language, null as reference, 0 as unconfirmed`,
  },
};

/** The start of a calendar day in Japan, as the stored UTC text compares. */
function japanDayStart(date: string, addDays = 0): string {
  const start = new Date(`${date}T00:00:00+09:00`);
  return new Date(start.getTime() + addDays * 86_400_000).toISOString();
}

export function cursorOf(row: Pick<InboxRow, "created_at" | "id">): string {
  return `${row.created_at}~${row.id}`;
}

/** The 要返信 list's cursor: it is ordered by the customer's last message, not by arrival. */
function replyCursorOf(row: Pick<InboxRow, "last_inbound_at" | "id">): string {
  return `r${row.last_inbound_at ?? ""}~${row.id}`;
}

/** Who reads the list: their unread marks and "assigned to me". */
export interface InboxViewer {
  staffId: string;
}

/**
 * "arrived": leads nobody must answer, newest first by arrival. "reply": leads whose last
 * message is the customer's (要返信), newest message first, which the inbox puts above the rest.
 */
type Section = "arrived" | "reply";

async function sourcePage(
  db: Db,
  kind: StaffLeadKind,
  filter: InboxFilter,
  limit: number,
  viewer: InboxViewer | null,
  matches: string[] | null,
  section: Section,
  needing: string[] | null = null,
): Promise<InboxRow[]> {
  const s = sources[kind];
  const conditions: RawBuilder<unknown>[] = [s.where];
  const me = viewer?.staffId ?? "";
  // Spam is kept out of the list unless asked for by its status.
  if (!filter.status) conditions.push(sql`(st.status is null or st.status <> 'spam')`);
  if (filter.assigned === "me") conditions.push(sql`st.assignee_id = ${me}`);
  if (filter.assigned === "none") conditions.push(sql`st.assignee_id is null`);
  const unread = sql`(r.read_at is null or r.read_at < x.created_at or r.read_at < coalesce(st.last_inbound_at, ''))`;
  if (filter.unread) conditions.push(unread);
  // "new" is mostly leads without a state row: NOT EXISTS lets the index walk stop after a page on both dialects.
  if (filter.status === "new")
    conditions.push(sql`not exists (select 1 from lead_states ns where ns.lead_id = x.id and ns.status <> 'new')`);
  else if (filter.status) conditions.push(sql`st.status = ${filter.status}`);
  if (filter.language) conditions.push(sql`x.language = ${filter.language}`);
  if (filter.from) conditions.push(sql`x.created_at >= ${japanDayStart(filter.from)}`);
  if (filter.to) conditions.push(sql`x.created_at < ${japanDayStart(filter.to, 1)}`);
  // A search's few hundred ids are looked up by key and sorted (the "|| ''" keeps the planner from walking the
  // whole date index instead, which it prefers for ORDER BY … LIMIT and which costs a full scan for a rare match).
  if (matches) conditions.push(matches.length ? sql`x.id in (${sql.join(matches)})` : sql`1 = 0`);
  const [at, id] = (filter.before ?? "").split("~");
  if (section === "reply") {
    // The leads waiting for an answer were read first from lead_states (needingReply); looked up here by key.
    conditions.push(sql`x.id in (${sql.join(needing!)})`);
  } else {
    // The 要返信 leads are listed above (or under their own filter), never again here, however many are waiting.
    // NOT EXISTS, as for "new": PostgreSQL keeps walking the date index (a condition on the joined row made it sort).
    conditions.push(sql`not exists (select 1 from lead_states w where w.lead_id = x.id and w.needs_reply = 1)`);
    // A row-value comparison, which both dialects answer from the (…, created_at, id) index.
    if (at && id && !at.startsWith("r")) conditions.push(sql`(x.created_at, x.id) < (${at}, ${id})`);
  }
  const order =
    section === "reply"
      ? sql`st.last_inbound_at desc, x.id desc`
      : sql`${matches ? sql`x.created_at || ''` : sql`x.created_at`} desc, x.id desc`;
  const { rows } = await sql<Omit<InboxRow, "kind" | "last_reply_at" | "latest_message" | "total_with_tax">>`
    select ${s.columns}, coalesce(st.status, 'new') as status, st.assignee_id,
      case when ${unread} then 1 else 0 end as unread,
      coalesce(st.needs_reply, 0) as needs_reply, st.last_inbound_at
    from ${s.from} left join lead_states st on st.lead_id = x.id
      left join lead_reads r on r.lead_id = x.id and r.staff_id = ${me}
    where ${sql.join(conditions, sql` and `)}
    order by ${order}
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    ...row,
    unread: Number(row.unread),
    needs_reply: Number(row.needs_reply),
    kind,
    last_reply_at: null,
    latest_message: null,
    total_with_tax: null,
  }));
}

const byArrival = (a: InboxRow, b: InboxRow) =>
  a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1;
const byLastMessage = (a: InboxRow, b: InboxRow) => {
  const x = a.last_inbound_at ?? "";
  const y = b.last_inbound_at ?? "";
  return x === y ? (a.id < b.id ? 1 : -1) : x < y ? 1 : -1;
};

/**
 * Each row's company reply time, the customer's newest emailed message and a quote's total
 * with tax, for one page's leads only.
 */
async function withConversation(db: Db, rows: InboxRow[]): Promise<InboxRow[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return rows;
  const quoteIds = rows.filter((r) => r.kind === "quote" || r.kind === "quote_draft").map((r) => r.id);
  const [replies, messages, quotes, versions] = await Promise.all([
    db
      .selectFrom("lead_replies")
      .select(["lead_id", (eb) => eb.fn.max("created_at").as("at")])
      .where("lead_id", "in", ids)
      .groupBy("lead_id")
      .execute(),
    db
      .selectFrom("lead_messages")
      .select(["lead_id", "body", "created_at"])
      .where("lead_id", "in", ids)
      .orderBy("created_at")
      .execute(),
    quoteIds.length
      ? db.selectFrom("quotes").select(["id", "estimated_price"]).where("id", "in", quoteIds).execute()
      : [],
    quoteIds.length
      ? db
          .selectFrom("quotation_versions")
          .select(["quote_id", "lines"])
          .where("quote_id", "in", quoteIds)
          .where("superseded_at", "is", null)
          .execute()
      : [],
  ]);
  const totals = new Map<string, number>();
  for (const q of quotes) if (q.estimated_price) totals.set(q.id, taxBreakdown(q.estimated_price).totalWithTax);
  // The issued version's お見積金額 as its documents print it: the one-off part (each tax rate rounded once), or the
  // monthly fee for a quotation of monthly lines only; the stored total adds the two together.
  for (const v of versions) {
    const { oneOff, monthly } = splitAmounts(JSON.parse(v.lines) as QuotationLine[]);
    const quoted = oneOff ?? monthly;
    if (quoted) totals.set(v.quote_id, quoted.total);
  }
  const repliedAt = new Map(replies.map((r) => [r.lead_id, String(r.at)]));
  const latest = new Map(messages.map((m) => [m.lead_id, m.body]));
  return rows.map((row) => ({
    ...row,
    last_reply_at: repliedAt.get(row.id) ?? null,
    latest_message: latest.get(row.id) ?? null,
    total_with_tax: totals.get(row.id) ?? null,
  }));
}

/**
 * One page of the inbox. Leads whose customer wrote last (要返信) come first, newest
 * message first; then the rest, newest arrival first. Each source is read through its
 * index with a limit and the sources are merged here: no query ever sorts or counts a
 * whole table, so a page costs the same at 100,000 rows.
 */
export async function inboxPage(
  db: Db,
  filter: InboxFilter,
  pageSize = 50,
  viewer: InboxViewer | null = null,
  { pinNeedingReply = true } = {},
) {
  const kinds = filter.kind ? [filter.kind] : defaultKinds;
  // A search reads a window of the newest matches from the index first; the sources then only check those ids.
  let matches: string[] | null = null;
  let windowEnd: string | null = null;
  const replyPaging = filter.before?.startsWith("r") ?? false;
  if (filter.q) {
    const [at, id] = (filter.before ?? "").split("~");
    const found = await searchCandidates(db, filter.q, {
      kinds,
      before: at && id && !replyPaging ? { at, id } : undefined,
      limit: SEARCH_WINDOW,
    });
    matches = found.map((m) => m.lead_id);
    if (found.length === SEARCH_WINDOW && !filter.reply)
      windowEnd = cursorOf({ created_at: found.at(-1)!.created_at, id: found.at(-1)!.lead_id });
  }
  const read = (section: Section, ids: string[] | null = null) =>
    Promise.all(kinds.map((kind) => sourcePage(db, kind, filter, pageSize + 1, viewer, matches, section, ids)));
  // The 要返信 leads head the first page (or are the whole list under their own filter).
  const pinned = filter.reply || (pinNeedingReply && !filter.before);
  const waiting = pinned ? await needingReply(db, filter) : [];
  const needing = waiting.length
    ? (
        await read(
          "reply",
          waiting.map((w) => w.lead_id),
        )
      )
        .flat()
        .sort(byLastMessage)
    : [];
  if (filter.reply) {
    const rows = needing.slice(0, pageSize);
    // A full window that the other filters thinned out continues after the window.
    const last =
      needing.length > pageSize ? rows[rows.length - 1] : waiting.length === NEEDING_WINDOW ? waiting.at(-1) : null;
    const next = last
      ? replyCursorOf({ id: "id" in last ? last.id : last.lead_id, last_inbound_at: last.last_inbound_at })
      : null;
    return { rows: await withConversation(db, rows), next };
  }
  const merged = (await read("arrived")).flat().sort(byArrival);
  const arrived = merged.slice(0, pageSize);
  // A full window that the other filters thinned out continues after the window.
  const next = merged.length > pageSize ? cursorOf(arrived[arrived.length - 1]!) : windowEnd;
  return { rows: await withConversation(db, [...needing.slice(0, pageSize), ...arrived]), next };
}

/**
 * The leads waiting for an answer, newest customer message first, from lead_states' own
 * (needs_reply, last_inbound_at) index (migration 033): a short list, so each source then only
 * looks its ids up by key. Capped per page: a backlog beyond it is counted and reached by paging the 要返信 filter.
 */
async function needingReply(db: Db, filter: InboxFilter) {
  const [at, id] = (filter.reply ? (filter.before ?? "") : "").split("~");
  let query = db
    .selectFrom("lead_states")
    .select(["lead_id", "last_inbound_at"])
    .where("needs_reply", "=", 1)
    .orderBy("last_inbound_at", "desc")
    .orderBy("lead_id", "desc")
    .limit(NEEDING_WINDOW);
  if (at?.startsWith("r") && id)
    query = query.where((eb) => eb(eb.refTuple("last_inbound_at", "lead_id"), "<", eb.tuple(at.slice(1), id)));
  return query.execute();
}

const NEEDING_WINDOW = 1000;

/** How many of the newest search matches one page considers (the next page continues after them). */
const SEARCH_WINDOW = 500;

/** Every lead the filter matches (the CSV export), in pages so memory stays bounded per step. */
export async function* allInboxRows(db: Db, filter: InboxFilter, viewer: InboxViewer | null = null) {
  // The 要返信 leads first, all of them, then the rest by arrival, as the inbox orders them.
  for (const reply of filter.reply ? (["1"] as const) : (["1", undefined] as const)) {
    let before = filter.before;
    for (;;) {
      const page = await inboxPage(db, { ...filter, reply, before }, 500, viewer, { pinNeedingReply: false });
      yield* page.rows;
      if (!page.next) break;
      before = page.next;
    }
  }
}
