import type { Generated, GeneratedAlways } from "kysely";
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
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  lead_states: LeadStateTable;
  lead_notes: LeadNoteTable;
  lead_activity: LeadActivityTable;
  lead_replies: LeadReplyTable;
  lead_reads: LeadReadTable;
  lead_messages: LeadMessageTable;
  lead_message_attachments: LeadMessageAttachmentTable;
  mailbox_cursors: MailboxCursorTable;
  mailbox_quarantine: MailboxQuarantineTable;
  lead_composing: LeadComposingTable;
  lead_index: LeadIndexTable;
  quotation_versions: QuotationVersionTable;
  company_seal: CompanySealTable;
  invoices: InvoiceTable;
  analytics_events: AnalyticsEventTable;
  analytics_salts: AnalyticsSaltTable;
  analytics_rollups: AnalyticsRollupTable;
  analytics_conversions: AnalyticsConversionTable;
  analytics_visitor_slots: AnalyticsVisitorSlotTable;
}

export type ContactSource = "form" | "chat";

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  /** Migration 038: lower(trim(email)), generated and indexed: what inbound mail's sender is matched on. */
  email_key: GeneratedAlways<string>;
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
  /** 1 for a chat lead the idle sweep stored without the visitor's confirmation (migration 012); else 0. */
  unconfirmed?: number;
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
  /** Message-ID local part of the email this one answers (In-Reply-To / References); migration 008. */
  in_reply_to?: string | null;
  /** A document the mailer renders and attaches at send time ("quotation", from the quote in `reference`); migration 007. */
  attachment?: string | null;
  /** A copy to this address (the company mailbox's copy of a staff reply); migration 014. */
  cc_address?: string | null;
}

export type QuoteStatus = "incomplete" | "complete";

export interface QuoteTable {
  id: string;
  name: string;
  email: string;
  /** Migration 038: lower(trim(email)), generated and indexed: what inbound mail's sender is matched on. */
  email_key: GeneratedAlways<string>;
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
  /** Migration 007: the recipient's company for the quotation (optional). */
  company?: string | null;
  /** End of the quotation's validity (ISO UTC, the end of a Japan-time day); set on completion. */
  valid_until?: string | null;
  /** Hash of the online copy's view token (quote-token.ts), set on completion; it can accept, never edit. */
  view_token_hash?: string | null;
  accepted_at?: string | null;
  /** When the follow-up reminder was claimed (and queued), so it is sent once. */
  reminder_sent_at?: string | null;
  /** Migration 018: the order request made on acceptance (the orderer's name, an optional PO number). */
  orderer_name?: string | null;
  purchase_order?: string | null;
  /** Which version of the quotation was accepted (1 until revisions exist). */
  accepted_version?: number | null;
  /** When the online copy was first opened with its view token (the office's "viewed"). */
  viewed_at?: string | null;
  /** Migration 037: hash of the emailed link's own token (the browser's is view_token_hash). */
  mailed_token_hash?: string | null;
  /** When the address was shown to be the customer's: an order through the emailed link, or staff. */
  address_confirmed_at?: string | null;
  /** Migration 042: when its personal data was removed, its issued documents kept for the books (decision 039). */
  personal_data_purged_at?: string | null;
  /** Migration 042: the end of its documents' retention; the quote and its documents are deleted after it. */
  documents_kept_until?: string | null;
  /** Migration 047: the contact or chat lead staff made this quotation from (null for a calculator quote). */
  source_lead_id?: string | null;
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
  /** 1 while the state is a lead flow holding an email or phone number and no lead is stored (migration 012). */
  lead_pending?: number;
  /** Why the conversation went to a person (HandoffReason), null while the assistant answers (migration 030). */
  handoff_reason?: string | null;
  /** When it went to a person; the visitor's messages go to staff until closed or idle. */
  handed_off_at?: string | null;
  /** When staff closed the handed-off conversation (the assistant answers again). */
  handoff_closed_at?: string | null;
  /** SHA-256 (hex) of the token the visitor's panel reads its replies with (migration 039). */
  visitor_token_hash?: string | null;
  /** Hashed client IP of the visitor who gave `email` in the panel: the auto-reply caps count by it (migration 048). */
  email_client_hash?: string | null;
  /** When the visitor's panel was last connected to the live replies; null once it disconnected. */
  visitor_seen_at?: string | null;
  /** SHA-256 (hex) of the newest emailed link's token that reopens the conversation, and when it expires. */
  reopen_token_hash?: string | null;
  reopen_expires_at?: string | null;
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
  /** The display name of the staff member who wrote it; null for the visitor and the assistant (migration 039). */
  author?: string | null;
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

/** A member of staff (migration 008); the password is an argon2id hash, never the password. */
export interface StaffUserTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  password_hash: string;
  /** Base64 TOTP key once a second factor is enrolled; null without one. */
  totp_key: string | null;
  /** The 30-second step of the last code accepted, so a code cannot be used twice. */
  totp_last_step: number | null;
  /** Base64 key generated by the server for an enrolment not yet confirmed (migration 016). */
  totp_pending_key: Generated<string | null>;
  /** When that key was generated; an old one is not confirmed. */
  totp_pending_at: Generated<string | null>;
  language: Locale;
  /** Job title under the name in a reply's signature (migration 034); null when not set. */
  title: Generated<string | null>;
  /** Migration 043: "owner" may change what the company's documents carry (the seal); everyone else "staff". */
  role: Generated<StaffRole>;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A signed-in browser: SHA-256 of the cookie's random id, never the id itself. */
export interface StaffSessionTable {
  id_hash: string;
  staff_id: string;
  csrf_token: string;
  /** 1 while the password is checked but the TOTP code is not yet. */
  second_factor_pending: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute end (7 days after sign-in); idle end is last_seen_at + 12 h. */
  expires_at: string;
}

/** One-time recovery code of a staff member's second factor (migration 016): only its SHA-256 is kept. */
export interface StaffRecoveryCodeTable {
  code_hash: string;
  staff_id: string;
  created_at: string;
  used_at: string | null;
}

export type LeadStatus = "new" | "in_progress" | "replied" | "won" | "lost" | "spam";

/** The company's workflow on a lead; no row means "new" and unassigned. */
export interface LeadStateTable {
  lead_id: string;
  status: LeadStatus;
  assignee_id: string | null;
  updated_at: string;
  /** When the visitor last wrote back (read from the company mailbox); null when never. */
  last_inbound_at: string | null;
  /** 1 from an inbound visitor message until staff reply. */
  needs_reply: Generated<number>;
}

/** When a staff member last opened a lead (unread = no row, or an inbound message since). */
/** One row per lead for the office's search and people pages (migration 015, server/db/lead-index.ts). */
export interface LeadIndexTable {
  lead_id: string;
  kind: string;
  created_at: string;
  /** Groups a person's leads: their normalised email, else their phone digits, as an opaque key. */
  person_key: string | null;
  phone_key: string | null;
  company_key: string | null;
  /** Normalised searchable text (NFKC, lower case, spaceless names, phone digits). */
  body: string;
}

export interface LeadReadTable {
  lead_id: string;
  staff_id: string;
  read_at: string;
}

/** An email from the visitor read from the company mailbox (migration 014); `mailbox_key` is its Message-ID. */
export interface LeadMessageTable {
  id: string;
  lead_id: string;
  mailbox_key: string;
  /** How it was matched to the lead: "thread", "address", "reference" or "sender". */
  matched_by: string;
  from_address: string;
  from_name: string | null;
  subject: string;
  /** Plain text (the text part, or the HTML part converted to text); never rendered as HTML. */
  body: string;
  /** The Date header, when it had a valid one. */
  sent_at: string | null;
  /** When it was read from the mailbox (what unread compares). */
  created_at: string;
  /** The receiving server's verdicts from its Authentication-Results header, e.g. "spf=pass dkim=fail dmarc=fail". */
  authentication: string | null;
}

export interface LeadMessageAttachmentTable {
  id: string;
  message_id: string;
  lead_id: string;
  file_name: string;
  content_type: string;
  size: number;
  /** Null when not kept: listed only. */
  content_base64: string | null;
  /** Why it was not kept (server/mailbox/attachment-allowance.ts); null when kept. */
  withheld: "message" | "lead" | "sender" | null;
}

/** How far a mailbox folder has been read, shared by every process. */
export interface MailboxCursorTable {
  mailbox: string;
  uid_validity: string;
  last_uid: number;
  updated_at: string;
}

/** A staff member writing a reply on a lead (a heartbeat from the reply form); gone once they send. */
export interface LeadComposingTable {
  lead_id: string;
  staff_id: string;
  started_at: string;
  seen_at: string;
}

export interface LeadNoteTable {
  id: string;
  lead_id: string;
  staff_id: string;
  body: string;
  created_at: string;
}

/** Who changed what on a lead; `detail` names values (a status, a staff id), never personal data. */
export interface LeadActivityTable {
  id: string;
  lead_id: string;
  staff_id: string;
  action: string;
  detail: string | null;
  created_at: string;
}

/** A reply sent from the office; the email itself is the outbox row `outbox_id`. */
export interface LeadReplyTable {
  id: string;
  lead_id: string;
  staff_id: string;
  subject: string;
  body: string;
  outbox_id: string;
  created_at: string;
}

export type AnalyticsEventKind = "pageview" | "vital";

/** One page view or Web Vitals measurement (migration 010); no IP, no user agent, no id. */
export interface AnalyticsEventTable {
  /** YYYY-MM-DD in Japan time (server/analytics/analytics-day.ts). */
  day: string;
  kind: AnalyticsEventKind;
  path: string;
  language: string | null;
  /** Hash of that day's salt, the IP, the user agent and the site (page views only). */
  visitor: string | null;
  /** 1 on the first page view of a visit (the landing page). */
  entry: number;
  /** Host of an external referrer. */
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** LCP, INP or CLS (vitals only), and its value (ms, or unitless for CLS). */
  metric: string | null;
  value: number | null;
  created_at: string;
}

export interface AnalyticsSaltTable {
  day: string;
  salt: string;
}

/** A visitor a client network added today (migration 011; server/analytics/visitor-cap.ts). */
export interface AnalyticsVisitorSlotTable {
  day: string;
  /** Hash of the day's salt and the IPv4 address or IPv6 /64; never the address. */
  network: string;
  /** 0 up to the cap less one: the unique key processes race for. */
  slot: number;
  /** The visitor hash that holds the slot. */
  visitor: string;
}

/** Daily totals of a day older than ANALYTICS_ROLLUP_DAYS, per dimension and key. */
export interface AnalyticsRollupTable {
  day: string;
  dimension: string;
  key: string;
  pageviews: number;
  visitors: number;
  /** The 75th percentile of a Web Vitals dimension; null otherwise. */
  value: number | null;
}

export type ConversionKind = "contact" | "quote" | "chat-lead" | "quote-accepted";

/** A lead with the visit's entry page, referrer and campaign; no personal data. */
export interface AnalyticsConversionTable {
  kind: ConversionKind;
  /** The contact message's or quote's id, so a retried request counts once. */
  subject_id: string;
  day: string;
  language: string | null;
  entry_path: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  created_at: string;
}

export type StaffRole = "owner" | "staff";

/** The company seal the owner uploaded (migration 043): one row (id "seal"), a PNG checked on upload. */
export interface CompanySealTable {
  id: string;
  png_base64: string;
  sha256: string;
  width: number;
  height: number;
  uploaded_at: string;
  uploaded_by: string;
}

/** One issued version of a quotation, frozen (migration 017): what it prints and its PDF, rendered once. */
export interface QuotationVersionTable {
  quote_id: string;
  /** 1 on completion; 2… for each revision (改訂版) issued from the office. */
  version: number;
  /** Q-YYMM-NNNN, and Q-YYMM-NNNN-2… for revisions. */
  number: string;
  /** JSON of the QuotationDocument: every text the PDF and the online copy show. */
  document: string;
  /** JSON of the QuotationLine[] the amounts come from (the revision form starts from them). */
  lines: string;
  delivery: string | null;
  notes: string | null;
  /** Whole yen. */
  subtotal: number;
  tax: number;
  total: number;
  /** SHA-256 of the online link's token of a revision (version 1's is quotes.view_token_hash). */
  view_token_hash: string | null;
  /** The PDF, rendered once off the request thread; null until it is. */
  pdf_base64: string | null;
  pdf_sha256: string | null;
  issued_at: string;
  /** The staff member who issued a revision. */
  issued_by: string | null;
  superseded_at: string | null;
}

/** The 請求書 of an accepted quote (migration 019): frozen like a quotation version, and whether it is paid. */
export interface InvoiceTable {
  id: string;
  quote_id: string;
  /** INV-YYMM-NNNN, its own series. */
  number: string;
  /** The quotation version it bills (quotes.accepted_version). */
  version: number;
  /** JSON of the InvoiceDocument: every text the PDF shows. */
  document: string;
  /** Whole yen: before tax, the 10 % consumption tax, with tax. */
  subtotal: number;
  tax: number;
  total: number;
  pdf_base64: string | null;
  pdf_sha256: string | null;
  issued_at: string;
  issued_by: string | null;
  /** The last millisecond (ISO UTC) of the Japan-time due day. */
  due_date: string;
  /** The day the bank received the payment, as staff entered it (Japan-time midnight, ISO UTC); who entered it. */
  paid_at: string | null;
  paid_by: string | null;
  /** Migration 040: the 取引年月日 staff set at issue (Japan-time midnight, ISO UTC); null on older rows (the acceptance day). */
  supply_date: string | null;
  /** The number of the voided invoice this one re-issues. */
  replaces: string | null;
  /** The 取消: when, by whom, why; the marked copy's PDF, rendered once (the issued PDF is never changed). */
  voided_at: string | null;
  voided_by: string | null;
  void_reason: string | null;
  void_pdf_base64: string | null;
  void_pdf_sha256: string | null;
}

/** An email the intake could not store, skipped so the rest go on (migration 025). */
export interface MailboxQuarantineTable {
  mailbox: string;
  uid_validity: string;
  uid: number;
  /** "parse", "match" or "store". */
  step: string;
  /** A code (a database error code or an exception name), never the email's text. */
  reason: string;
  created_at: string;
}
