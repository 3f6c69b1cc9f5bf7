import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Locale } from "../../domain/i18n/locales";
import type { Db } from "../db/database";
import { insertRows } from "../db/insert-rows";
import { indexLead } from "../db/lead-index";
import { maskContacts } from "./contact-details";
import type { Database } from "../db/schema";

/**
 * Questions the assistant could not answer from the site, so the company can see
 * which content is missing (`npm run chat-report`). Addresses and phone numbers are
 * masked before storing; the row goes with its conversation (retention, deletion).
 */

const MAX_QUESTION = 500;

export async function recordUnanswered(
  trx: Transaction<Database>,
  row: { conversationId: string; question: string; language: Locale; now: Date },
): Promise<string> {
  const id = randomUUID();
  await insertRows(trx, "chat_unanswered", [
    {
      id,
      conversation_id: row.conversationId,
      question: [...maskContacts(row.question.trim())].slice(0, MAX_QUESTION).join(""),
      language: row.language,
      created_at: row.now.toISOString(),
    },
  ]);
  await indexLead(trx, id);
  return id;
}

export interface ChatReport {
  since: string;
  /** Questions visitors typed (quick-option clicks not counted). */
  turns: number;
  unanswered: number;
  /** Share of typed questions answered, 0..1 (1 when there were none). */
  answeredShare: number;
  top: { question: string; language: string; count: number }[];
}

export async function chatReport(db: Db | Kysely<Database>, since: Date, limit = 20): Promise<ChatReport> {
  const from = since.toISOString();
  const turns = await db
    .selectFrom("chat_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "user")
    .where((eb) => eb.or([eb("type", "is", null), eb("type", "!=", "menu_selection")]))
    .where("created_at", ">=", from)
    .executeTakeFirstOrThrow();
  const missed = await db
    .selectFrom("chat_unanswered")
    .select(["question", "language"])
    .where("created_at", ">=", from)
    .execute();
  // Grouped here rather than in SQL so "Price?" and "price ?" count as one question on both databases.
  const groups = new Map<string, { question: string; language: string; count: number }>();
  for (const row of missed) {
    const key = `${row.language}|${row.question
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[\s\p{P}]+/gu, " ")
      .trim()}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { question: row.question, language: row.language, count: 1 });
  }
  const total = Number(turns.n);
  return {
    since: from,
    turns: total,
    unanswered: missed.length,
    answeredShare: total === 0 ? 1 : Math.max(0, (total - missed.length) / total),
    top: [...groups.values()].sort((a, b) => b.count - a.count || a.question.localeCompare(b.question)).slice(0, limit),
  };
}
