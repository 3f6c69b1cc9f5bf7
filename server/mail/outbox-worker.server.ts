import type { Db } from "../db/database.server";
import { logger } from "../logger.server";
import { MAX_SEND_MS } from "./mailer.server";
import type { Mailer } from "./mailer.server";
import { claimDueEmails, markFailed, markSent, redactAddresses, releaseClaim } from "./outbox-claim.server";
import type { OutboxRow } from "./outbox-claim.server";

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** How often to look for due rows when not nudged (OUTBOX_POLL_MS). */
  pollMs?: number;
  /** Failed sends before a row is parked as dead (OUTBOX_MAX_ATTEMPTS). */
  maxAttempts?: number;
  batchSize?: number;
  /** Sends in flight at once; matches the SMTP pool size. */
  concurrency?: number;
  /** Must outlast a whole batch, or another worker may take a row still being sent. */
  leaseMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
}

export interface OutboxWorker {
  /** Look for due rows now (call after committing an enqueue). */
  nudge(): void;
  /** Stops polling and resolves once the batch in progress is finished. */
  stop(): Promise<void>;
  /** Delivers everything due now; for tests and the CLI. Returns rows processed. */
  drain(): Promise<number>;
}

/**
 * Delivers the outbox at least once and no more: a row is marked sent right after
 * the transport accepts it, so only a crash between those two steps sends it again
 * (after its lease expires). Errors (database or SMTP down) never stop the loop.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const o = {
    pollMs: 1000,
    maxAttempts: 8,
    batchSize: 10,
    concurrency: 3,
    leaseMs: 5 * 60_000,
    backoffBaseMs: 10_000,
    backoffCapMs: 60 * 60_000,
    ...options,
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;

  async function deliver(row: OutboxRow, token: string, leaseUntil: number) {
    if (stopped || Date.now() + MAX_SEND_MS >= leaseUntil) return releaseClaim(o.db, row, token);
    const message = {
      messageId: row.message_id,
      to: { address: row.to_address, name: row.to_name },
      replyTo: row.reply_to_address ? { address: row.reply_to_address, name: row.reply_to_name } : null,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
    };
    try {
      await o.mailer.send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const status = await markFailed(o.db, row, token, reason, o);
      logger.warn("outbox_send_failed", { id: row.id, kind: row.kind, attempt: row.attempts, status, error: redactAddresses(reason) });
      return;
    }
    if (await markSentPersistently(row, token)) logger.info("outbox_sent", { id: row.id, kind: row.kind, attempt: row.attempts });
    else logger.warn("outbox_lease_lost", { id: row.id });
  }

  // The email is out; failing to record that would send it again after the lease,
  // so a short database hiccup is retried here rather than turned into a duplicate.
  async function markSentPersistently(row: OutboxRow, token: string): Promise<boolean> {
    for (const pause of [100, 500, 1500, 3000]) {
      try {
        return await markSent(o.db, row, token);
      } catch {
        await new Promise((r) => setTimeout(r, pause));
      }
    }
    return markSent(o.db, row, token);
  }

  async function runBatch(): Promise<number> {
    const { token, leaseUntil, rows } = await claimDueEmails(o.db, o);
    const queue = [...rows];
    const lanes = Array.from({ length: Math.min(o.concurrency, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const { id } = row;
        // A database error on one row must not abandon the rest of the batch mid-flight
        // (stop() waits for the lanes); the row itself is retried once its lease expires.
        await deliver(row, token, leaseUntil).catch((error: unknown) =>
          logger.warn("outbox_row_error", { id, error: error instanceof Error ? redactAddresses(error.message) : "unknown" }),
        );
      }
    });
    await Promise.all(lanes);
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

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
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
      } while (again && !stopped);
    })()
      .catch((error) => logger.warn("outbox_worker_error", { error: error instanceof Error ? redactAddresses(error.message) : "unknown" }))
      .finally(() => {
        running = undefined;
        schedule(o.pollMs);
      });
  }

  schedule(0);
  return {
    nudge() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    drain,
  };
}
