import { dataRetention, type DataRetention } from "../../app/lib/data-retention";
import { getEnv, type Env } from "../env.server";

/**
 * How long each kind of stored data lives. The defaults are the figures the
 * privacy policy states (app/lib/data-retention.ts); RETENTION_MONTHS and
 * INCOMPLETE_QUOTE_RETENTION_DAYS override them for one installation.
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
}

export function retentionPolicy(env: Pick<Env, "RETENTION_MONTHS" | "INCOMPLETE_QUOTE_RETENTION_DAYS">): RetentionPolicy {
  const months = (fallback: number) => env.RETENTION_MONTHS ?? fallback;
  const contactMessagesMonths = months(dataRetention.contactMessagesMonths);
  const quotesMonths = months(dataRetention.completedQuotesMonths);
  return {
    contactMessagesMonths,
    quotesMonths,
    incompleteQuotesDays: env.INCOMPLETE_QUOTE_RETENTION_DAYS,
    chatConversationsMonths: months(dataRetention.chatConversationsMonths),
    outboxMonths: Math.min(contactMessagesMonths, quotesMonths),
    idempotencyHours: 24,
  };
}

/**
 * The periods the privacy policy states for this installation: the ones the purge
 * job applies. The policy page is prerendered, so these are baked into it at build
 * time (scripts/build-config.mjs; `npm start` rebuilds when they change); the chat
 * assistant reads them at start.
 */
export function statedRetention(env: Pick<Env, "RETENTION_MONTHS" | "INCOMPLETE_QUOTE_RETENTION_DAYS"> = getEnv()): DataRetention {
  const policy = retentionPolicy(env);
  return {
    contactMessagesMonths: policy.contactMessagesMonths,
    incompleteQuotesDays: policy.incompleteQuotesDays,
    completedQuotesMonths: policy.quotesMonths,
    chatConversationsMonths: policy.chatConversationsMonths,
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
  };
}
