import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isoNow } from "../db/clock";
import { insertRows } from "../db/insert-rows";
import type { Database } from "../db/schema";
import { headerText, safeMailbox, safeReplyTo } from "./header-safety";
import type { Mailbox, ReplyTo } from "./header-safety";
import type { SafeHtml } from "./html";

export interface NewEmail {
  /** What the email is for, e.g. "contact-notification"; shown by `npm run outbox`. Kinds ending in "-notification" (to MAIL_TO) are never given up. */
  kind: string;
  to: Mailbox;
  /** Sender display name (e.g. the Japanese company name); unset keeps MAIL_FROM's. The address is always MAIL_FROM's. */
  fromName?: string | null;
  /** An address only (header-safety.ts, ReplyTo). */
  replyTo?: ReplyTo | null;
  /** A copy to this address (address only): the company mailbox's copy of a staff reply. */
  cc?: string | null;
  subject: string;
  text: string;
  /** Build with the `html` tag from html.ts so every visitor value is escaped. */
  html?: SafeHtml | string | null;
  /** Id of the row that caused the email (contact message, quote, conversation). */
  reference?: string | null;
  /** Message-ID local part of the email this one answers, for In-Reply-To and References. */
  inReplyTo?: string | null;
  /** A stored document attached at send time, of the row in `reference`: "quotation" (version 1) or "quotation:N". */
  attachment?: string | null;
}

/** The delivery columns of an outbox row not yet tried: due at once, unlocked, with its own Message-ID. */
export const unsentState = (createdAt: string, messageId: string = randomUUID()) => ({
  status: "pending" as const,
  attempts: 0,
  next_attempt_at: createdAt,
  last_error: null,
  locked_until: null,
  locked_by: null,
  created_at: createdAt,
  sent_at: null,
  message_id: messageId,
});

/**
 * Queues an email in the caller's transaction, so the email exists exactly when
 * the row that caused it does (transactional outbox). Delivery happens later in
 * the worker; call `worker.nudge()` after the commit to send without waiting for
 * the next poll. Throws UnsafeAddressError for an address that could smuggle headers.
 */
export async function enqueueEmail(trx: Kysely<Database>, email: NewEmail, now: number = Date.now()) {
  const to = safeMailbox(email.to, "to");
  const replyTo = email.replyTo ? safeReplyTo(email.replyTo) : null;
  const cc = email.cc ? safeReplyTo({ address: email.cc }).address : null;
  const id = randomUUID();
  const messageId = randomUUID();
  const createdAt = isoNow(now);
  await insertRows(trx, "email_outbox", [
    {
      id,
      kind: headerText(email.kind, 100),
      to_address: to.address,
      to_name: to.name || null,
      reply_to_address: replyTo?.address ?? null,
      reply_to_name: null,
      subject: headerText(email.subject),
      text_body: email.text,
      html_body: email.html == null ? null : String(email.html),
      ...unsentState(createdAt, messageId),
      reference: email.reference ?? null,
      from_name: email.fromName ? headerText(email.fromName, 200) : null,
      in_reply_to: email.inReplyTo ? headerText(email.inReplyTo, 200) : undefined,
      ...(email.attachment ? { attachment: email.attachment } : {}),
      ...(cc ? { cc_address: cc } : {}),
    },
  ]);
  return { id, messageId };
}
