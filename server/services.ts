import type { Db } from "./db/database";
import type { Env } from "./env";
import type { FormTokens } from "./http/form-token";
import type { RateLimits } from "./http/rate-limit";
import type { ChatEngine } from "./chat/chat-types";
import type { OutboxBacklogSnapshot } from "./mail/outbox-worker";
import type { PdfRenderer } from "./quotes/pdf-renderer";
import type { StaffDevices } from "./staff/device-cookie";
import { inProcessBus, type HandoffBus } from "./chat/handoff-bus";

/** What API handlers need, created once by the entry point (server/main.ts) and by tests. */
export interface Services {
  env: Env;
  db: Db;
  limits: RateLimits;
  tokens: FormTokens;
  /** Signs and checks staff members' known-device cookies (sign-in limits). */
  staffDevices: StaffDevices;
  /** Wakes the outbox worker after a commit so emails leave without waiting for the next poll. */
  nudgeOutbox: () => void;
  /** The outbox's last pending and dead counts, read by the worker in the background (never waits for the database). */
  outboxBacklog?: () => OutboxBacklogSnapshot | undefined;
  /** Draws an issued quotation's PDF once (a worker thread in production); downloads serve the stored bytes. */
  renderPdf: PdfRenderer;
  /** The chat assistant; unset means the default engine built from env (tests set a scripted one). */
  chatEngine?: ChatEngine;
  /** A chat's new messages to the streams open on it, across processes with Redis; in-process when unset. */
  handoffBus?: HandoffBus;
  /** Aborted when the process starts to stop: open event streams and long-polls end at once instead of holding the exit. */
  stopping?: AbortSignal;
}

/** The services' bus, made in-process on first use when the entry point gave none. */
export function handoffBusOf(services: Services): HandoffBus {
  return (services.handoffBus ??= inProcessBus());
}
