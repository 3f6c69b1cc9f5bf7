import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Transaction } from "kysely";
import { chatHandoffEmail } from "../../content/chat-handoff-email";
import type { Locale } from "../../domain/i18n/locales";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { indexLead } from "../db/lead-index";
import { button, emailDocument, note, paragraph, senderName, visitorText } from "../mail/email-layout";
import { html } from "../mail/html";
import { mayAutoReply, type AutoReplyPolicy } from "../mail/auto-reply-cap";
import { enqueueEmail } from "../mail/outbox";

/** How long an emailed link reopens its conversation. */
export const REOPEN_DAYS = 14;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The address the visitor gave in the panel's field: kept on the conversation (as a completed lead's is, so a
 * deletion request finds it), with the hashed client that gave it, whose auto-reply allowance the reply email uses.
 * The conversation's questions in the office show it.
 */
export async function saveVisitorEmail(
  trx: Transaction<Database>,
  conversationId: string,
  email: string,
  clientHash: string,
): Promise<void> {
  await trx
    .updateTable("chat_conversations")
    .set({ email, email_client_hash: clientHash })
    .where("id", "=", conversationId)
    .execute();
  const questions = await trx
    .selectFrom("chat_unanswered")
    .select("id")
    .where("conversation_id", "=", conversationId)
    .execute();
  for (const question of questions) await indexLead(trx, question.id);
}

/**
 * A new link that reopens the conversation in the panel: 32 random bytes, stored as their SHA-256 with an expiry.
 * Each emailed reply carries a new one; the newest replaces the one before.
 */
async function issueReopenToken(trx: Transaction<Database>, conversationId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await trx
    .updateTable("chat_conversations")
    .set({
      reopen_token_hash: hashOf(token),
      reopen_expires_at: new Date(now.getTime() + REOPEN_DAYS * 86_400_000).toISOString(),
    })
    .where("id", "=", conversationId)
    .execute();
  return token;
}

/**
 * Whether `token` reopens this conversation now: its own newest link, not expired. The same answer for an unknown
 * conversation, another conversation's token, a wrong or an expired one.
 */
export async function verifyReopenToken(db: Db, conversationId: string, token: string, now: Date): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const row = await db
    .selectFrom("chat_conversations")
    .select(["reopen_token_hash", "reopen_expires_at"])
    .where("id", "=", conversationId)
    .executeTakeFirst();
  if (!row?.reopen_token_hash || !row.reopen_expires_at || Date.parse(row.reopen_expires_at) <= now.getTime())
    return false;
  const expected = Buffer.from(row.reopen_token_hash, "hex");
  const given = Buffer.from(hashOf(token), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The panel's address that reopens the conversation; the token in the fragment, never sent to a server or logged. */
export function reopenUrl(siteUrl: string, language: Locale, conversationId: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}${language === "en" ? "/en" : "/"}#chat=${conversationId}.${token}`;
}

export type EmailOutcome = "emailed" | "capped" | "unreachable";

/**
 * A person's reply to a visitor whose panel is not connected: emailed through the outbox to the address the visitor
 * gave in this conversation (the panel's field or their lead details), never another, with a link that reopens it.
 * Capped as the contact form's confirmation is (per address, and per the client that gave the address).
 */
export async function emailPersonReply(
  trx: Transaction<Database>,
  reply: { conversationId: string; author: string; content: string; now: Date },
  policy: Omit<AutoReplyPolicy, "client" | "clientHash">,
  siteUrl: string,
): Promise<EmailOutcome> {
  const conversation = await trx
    .selectFrom("chat_conversations")
    .select(["email", "email_client_hash", "language"])
    .where("id", "=", reply.conversationId)
    .executeTakeFirst();
  if (!conversation?.email) return "unreachable";
  // A lead's address came with its own confirmation; the conversation stands for the client that gave it.
  const client = { client: `chat:${reply.conversationId}`, clientHash: conversation.email_client_hash ?? undefined };
  const allowed = await mayAutoReply(
    trx,
    "chat-reply-email",
    conversation.email,
    { ...policy, ...client },
    reply.now.getTime(),
  );
  if (!allowed) return "capped";
  const language = conversation.language;
  const t = chatHandoffEmail[language];
  const token = await issueReopenToken(trx, reply.conversationId, reply.now);
  const url = reopenUrl(siteUrl, language, reply.conversationId, token);
  const intro = t.intro(reply.author);
  await enqueueEmail(
    trx,
    {
      kind: "chat-reply-email",
      to: { address: conversation.email },
      fromName: senderName(language),
      subject: t.subject,
      text: [intro, "", reply.content, "", `${t.reopen(REOPEN_DAYS)}:`, url, "", t.ignore].join("\n"),
      html: emailDocument(
        language,
        t.subject,
        html`${paragraph(intro)}${visitorText(reply.content)}${button(url, t.reopen(REOPEN_DAYS))}${note(t.ignore)}`,
      ),
      reference: reply.conversationId,
    },
    reply.now.getTime(),
  );
  return "emailed";
}
