import { isoNow } from "../db/clock";
import { writeTransaction, type Db } from "../db/database";
import { startPeriodicJob, type PeriodicJob } from "../periodic-job";
import { enqueueEmail } from "../mail/outbox";
import { reminderDueBefore } from "./quotation-dates";
import { firstVersionQuoted, reminderNotification } from "./quotation-emails";
import { findVersion, quotedVersion } from "./quotation-versions";
import { quotationFacts } from "./quotation-facts";

export interface ReminderSettings {
  /** QUOTE_REMINDER_DAYS */
  days: number;
  /** MAIL_TO */
  companyInbox: string;
}

const BATCH = 50;

/**
 * Queues one reminder to the company inbox for each quotation neither accepted nor
 * expired QUOTE_REMINDER_DAYS after issue. Each is claimed by a conditional update
 * in the transaction that queues its email: of several processes sweeping at once,
 * exactly one update matches the row (PostgreSQL re-checks the condition after the
 * row lock; SQLite has one writer), so exactly one reminder is queued.
 */
export async function queueDueReminders(db: Db, settings: ReminderSettings, now = Date.now()): Promise<number> {
  const nowIso = isoNow(now);
  const due = await db
    .selectFrom("quotes")
    .select("id")
    .where("status", "=", "complete")
    .where("reminder_sent_at", "is", null)
    .where("accepted_at", "is", null)
    .where("completed_at", "<=", reminderDueBefore(now, settings.days))
    .where("valid_until", ">", nowIso)
    .limit(BATCH)
    .execute();
  let queued = 0;
  for (const { id } of due) {
    const claimed = await writeTransaction(db, async (trx) => {
      const claim = await trx
        .updateTable("quotes")
        .set({ reminder_sent_at: nowIso })
        .where("id", "=", id)
        .where("reminder_sent_at", "is", null)
        .where("accepted_at", "is", null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) === 0) return false;
      const row = await trx.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const facts = quotationFacts(row);
      // The version the visitor holds now: a revision's number and amounts, never version 1's.
      const latest = facts ? await findVersion(trx, id) : undefined;
      if (facts) {
        const quoted = latest ? quotedVersion(latest) : firstVersionQuoted(facts);
        await enqueueEmail(trx, reminderNotification(facts, quoted, settings.days, settings.companyInbox), now);
      }
      return Boolean(facts);
    });
    if (claimed) queued++;
  }
  return queued;
}

export type ReminderJob = PeriodicJob;

/** The reminder sweep inside every server process, like the retention job. */
export function startQuotationReminders(options: {
  db: Db;
  settings: ReminderSettings;
  /** Wakes the outbox worker after reminders were queued. */
  nudge: () => void;
  intervalMs?: number;
  initialDelayMs?: number;
  now?: () => number;
}): ReminderJob {
  return startPeriodicJob({
    intervalMs: 15 * 60_000,
    initialDelayMs: 30_000,
    ...options,
    run: (now) => queueDueReminders(options.db, options.settings, now),
    events: { done: "quotation_reminders_queued", failed: "quotation_reminders_failed" },
  });
}
