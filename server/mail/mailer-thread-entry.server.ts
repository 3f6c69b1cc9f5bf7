import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { createMailer, type MailerSettings, type MailMessage } from "./mailer.server";
import type { ThreadReply } from "./mailer-thread.server";

// The worker-thread side of createThreadedMailer: the ordinary mailer, one message at a time per request id.
const mailer = createMailer(workerData as MailerSettings);

// Email is background work: on a busy machine the thread serving visitors should get the CPU
// first. Linux schedules threads as tasks, so this thread alone can be made nicer; elsewhere it stays as is.
try {
  setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 10);
} catch {
  // Not Linux, or /proc is not mounted.
}

parentPort!.on("message", ({ id, message }: { id: number; message: MailMessage }) => {
  mailer.send(message).then(
    () => parentPort!.postMessage({ id } satisfies ThreadReply),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies ThreadReply),
  );
});
