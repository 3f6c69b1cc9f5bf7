import type { DeleteResult } from "kysely";
import { writeTransaction, type Db } from "../db/database";
import { purgeMailFiles } from "./mail-files";
import { purgeExpiredSessions } from "../staff/sessions";
import type { RetentionCutoffs } from "./retention-policy";
import { documentRetention, keepOnlyDocuments, keptDocuments } from "./document-retention";

export interface PurgeCounts {
  /** Staff office notes, replies, activity and states whose lead is gone. */
  staff_records: number;
  contact_messages: number;
  /** Incomplete quotes past their short period, any quote past the long one without documents to keep, and
   * those whose documents' period has ended. */
  quotes: number;
  /** Quotes past the long period whose personal data went now, their issued documents kept for the books. */
  documents_kept: number;
  chat_conversations: number;
  chat_messages: number;
  email_outbox: number;
  idempotency_keys: number;
  /** Use counts of form tokens, and the auto-reply ledger: both only matter for a day at most. */
  form_token_uses: number;
  auto_replies: number;
  mail_files: number;
}

export interface PurgeOptions {
  /** Rows per delete; each batch is its own short write, so API writes never wait long (SQLite has one writer). */
  batchSize?: number;
  /** The file mailer's directory, swept with the outbox cutoff. */
  mailDir?: string;
  /** Checked between batches so a shutdown does not wait for a large backlog. */
  stopped?: () => boolean;
}

const deleted = (result: DeleteResult) => Number(result.numDeletedRows);

/**
 * Deletes everything past its retention cutoff. Plain `DELETE ... WHERE id IN
 * (expired ids)`: running it in several processes at once is harmless (a row
 * another process took is simply not there any more), and a run cut short by a
 * crash is finished by the next one.
 */
export async function purgeExpired(
  db: Db,
  cutoffs: RetentionCutoffs,
  options: PurgeOptions = {},
): Promise<PurgeCounts> {
  const documents = cutoffs.documents ?? { now: new Date().toISOString(), rule: documentRetention({}) };
  const size = options.batchSize ?? 500;
  const stopped = options.stopped ?? (() => false);

  // Takes a batch of expired ids and removes them until a batch comes back short.
  async function inBatches(
    take: (limit: number) => Promise<{ id: string }[]>,
    remove: (ids: string[]) => Promise<number>,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = (await take(size)).map((r) => r.id);
      if (ids.length > 0) total += await remove(ids);
      if (ids.length < size || stopped()) return total;
    }
  }

  const contact_messages = await inBatches(
    (limit) =>
      db
        .selectFrom("contact_messages")
        .select("id")
        .where("created_at", "<", cutoffs.contactMessages)
        .limit(limit)
        .execute(),
    async (ids) => deleted(await db.deleteFrom("contact_messages").where("id", "in", ids).executeTakeFirst()),
  );

  const removeQuotes = async (ids: string[]) =>
    deleted(await db.deleteFrom("quotes").where("id", "in", ids).executeTakeFirst());
  const abandoned = await inBatches(
    (limit) =>
      db
        .selectFrom("quotes")
        .select("id")
        .where("status", "=", "incomplete")
        .where("updated_at", "<", cutoffs.incompleteQuotes)
        .limit(limit)
        .execute(),
    removeQuotes,
  );
  // A quote past its period goes whole, unless it holds issued documents still in theirs (decision 039): then only
  // its personal data goes now, and the rest once the documents' period ends (re-checked then, with the rule of
  // that day). Decided in the transaction that deletes, so a document issued meanwhile is never lost.
  let documents_kept = 0;
  const retire = (ids: string[]) =>
    writeTransaction(db, async (trx) => {
      const kept = await keptDocuments(trx, ids, documents.rule);
      for (const [id, docs] of kept) if (docs.keptUntil < documents.now) kept.delete(id);
      await keepOnlyDocuments(trx, kept, documents.now);
      const gone = ids.filter((id) => !kept.has(id));
      documents_kept += kept.size;
      return gone.length ? deleted(await trx.deleteFrom("quotes").where("id", "in", gone).executeTakeFirst()) : 0;
    });
  const old = await inBatches(
    (limit) =>
      db
        .selectFrom("quotes")
        .select("id")
        .where("created_at", "<", cutoffs.quotes)
        .where("personal_data_purged_at", "is", null)
        .limit(limit)
        .execute(),
    retire,
  );
  const before = documents_kept;
  const documentsEnded = await inBatches(
    (limit) =>
      db.selectFrom("quotes").select("id").where("documents_kept_until", "<", documents.now).limit(limit).execute(),
    retire,
  );
  // Those whose period a longer rule extended are not newly kept.
  documents_kept = before;

  let chat_messages = 0;
  const chat_conversations = await inBatches(
    (limit) =>
      db
        .selectFrom("chat_conversations")
        .select("id")
        .where("updated_at", "<", cutoffs.chatConversations)
        .limit(limit)
        .execute(),
    (ids) =>
      writeTransaction(db, async (trx) => {
        // Re-checked inside the transaction: a conversation that just got a new turn stays whole.
        const expired = trx
          .selectFrom("chat_conversations")
          .select("id")
          .where("id", "in", ids)
          .where("updated_at", "<", cutoffs.chatConversations);
        await trx.deleteFrom("chat_unanswered").where("conversation_id", "in", expired).execute();
        chat_messages += deleted(
          await trx.deleteFrom("chat_messages").where("conversation_id", "in", expired).executeTakeFirst(),
        );
        return deleted(
          await trx
            .deleteFrom("chat_conversations")
            .where("id", "in", ids)
            .where("updated_at", "<", cutoffs.chatConversations)
            .executeTakeFirst(),
        );
      }),
  );

  // A row being sent right now keeps its lease; the next run takes it.
  const email_outbox = await inBatches(
    (limit) =>
      db
        .selectFrom("email_outbox")
        .select("id")
        .where("created_at", "<", cutoffs.outbox)
        .where("status", "!=", "sending")
        .limit(limit)
        .execute(),
    async (ids) =>
      deleted(
        await db.deleteFrom("email_outbox").where("id", "in", ids).where("status", "!=", "sending").executeTakeFirst(),
      ),
  );

  // Keys are small and at most a day's worth: one statement.
  const idempotency_keys = deleted(
    await db.deleteFrom("idempotency_keys").where("created_at", "<", cutoffs.idempotencyKeys).executeTakeFirst(),
  );
  const form_token_uses = deleted(
    await db.deleteFrom("form_token_uses").where("created_at", "<", cutoffs.idempotencyKeys).executeTakeFirst(),
  );
  const auto_replies = deleted(
    await db.deleteFrom("auto_replies").where("created_at", "<", cutoffs.idempotencyKeys).executeTakeFirst(),
  );
  const mail_files = options.mailDir ? await purgeMailFiles(options.mailDir, cutoffs.outbox) : 0;
  // The staff office's notes, replies and history go with the lead they are about, and sessions with their expiry.
  let staff_records = 0;
  for (const table of [
    "lead_notes",
    "lead_replies",
    "lead_activity",
    "lead_states",
    "lead_message_attachments",
    "lead_messages",
    "lead_composing",
    "lead_reads",
    "lead_index",
  ] as const) {
    const removed = deleted(
      await db
        .deleteFrom(table)
        .where(({ not, exists, selectFrom, ref }) =>
          not(
            exists(
              selectFrom("contact_messages")
                .select("contact_messages.id")
                .where("contact_messages.id", "=", ref(`${table}.lead_id`))
                .union(
                  selectFrom("quotes")
                    .select("quotes.id")
                    .where("quotes.id", "=", ref(`${table}.lead_id`)),
                )
                .union(
                  selectFrom("chat_unanswered")
                    .select("chat_unanswered.id")
                    .where("chat_unanswered.id", "=", ref(`${table}.lead_id`)),
                ),
            ),
          ),
        )
        .executeTakeFirst(),
    );
    // Read marks and the search index are derived from the lead, not records anyone wrote.
    if (table !== "lead_reads" && table !== "lead_index") staff_records += removed;
  }
  await purgeExpiredSessions(db);

  return {
    contact_messages,
    quotes: abandoned + old + documentsEnded,
    documents_kept,
    chat_conversations,
    chat_messages,
    email_outbox,
    idempotency_keys,
    form_token_uses,
    auto_replies,
    staff_records,
    mail_files,
  };
}
