import { escapeRegExp } from "../../domain/text/escape-regexp";
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { writeTransaction, type Db } from "../db/database";
import type { Database, OutboxStatus } from "../db/schema";
import {
  documentRetention,
  keepOnlyDocuments,
  keptDocuments,
  type DocumentRetention,
} from "../retention/document-retention";
import { deleteMailFiles } from "../retention/mail-files";
import { deleteStaffRecords } from "../staff/lead-actions";

/**
 * What a deletion request found (and removed, unless a dry run): ids and counts
 * only, so the report can go into a ticket without repeating personal data.
 */
export interface ForgetReport {
  dryRun: boolean;
  contact_messages: string[];
  quotes: string[];
  chat_conversations: string[];
  chat_messages: number;
  email_outbox: { id: string; kind: string; status: OutboxStatus }[];
  idempotency_keys: number;
  /** The staff office's notes, replies, activity and state on those leads. */
  staff_records: number;
  mail_files: number;
  /**
   * Quotes (among `quotes`) whose issued quotations and invoices the books must keep (decision 039): the quote
   * keeps only them, with the addressee printed on them, until `kept_until`; everything else about it is deleted.
   */
  documents_kept: { quote: string; documents: string[]; kept_until: string }[];
}

export class InvalidAddressError extends Error {}

/** Trimmed and lower-cased; the forms accept ASCII addresses only, so SQL lower() agrees with it. */
export function normalizeAddress(input: string): string {
  const address = input.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new InvalidAddressError("not an email address");
  return address;
}

// A visitor may type the address into the chat; "bob@example.jp" must not match "jimbob@example.jp".
function mentionPattern(address: string): RegExp {
  const escaped = escapeRegExp(address);
  return new RegExp(`(?<![\\w.!#$%&'*+/=?^\`{|}~-])${escaped}(?![\\w-]|\\.[\\w-])`, "i");
}

/** LIKE '%text%' with its wildcards escaped, for a first cut the pattern above then confirms. */
function contains(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.replace(/[!%_]/g, "!$&")}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
}

function sameAddress(column: string, address: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(trim(${sql.ref(column)})) = ${address}`;
}

/** Runs `fn` over `items` in slices, keeping every IN (...) list well under both dialects' parameter limits. */
async function inChunks<T>(items: T[], fn: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += 500) await fn(items.slice(i, i + 500));
}

/**
 * A visitor's deletion request (APPI; privacy policy "開示・訂正・削除等のご請求"):
 * every contact message, quote and chat conversation stored for the address,
 * the conversations' messages, every email to, replying to or about them
 * (pending ones too, so nothing is sent afterwards), their idempotency records
 * and the file mailer's .eml copies. One transaction: all of it goes or none.
 * A quote with issued quotations or invoices still in their legal period keeps
 * those documents only (keepOnlyDocuments), reported in `documents_kept`.
 */
export async function forgetEmail(
  db: Db,
  input: string,
  options: { dryRun?: boolean; mailDir?: string; documents?: DocumentRetention; now?: number } = {},
): Promise<ForgetReport> {
  const rule = options.documents ?? documentRetention({});
  const now = new Date(options.now ?? Date.now()).toISOString();
  const address = normalizeAddress(input);
  const dryRun = options.dryRun ?? false;
  const mentions = mentionPattern(address);

  const run = async (q: Kysely<Database>) => {
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    const contacts = ids(
      await q.selectFrom("contact_messages").select("id").where(sameAddress("email", address)).execute(),
    );
    const quotes = ids(await q.selectFrom("quotes").select("id").where(sameAddress("email", address)).execute());
    const kept = await keptDocuments(q, quotes, rule);
    for (const [id, docs] of kept) if (docs.keptUntil < now) kept.delete(id);

    // Conversations: the lead's address column, or the address typed into a message
    // or held in the flow state of a lead that was never finished.
    const conversations = new Set(
      ids(await q.selectFrom("chat_conversations").select("id").where(sameAddress("email", address)).execute()),
    );
    for (const row of await q
      .selectFrom("chat_conversations")
      .select(["id", "state"])
      .where(contains("state", address))
      .execute()) {
      if (mentions.test(row.state ?? "")) conversations.add(row.id);
    }
    for (const row of await q
      .selectFrom("chat_messages")
      .select(["conversation_id", "content"])
      .where(contains("content", address))
      .execute()) {
      if (mentions.test(row.content)) conversations.add(row.conversation_id);
    }
    const chats = [...conversations];
    let chatMessages = 0;
    await inChunks(chats, async (chunk) => {
      const row = await q
        .selectFrom("chat_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("conversation_id", "in", chunk)
        .executeTakeFirst();
      chatMessages += Number(row?.n ?? 0);
    });

    const references = [...contacts, ...quotes, ...chats];
    const outbox = new Map<string, { id: string; kind: string; status: OutboxStatus; message_id: string }>();
    const outboxColumns = ["id", "kind", "status", "message_id"] as const;
    const byAddress = await q
      .selectFrom("email_outbox")
      .select(outboxColumns)
      .where((eb) => eb.or([sameAddress("to_address", address), sameAddress("reply_to_address", address)]))
      .execute();
    for (const row of byAddress) outbox.set(row.id, row);
    await inChunks(references, async (chunk) => {
      for (const row of await q
        .selectFrom("email_outbox")
        .select(outboxColumns)
        .where("reference", "in", chunk)
        .execute())
        outbox.set(row.id, row);
    });

    // A replayed request must not answer with an id that no longer exists.
    const keys: { scope: string; key: string }[] = [];
    await inChunks([...contacts, ...quotes], async (chunk) => {
      const rows = await q
        .selectFrom("idempotency_keys")
        .select(["scope", "key"])
        .where((eb) => eb.or(chunk.map((id) => contains("response_body", id.toLowerCase()))))
        .execute();
      keys.push(...rows);
    });

    // The staff office keys its records by lead: the contact, the quote or the unanswered question.
    const leads = [...contacts, ...quotes];
    await inChunks(chats, async (chunk) => {
      const rows = await q.selectFrom("chat_unanswered").select("id").where("conversation_id", "in", chunk).execute();
      leads.push(...ids(rows));
    });
    let staffRecords = 0;
    await inChunks(leads, async (chunk) => {
      for (const table of [
        "lead_notes",
        "lead_replies",
        "lead_activity",
        "lead_states",
        "lead_message_attachments",
        "lead_messages",
        "lead_composing",
      ] as const) {
        const row = await q
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("lead_id", "in", chunk)
          .executeTakeFirst();
        staffRecords += Number(row?.n ?? 0);
      }
    });

    // The person's emails read from the company mailbox, on whichever lead they were matched to.
    const ownMessages = await q
      .selectFrom("lead_messages")
      .select("id")
      .where(sameAddress("from_address", address))
      .execute();
    staffRecords += ownMessages.length;

    if (!dryRun) {
      await inChunks(ids(ownMessages), async (chunk) => {
        await q.deleteFrom("lead_message_attachments").where("message_id", "in", chunk).execute();
        await q.deleteFrom("lead_messages").where("id", "in", chunk).execute();
      });
      await deleteStaffRecords(q, leads);
      for (const { scope, key } of keys)
        await q.deleteFrom("idempotency_keys").where("scope", "=", scope).where("key", "=", key).execute();
      await inChunks(chats, async (chunk) => {
        await q.deleteFrom("chat_unanswered").where("conversation_id", "in", chunk).execute();
        await q.deleteFrom("chat_messages").where("conversation_id", "in", chunk).execute();
        await q.deleteFrom("chat_conversations").where("id", "in", chunk).execute();
      });
      await inChunks([...outbox.keys()], (chunk) => q.deleteFrom("email_outbox").where("id", "in", chunk).execute());
      await inChunks(contacts, (chunk) => q.deleteFrom("contact_messages").where("id", "in", chunk).execute());
      await keepOnlyDocuments(q, kept, now);
      await inChunks(
        quotes.filter((id) => !kept.has(id)),
        (chunk) => q.deleteFrom("quotes").where("id", "in", chunk).execute(),
      );
    }
    // Before the commit: if that then fails, the rows are still there for a second run to find.
    const mailFiles = options.mailDir
      ? await deleteMailFiles(
          options.mailDir,
          [...outbox.values()].map((r) => r.message_id),
          dryRun,
        )
      : 0;
    return {
      contacts,
      quotes,
      chats,
      chatMessages,
      outbox: [...outbox.values()],
      keys: keys.length,
      staffRecords,
      mailFiles,
      kept,
    };
  };

  const found = dryRun ? await run(db) : await writeTransaction(db, run);
  return {
    dryRun,
    contact_messages: found.contacts,
    quotes: found.quotes,
    chat_conversations: found.chats,
    chat_messages: found.chatMessages,
    email_outbox: found.outbox.map(({ id, kind, status }) => ({ id, kind, status })),
    idempotency_keys: found.keys,
    staff_records: found.staffRecords,
    mail_files: found.mailFiles,
    documents_kept: [...found.kept].map(([quote, docs]) => ({
      quote,
      documents: docs.numbers,
      kept_until: docs.keptUntil,
    })),
  };
}
