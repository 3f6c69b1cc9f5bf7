import { parentPort, workerData } from "node:worker_threads";
import { createMailer, type MailerSettings, type MailMessage } from "./mailer";
import type { ThreadReply } from "./mailer-thread";
import { lowerThisThreadPriority } from "../threads/background-priority";

// The worker-thread side of createThreadedMailer: the ordinary mailer, one message at a time per request id.
const mailer = createMailer(workerData as MailerSettings, { blockingWrites: true });

// Email is background work: on a busy machine the thread serving visitors gets the CPU first.
lowerThisThreadPriority();

parentPort!.on("message", ({ id, message }: { id: number; message: MailMessage }) => {
  mailer.send(message).then(
    () => parentPort!.postMessage({ id } satisfies ThreadReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ThreadReply),
  );
});
