import { Worker } from "node:worker_threads";
import type { InboundMessage } from "./inbound-message";

export interface ParseReply {
  id: number;
  message?: InboundMessage;
  error?: string;
}

/** A parse that used up its time or memory: the thread was stopped, and the email is read from its headers only. */
export class ParseBudgetError extends Error {
  override name = "ParseBudgetError";
}

export interface ParseBudget {
  /** Wall time one parse may take before its thread is stopped. */
  timeMs: number;
  /** The thread's heap (old generation), in MB. */
  heapMb: number;
}

export const DEFAULT_PARSE_BUDGET: ParseBudget = { timeMs: 10_000, heapMb: 256 };

/**
 * mailparser on a worker thread: decoding a few megabytes of MIME and converting HTML to
 * text can take tens of milliseconds of CPU, which on the main thread every visitor's request
 * would wait behind. The poller awaits one parse at a time. A parse over its time or memory
 * budget (a crafted HTML table, say) stops the thread and fails with ParseBudgetError; any
 * other death of the thread fails the parse in flight. Either way the next parse starts a new
 * thread, and the intake goes on with the next email. `entry` is the bundled parse-thread-entry.ts.
 */
export function createThreadedParser(entry: URL, budget: ParseBudget = DEFAULT_PARSE_BUDGET) {
  const pending = new Map<number, { resolve: (m: InboundMessage) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let worker: Worker | undefined;

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(entry, {
      resourceLimits: { maxOldGenerationSizeMb: budget.heapMb, maxYoungGenerationSizeMb: 32 },
    });
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
    started.on("error", (error: Error & { code?: string }) =>
      lost(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new ParseBudgetError("parse over its memory") : error),
    );
    started.on("exit", (code) => lost(new Error(`parse thread exited (code ${code})`)));
    started.unref();
    return (worker = started);
  }

  return {
    parse(source: Buffer, truncated: boolean): Promise<InboundMessage> {
      const id = nextId++;
      const target = thread();
      return new Promise<InboundMessage>((resolve, reject) => {
        const timer = setTimeout(() => {
          // The thread is busy with this email and nothing else: stop it; the next parse gets a new one.
          if (worker === target) worker = undefined;
          pending.delete(id);
          reject(new ParseBudgetError("parse over its time"));
          void target.terminate();
        }, budget.timeMs);
        const done =
          <T>(settle: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer);
            settle(value);
          };
        pending.set(id, { resolve: done(resolve), reject: done(reject) });
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
