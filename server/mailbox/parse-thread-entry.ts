import { parentPort } from "node:worker_threads";
import { lowerThisThreadPriority } from "../threads/background-priority";
import { parseInbound } from "./inbound-message";
import type { ParseReply } from "./parse-thread";

// The worker-thread side of createThreadedParser: mailparser, one message per request id.
lowerThisThreadPriority();

parentPort!.on("message", ({ id, source, truncated }: { id: number; source: Uint8Array; truncated: boolean }) => {
  parseInbound(Buffer.from(source.buffer, source.byteOffset, source.byteLength), truncated).then(
    (message) => parentPort!.postMessage({ id, message } satisfies ParseReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? error.message : "unreadable",
      } satisfies ParseReply),
  );
});
