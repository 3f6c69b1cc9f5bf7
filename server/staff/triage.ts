import { sql } from "kysely";
import { z } from "zod";
import { staffOffice, type StaffLeadKind, type StaffLeadStatus } from "../../content/staff-office";
import { staffTriage } from "../../content/staff-office-triage";
import { isoNow } from "../db/clock";
import { relaxedWrite, writeTransaction, type Db } from "../db/database";
import { enqueueEmail } from "../mail/outbox";
import { leadStatuses } from "./inbox-query";
import { setLeadAssignee, setLeadStatus, type AssignedLead } from "./lead-actions";

/**
 * The inbox's counts, from the lead index (one row per lead) and the small tables of
 * worked leads: no query reads every lead's row of every table, so the counts stay cheap
 * at 100,000 leads. Quote drafts and spam are left out as the default list leaves them out.
 */
export async function inboxCounts(db: Db, staffId: string) {
  const [total, states, fresh, held] = await Promise.all([
    db
      .selectFrom("lead_index")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "<>", "quote_draft")
      .executeTakeFirst(),
    db
      .selectFrom("lead_states as st")
      .innerJoin("lead_index as i", "i.lead_id", "st.lead_id")
      .select(["st.status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("i.kind", "<>", "quote_draft")
      .groupBy("st.status")
      .execute(),
    // Leads this staff member has opened since they arrived and since the visitor last wrote.
    sql<{ n: number }>`select count(*) as n from lead_reads r
      join lead_index i on i.lead_id = r.lead_id left join lead_states st on st.lead_id = r.lead_id
      where r.staff_id = ${staffId} and i.kind <> 'quote_draft' and (st.status is null or st.status <> 'spam')
        and r.read_at >= i.created_at and r.read_at >= coalesce(st.last_inbound_at, '')`.execute(db),
    // Worked leads other than spam, counted once: this person's, those whose customer wrote last (要返信,
    // server/leads/customer-message.ts), and those someone holds (unassigned is the rest; a lead without a state
    // row has nobody).
    db
      .selectFrom("lead_states as st")
      .innerJoin("lead_index as i", "i.lead_id", "st.lead_id")
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when("st.assignee_id", "=", staffId).then(1).else(0).end()).as("mine"),
        eb.fn.sum<number>(eb.case().when("st.needs_reply", "=", 1).then(1).else(0).end()).as("needing"),
        eb.fn.sum<number>(eb.case().when("st.assignee_id", "is not", null).then(1).else(0).end()).as("assigned"),
      ])
      .where("st.status", "<>", "spam")
      .where("i.kind", "<>", "quote_draft")
      .executeTakeFirst(),
  ]);
  const byStatus = Object.fromEntries(leadStatuses.map((s) => [s, 0])) as Record<StaffLeadStatus, number>;
  let worked = 0;
  for (const row of states) {
    if (row.status === "new") continue;
    byStatus[row.status] = Number(row.n);
    worked += Number(row.n);
  }
  const all = Number(total?.n ?? 0);
  byStatus.new = all - worked;
  return {
    byStatus,
    unread: Math.max(0, all - byStatus.spam - Number(fresh.rows[0]?.n ?? 0)),
    mine: Number(held?.mine ?? 0),
    needsReply: Number(held?.needing ?? 0),
    unassigned: Math.max(0, all - byStatus.spam - Number(held?.assigned ?? 0)),
  };
}
export type InboxCounts = Awaited<ReturnType<typeof inboxCounts>>;

/** Opening a lead marks it read for that staff member (a relaxed write: losing it to a crash costs one bold row). */
export async function markLeadRead(db: Db, leadId: string, staffId: string) {
  const now = isoNow();
  await relaxedWrite(db, (conn) =>
    conn
      .insertInto("lead_reads")
      .values({ lead_id: leadId, staff_id: staffId, read_at: now })
      .onConflict((oc) => oc.columns(["lead_id", "staff_id"]).doUpdateSet({ read_at: now }))
      .execute(),
  );
}

const MAX_BULK = 200;

/** The bulk form: one checkbox per lead named "lead:<id>", a status and/or an assignee, or "spam". */
export function parseBulkForm(data: Record<string, unknown>) {
  const ids = Object.keys(data)
    .filter((key) => key.startsWith("lead:"))
    .map((key) => key.slice(5));
  return z
    .object({
      ids: z.array(z.uuid()).min(1).max(MAX_BULK),
      action: z.enum(["apply", "spam"]),
      status: z.union([z.literal(""), z.enum(leadStatuses)]).default(""),
      assignee: z.union([z.literal(""), z.literal("none"), z.uuid()]).default(""),
      back: z
        .string()
        .max(2000)
        .regex(/^(\?[^\s\\]*)?$/)
        .default(""),
    })
    .safeParse({ ids, action: data.do, status: data.status, assignee: data.assignee, back: data.back });
}

/** Applies one bulk change to every listed lead that exists; returns how many leads were listed and found. */
export async function applyBulk(
  db: Db,
  staffId: string,
  siteUrl: string,
  change: { ids: string[]; action: "apply" | "spam"; status: "" | StaffLeadStatus; assignee: string },
): Promise<number> {
  const found = await db
    .selectFrom("lead_index")
    .select(["lead_id", "kind"])
    .where("lead_id", "in", change.ids)
    .execute();
  const status = change.action === "spam" ? "spam" : change.status;
  const assigned: Awaited<ReturnType<typeof leadBasics>>[] = [];
  for (const { lead_id, kind } of found) {
    if (status) await setLeadStatus(db, lead_id, staffId, status);
    if (change.action === "apply" && change.assignee) {
      const basics = await leadBasics(db, lead_id, kind as StaffLeadKind);
      const to = change.assignee === "none" ? null : change.assignee;
      if (await setLeadAssignee(db, basics, staffId, to, siteUrl, { notify: false })) assigned.push(basics);
    }
  }
  if (assigned.length && change.assignee !== "none")
    await emailBulkAssignment(db, staffId, change.assignee, assigned, siteUrl);
  return found.length;
}

/** One email to the colleague given several leads at once, listing each with its link (never what anyone wrote). */
async function emailBulkAssignment(
  db: Db,
  staffId: string,
  assigneeId: string,
  leads: AssignedLead[],
  siteUrl: string,
) {
  if (assigneeId === staffId) return;
  await writeTransaction(db, async (trx) => {
    const assignee = await trx
      .selectFrom("staff_users")
      .select(["email", "name", "language"])
      .where("id", "=", assigneeId)
      .executeTakeFirst();
    if (!assignee) return;
    const by = await trx.selectFrom("staff_users").select("name").where("id", "=", staffId).executeTakeFirst();
    const lang = assignee.language;
    const base = siteUrl.replace(/\/$/, "");
    const lines = leads
      .map((lead) => {
        const what = `${staffOffice[lang].kinds[lead.kind]} ${lead.reference ?? ""}`.trim();
        return `- ${what}${lead.name ? ` / ${lead.name}` : ""}\n  ${base}/staff/leads/${lead.id}`;
      })
      .join("\n");
    const copy =
      leads.length === 1
        ? staffTriage[lang].assignmentEmail(
            staffOffice[lang].kinds[leads[0]!.kind],
            leads[0]!.reference ?? "",
            leads[0]!.name,
            by?.name ?? "",
            `${base}/staff/leads/${leads[0]!.id}`,
          )
        : staffTriage[lang].assignmentBulkEmail(leads.length, by?.name ?? "", lines);
    await enqueueEmail(trx, {
      kind: "staff-assignment",
      to: { address: assignee.email, name: assignee.name },
      subject: copy.subject,
      text: copy.text,
      reference: leads[0]!.id,
    });
  });
}

/** The kind, reference and name of a lead, for the assignee's email. */
async function leadBasics(db: Db, id: string, kind: StaffLeadKind) {
  if (kind === "unanswered") return { id, kind, reference: null, name: "" };
  const table = kind === "quote" || kind === "quote_draft" ? "quotes" : "contact_messages";
  const row = await db.selectFrom(table).select(["reference", "name"]).where("id", "=", id).executeTakeFirst();
  return { id, kind, reference: row?.reference ?? null, name: row?.name ?? "" };
}
