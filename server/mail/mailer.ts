import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { EMAIL_LOGO_PNG_BASE64, LOGO_CID } from "./email-logo";
import { domainOf, headerText, parseMailbox, safeMailbox, safeReplyTo } from "./header-safety";
import type { Mailbox, ReplyTo } from "./header-safety";

/** One email as the outbox hands it to a transport. */
export interface MailMessage {
  /** Local part of the Message-ID, stored on the outbox row (stable across retries). */
  messageId: string;
  to: Mailbox;
  /** Display name for MAIL_FROM's address on this email; null keeps MAIL_FROM's own. */
  fromName?: string | null;
  replyTo?: ReplyTo | null;
  /** An address only: the company mailbox's copy of a staff reply. */
  cc?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** Message-ID local part of the email this one answers (a reply from the staff office). */
  inReplyTo?: string | null;
  /** A stored PDF to attach (outbox `attachment`): an issued quotation's frozen bytes. */
  pdf?: { fileName: string; content: Uint8Array } | null;
}

export interface Mailer {
  readonly transport: "smtp" | "file";
  /** Resolves once the message is accepted by the SMTP server or written to disk. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerSettings {
  SMTP_URL?: string;
  MAIL_FROM: string;
  DATA_DIR: string;
}

// Short network timeouts: the outbox lease (outbox-worker) must outlast a whole
// send, and nodemailer's defaults (2 min connect, 10 min socket) would exceed it.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
export const MAX_SEND_MS =
  SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;

/** The file mailer's file for one outbox row (a deletion request removes it with the row). */
export function emlFileName(messageId: string): string {
  return `${headerText(messageId).replace(/[^A-Za-z0-9._-]/g, "_")}.eml`;
}

/**
 * SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/mail (the embedded
 * default). `blockingWrites`: write those files synchronously, for a thread that
 * serves nobody else (mailer-thread-entry.ts): a third of the CPU of the
 * promise-based calls, and a wait there holds up no visitor.
 */
export function createMailer(settings: MailerSettings, { blockingWrites = false } = {}): Mailer {
  const from = parseMailbox(settings.MAIL_FROM);
  if (!from) throw new Error("MAIL_FROM is not a valid mailbox");
  const domain = domainOf(from.address);
  let logo: Buffer | undefined;

  // Every header value passes the guards again here, even though enqueueEmail
  // checked it: rows could come from an older version or a manual edit.
  const compose = async (m: MailMessage) => ({
    from: m.fromName ? { address: from.address, name: headerText(m.fromName, 200) } : from,
    to: safeMailbox(m.to, "to"),
    replyTo: m.replyTo ? safeReplyTo(m.replyTo) : undefined,
    cc: m.cc ? safeReplyTo({ address: m.cc }).address : undefined,
    subject: headerText(m.subject),
    text: m.text,
    html: m.html ?? undefined,
    messageId: `<${headerText(m.messageId)}@${domain}>`,
    ...(m.inReplyTo
      ? { inReplyTo: `<${headerText(m.inReplyTo)}@${domain}>`, references: `<${headerText(m.inReplyTo)}@${domain}>` }
      : {}),
    // base64 rather than quoted-printable: Japanese text in QP grows about threefold.
    textEncoding: "base64" as const,
    attachments: [
      // The logo an HTML body shows by Content-ID (email-layout.ts), as an inline part.
      ...(m.html?.includes(`cid:${LOGO_CID}`)
        ? [
            {
              filename: "logo.png",
              content: (logo ??= Buffer.from(EMAIL_LOGO_PNG_BASE64, "base64")),
              contentType: "image/png",
              cid: LOGO_CID,
              contentDisposition: "inline" as const,
            },
          ]
        : []),
      ...(m.pdf
        ? [
            {
              filename: m.pdf.fileName,
              content: Buffer.from(m.pdf.content),
              contentType: "application/pdf",
              contentDisposition: "attachment" as const,
            },
          ]
        : []),
    ],
  });

  if (settings.SMTP_URL) {
    const transporter = nodemailer.createTransport({
      url: settings.SMTP_URL,
      pool: true,
      maxConnections: 3,
      ...SMTP_TIMEOUTS,
    });
    return {
      transport: "smtp",
      async send(m) {
        await transporter.sendMail(await compose(m));
      },
      close: () => transporter.close(),
    };
  }

  const dir = resolve(settings.DATA_DIR, "mail");
  mkdirSync(dir, { recursive: true });
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    transport: "file",
    async send(m) {
      const info = await transporter.sendMail(await compose(m));
      // Named by Message-ID so a repeated delivery overwrites instead of duplicating;
      // written to a temp name and renamed so a reader never sees half a file.
      // Asynchronous unless on a thread of its own: creating a file can take
      // milliseconds on a busy disk, and the event loop serves visitors meanwhile.
      const name = emlFileName(m.messageId);
      const tmp = join(dir, `.${name}.tmp`);
      if (blockingWrites) {
        writeFileSync(tmp, info.message as Buffer);
        renameSync(tmp, join(dir, name));
      } else {
        await writeFile(tmp, info.message as Buffer);
        await rename(tmp, join(dir, name));
      }
    },
    close: () => transporter.close(),
  };
}
