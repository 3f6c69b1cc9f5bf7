import { createDatabase, type DatabaseOptions } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import type { Env } from "./env";
import { createFormTokens, loadFormSecret } from "./http/form-token";
import { createRateLimits } from "./http/rate-limit";
import { createRateLimitStore } from "./http/rate-limit-store";
import { createMailer, type Mailer } from "./mail/mailer";
import { startOutboxWorker, type OutboxWorker } from "./mail/outbox-worker";
import { mailDirOf } from "./retention/mail-files";
import { startRetentionJob, type RetentionJob, type RetentionJobOptions } from "./retention/retention-job";
import { retentionPolicy } from "./retention/retention-policy";
import type { Services } from "./services";

export interface Running {
  services: Services;
  worker: OutboxWorker;
  retention: RetentionJob;
  /** Stops the outbox worker (after its current batch) and the retention job, and closes the database. */
  close(): Promise<void>;
}

/**
 * Everything the server needs besides HTTP: database (migrated), rate limits,
 * form tokens, the mailer, the outbox worker and the retention job. Shared by the entry point and tests.
 */
export async function startServices(
  env: Env,
  options: {
    worker?: Partial<Parameters<typeof startOutboxWorker>[0]>;
    retention?: Partial<RetentionJobOptions>;
    /** Another transport (the production entry runs the mailer on a thread); default createMailer(env). */
    mailer?: Mailer;
    database?: DatabaseOptions;
  } = {},
): Promise<Running> {
  const db = createDatabase(env, options.database);
  await migrateToLatest(db);
  const rateLimitStore = await createRateLimitStore(env);
  const mailer = options.mailer ?? createMailer(env);
  const worker = startOutboxWorker({
    db,
    mailer,
    pollMs: env.OUTBOX_POLL_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    ...options.worker,
  });
  const retention = startRetentionJob({
    db,
    policy: retentionPolicy(env),
    mailDir: mailDirOf(env.DATA_DIR),
    ...options.retention,
  });
  const limits = createRateLimits(rateLimitStore.limiters);
  const tokens = createFormTokens(loadFormSecret(env.FORM_SECRET, env.DATA_DIR));
  const services: Services = {
    env,
    db,
    limits,
    tokens,
    nudgeOutbox: () => worker.nudge(),
    outboxBacklog: () => worker.backlog(),
  };
  return {
    services,
    worker,
    retention,
    async close() {
      await Promise.all([worker.stop(), retention.stop()]);
      mailer.close();
      await rateLimitStore.close();
      await db.destroy();
    },
  };
}
