import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { staffOffice, type StaffLeadKind, type StaffLeadStatus } from "../../content/staff-office";
import { staffTriage } from "../../content/staff-office-triage";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import type { Database } from "../db/schema";
import { senderName } from "../mail/email-layout";
import { parseMailbox } from "../mail/header-safety";
import { enqueueEmail } from "../mail/outbox";
import { plusAddress } from "../mailbox/reply-matching";
import type { LeadRecord } from "./lead-record";
import { storePersonReply } from "../chat/handoff-live";
import { emailPersonReply, type EmailOutcome } from "../chat/handoff-email";
import { visitorConnected } from "../chat/handoff-presence";
import type { AutoReplyPolicy } from "../mail/auto-reply-cap";
import { recordActivity } from "../leads/lead-history";

/** Outbox kinds of the confirmation a visitor got, which an office reply threads under. */
const AUTO_REPLY_KINDS = ["contact-auto-reply", "quote-to-visitor"];

async function upsertState(
  trx: Transaction<Database>,
  leadId: string,
  change: { status?: StaffLeadStatus; assignee_id?: string | null; needs_reply?: number },
) {
  const current = await trx.selectFrom("lead_states").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
  if (current) {
    await trx
      .updateTable("lead_states")
      .set({ ...change, updated_at: isoNow() })
      .where("lead_id", "=", leadId)
      .execute();
  } else {
    await trx
      .insertInto("lead_states")
      .values({
        lead_id: leadId,
        status: change.status ?? "new",
        assignee_id: change.assignee_id ?? null,
        updated_at: isoNow(),
        last_inbound_at: null,
        needs_reply: change.needs_reply ?? 0,
      })
      .execute();
  }
  return current;
}

export async function setLeadStatus(db: Db, leadId: string, staffId: string, status: StaffLeadStatus) {
  await writeTransaction(db, async (trx) => {
    const before = await upsertState(trx, leadId, { status });
    if ((before?.status ?? "new") !== status)
      await recordActivity(trx, leadId, staffId, "status", `${before?.status ?? "new"}→${status}`);
  });
}

/** What the assignee's email names: the lead's kind, reference and the visitor's name, nothing they wrote. */
export interface AssignedLead {
  id: string;
  kind: StaffLeadKind;
  reference: string | null;
  name: string;
}

/**
 * Sets the assignee; when it changes to someone other than the one assigning, that colleague
 * gets an email through the outbox, in their own office language, linking to the lead
 * (unless `notify` is false: a bulk change sends one email listing all its leads instead).
 * Returns whether anything changed.
 */
export async function setLeadAssignee(
  db: Db,
  lead: AssignedLead,
  staffId: string,
  assigneeId: string | null,
  siteUrl: string,
  { notify = true }: { notify?: boolean } = {},
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const assignee = assigneeId
      ? await trx
          .selectFrom("staff_users")
          .select(["id", "email", "name", "language"])
          .where("id", "=", assigneeId)
          .where("disabled_at", "is", null)
          .executeTakeFirst()
      : null;
    if (assigneeId && !assignee) return false;
    const before = await upsertState(trx, lead.id, { assignee_id: assigneeId });
    if ((before?.assignee_id ?? null) === assigneeId) return false;
    await recordActivity(trx, lead.id, staffId, "assignee", assigneeId ?? "-");
    if (notify && assignee && assignee.id !== staffId) {
      const by = await trx.selectFrom("staff_users").select("name").where("id", "=", staffId).executeTakeFirst();
      const lang = assignee.language;
      const url = `${siteUrl.replace(/\/$/, "")}/staff/leads/${lead.id}`;
      const copy = staffTriage[lang].assignmentEmail(
        staffOffice[lang].kinds[lead.kind],
        lead.reference ?? "",
        lead.name,
        by?.name ?? "",
        url,
      );
      await enqueueEmail(trx, {
        kind: "staff-assignment",
        to: { address: assignee.email, name: assignee.name },
        subject: copy.subject,
        text: copy.text,
        reference: lead.id,
      });
    }
    return true;
  });
}

export async function addLeadNote(db: Db, leadId: string, staffId: string, body: string) {
  await writeTransaction(db, async (trx) => {
    await trx
      .insertInto("lead_notes")
      .values({ id: randomUUID(), lead_id: leadId, staff_id: staffId, body, created_at: isoNow() })
      .execute();
    await recordActivity(trx, leadId, staffId, "note", null);
  });
}

/**
 * Queues the reply through the outbox (so it retries and is sent once), threaded
 * under the visitor's confirmation email when there is one, with Reply-To the
 * company inbox; stores it on the lead and marks the lead replied.
 */
export async function sendLeadReply(
  db: Db,
  lead: LeadRecord,
  staffId: string,
  reply: { subject: string; body: string },
  companyInbox: string,
  mailbox: { plusAddressing: boolean } = { plusAddressing: false },
) {
  const company = parseMailbox(companyInbox)?.address ?? companyInbox;
  if (!lead.email) throw new Error("lead without an address");
  const to = lead.email;
  await writeTransaction(db, async (trx) => {
    const original = await trx
      .selectFrom("email_outbox")
      .select("message_id")
      .where("reference", "in", lead.emailReferences)
      .where("kind", "in", AUTO_REPLY_KINDS)
      .orderBy("created_at")
      .executeTakeFirst();
    const { id: outboxId } = await enqueueEmail(trx, {
      kind: "staff-reply",
      to: { address: to, name: lead.name || null },
      fromName: senderName(lead.language),
      // The visitor's answer comes back to the company mailbox, to a per-lead address when it is read (matching).
      replyTo: { address: mailbox.plusAddressing ? plusAddress(company, lead.id) : company },
      // The company mailbox keeps a copy of what staff sent (docs/decisions/024-mailbox-replies.md).
      cc: company,
      subject: reply.subject,
      text: reply.body,
      reference: lead.id,
      inReplyTo: original?.message_id ?? null,
    });
    await trx
      .insertInto("lead_replies")
      .values({
        id: randomUUID(),
        lead_id: lead.id,
        staff_id: staffId,
        subject: reply.subject,
        body: reply.body,
        outbox_id: outboxId,
        created_at: isoNow(),
      })
      .execute();
    await recordActivity(trx, lead.id, staffId, "reply", null);
    await trx.deleteFrom("lead_composing").where("lead_id", "=", lead.id).where("staff_id", "=", staffId).execute();
    const before = await upsertState(trx, lead.id, { status: "replied", needs_reply: 0 });
    if ((before?.status ?? "new") !== "replied")
      await recordActivity(trx, lead.id, staffId, "status", `${before?.status ?? "new"}→replied`);
  });
}

/** Staff records about leads that no longer exist (retention, deletion requests): notes and replies hold personal data. */
export async function deleteStaffRecords(trx: Transaction<Database> | Db, leadIds: string[]) {
  for (let i = 0; i < leadIds.length; i += 500) {
    const chunk = leadIds.slice(i, i + 500);
    for (const table of [
      "lead_notes",
      "lead_replies",
      "lead_activity",
      "lead_states",
      "lead_message_attachments",
      "lead_messages",
      "lead_composing",
      "lead_reads",
      "lead_index",
    ] as const)
      await trx.deleteFrom(table).where("lead_id", "in", chunk).execute();
  }
}

/**
 * A staff member answered the visitor in the chat: the person's message is stored in the conversation, every
 * question of that conversation waiting in the inbox is answered (要返信 cleared, marked replied), in one transaction.
 * Resolves to the stored message, for the streams open on the conversation, and how it reached the visitor.
 */
export async function sendChatReply(
  db: Db,
  reply: { conversationId: string; staffId: string; author: string; body: string; now: Date },
  reach: { staleMs: number; policy: Omit<AutoReplyPolicy, "client" | "clientHash">; siteUrl: string },
) {
  return writeTransaction(db, async (trx) => {
    const message = await storePersonReply(trx, {
      conversationId: reply.conversationId,
      author: reply.author,
      content: reply.body,
      now: reply.now,
    });
    // The visitor has left (no panel connected in any process): the reply goes by email too, if they gave an address.
    const seen = await trx
      .selectFrom("chat_conversations")
      .select("visitor_seen_at")
      .where("id", "=", reply.conversationId)
      .executeTakeFirst();
    const delivered: "connected" | EmailOutcome = visitorConnected(seen?.visitor_seen_at, reply.now, reach.staleMs)
      ? "connected"
      : await emailPersonReply(
          trx,
          { conversationId: reply.conversationId, author: reply.author, content: reply.body, now: reply.now },
          reach.policy,
          reach.siteUrl,
        );
    const questions = await trx
      .selectFrom("chat_unanswered")
      .select("id")
      .where("conversation_id", "=", reply.conversationId)
      .execute();
    for (const { id } of questions) {
      await trx.deleteFrom("lead_composing").where("lead_id", "=", id).where("staff_id", "=", reply.staffId).execute();
      const before = await upsertState(trx, id, { status: "replied", needs_reply: 0 });
      await recordActivity(trx, id, reply.staffId, "chat_reply", null);
      if ((before?.status ?? "new") !== "replied")
        await recordActivity(trx, id, reply.staffId, "status", `${before?.status ?? "new"}→replied`);
    }
    return { message, delivered };
  });
}
