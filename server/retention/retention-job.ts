import type { Db } from "../db/database";
import { logger } from "../logger";
import { purgeExpired, type PurgeCounts } from "./purge-expired";
import { retentionCutoffs, type RetentionPolicy } from "./retention-policy";

export interface RetentionJobOptions {
  db: Db;
  policy: RetentionPolicy;
  /** The file mailer's directory (DATA_DIR/mail). */
  mailDir?: string;
  /** First run, shortly after start-up so a server that restarts often still purges. */
  initialDelayMs?: number;
  intervalMs?: number;
  /** After a failed run (database briefly unavailable), try again sooner than the interval. */
  retryMs?: number;
}

export interface RetentionJob {
  /** Runs a purge now (or joins the one in progress). */
  runNow(): Promise<PurgeCounts>;
  /** Cancels the timer and waits for a run in progress to finish its current batch. */
  stop(): Promise<void>;
}

/**
 * The scheduled retention purge (APPI) inside the server process. Every
 * process runs it; the deletes are idempotent, so several at once do no harm.
 * Timers are unref'd: the job never keeps the process alive.
 */
export function startRetentionJob(options: RetentionJobOptions): RetentionJob {
  const o = { initialDelayMs: 10_000, intervalMs: 6 * 3_600_000, retryMs: 5 * 60_000, ...options };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PurgeCounts> | undefined;

  async function run(): Promise<PurgeCounts> {
    const started = Date.now();
    const counts = await purgeExpired(o.db, retentionCutoffs(o.policy, started), {
      mailDir: o.mailDir,
      stopped: () => stopped,
    });
    logger.info("retention_purged", { ...counts, ms: Date.now() - started });
    return counts;
  }

  function runNow(): Promise<PurgeCounts> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    runNow().then(
      () => schedule(o.intervalMs),
      (error: unknown) => {
        logger.warn("retention_failed", { error: error instanceof Error ? error.message : "unknown" });
        schedule(o.retryMs);
      },
    );
  }

  schedule(o.initialDelayMs);
  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
