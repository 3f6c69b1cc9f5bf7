import type { Locale } from "../../domain/i18n/locales";

/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO 8601 UTC
 * strings from `new Date().toISOString()` in both dialects (docs: server/db/clock):
 * fixed width, so they sort and compare correctly as text on SQLite and PostgreSQL.
 * Ids are `crypto.randomUUID()` made in code, never by the database.
 * JSON columns hold text (JSON.stringify) so both dialects store the same thing.
 */
export interface Database {
  contact_messages: ContactMessageTable;
  email_outbox: EmailOutboxTable;
  quotes: QuoteTable;
  chat_conversations: ChatConversationTable;
  chat_messages: ChatMessageTable;
  chat_unanswered: ChatUnansweredTable;
  idempotency_keys: IdempotencyKeyTable;
  reference_counters: ReferenceCounterTable;
  form_token_uses: FormTokenUseTable;
  auto_replies: AutoReplyTable;
}

export type ContactSource = "form" | "chat";

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  language: Locale;
  source: ContactSource;
  created_at: string;
  /** Short reference such as C-2611-0042 (references.ts); null on rows older than it. */
  reference: string | null;
  /** A chat lead's conversation and one-paragraph summary (migration 006); null for the contact form. */
  chat_transcript?: string | null;
  chat_summary?: string | null;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "dead";

export interface EmailOutboxTable {
  id: string;
  /** What the email is for, e.g. "contact-notification", "contact-auto-reply". */
  kind: string;
  to_address: string;
  to_name: string | null;
  reply_to_address: string | null;
  reply_to_name: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** Lease end while status is "sending"; a row whose lease ran out is claimed again. */
  locked_until: string | null;
  /** Random token of the claim that holds the lease, so a worker that lost it cannot mark the row. */
  locked_by: string | null;
  created_at: string;
  sent_at: string | null;
  /** Local part of the Message-ID header, fixed at enqueue so a retried delivery keeps the same id. */
  message_id: string;
  /** Id of the row that caused the email (contact message, quote, conversation). */
  reference: string | null;
  /** Sender display name for this email; null means MAIL_FROM's own. */
  from_name: string | null;
}

export type QuoteStatus = "incomplete" | "complete";

export interface QuoteTable {
  id: string;
  name: string;
  email: string;
  session_id: string;
  status: QuoteStatus;
  language: Locale;
  service_type: string | null;
  /** JSON text of the plan's specification object (spec section 3). */
  specifications: string | null;
  /** Whole yen. */
  estimated_price: number | null;
  /** Hash of the capability token the visitor's browser holds to update this quote. */
  token_hash: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** Q-YYMM-NNNN, given on completion (references.ts); also the quotation number. */
  reference: string | null;
}

export interface ChatConversationTable {
  id: string;
  session_id: string;
  language: Locale;
  /** Email captured by the lead flow, kept in a column so deletion requests can find it. */
  email: string | null;
  /** JSON text of the lead-capture flow state. */
  state: string | null;
  created_at: string;
  updated_at: string;
}

export type ChatRole = "user" | "assistant";

export interface ChatMessageTable {
  id: string;
  conversation_id: string;
  role: ChatRole;
  content: string;
  /** e.g. "menu_selection" for a quick option (spec section 3). */
  type: string | null;
  created_at: string;
}

/** A question the chat assistant could not answer from the site (migration 006), for `npm run chat-report`. */
export interface ChatUnansweredTable {
  id: string;
  conversation_id: string;
  question: string;
  language: Locale;
  created_at: string;
}

export interface IdempotencyKeyTable {
  key: string;
  /** Endpoint the key belongs to, e.g. "contact"; the same key may be reused elsewhere. */
  scope: string;
  /** Hash of the request body, to tell a true repeat from a reused key. */
  request_hash: string | null;
  response_status: number;
  /** JSON text of the first response. */
  response_body: string;
  created_at: string;
}

export interface ReferenceCounterTable {
  /** Kind letter and month, e.g. "C-2611". */
  scope: string;
  /** The last number handed out in that scope. */
  value: number;
}

export interface FormTokenUseTable {
  /** The random part of a signed form token (server/http/form-token.ts). */
  token_id: string;
  form: string;
  /** Writes this token has authorised so far. */
  uses: number;
  created_at: string;
}

export interface AutoReplyTable {
  id: string;
  /** The outbox kind of the email, e.g. "contact-auto-reply". */
  kind: string;
  /** SHA-256 of the lower-cased recipient address: the caps need equality, not the address. */
  address_hash: string;
  /** SHA-256 of the client IP the request came from. */
  client_hash: string;
  created_at: string;
}
