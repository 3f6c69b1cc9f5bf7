import { chatLeads } from "../../content/chat-leads";
import { chatReplies } from "../../content/chat-replies";
import { contactValidation } from "../../content/contact-validation";
import { contactSchema, emailSchema, nameSchema } from "../../domain/forms/contact-schema";
import { isLocale, type Locale } from "../../domain/i18n/locales";
import { insertContact, type NewContact } from "../contact/submit-contact";
import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { startPeriodicJob, type PeriodicJob } from "../periodic-job";
import type { LeadWebhookTargets } from "../webhooks/lead-webhooks";
import type { ChatTurn, ConversationState } from "./chat-types";
import { readFlowState, type LeadState } from "./conversation-state";
import { HISTORY_LIMIT } from "./conversation-store";
import { withPreferredTime } from "./lead-flow";
import { enquiryOf, summaryOf, transcriptOf } from "./lead-summary";

/**
 * No lead is lost: a visitor who asked to be contacted and left an email address or a
 * phone number, then went quiet before confirming, is stored as a chat lead marked
 * unconfirmed once the conversation has been idle for CHAT_LEAD_IDLE_MINUTES. Such a
 * conversation carries `lead_pending = 1` (conversation-store.ts), so the sweep reads
 * it through an index.
 */

export interface UnconfirmedLeadSettings {
  /** CHAT_LEAD_IDLE_MINUTES */
  idleMinutes: number;
  /** MAIL_TO */
  companyInbox: string;
  webhooks: LeadWebhookTargets;
  /** SITE_URL, for the notification's link into the staff office. */
  siteUrl?: string;
}

const BATCH = 50;

function parseState(text: string | null): ConversationState | null {
  try {
    return text ? (JSON.parse(text) as ConversationState) : null;
  } catch {
    return null;
  }
}

const phoneAndCompany = new Map<Locale, ReturnType<typeof contactSchema>["shape"]>();

/**
 * The contact message for what the flow holds, each detail checked with the contact form's
 * rules (one that fails is left out); null without an email or phone to reply to.
 */
export function unconfirmedContact(state: LeadState, language: Locale, history: ChatTurn[]): NewContact | null {
  const m = contactValidation[language];
  let shape = phoneAndCompany.get(language);
  if (!shape) phoneAndCompany.set(language, (shape = contactSchema(m).shape));
  const checked = <T>(result: { success: true; data: T } | { success: false }) =>
    result.success ? result.data : undefined;
  const email = (state.email && checked(emailSchema(m).safeParse(state.email))) || "";
  const phone = (state.phone && checked(shape.phone.safeParse(state.phone))) || "";
  if (!email && !phone) return null;
  const name = (state.name && checked(nameSchema(m).safeParse(state.name))) || undefined;
  const company = (state.company && checked(shape.company.safeParse(state.company))) || "";
  // The request as the flow read it, else what the visitor asked before, else "asked to be contacted".
  const request = state.message || enquiryOf(history) || chatReplies[language].lead.noDetails[state.kind];
  const lead = {
    kind: state.kind,
    // A placeholder in the visitor's language rather than no lead; the notification says so.
    name: name ?? chatLeads[language].unnamed,
    email,
    message: request,
    ...(company ? { company } : {}),
  };
  const transcript = transcriptOf(history);
  return {
    name: lead.name,
    email,
    phone,
    company,
    message: `${chatLeads[language][state.kind]}\n${withPreferredTime(request, state.preferredTime, language)}`,
    language,
    source: "chat",
    chat: { transcript, summary: summaryOf(lead, history) },
    unconfirmed: { nameMissing: name === undefined },
  };
}

/**
 * Stores the leads of conversations idle since before the cutoff. Each is claimed by a
 * conditional update in the transaction that stores it (lead_pending still 1 and updated_at
 * unchanged since read): of several processes sweeping at once exactly one update matches
 * (PostgreSQL re-checks the condition after the row lock; SQLite has one writer), and a turn
 * the visitor sends meanwhile wins or loses against it as against any other turn.
 * Returns how many leads were stored.
 */
export async function storeIdleLeads(db: Db, settings: UnconfirmedLeadSettings, now = Date.now()): Promise<number> {
  const idle = await db
    .selectFrom("chat_conversations")
    .select(["id", "updated_at"])
    .where("lead_pending", "=", 1)
    .where("updated_at", "<=", isoNow(now - settings.idleMinutes * 60_000))
    .orderBy("updated_at")
    .limit(BATCH)
    .execute();
  let stored = 0;
  for (const { id, updated_at } of idle) {
    const done = await writeTransaction(db, async (trx) => {
      // The claim comes first, so what is read below is what this transaction holds (the row is locked on PostgreSQL).
      // updated_at moves with it, so a turn the visitor sent meanwhile answers 409 instead of storing the lead twice.
      const claim = await trx
        .updateTable("chat_conversations")
        .set({ lead_pending: 0, updated_at: isoNow(now) })
        .where("id", "=", id)
        .where("lead_pending", "=", 1)
        .where("updated_at", "=", updated_at)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) === 0) return false;
      const row = await trx
        .selectFrom("chat_conversations")
        .select(["state", "language"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const flow = readFlowState(parseState(row.state));
      const language: Locale = isLocale(row.language) ? row.language : "ja";
      const newest = await trx
        .selectFrom("chat_messages")
        .select(["role", "content", "type"])
        .where("conversation_id", "=", id)
        .orderBy("created_at", "desc")
        .limit(HISTORY_LIMIT)
        .execute();
      const contact = flow?.flow === "lead" ? unconfirmedContact(flow, language, newest.reverse()) : null;
      // The flow ends here: a "yes" typed later starts nothing. The address goes on the conversation, for deletion requests.
      await trx
        .updateTable("chat_conversations")
        .set({ state: null, ...(contact?.email ? { email: contact.email } : {}) })
        .where("id", "=", id)
        .execute();
      if (!contact) return false;
      await insertContact(trx, contact, settings.companyInbox, null, settings.webhooks, settings.siteUrl);
      return true;
    });
    if (done) stored++;
  }
  return stored;
}

export type UnconfirmedLeadJob = PeriodicJob;

/** The sweep inside every server process, like the quotation reminders. */
export function startUnconfirmedLeadSweep(options: {
  db: Db;
  settings: UnconfirmedLeadSettings;
  /** Wakes the outbox worker after leads were stored. */
  nudge: () => void;
  intervalMs?: number;
  initialDelayMs?: number;
  now?: () => number;
}): UnconfirmedLeadJob {
  return startPeriodicJob({
    intervalMs: 60_000,
    initialDelayMs: 20_000,
    ...options,
    run: (now) => storeIdleLeads(options.db, options.settings, now),
    events: { done: "chat_unconfirmed_leads_stored", failed: "chat_unconfirmed_leads_failed" },
  });
}
