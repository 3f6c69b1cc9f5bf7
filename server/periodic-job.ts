import { logger } from "./logger";

/** A sweep that runs in every server process; `runNow` lets tests and shutdown drive it without waiting. */
export interface PeriodicJob {
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  /** One pass at the given time; resolves to how many things it did (emails queued, leads stored, …). */
  run: (now: number) => Promise<number>;
  /** Log events: `done` with the count when it did something, `failed` with the reason. */
  events: { done: string; failed: string };
  /** Called after a pass that did something, e.g. to wake the outbox worker. */
  nudge: () => void;
  intervalMs: number;
  initialDelayMs: number;
  /** The wait after `failures` failed passes in a row (default: the interval), e.g. a growing backoff. */
  retryDelayMs?: (failures: number) => number;
  now?: () => number;
}

/**
 * Runs `run` after a first delay and then every interval, one pass at a time; a failed pass is logged and the
 * next one still comes. The timer never keeps the process alive.
 */
export function startPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
  const now = options.now ?? Date.now;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let failures = 0;

  function runNow(): Promise<number> {
    running ??= options
      .run(now())
      .then((count) => {
        if (count) {
          logger.info(options.events.done, { count });
          options.nudge();
        }
        return count;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      runNow().then(
        () => {
          failures = 0;
          schedule(options.intervalMs);
        },
        (error: unknown) => {
          failures++;
          const wait = options.retryDelayMs?.(failures) ?? options.intervalMs;
          // With a backoff, the 1st, 2nd, 4th, 8th… failure in a row is logged: an outage is seen, not flooded.
          if (!options.retryDelayMs || (failures & (failures - 1)) === 0)
            logger.warn(options.events.failed, {
              error: error instanceof Error ? error.message : "unknown",
              ...(options.retryDelayMs ? { failures, retryInMs: wait } : {}),
            });
          schedule(wait);
        },
      );
    }, ms);
    timer.unref();
  }

  schedule(options.initialDelayMs);
  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
