import { statedRetention, type RetentionSettings } from "../../domain/settings/data-retention";
import { documentRetention, type DocumentRetention } from "./document-retention";

/**
 * How long each kind of stored data lives: the periods the privacy policy states
 * (statedRetention), plus the outbox and idempotency keys it does not name.
 */
export interface RetentionPolicy {
  contactMessagesMonths: number;
  /** Every quote, complete or not, counted from its creation. */
  quotesMonths: number;
  /** A quote still "incomplete", counted from its last autosave. */
  incompleteQuotesDays: number;
  /** Counted from the conversation's last message. */
  chatConversationsMonths: number;
  /** Outbox rows copy names, addresses and messages, so they go no later than the data they copy. */
  outboxMonths: number;
  /** An Idempotency-Key protects a retry, not an archive: a day is plenty. */
  idempotencyHours: number;
  /** Issued quotations and invoices: kept for the books past all of the above (decision 039). */
  documents: DocumentRetention;
}

export function retentionPolicy(settings: RetentionSettings & { DOCUMENT_RETENTION_YEARS?: number }): RetentionPolicy {
  const stated = statedRetention(settings);
  return {
    contactMessagesMonths: stated.contactMessagesMonths,
    quotesMonths: stated.completedQuotesMonths,
    incompleteQuotesDays: stated.incompleteQuotesDays,
    chatConversationsMonths: stated.chatConversationsMonths,
    outboxMonths: Math.min(stated.contactMessagesMonths, stated.completedQuotesMonths),
    idempotencyHours: 24,
    documents: documentRetention(settings),
  };
}

/** Rows created (or, where noted, last touched) before these instants are expired. ISO text, as stored. */
export interface RetentionCutoffs {
  contactMessages: string;
  quotes: string;
  incompleteQuotes: string;
  chatConversations: string;
  outbox: string;
  idempotencyKeys: string;
  /** Issued documents: their rule, and now (a document kept until before it is past its period). Unset: the
   * law's rule, at the time of the purge. */
  documents?: { rule: DocumentRetention; now: string };
}

/** Calendar months back in UTC (24 months before 2026-05-10 is 2024-05-10). */
function monthsBefore(now: number, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

export function retentionCutoffs(policy: RetentionPolicy, now: number = Date.now()): RetentionCutoffs {
  return {
    contactMessages: monthsBefore(now, policy.contactMessagesMonths),
    quotes: monthsBefore(now, policy.quotesMonths),
    incompleteQuotes: new Date(now - policy.incompleteQuotesDays * 86_400_000).toISOString(),
    chatConversations: monthsBefore(now, policy.chatConversationsMonths),
    outbox: monthsBefore(now, policy.outboxMonths),
    idempotencyKeys: new Date(now - policy.idempotencyHours * 3_600_000).toISOString(),
    documents: { rule: policy.documents, now: new Date(now).toISOString() },
  };
}
