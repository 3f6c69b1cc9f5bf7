import { Worker } from "node:worker_threads";
import { logger } from "../logger";

/**
 * How many WAL pages (4 KB) the serving connection lets accumulate before it
 * checkpoints by itself (PRAGMA wal_autocheckpoint). With the checkpointer thread
 * running, the pages are already copied by then and that checkpoint only finishes
 * the remainder and lets the WAL start over; should the thread die, it bounds the
 * WAL file at about 40 MB.
 */
export const SERVING_AUTOCHECKPOINT_PAGES = 10_000;

export interface CheckpointerSettings {
  databasePath: string;
  /** Pause between passes when the last one had caught up. */
  idleMs: number;
  /** Pause when frames were added during the last pass. */
  busyMs: number;
}

/** What the thread reports: only failures (not personal data: SQLite's messages name no values). */
export interface CheckpointerReport {
  error: string;
}

export interface WalCheckpointer {
  close(): void;
}

/**
 * A thread that exits is started again after a pause that doubles from the first
 * to the last value while it keeps failing (say the database file was removed: it
 * would otherwise log and fail every second), and starts from the first again
 * once a thread has run for RESTART_RESET_MS.
 */
export interface RestartPolicy {
  firstMs: number;
  maxMs: number;
}
const RESTARTS: RestartPolicy = { firstMs: 1000, maxMs: 60_000 };
const RESTART_RESET_MS = 60_000;

/**
 * WAL checkpoints on a worker thread. SQLite's default is that
 * the connection whose commit takes the WAL past 1,000 pages copies them into
 * the database file and fsyncs both files, there and then: better-sqlite3 is
 * synchronous, so under a burst of writes the event loop stalled for 5–35 ms
 * every fraction of a second (a contact message writes about 100 KB of WAL with
 * its emails' claims and marks). The thread copies the pages in the background
 * with its own connection; the serving connection keeps its own checkpoint as a
 * backstop at SERVING_AUTOCHECKPOINT_PAGES, which also restarts the WAL file
 * from its beginning under a steady load (a PASSIVE checkpoint that writes
 * overtake cannot). Durability is unchanged: commits are made durable by their
 * own fsync (group-commit.ts) and checkpoints sync what they copy. If the
 * thread exits it is started again (RestartPolicy). `entry` is the bundled
 * wal-checkpointer-thread-entry.ts.
 */
export function startWalCheckpointer(
  databasePath: string,
  entry: URL,
  restarts: RestartPolicy = RESTARTS,
): WalCheckpointer {
  const settings: CheckpointerSettings = { databasePath, idleMs: 250, busyMs: 20 };
  let closed = false;
  let worker: Worker | undefined;
  let restart: NodeJS.Timeout | undefined;
  let pauseMs = restarts.firstMs;

  function start() {
    const started = new Worker(entry, { workerData: settings });
    const startedAt = Date.now();
    started.on("message", ({ error }: CheckpointerReport) => logger.warn("wal_checkpoint_failed", { error }));
    started.on("error", (error) => logger.warn("wal_checkpointer_error", { error: error.message }));
    started.on("exit", (code) => {
      if (closed || worker !== started) return;
      if (Date.now() - startedAt >= RESTART_RESET_MS) pauseMs = restarts.firstMs;
      logger.warn("wal_checkpointer_exited", { code, restartInMs: pauseMs });
      worker = undefined;
      restart = setTimeout(start, pauseMs);
      restart.unref();
      pauseMs = Math.min(pauseMs * 2, restarts.maxMs);
    });
    // Background work: it must never keep the process alive.
    started.unref();
    worker = started;
  }

  start();
  return {
    close() {
      closed = true;
      clearTimeout(restart);
      // The thread closes its connection and ends; unreferenced, it never holds up an exit.
      worker?.postMessage("stop");
      worker = undefined;
    },
  };
}
