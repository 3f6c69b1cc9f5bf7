import { createHash } from "node:crypto";
import type { ImapFlowOptions } from "imapflow";

export interface MailboxSettings {
  connection: ImapFlowOptions;
  /** The folder read, INBOX unless the URL names another. */
  path: string;
  /** Names this mailbox in `mailbox_cursors` without storing its host or user in clear. */
  cursorKey: string;
}

/**
 * IMAP_URL → imapflow options: imaps:// is TLS from the start (port 993), imap:// upgrades with
 * STARTTLS when the server offers it (port 143). The user and password are URL-encoded
 * (an address as user name: info%40example.jp). Timeouts are short: a dead server fails a pass.
 */
export function mailboxSettings(imapUrl: string): MailboxSettings {
  const url = new URL(imapUrl);
  const secure = url.protocol === "imaps:";
  const user = decodeURIComponent(url.username);
  const path = decodeURIComponent(url.pathname.replace(/^\//, "")) || "INBOX";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return {
    connection: {
      host,
      port: url.port ? Number(url.port) : secure ? 993 : 143,
      secure,
      auth: { user, pass: decodeURIComponent(url.password) },
      logger: false,
      connectionTimeout: 15_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
      disableAutoIdle: true,
    },
    path,
    cursorKey: createHash("sha256").update(`${host}\n${user}\n${path}`).digest("hex").slice(0, 32),
  };
}
