import { Worker } from "node:worker_threads";
import type { Mailer, MailerSettings, MailMessage } from "./mailer";

/** What the thread answers for one send: nothing on success, the error's message otherwise. */
export interface ThreadReply {
  id: number;
  error?: string;
}

/**
 * The mailer (createMailer) run on a worker thread: composing a
 * MIME message (base64 bodies, encoded headers) and writing it out cost about a
 * millisecond of CPU per email, which on the main thread every visitor's request
 * would wait behind; there it uses the other core. The outbox worker and its
 * database bookkeeping stay on the main thread: the thread holds no database
 * connection, so nothing about locking or durability changes. If the thread dies,
 * its sends in flight fail (the outbox retries them later) and the next send
 * starts a new one. `entry` is the bundled mailer-thread-entry.ts.
 */
export function createThreadedMailer(settings: MailerSettings, entry: URL): Mailer {
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let worker: Worker | undefined;
  let closed = false;

  function failAll(error: Error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(entry, {
      workerData: { SMTP_URL: settings.SMTP_URL, MAIL_FROM: settings.MAIL_FROM, DATA_DIR: settings.DATA_DIR },
    });
    started.on("message", ({ id, error }: ThreadReply) => {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (error === undefined) waiting.resolve();
      else waiting.reject(new Error(error));
      // An idle thread must not keep the process alive; a busy one must (its answer is awaited).
      if (pending.size === 0) started.unref();
    });
    const lost = (error: Error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    };
    started.on("error", lost);
    started.on("exit", (code) => lost(new Error(`mail thread exited (code ${code})`)));
    started.unref();
    return (worker = started);
  }

  return {
    transport: settings.SMTP_URL ? "smtp" : "file",
    send(message: MailMessage) {
      if (closed) return Promise.reject(new Error("mailer closed"));
      const id = nextId++;
      const target = thread();
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.ref();
        target.postMessage({ id, message });
      });
    },
    close() {
      closed = true;
      const stopping = worker;
      worker = undefined;
      // The outbox worker has stopped by now (bootstrap closes it first), so nothing is in flight.
      failAll(new Error("mailer closed"));
      void stopping?.terminate();
    },
  };
}
