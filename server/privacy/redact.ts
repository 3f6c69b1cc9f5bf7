/**
 * Email addresses out of free text we did not write (SMTP replies, driver errors)
 * before it reaches a log line or the outbox's last_error column. SMTP servers
 * quote the recipient ("550 5.1.1 <someone@example.jp>: Recipient address
 * rejected"), so this runs on every logged string (server/logger.ts).
 */
export function redactAddresses(text: string): string {
  // "%40" too: a URL path or query carries the address percent-encoded.
  return text.replace(/[^\s<>"'(),;:]+(?:@|%40)[^\s<>"'(),;:]+/gi, "[address]");
}
