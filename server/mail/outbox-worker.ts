import { isoNow } from "../db/clock";
import type { Db } from "../db/database";
import { logger } from "../logger";
import { webhookKindOf } from "../webhooks/lead-webhooks";
import type { WebhookSender } from "../webhooks/webhook-sender";
import { MAX_SEND_MS } from "./mailer";
import type { Mailer, MailMessage } from "./mailer";
import { outboxBacklog, type OutboxBacklog } from "./outbox-admin";
import { claimDueEmails, markFailed, markSent, redactAddresses, releaseClaim } from "./outbox-claim";
import type { OutboxRow } from "./outbox-claim";
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  DEAD_NOTIFICATION_RETRY_MS,
  DEFAULT_MAX_ATTEMPTS,
  isCompanyNotification,
} from "./retry-schedule";

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** Delivers the rows of the lead notifications (webhook kinds); unset, such a row fails and is retried. */
  webhooks?: WebhookSender;
  /** How often to look for due rows when not nudged (OUTBOX_POLL_MS). */
  pollMs?: number;
  /** Failed sends before a row is parked as dead (OUTBOX_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** How long a dead company notification waits before it is tried again. */
  deadRetryMs?: number;
  /** How often the pending and dead counts (/healthz?details) are read again. */
  backlogEveryMs?: number;
  /** The clock for due times, leases and marks; tests pass a simulated one. */
  now?: () => number;
  batchSize?: number;
  /** Sends in flight at once; matches the SMTP pool size. */
  concurrency?: number;
  /** Must outlast a whole batch, or another worker may take a row still being sent. */
  leaseMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /**
   * How long a nudge, or a batch that found more work behind it, waits before the
   * next claim, so the emails of requests arriving meanwhile are claimed, sent and
   * marked together. See BATCH_GATHER_MS.
   */
  gatherMs?: number;
  /** The stored document an outbox row's `attachment` names (an issued quotation's PDF); null when it has none. */
  documents?: (row: OutboxRow) => Promise<Pick<MailMessage, "pdf"> | null>;
}

/**
 * Under a steady stream of messages (one every few milliseconds), claiming at once
 * on every nudge made each claim and each "sent" mark cover one message's emails:
 * two statements and a pair of SQLite commits per message on the event loop, the
 * largest share of a contact request's cost after the request itself. Waiting this long lets a claim take a few messages' emails at once.
 * A visitor's auto-reply leaves this much later: nobody can tell.
 */
export const BATCH_GATHER_MS = 25;

export interface OutboxWorker {
  /** Look for due rows now (call after committing an enqueue). */
  nudge(): void;
  /** Stops polling and resolves once the batch in progress is finished. */
  stop(): Promise<void>;
  /** Delivers everything due now; for tests and the CLI. Returns rows processed. */
  drain(): Promise<number>;
  /** The last pending and dead counts read (never waits for the database); undefined before the first read. */
  backlog(): OutboxBacklogSnapshot | undefined;
}

export interface OutboxBacklogSnapshot extends OutboxBacklog {
  /** When the counts were read: an old time means the database has not answered since. */
  checkedAt: string;
}

/**
 * Delivers the outbox at least once and no more: a row is marked sent right after
 * the transport accepts it, so only a crash between those two steps sends it again
 * (after its lease expires). Errors (database or SMTP down) never stop the loop.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const o = {
    pollMs: 1000,
    maxAttempts: DEFAULT_MAX_ATTEMPTS,
    deadRetryMs: DEAD_NOTIFICATION_RETRY_MS,
    backlogEveryMs: 30_000,
    now: Date.now,
    // Above what BATCH_GATHER_MS gathers at a few hundred emails a second, so one claim takes them all.
    batchSize: 20,
    concurrency: 3,
    leaseMs: 5 * 60_000,
    backoffBaseMs: BACKOFF_BASE_MS,
    backoffCapMs: BACKOFF_CAP_MS,
    gatherMs: BATCH_GATHER_MS,
    ...options,
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;

  const recordedNow = { recorded: Promise.resolve() };

  /**
   * Sends one claimed row. Resolves once the send is over; `recorded` settles once
   * its outcome is in the database. A success's mark is not waited for here, so a
   * lane sends its next row meanwhile and the marks of a batch share statements.
   */
  async function deliver(
    row: OutboxRow,
    token: string,
    leaseUntil: number,
    marks: SentMarks,
  ): Promise<{ recorded: Promise<void> }> {
    if (stopped || o.now() + MAX_SEND_MS >= leaseUntil) {
      await releaseClaim(o.db, row, token);
      return recordedNow;
    }
    const webhook = webhookKindOf(row.kind);
    const message = {
      messageId: row.message_id,
      to: { address: row.to_address, name: row.to_name },
      fromName: row.from_name,
      inReplyTo: row.in_reply_to ?? null,
      // reply_to_name is no longer read: rows from older versions may hold a visitor's name there.
      replyTo: row.reply_to_address ? { address: row.reply_to_address } : null,
      cc: row.cc_address ?? null,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
    };
    try {
      if (!webhook) {
        const documents = row.attachment && o.documents ? await o.documents(row) : null;
        await o.mailer.send({ ...message, ...documents });
      } else if (o.webhooks) await o.webhooks.send({ id: row.id, kind: webhook, body: row.text_body });
      else throw new Error("no webhook sender in this process");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const status = await markFailed(o.db, row, token, reason, o);
      logger.warn("outbox_send_failed", {
        id: row.id,
        kind: row.kind,
        attempt: row.attempts,
        status,
        error: redactAddresses(reason),
      });
      // Once per email, when it is given up on (a company notification is retried again later, without a new warning).
      if (status === "dead" && row.attempts === o.maxAttempts) {
        const retry = isCompanyNotification(row.kind) ? { retryInHours: o.deadRetryMs / 3_600_000 } : {};
        logger.warn("outbox_email_dead", { id: row.id, kind: row.kind, attempts: row.attempts, ...retry });
      }
      return recordedNow;
    }
    const recorded = marks.add(row.id).then((held) => {
      if (held) logger.info("outbox_sent", { id: row.id, kind: row.kind, attempt: row.attempts });
      else logger.warn("outbox_lease_lost", { id: row.id });
    });
    return { recorded };
  }

  async function runBatch(): Promise<number> {
    const { token, leaseUntil, rows } = await claimDueEmails(o.db, o);
    const marks = sentMarks(o.db, token, o.now);
    const recorded: Promise<void>[] = [];
    const queue = [...rows];
    const lanes = Array.from({ length: Math.min(o.concurrency, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const { id } = row;
        // A database error on one row must not abandon the rest of the batch mid-flight
        // (stop() waits for the batch); the row itself is retried once its lease expires.
        const logError = (error: unknown) =>
          logger.warn("outbox_row_error", {
            id,
            error: error instanceof Error ? redactAddresses(error.message) : "unknown",
          });
        try {
          recorded.push((await deliver(row, token, leaseUntil, marks)).recorded.catch(logError));
        } catch (error) {
          logError(error);
        }
      }
    });
    await Promise.all(lanes);
    marks.flush();
    await Promise.all(recorded);
    return rows.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await runBatch();
      total += count;
      if (count < o.batchSize || stopped) return total;
    }
  }

  let timerDue = Infinity;
  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timerDue = Date.now() + ms;
    timer = setTimeout(() => {
      timerDue = Infinity;
      tick();
    }, ms);
    timer.unref();
  }

  /** Sleeps, cut short by stop(). */
  let wake: (() => void) | undefined;
  function pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const t = setTimeout((wake = () => resolve()), ms);
      t.unref();
    }).finally(() => (wake = undefined));
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
        // Nudged meanwhile: more is coming; let it gather rather than claim one message's emails at a time.
        if (again && !stopped) await pause(o.gatherMs);
      } while (again && !stopped);
    })()
      .catch((error) =>
        logger.warn("outbox_worker_error", {
          error: error instanceof Error ? redactAddresses(error.message) : "unknown",
        }),
      )
      .finally(() => {
        running = undefined;
        schedule(o.pollMs);
      });
  }

  let backlog: OutboxBacklogSnapshot | undefined;
  let backlogTimer: NodeJS.Timeout | undefined;
  async function readBacklog() {
    try {
      backlog = { ...(await outboxBacklog(o.db)), checkedAt: isoNow(o.now()) };
    } catch {
      // The database is down: keep the last counts; their checkedAt says how old they are.
    }
    if (!stopped) {
      backlogTimer = setTimeout(() => void readBacklog(), o.backlogEveryMs);
      backlogTimer.unref();
    }
  }

  schedule(0);
  void readBacklog();
  return {
    nudge() {
      if (stopped) return;
      if (running) again = true;
      // Never postpone a claim already due sooner: nudges every few milliseconds would starve it.
      else if (timerDue > Date.now() + o.gatherMs) schedule(o.gatherMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(backlogTimer);
      wake?.();
      await running;
    },
    drain,
    backlog: () => backlog,
  };
}

interface SentMarks {
  /** Records one delivered row; resolves false if this claim lost the row's lease. */
  add(id: string): Promise<boolean>;
  /** Records what was added without waiting out MARK_DELAY_MS (the batch is over). */
  flush(): void;
}

/**
 * How long a delivered row waits for others to share its mark statement. Sends
 * finish one at a time (the mail thread answers each), so marking at once meant
 * one UPDATE per email: on SQLite a tenth of a millisecond or more of the event
 * loop each time. Ten milliseconds more of "sent but not yet marked" only widens
 * the window in which a crash sends an email twice.
 */
const MARK_DELAY_MS = 10;

/** Pauses between attempts to record sends while the database is briefly unavailable. */
const MARK_RETRY_PAUSES_MS = [100, 500, 1500, 3000];

/**
 * Marks of one claim, coalesced: the ids sent within MARK_DELAY_MS, or while a
 * mark statement runs, are marked together by the next one. An email that is out
 * must be recorded, or it goes out again after the lease, so a database hiccup is
 * retried here rather than turned into a duplicate.
 */
function sentMarks(db: Db, token: string, now: () => number): SentMarks {
  let waiting: { id: string; resolve: (held: boolean) => void; reject: (error: unknown) => void }[] = [];
  let flushing = false;
  let timer: NodeJS.Timeout | undefined;

  async function markWithRetries(ids: string[]): Promise<Set<string>> {
    for (const pause of MARK_RETRY_PAUSES_MS) {
      try {
        return await markSent(db, ids, token, now());
      } catch {
        await new Promise((r) => setTimeout(r, pause));
      }
    }
    return markSent(db, ids, token, now());
  }

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    flushing = true;
    while (waiting.length) {
      const group = waiting;
      waiting = [];
      try {
        const held = await markWithRetries(group.map((w) => w.id));
        for (const w of group) w.resolve(held.has(w.id));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
    }
    flushing = false;
  }

  return {
    add(id) {
      return new Promise((resolve, reject) => {
        waiting.push({ id, resolve, reject });
        if (!flushing) timer ??= setTimeout(() => void flush(), MARK_DELAY_MS);
      });
    },
    flush() {
      if (!flushing && waiting.length) void flush();
    },
  };
}
