import type { StaffLeadKind, StaffLeadStatus } from "../../content/staff-office";
import { planCard } from "../../content/pricing-plans";
import { describePriceLine, type DescribedLine } from "../../domain/pricing/pricing-breakdown";
import { calculatePrice, formatYen, isPlanId, taxBreakdown } from "../../domain/pricing/pricing";
import { quotationStatus, type QuotationStatus } from "../quotes/quotation-status";
import { quotationFacts } from "../quotes/quotation-store";
import { storedSpecifications, type QuoteRow } from "../quotes/quote-view";
import { findVersion, type IssuedVersion } from "../quotes/quotation-versions";
import { planName as quotationPlanName, type QuotationLine } from "../quotes/quotation-document";
import type { Locale } from "../../domain/i18n/locales";
import type { Db } from "../db/database";

export interface LeadRecord {
  id: string;
  kind: StaffLeadKind;
  created_at: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  message: string | null;
  language: Locale;
  reference: string | null;
  transcript: string | null;
  summary: string | null;
  quote: QuoteSummary | null;
  /** Rows whose emails belong to this lead (the lead itself; an unanswered question's conversation). */
  emailReferences: string[];
  /** A chat lead stored without the visitor's confirmation. */
  unconfirmed: boolean;
  /** The chat conversation a question of the assistant's belongs to: staff answer in it. */
  conversationId?: string;
  /** That conversation's messages, with who wrote each (a staff member's name for a person's reply). */
  chat?: { role: "user" | "assistant"; content: string; author: string | null; created_at: string }[];
  /** Whether a person has that conversation ("open") or staff closed it since it was handed off ("closed"). */
  chatHandoff?: "open" | "closed" | null;
  /** When the visitor's panel was last connected to the conversation's live replies (null: not connected). */
  chatVisitorSeenAt?: string | null;
}

/** A quote as the visitor saw it: plan name, amounts before and after tax, validity, status, order and PDF. */
export interface QuoteSummary {
  plan: string;
  lines: DescribedLine[];
  subtotal: string;
  tax: string;
  totalWithTax: string;
  /** Null while the quote is a draft (no quotation issued yet). */
  validUntil: string | null;
  status: QuotationStatus | null;
  acceptedAt: string | null;
  /** Accepted from an address nobody has confirmed: held for staff (要確認), not an order yet. */
  orderHeld: boolean;
  ordererName: string | null;
  purchaseOrder: string | null;
  /** The staff-only PDF of the issued quotation. */
  pdfUrl: string | null;
}

/** A revision's line as the office table shows it: "2 × ¥10,000 − ¥5,000". */
function describeVersionLine(line: QuotationLine, language: Locale): DescribedLine {
  const amount = line.quantity * line.unitPrice - line.discount;
  const discount = line.discount ? ` − ${formatYen(line.discount, language)}` : "";
  return {
    label: line.label,
    detail: `${line.quantity} × ${formatYen(line.unitPrice, language)}${discount}`,
    amount: formatYen(amount, language),
  };
}

/** The quote as the visitor has it now: the latest issued version's lines and amounts once there is one. */
function quoteSummary(quote: QuoteRow, language: Locale, now: number, current?: IssuedVersion): QuoteSummary | null {
  const facts = quotationFacts(quote);
  const planId = quote.service_type && isPlanId(quote.service_type) ? quote.service_type : null;
  // A calculator plan's quote, or a quotation staff made with lines of their own (issued with its lines).
  if (!planId && !(facts && current)) return null;
  const computed = planId ? calculatePrice(planId, storedSpecifications(quote)) : { total: 0, lines: [] };
  const total = current ? current.subtotal : computed.total;
  const { tax, totalWithTax } = current ? { tax: current.tax, totalWithTax: current.total } : taxBreakdown(total);
  const issued = facts !== null;
  return {
    plan: planId ? (planCard(planId, language)?.title ?? planId) : quotationPlanName(null, language),
    lines: current
      ? current.lines.map((line) => describeVersionLine(line, language))
      : computed.lines.map((line) => describePriceLine(line, language)),
    subtotal: formatYen(total, language),
    tax: formatYen(tax, language),
    totalWithTax: formatYen(totalWithTax, language),
    validUntil: issued ? (quote.valid_until ?? null) : null,
    status: issued ? quotationStatus(quote, now) : null,
    acceptedAt: quote.accepted_at ?? null,
    orderHeld: Boolean(quote.accepted_at) && !quote.address_confirmed_at,
    ordererName: quote.orderer_name ?? null,
    purchaseOrder: quote.purchase_order ?? null,
    pdfUrl: issued ? staffQuotationPdfPath(quote.id) : null,
  };
}

/** The office's own route to a quotation's PDF (staff session required). */
export const staffQuotationPdfPath = (id: string) => `/staff/leads/${id}/quotation.pdf`;

/** Everything stored about one lead, whichever table it lives in; undefined when there is none (or no longer). */
export async function findLead(db: Db, id: string, staffLanguage: Locale): Promise<LeadRecord | undefined> {
  const contact = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  if (contact)
    return {
      id,
      kind: contact.source === "chat" ? "chat" : "contact",
      created_at: contact.created_at,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      company: contact.company,
      message: contact.message,
      language: contact.language,
      reference: contact.reference,
      transcript: contact.chat_transcript ?? null,
      summary: contact.chat_summary ?? null,
      quote: null,
      emailReferences: [id],
      unconfirmed: contact.unconfirmed === 1,
    };
  const quote = await db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirst();
  if (quote)
    return {
      id,
      kind: quote.status === "complete" ? "quote" : "quote_draft",
      created_at: quote.created_at,
      name: quote.name,
      email: quote.email || null,
      phone: null,
      company: quote.company ?? null,
      message: null,
      language: quote.language,
      reference: quote.reference,
      transcript: null,
      summary: null,
      quote: quoteSummary(quote, staffLanguage, Date.now(), await findVersion(db, id)),
      emailReferences: [id],
      unconfirmed: false,
    };
  const question = await db
    .selectFrom("chat_unanswered")
    .leftJoin("chat_conversations", "chat_conversations.id", "chat_unanswered.conversation_id")
    .select([
      "chat_unanswered.conversation_id",
      "chat_unanswered.question",
      "chat_unanswered.language",
      "chat_unanswered.created_at",
      "chat_conversations.email",
      "chat_conversations.handed_off_at",
      "chat_conversations.handoff_closed_at",
      "chat_conversations.visitor_seen_at",
    ])
    .where("chat_unanswered.id", "=", id)
    .executeTakeFirst();
  if (!question) return undefined;
  const messages = await db
    .selectFrom("chat_messages")
    .select(["role", "content", "author", "created_at"])
    .where("conversation_id", "=", question.conversation_id)
    .orderBy("created_at")
    .limit(500)
    .execute();
  return {
    id,
    kind: "unanswered",
    created_at: question.created_at,
    name: "",
    email: question.email ?? null,
    phone: null,
    company: null,
    message: question.question,
    language: question.language,
    reference: null,
    transcript: null,
    summary: null,
    quote: null,
    emailReferences: [id, question.conversation_id],
    unconfirmed: false,
    conversationId: question.conversation_id,
    chatHandoff: !question.handed_off_at
      ? null
      : question.handoff_closed_at && question.handoff_closed_at >= question.handed_off_at
        ? "closed"
        : "open",
    chat: messages.map((m) => ({ ...m, author: m.author ?? null })),
    chatVisitorSeenAt: question.visitor_seen_at ?? null,
  };
}

/** The office's side of a lead: state, emails, notes, replies and activity, with the staff names. */
export async function leadWorkflow(db: Db, lead: LeadRecord) {
  const state = await db.selectFrom("lead_states").selectAll().where("lead_id", "=", lead.id).executeTakeFirst();
  const emails = await db
    .selectFrom("email_outbox")
    .select(["id", "kind", "subject", "to_address", "status", "created_at", "sent_at", "message_id"])
    .where("reference", "in", lead.emailReferences)
    .orderBy("created_at")
    .execute();
  const [notes, activity, replies, staff] = await Promise.all([
    db
      .selectFrom("lead_notes")
      .leftJoin("staff_users", "staff_users.id", "lead_notes.staff_id")
      .select(["lead_notes.body", "lead_notes.created_at", "staff_users.name as staff_name"])
      .where("lead_notes.lead_id", "=", lead.id)
      .orderBy("lead_notes.created_at")
      .execute(),
    db
      .selectFrom("lead_activity")
      .leftJoin("staff_users", "staff_users.id", "lead_activity.staff_id")
      .select([
        "lead_activity.action",
        "lead_activity.detail",
        "lead_activity.created_at",
        "lead_activity.staff_id",
        "staff_users.name as staff_name",
      ])
      .where("lead_activity.lead_id", "=", lead.id)
      .orderBy("lead_activity.created_at")
      .execute(),
    db
      .selectFrom("lead_replies")
      .leftJoin("staff_users", "staff_users.id", "lead_replies.staff_id")
      .select([
        "lead_replies.subject",
        "lead_replies.body",
        "lead_replies.created_at",
        "staff_users.name as staff_name",
      ])
      .where("lead_replies.lead_id", "=", lead.id)
      .orderBy("lead_replies.created_at")
      .execute(),
    db.selectFrom("staff_users").select(["id", "name"]).where("disabled_at", "is", null).orderBy("name").execute(),
  ]);
  return {
    status: (state?.status ?? "new") as StaffLeadStatus,
    assigneeId: state?.assignee_id ?? null,
    emails,
    notes,
    activity,
    replies,
    staff,
  };
}
