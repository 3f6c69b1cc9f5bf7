import { Worker } from "node:worker_threads";
import type { InboundMessage } from "./inbound-message";

export interface ParseReply {
  id: number;
  message?: InboundMessage;
  error?: string;
}

/**
 * mailparser on a worker thread: decoding a few megabytes of MIME and converting HTML to
 * text can take tens of milliseconds of CPU, which on the main thread every visitor's request
 * would wait behind. The poller awaits one parse at a time. If the thread dies, the parse in
 * flight fails (the pass fails and is retried) and the next one starts a new thread.
 * `entry` is the bundled parse-thread-entry.ts.
 */
export function createThreadedParser(entry: URL) {
  const pending = new Map<number, { resolve: (m: InboundMessage) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let worker: Worker | undefined;

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(entry);
    started.on("message", (reply: ParseReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.message) {
        // Buffers arrive as plain Uint8Arrays.
        for (const file of reply.message.attachments) file.content = Buffer.from(file.content);
        waiting.resolve(reply.message);
      } else waiting.reject(new Error(reply.error ?? "unreadable"));
      if (pending.size === 0) started.unref();
    });
    const lost = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    started.on("error", lost);
    started.on("exit", (code) => lost(new Error(`parse thread exited (code ${code})`)));
    started.unref();
    return (worker = started);
  }

  return {
    parse(source: Buffer, truncated: boolean): Promise<InboundMessage> {
      const id = nextId++;
      const target = thread();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.ref();
        target.postMessage({ id, source, truncated });
      });
    },
    close() {
      const stopping = worker;
      worker = undefined;
      void stopping?.terminate();
    },
  };
}
