import { setMaxListeners } from "node:events";
import { createStaffDevices } from "./staff/device-cookie";
import { createHandoffBus } from "./chat/handoff-bus";
import { startAnalyticsMaintenance } from "./analytics/rollup";
import { createDatabase, type DatabaseOptions } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import type { Env } from "./env";
import { createFormTokens, loadFormSecret } from "./http/form-token";
import { createRateLimits } from "./http/rate-limit";
import { createRateLimitStore } from "./http/rate-limit-store";
import { createMailer, type Mailer } from "./mail/mailer";
import { startOutboxWorker, type OutboxWorker } from "./mail/outbox-worker";
import { mailDirOf } from "./retention/mail-files";
import { createWebhookSender } from "./webhooks/webhook-sender";
import { startRetentionJob, type RetentionJob, type RetentionJobOptions } from "./retention/retention-job";
import { retentionPolicy } from "./retention/retention-policy";
import { quotationDocuments } from "./quotes/quotation-attachments";
import { renderInProcess, type PdfRenderer } from "./quotes/pdf-renderer";
import { startQuotationReminders, type ReminderJob } from "./quotes/quotation-reminders";
import { startUnconfirmedLeadSweep, type UnconfirmedLeadJob } from "./chat/unconfirmed-leads";
import { webhookTargets } from "./webhooks/lead-webhooks";
import type { Services } from "./services";
import { startMailboxPoller, type MailboxPollerOptions } from "./mailbox/mailbox-poller";
import { mailboxSettings } from "./mailbox/mailbox-settings";
import { domainOf, parseMailbox } from "./mail/header-safety";
import type { PeriodicJob } from "./periodic-job";
import { issuerSettings } from "./quotes/issuer-settings";

export interface Running {
  services: Services;
  worker: OutboxWorker;
  retention: RetentionJob;
  reminders: ReminderJob;
  /** Stores the chat leads left unconfirmed (server/chat/unconfirmed-leads.ts). */
  unconfirmedLeads: UnconfirmedLeadJob;
  /** Reads the company mailbox (server/mailbox/mailbox-poller.ts); unset without IMAP_URL. */
  mailbox?: PeriodicJob;
  /** Ends the open event streams and long-polls (their clients reconnect to a running process). */
  endStreams(): void;
  /** Stops the outbox worker (after its current batch) and the retention job, and closes the database. */
  close(): Promise<void>;
}

/**
 * Everything the server needs besides HTTP: database (migrated), rate limits,
 * form tokens, the mailer, the outbox worker, the retention job, the quotation reminders and the
 * unconfirmed chat lead sweep. Shared by the entry point and tests.
 */
export async function startServices(
  env: Env,
  options: {
    worker?: Partial<Parameters<typeof startOutboxWorker>[0]>;
    retention?: Partial<RetentionJobOptions>;
    reminders?: Partial<Parameters<typeof startQuotationReminders>[0]>;
    unconfirmedLeads?: Partial<Parameters<typeof startUnconfirmedLeadSweep>[0]>;
    /** Another transport (the production entry runs the mailer on a thread); default createMailer(env). */
    mailer?: Mailer;
    /** Where quotation PDFs are drawn (the production entry uses a worker thread); default on this thread. */
    renderPdf?: PdfRenderer & { close?: () => void };
    database?: DatabaseOptions;
    mailbox?: Partial<MailboxPollerOptions>;
  } = {},
): Promise<Running> {
  const db = createDatabase(env, options.database);
  await migrateToLatest(db);
  const rateLimitStore = await createRateLimitStore(env);
  const handoffBus = await createHandoffBus(env.REDIS_URL);
  const mailer = options.mailer ?? createMailer(env);
  const renderPdf: PdfRenderer & { close?: () => void } = options.renderPdf ?? renderInProcess;
  const worker = startOutboxWorker({
    db,
    mailer,
    webhooks: createWebhookSender(env),
    pollMs: env.OUTBOX_POLL_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    documents: quotationDocuments(db, renderPdf, issuerSettings(env)),
    ...options.worker,
  });
  const reminders = startQuotationReminders({
    db,
    settings: { days: env.QUOTE_REMINDER_DAYS, companyInbox: env.MAIL_TO },
    nudge: () => worker.nudge(),
    ...options.reminders,
  });
  const unconfirmedLeads = startUnconfirmedLeadSweep({
    db,
    settings: {
      idleMinutes: env.CHAT_LEAD_IDLE_MINUTES,
      companyInbox: env.MAIL_TO,
      webhooks: webhookTargets(env),
      siteUrl: env.SITE_URL,
    },
    nudge: () => worker.nudge(),
    ...options.unconfirmedLeads,
  });
  const retention = startRetentionJob({
    db,
    policy: retentionPolicy(env),
    mailDir: mailDirOf(env.DATA_DIR),
    ...options.retention,
  });
  const analytics = startAnalyticsMaintenance(db, {
    rollupDays: env.ANALYTICS_ROLLUP_DAYS,
    rawRetentionDays: env.ANALYTICS_RAW_RETENTION_DAYS,
  });
  const mailbox = env.IMAP_URL
    ? startMailboxPoller({
        db,
        settings: mailboxSettings(env.IMAP_URL),
        identity: {
          messageIdDomain: domainOf(parseMailbox(env.MAIL_FROM)?.address ?? ""),
          companyAddress: parseMailbox(env.MAIL_TO)?.address ?? env.MAIL_TO,
        },
        pollMs: env.IMAP_POLL_MS,
        retryMaxMs: env.IMAP_RETRY_MAX_MS,
        maxMessageBytes: env.IMAP_MAX_MESSAGE_BYTES,
        attachmentAllowance: {
          perLeadBytes: env.IMAP_ATTACHMENT_BYTES_PER_LEAD,
          perSenderPerDayBytes: env.IMAP_ATTACHMENT_BYTES_PER_SENDER_PER_DAY,
        },
        ...options.mailbox,
      })
    : undefined;
  const limits = createRateLimits(rateLimitStore.limiters);
  const secret = loadFormSecret(env.FORM_SECRET, env.DATA_DIR);
  const stopping = new AbortController();
  // Every open chat stream listens for the stop (and stops listening when it ends): hundreds at once are normal.
  setMaxListeners(0, stopping.signal);
  const tokens = createFormTokens(secret, { minFillMs: env.FORM_MIN_FILL_MS });
  const services: Services = {
    env,
    db,
    limits,
    tokens,
    staffDevices: createStaffDevices(secret),
    nudgeOutbox: () => worker.nudge(),
    outboxBacklog: () => worker.backlog(),
    renderPdf,
    handoffBus,
    stopping: stopping.signal,
  };
  return {
    services,
    worker,
    retention,
    reminders,
    unconfirmedLeads,
    mailbox,
    endStreams: () => stopping.abort(),
    async close() {
      stopping.abort();
      await Promise.all([
        mailbox?.stop(),
        worker.stop(),
        retention.stop(),
        analytics.stop(),
        reminders.stop(),
        unconfirmedLeads.stop(),
      ]);
      mailer.close();
      renderPdf.close?.();
      await rateLimitStore.close();
      await handoffBus.close();
      await db.destroy();
    },
  };
}
